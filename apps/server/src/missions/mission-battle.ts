// Node side of "fight a mission digitally": units and boards loaded from the bundled data, then the pure set-up builder; and following a battle game.
import { z } from 'zod';
import { MarshalError, resolveRuleset } from '@marshal/core';
import { type BattleState } from '@marshal/battletech';
import {
  type BattleForceUnit,
  type MissionBattle,
  type MissionState,
  missionBattle,
  missionById,
  missionExtraUnits,
  missionModule,
  missionStatus,
  missionUnitFromCatalog,
  optionalRuleProblem,
  nextFollowReport,
  pendingFromBattle,
  type MissionSetup,
  suggestBoardSize,
  washUp,
} from '@marshal/missions';
import { type DataSources, boardSheets, bundled } from '@marshal/loaders';
import { checkBotSeats, roleBotsSchema, startBots } from '../games/bots';
import { GAME_KIND, type LoadedGame, createLinkedGames, loadGame, playGameCommand } from '../games/game-service';
import type { RecordStore } from '../store/types';

const hexLabel = z.string().regex(/^\d{4,6}$/, 'a hex label such as 0507');
const skill = z.number().int().min(0).max(8);
const edge = z.enum(['north', 'south', 'east', 'west']);

/** One unit of a force: a bundled unit by name (or a unit file path), its pilot, roles and optionally its starting hex. */
export const battleForceUnitSchema = z.object({
  id: z.string().min(1),
  side: z.enum(['attacker', 'defender']),
  unit: z.string().min(1),
  gunnery: skill.default(4),
  piloting: skill.default(5),
  /** The pilot's name, shown beside the unit in the tracker. */
  pilot: z.string().trim().max(80).optional(),
  commander: z.boolean().optional(),
  support: z.boolean().optional(),
  group: z.string().optional(),
  value: z.number().nonnegative().optional(),
  hex: hexLabel.optional(),
  facing: z.number().int().min(0).max(5).optional(),
});

export const missionBattleBodySchema = z.object({
  mission: z.string().min(1),
  units: z.array(battleForceUnitSchema).min(2),
  /** Bundled board names, one a sheet (a name ending in "@180" is turned round); default: the suggested count of a grassland sheet. */
  boards: z.array(z.string().min(1)).max(6).optional(),
  sheets: z.number().int().min(1).max(6).optional(),
  layout: z.object({ rows: z.number().int().min(1), cols: z.number().int().min(1) }).optional(),
  attackerEdge: edge.optional(),
  deployDepth: z.number().int().min(1).max(10).optional(),
  /** A mission whose sides take turns to deploy: `in-turns` (default) opens the battle with a deployment phase; `at-once` places every unit now. */
  deployment: z.enum(['in-turns', 'at-once']).optional(),
  objectives: z
    .object({
      tokens: z.array(z.object({ id: z.string().min(1), hex: hexLabel, waterDepth: z.number().int().min(0).default(0) })).default([]),
      objectiveHex: hexLabel.optional(),
    })
    .optional(),
  params: z.record(z.string(), z.number()).default({}),
  bothAgreeToExceedCap: z.boolean().default(false),
  /** Assassination: each side's target (a unit id); left out, the side's most valuable ground unit. */
  targets: z.object({ attacker: z.string().min(1).optional(), defender: z.string().min(1).optional() }).optional(),
  targetIgnoresGeneralRetreat: z.boolean().optional(),
  /** The mission's house-rule switches (mission ruleset manifest). */
  ruleset: z.array(z.string()).default([]),
  /** Optional rules both players agreed to (Sundry 3–4): played in the battle and listed on the tracker. */
  optionalRules: z.array(z.string()).default([]),
  battleRuleset: z.array(z.string()).default([]),
  roundLimit: z.number().int().min(1).nullable().optional(),
  title: z.string().trim().min(1).max(200).optional(),
  /** The side the server's computer player fights (ADR 0058); the other side is a person's. */
  bots: roleBotsSchema,
});
export type MissionBattleBody = z.infer<typeof missionBattleBodySchema>;
/** Everything of a mission battle but its units. */
export type MissionBattleChoices = Omit<MissionBattleBody, 'units'>;

export const DEFAULT_MISSION_BOARD = 'Beginner Box/16x17 Grassland 1';

/**
 * Load every unit and board the body names and build both set-ups (placement refusals carry the rule and its
 * numbers). The units the mission brings itself (`missionExtraUnits`: a digital Escort without a convoy gets the
 * seed's Packrats) are loaded from the catalog too.
 */
export function missionBattleFrom(body: MissionBattleBody, from: DataSources = bundled): MissionBattle {
  const given = body.units.map((u, i) => ({ entry: { ...u }, unit: from.unit(u.unit, `units.${i}.unit`) }));
  return missionBattleOf(body, given, from);
}

/** The same from units already loaded (a contract's, carrying their damage): the mission's own extra units and the boards are loaded here. */
export function missionBattleOf(body: MissionBattleChoices, given: readonly BattleForceUnit[], from: DataSources = bundled): MissionBattle {
  const m = missionById(body.mission);
  const optional = optionalRuleProblem(body.optionalRules);
  if (optional) throw new MarshalError('optional-rules', optional, { field: 'optionalRules' });
  const extra = missionExtraUnits(
    m.id,
    given.map((u) => ({ side: u.entry.side, tonnage: u.unit.tonnage, group: u.entry.group })),
    body.params,
  ).map((e) => ({ entry: e, unit: from.unit(e.unit, e.group ?? 'units') }));
  const loaded = [...given, ...extra];
  const sheets = m.sheets ?? body.sheets ?? suggestBoardSize(loaded.map((u) => missionUnitFromCatalog(u.unit, u.entry))).sheets;
  const names = body.boards ?? Array.from({ length: sheets }, () => DEFAULT_MISSION_BOARD);
  const boards = boardSheets(names, { field: 'boards', from });
  return missionBattle({
    mission: m.id,
    units: loaded,
    boards,
    ...(body.layout ? { layout: body.layout } : {}),
    ...(body.attackerEdge ? { attackerEdge: body.attackerEdge } : {}),
    ...(body.deployDepth ? { deployDepth: body.deployDepth } : {}),
    ...(body.deployment ? { deployment: body.deployment } : {}),
    ...(body.objectives ? { objectives: body.objectives } : {}),
    params: body.params,
    bothAgreeToExceedCap: body.bothAgreeToExceedCap,
    ...(body.targets ? { targets: body.targets } : {}),
    ...(body.targetIgnoresGeneralRetreat !== undefined ? { targetIgnoresGeneralRetreat: body.targetIgnoresGeneralRetreat } : {}),
    optionalRules: body.optionalRules,
    ...(body.roundLimit !== undefined ? { roundLimit: body.roundLimit } : {}),
    ...(body.title ? { title: body.title } : {}),
  });
}

/** The battle's ruleset: the agreed optional rules and any battle options named directly, each once. */
export const battleRuleset = (body: Pick<MissionBattleBody, 'battleRuleset' | 'optionalRules'>): string[] => [
  ...new Set([...body.battleRuleset, ...body.optionalRules]),
];

/** Create the battle game and the mission tracker that follows it (both seeded: the tracker's crew rolls come from its own stream). */
export async function startMissionBattle(store: RecordStore, body: MissionBattleBody, ownerId: string | null) {
  return createMissionBattle(store, body, missionBattleFrom(body), ownerId);
}

/** Create the games of a mission battle already built. */
export async function createMissionBattle(store: RecordStore, body: MissionBattleChoices, built: MissionBattle, ownerId: string | null) {
  const title =
    body.title ??
    `${missionById(body.mission).title}: ${built.placements.filter((p) => p.side === 'attacker').length} vs ${built.placements.filter((p) => p.side === 'defender').length}`;
  const [battle, mission] = await createLinkedGames(store, [
    () => ({
      module: 'battletech-battle',
      ruleset: battleRuleset(body),
      setup: built.battle,
      dice: 'seeded',
      title: `${title} (battle)`,
      ownerId,
      check: (g) => checkBotSeats(g, body.bots), // the battle's sides are named after the mission's roles
    }),
    ([battleId]) => ({
      module: missionModule.id,
      ruleset: body.ruleset,
      setup: { ...built.mission, battle: { game: battleId!, ...built.link } },
      dice: 'seeded',
      title,
      ownerId,
    }),
  ]);
  if (!battle || !mission) throw new MarshalError('internal', 'the battle and its mission were not both created');
  await startBots(store, battle, body.bots);
  return { mission: mission.info, battle: battle.info, placements: built.placements, homeEdges: built.homeEdges };
}

export interface BattleFollow {
  readonly battle: { readonly id: string; readonly version: number; readonly round: number; readonly phase: string; readonly outcome: BattleState['outcome'] };
  /** Reports taken from the battle by this call. */
  readonly applied: readonly { readonly type: string; readonly unit?: string }[];
  /** A report the tracker refused (the referee must sort it out), with the reason. */
  readonly refused: { readonly command: object; readonly reason: string } | null;
  readonly version: number;
}

/** The battle a mission game follows, or null for a referee-only mission. */
export function battleLinkOf(setup: unknown): MissionSetup['battle'] | null {
  return (setup as MissionSetup | null)?.battle ?? null;
}

/** Bring a mission tracker up to its battle: every report `reportsFromBattle` derives becomes an ordinary mission command in the mission's record. */
export async function followBattle(
  store: RecordStore,
  missionId: string,
  authorize: (game: LoadedGame, input: unknown) => Promise<unknown>,
): Promise<BattleFollow> {
  let game = await loadGame(store, missionId);
  if (game.module.id !== missionModule.id) throw new MarshalError('not-a-mission', `game ${missionId} is a ${game.module.id} game, not a mission`);
  const link = battleLinkOf(game.record.header.setup);
  if (!link) throw new MarshalError('no-battle', `mission ${missionId} is tracked from a referee's reports, not a digital battle`);
  const battleGame = await loadGame(store, link.game);
  const battle = battleGame.live.state as BattleState;
  const applied: { type: string; unit?: string }[] = [];
  let refused: BattleFollow['refused'] = null;
  let version = game.info.version;
  for (let guard = 0; guard < 1000; guard++) {
    const state = game.live.state as MissionState;
    const next = nextFollowReport(state, battle, link);
    if (!next) break;
    const out = await playGameCommand(store, missionId, version, await authorize(game, next));
    if (out.status === 'stale') {
      version = out.currentVersion;
      game = await loadGame(store, missionId);
      continue;
    }
    if (out.status !== 'accepted') {
      refused = { command: next, reason: out.status === 'rejected' ? out.rejection.reason : out.status };
      break;
    }
    applied.push({ type: next.type, ...('unit' in next ? { unit: next.unit } : {}) });
    version = out.version;
    game = await loadGame(store, missionId);
  }
  return {
    battle: { id: link.game, version: battleGame.info.version, round: battle.round, phase: battle.phase, outcome: battle.outcome },
    applied,
    refused,
    version,
  };
}

/** The mission's live status (with its battle's, when it follows one). */
export async function missionView(store: RecordStore, missionId: string) {
  const game = await loadGame(store, missionId);
  const rules = resolveRuleset(missionModule.options, missionModule.baseRules, game.record.header.ruleset).rules;
  const state = game.live.state as MissionState;
  const link = battleLinkOf(game.record.header.setup);
  let battle = null;
  if (link) {
    const b = await loadGame(store, link.game);
    const bs = b.live.state as BattleState;
    battle = {
      id: link.game,
      title: b.info.title,
      version: b.info.version,
      round: bs.round,
      phase: bs.phase,
      outcome: bs.outcome,
      reportsBehind: pendingFromBattle(state, bs, link).length,
      upToDate: nextFollowReport(state, bs, link) === null,
    };
  }
  return { version: game.info.version, turn: state.turn, phase: state.phase, status: missionStatus(state, rules), washUp: washUp(state, rules), battle };
}

/**
 * Every tracked mission, most recently changed first, with what the Missions page lists: its title and kind, how many
 * reports it has, and, once it has ended, why, in which turn, and each side's outcome.
 */
export async function trackedMissions(store: RecordStore) {
  const infos = await store.list({ kind: GAME_KIND, module: missionModule.id });
  const out = [];
  for (const info of infos) {
    const game = await loadGame(store, info.id);
    const state = game.live.state as MissionState;
    const rules = resolveRuleset(missionModule.options, missionModule.baseRules, game.record.header.ruleset).rules;
    const status = state.ended ? missionStatus(state, rules) : null;
    out.push({
      id: info.id,
      title: info.title,
      version: info.version,
      updatedAt: info.updatedAt,
      mission: state.mission,
      ended: state.ended ? { reason: state.ended.reason, turn: state.ended.turn } : null,
      result: status ? { attacker: status.attacker.outcome, defender: status.defender.outcome } : null,
    });
  }
  return out.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}
