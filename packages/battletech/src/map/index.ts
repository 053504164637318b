export * from './terrain';
export * from './board';
export * from './grid';
export * from './compose';
