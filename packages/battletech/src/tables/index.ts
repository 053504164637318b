import type { RollTable } from '@marshal/core';
import { clusterHitsTable } from './cluster-hits';
import { criticalChanceAdvanced, criticalChanceStandard, fallFacingTable } from './criticals';
import { mechHitLocationTables } from './mech-hit-location';
import { vehicleTables } from './vehicle';
import { leggedTables } from './legged-hit-location';
import { battleArmorTrooper } from './squads';
import { vtolTables } from './vtol';
import { swarmHitLocation } from './anti-mech';
import { aimedShotTable } from '../rules/damage/hit-location';

/** Every combat roll table, for the library's table registry. */
export const combatTables: readonly RollTable<unknown>[] = [
  ...mechHitLocationTables,
  ...leggedTables,
  ...vehicleTables,
  ...vtolTables,
  battleArmorTrooper,
  swarmHitLocation,
  aimedShotTable,
  clusterHitsTable,
  criticalChanceStandard,
  criticalChanceAdvanced,
  fallFacingTable,
];

export * from './cluster-hits';
export * from './criticals';
export * from './mech-hit-location';
export * from './vehicle';
export * from './legged-hit-location';
export * from './squads';
export * from './vtol';
export * from './anti-mech';
