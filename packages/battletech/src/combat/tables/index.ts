import type { RollTable } from '@marshal/core';
import { clusterHitsTable } from './cluster-hits';
import { criticalChanceAdvanced, criticalChanceStandard, fallFacingTable } from './criticals';
import { mechHitLocationTables } from './mech-hit-location';
import { vehicleTables } from './vehicle';

/** Every combat roll table, for the library's table registry. */
export const combatTables: readonly RollTable<unknown>[] = [
  ...mechHitLocationTables, ...vehicleTables, clusterHitsTable, criticalChanceStandard, criticalChanceAdvanced, fallFacingTable,
];

export * from './cluster-hits';
export * from './criticals';
export * from './mech-hit-location';
export * from './vehicle';
