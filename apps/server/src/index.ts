export * from './routes/index';
export * from './store/types';
