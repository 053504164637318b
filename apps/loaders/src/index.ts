// Node-side loading shared by the server and the CLI. Everything here resolves names in the bundled data only, so it is
// safe for requests; reading a user's own files is `@marshal/loaders/files`, which only the command line imports.
export * from './paths';
export * from './catalog/index';
export * from './maps/index';
export { COMBAT_UNIT_DIRS, MAX_UNIT_NAME, loadCombatUnit } from './units';
export { type DataSources, bundled } from './sources';
export * from './duel-setup';
