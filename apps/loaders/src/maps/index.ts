export * from './boards';
export * from './units';
