export * from './map/index';
export * from './combat/index';
