export * from './map/index';
export * from './combat/index';
export * from './battle/index';
export * from './battle/mission-view';
