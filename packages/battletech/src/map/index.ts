export * from './terrain';
export * from './board';
export * from './grid';
export * from './compose';
export * from './los-types';
export * from './cover';
export * from './los-rules';
export * from './los';
