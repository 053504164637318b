// Node side of the mercenary contract ledger: a finished mission's wash-up is read from its own record here, never from a request.
import { MarshalError, formatSource, lastHash, resolveRuleset } from '@marshal/core';
import type { BattleState } from '@marshal/battletech';
import {
  type ContractState,
  type MissionState,
  battleStartPilotHits,
  claimOf,
  contractModule,
  contractedPay,
  missionEligibility,
  missionFacts,
  missionModule,
  nextMissionForce,
} from '@marshal/missions';
import { GAME_KIND, type LoadedGame, loadGame } from '../games/game-service';
import { battleLinkOf } from '../missions/mission-battle';
import type { RecordStore } from '../store/types';

export async function loadContract(store: RecordStore, id: string): Promise<LoadedGame> {
  const game = await loadGame(store, id);
  if (game.module.id !== contractModule.id) throw new MarshalError('not-found', `game ${id} is not a contract`);
  return game;
}

/** Every contract but `except`, with its state: a mission in one of their ledgers, or started from one, goes into no other. */
export async function otherContracts(store: RecordStore, except: string) {
  const infos = (await store.list({ kind: GAME_KIND, module: contractModule.id })).filter((i) => i.id !== except);
  const games = await Promise.all(infos.map((i) => loadGame(store, i.id)));
  return games.map((g) => ({ id: g.info.id, title: g.info.title, state: g.live.state as ContractState }));
}

/** The missions the contract may add now, each with the sides it may be added on (the rule in `missionEligibility`). */
export async function eligibleMissions(store: RecordStore, contract: LoadedGame) {
  const s = contract.live.state as ContractState;
  const others = await otherContracts(store, contract.info.id);
  const infos = await store.list({ kind: GAME_KIND, module: missionModule.id });
  const out: { id: string; title: string; version: number; createdAt: string; mission: string; sides: readonly ('attacker' | 'defender')[] }[] = [];
  for (const info of infos) {
    const mission = await loadGame(store, info.id);
    const state = mission.live.state as MissionState;
    const verdict = missionEligibility(s, info.id, state, claimOf(info.id, others));
    if (verdict.ok)
      out.push({ id: info.id, title: info.title, version: info.version, createdAt: info.createdAt, mission: state.mission, sides: verdict.sides });
  }
  return out;
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

/** How far a mission started from a contract has come: still played, ended with a Crew Survival roll to make, or over. */
export type StartedProgress = 'playing' | 'crew-roll' | 'ended';

/**
 * Where each mission started from the contract stands, by game id (read from the missions' own records): the page offers
 * to add one to the ledger only once it is over. A mission whose record is gone is left out.
 */
export async function startedProgress(store: RecordStore, game: LoadedGame): Promise<Record<string, StartedProgress>> {
  const s = game.live.state as ContractState;
  const out: Record<string, StartedProgress> = {};
  for (const m of s.started ?? []) {
    const mission = await loadGame(store, m.game).catch(() => null);
    const state = mission?.live.state as MissionState | undefined;
    if (!state) continue;
    out[m.game] = !state.ended ? 'playing' : Object.values(state.units).some((u) => u.crewRollDue) ? 'crew-roll' : 'ended';
  }
  return out;
}

/**
 * Everything the Contracts page shows: terms, the force as it stands, each mission's ledger lines with sources, running totals;
 * with `progress` (`startedProgress`), how far each started mission has come.
 */
export function contractView(game: LoadedGame, progress?: Readonly<Record<string, StartedProgress>>) {
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
    started: (s.started ?? []).map((m) => (progress?.[m.game] ? { ...m, progress: progress[m.game] } : m)),
    missions: s.missions.map((m) => {
      running += m.cbills;
      return { ...m, runningCbills: running, lines: m.lines.map((l) => ({ text: l.text, sources: l.sources.map(formatSource) })) };
    }),
    totals: s.totals,
  };
}
