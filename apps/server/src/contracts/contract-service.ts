// Node side of the mercenary contract ledger: a finished mission's wash-up is read from its own record here, never from a request.
import { MarshalError, formatSource, lastHash, resolveRuleset } from '@marshal/core';
import type { BattleState } from '@marshal/battletech';
import {
  type ContractState,
  type MissionState,
  battleStartPilotHits,
  contractModule,
  contractedPay,
  missionFacts,
  missionModule,
  nextMissionForce,
} from '@marshal/missions';
import { type LoadedGame, loadGame } from '../games/game-service';
import { battleLinkOf } from '../missions/mission-battle';
import type { RecordStore } from '../store/types';

export async function loadContract(store: RecordStore, id: string): Promise<LoadedGame> {
  const game = await loadGame(store, id);
  if (game.module.id !== contractModule.id) throw new MarshalError('not-found', `game ${id} is not a contract`);
  return game;
}

/** The `recordMission` command for a finished mission, its facts read from the mission's record (and the battle it followed). */
export async function recordMissionCommand(
  store: RecordStore,
  missionId: string,
  side: 'attacker' | 'defender',
  choices: { readonly employer?: string | undefined; readonly assign?: Readonly<Record<string, string>> | undefined },
) {
  const mission = await loadGame(store, missionId).catch((e: unknown) => {
    if (e instanceof MarshalError && e.code === 'not-found') throw new MarshalError('not-found', `there is no mission ${missionId}`, { field: 'mission' });
    throw e;
  });
  if (mission.module.id !== missionModule.id)
    throw new MarshalError('invalid-input', `game ${missionId} is a ${mission.module.title}, not a mission`, { field: 'mission' });
  const rules = resolveRuleset(missionModule.options, missionModule.baseRules, mission.record.header.ruleset).rules;
  const link = battleLinkOf(mission.record.header.setup);
  const battleGame = link ? await loadGame(store, link.game) : undefined;
  const battle = battleGame?.live.state as BattleState | undefined;
  const facts = missionFacts(
    mission.live.state as MissionState,
    rules,
    side,
    { game: missionId, version: mission.record.entries.length, hash: lastHash(mission.record) },
    battle,
    battleStartPilotHits(battleGame?.record.header.setup),
  );
  return {
    type: 'recordMission',
    facts,
    ...(choices.employer ? { employer: choices.employer } : {}),
    ...(choices.assign ? { assign: choices.assign } : {}),
  };
}

/** Everything the Contracts page shows: terms, the force as it stands, each mission's ledger lines with sources, running totals. */
export function contractView(game: LoadedGame) {
  const s = game.live.state as ContractState;
  let running = 0;
  return {
    contract: game.info,
    version: game.info.version,
    unitName: s.unitName,
    employer: s.employer,
    forceName: s.forceName,
    contractValue: s.contractValue,
    payPercent: s.payPercent,
    contractedPay: contractedPay(s),
    factionTable: { points: s.factionTable.points, source: formatSource(s.factionTable.source) },
    closed: s.closed,
    units: Object.values(s.units),
    nextForce: nextMissionForce(s),
    started: s.started ?? [],
    missions: s.missions.map((m) => {
      running += m.cbills;
      return { ...m, runningCbills: running, lines: m.lines.map((l) => ({ text: l.text, sources: l.sources.map(formatSource) })) };
    }),
    totals: s.totals,
  };
}
