import { type AnyGameModule, type OptionRegistry, type RollTable, TableRegistry, createRollLogModule } from '@marshal/core';
import { contractModule, missionModule } from '@marshal/missions';
import { campaignModule, campaignTables } from '@marshal/campaign';
import { m42Module, m42ReservesTable } from '@marshal/m42';
import { darkAgeModule, driftDirectionTable } from '@marshal/dark-age';
import { tournamentModule } from '@marshal/tournament';
import { battleModule, combatModule, combatTables, losOptions } from '@marshal/battletech';

/**
 * The rule library the shells (server, CLI, web) share: every roll table, every game module (for
 * replay and verify), every option registry. Each game package adds its exports to the lists below.
 */
export const allTables: readonly RollTable<unknown>[] = [...campaignTables, m42ReservesTable, driftDirectionTable, ...combatTables];

export const tableRegistry = new TableRegistry(allTables);

export const gameModules: readonly AnyGameModule[] = [
  createRollLogModule(tableRegistry),
  missionModule,
  contractModule,
  m42Module,
  darkAgeModule,
  campaignModule,
  tournamentModule,
  combatModule,
  battleModule,
];

export function moduleById(id: string): AnyGameModule | undefined {
  return gameModules.find((m) => m.id === id);
}

/** Every option registry a shell shows: each game module's own, and the line-of-sight tool's cover rules. */
export const optionRegistries: readonly OptionRegistry<object>[] = [...gameModules.map((m) => m.options), losOptions];
