// Worker threads for simulations (Node only): `@marshal/loaders/pool`.
export * from './duel-task';
export * from './duel-pool';
