export * from './coords';
export * from './arcs';
export * from './line';
