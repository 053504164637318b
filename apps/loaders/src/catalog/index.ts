export * from './load';
export { availabilityPath, loadAvailability } from './availability-store';
export * from './sources';
