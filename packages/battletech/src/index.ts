export * from './map/index';
