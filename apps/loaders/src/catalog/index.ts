export * from './load';
export * from './availability-store';
export * from './sources';
