// Where names of units and boards are looked up: the bundled data only (every request), or local files too (the command line).
import type { Unit } from '@marshal/catalog';
import { type BoardEntry, findBoard } from './maps/boards';
import { loadCombatUnit } from './units';

export interface DataSources {
  /** A unit by name; `field` names the input in errors. */
  unit(name: string, field: string): Unit;
  /** A board by name; `field` names the input in errors. */
  board(name: string, field: string): BoardEntry;
}

/** Names resolve in the bundled units and boards only; what the server uses for every request. */
export const bundled: DataSources = { unit: loadCombatUnit, board: findBoard };
