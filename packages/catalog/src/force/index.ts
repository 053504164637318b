export * from './force';
export * from './facts';
export * from './check-force';
export * from './mul';
export * from './csv';
export * from './resolve';
