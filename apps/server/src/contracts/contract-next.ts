// Node side of "start the contract's next mission": the contract's own units, pilots and carried damage (never re-typed)
// against an opponent given by catalog names; the mission is created and the contract notes it, so adding it later needs no ids.
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import {
  type ContractState,
  type MissionUnit,
  contractBattleUnit,
  contractForceEntries,
  missionById,
  missionModule,
  missionUnitFromCatalog,
  MISSIONS,
} from '@marshal/missions';
import { type DataSources, bundled, catalogReady } from '@marshal/loaders';
import { type LoadedGame, createGame } from '../games/game-service';
import { createMissionBattle, missionBattleBodySchema, missionBattleOf } from '../missions/mission-battle';
import type { RecordStore } from '../store/types';

const skill = z.number().int().min(0).max(8);
const id = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[\w-]+$/u, 'letters, digits, - and _');

/** What a digital next mission adds to the body: the mission battle's choices (boards, edge, deployment, optional rules, round limit…). */
export const nextMissionDigitalSchema = missionBattleBodySchema.pick({
  boards: true,
  sheets: true,
  layout: true,
  attackerEdge: true,
  deployDepth: true,
  deployment: true,
  battleRuleset: true,
  roundLimit: true,
  bots: true,
});
/** The mission's own choices both ways of fighting it share (agreed optional rules, Assassination targets, the cap). */
const sharedChoices = missionBattleBodySchema.pick({ optionalRules: true, bothAgreeToExceedCap: true, targets: true, targetIgnoresGeneralRetreat: true });

export const nextMissionBodySchema = sharedChoices.extend({
  expectedVersion: z.number().int().min(0),
  mission: z.enum(MISSIONS.map((m) => m.id) as [string, ...string[]]),
  side: z.enum(['attacker', 'defender']),
  /** Contract units that fight (default: every unit that may). */
  units: z.array(id).max(40).optional(),
  /** The contract unit that is the company commander (Forced Withdrawal rule 2). */
  commander: id.optional(),
  /** The other side, by catalog name. */
  opponent: z
    .array(
      z.object({
        id,
        unit: z.string().min(1).max(200),
        gunnery: skill.default(4),
        piloting: skill.default(5),
        commander: z.boolean().optional(),
        support: z.boolean().optional(),
        group: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(40),
  params: z.record(z.string().max(60), z.number()).default({}),
  ruleset: z.array(z.string().max(80)).max(40).default([]),
  objectives: z
    .object({
      tokens: z
        .array(z.object({ id: z.string().min(1).max(20), hex: z.string().regex(/^\d{4}$/u) }))
        .max(10)
        .default([]),
      objectiveHex: z
        .string()
        .regex(/^\d{4}$/u)
        .optional(),
    })
    .optional(),
  title: z.string().trim().min(1).max(200).optional(),
  /** Fight it as a digital battle with these choices (the contract's units start with the damage and pilot hits they carry). */
  digital: nextMissionDigitalSchema.optional(),
});
export type NextMissionBody = z.infer<typeof nextMissionBodySchema>;

const shared = (body: NextMissionBody) => ({
  optionalRules: body.optionalRules,
  bothAgreeToExceedCap: body.bothAgreeToExceedCap,
  ...(body.targets ? { targets: body.targets } : {}),
  ...(body.targetIgnoresGeneralRetreat !== undefined ? { targetIgnoresGeneralRetreat: body.targetIgnoresGeneralRetreat } : {}),
});

/** The contract units that fight, each with its catalog unit and Battle Value; refused when none may. */
async function ourUnits(s: ContractState, body: NextMissionBody) {
  const catalog = await catalogReady();
  const ours = contractForceEntries(s, body.units);
  if (!ours.length) throw new MarshalError('contract', `none of ${s.unitName}'s units may fight: see the force for why`, { field: 'units' });
  return ours.map((u) => {
    const entry = catalog.find(u.unitId);
    if (!entry) throw new MarshalError('not-found', `${u.name} (${u.unitId}) is not in the catalog`, { field: 'units' });
    return { u, unit: entry.unit, value: entry.bv ?? 0, commander: body.commander === u.id };
  });
}

/** The opponent's units from the catalog, on the other side; an id that is a contract unit's is refused. */
async function theirUnits(body: NextMissionBody, ours: readonly { u: { id: string } }[], from: DataSources) {
  const catalog = await catalogReady();
  const enemy = body.side === 'attacker' ? 'defender' : 'attacker';
  return body.opponent.map((o, i) => {
    if (ours.some((x) => x.u.id === o.id))
      throw new MarshalError('invalid-input', `"${o.id}" is a contract unit's id; give the opponent another`, { field: `opponent.${i}.id` });
    const unit = from.unit(o.unit, `opponent.${i}.unit`);
    const { unit: _name, ...entry } = o;
    return { entry: { ...entry, side: enemy, value: catalog.find(unit.id)?.bv ?? 0 } as const, unit };
  });
}

/** The mission's units for a table-tracked mission: the contract's (with the damage they carry and their pilots), then the opponent's. */
async function missionUnits(s: ContractState, body: NextMissionBody, from: DataSources): Promise<MissionUnit[]> {
  const ours = await ourUnits(s, body);
  const mine = ours.map(({ u, unit, value, commander }) => ({
    ...missionUnitFromCatalog(unit, { id: u.id, side: body.side, gunnery: u.gunnery, piloting: u.piloting, pilot: u.pilot, commander, value }),
    name: u.name,
    startDamage: u.startDamage,
  }));
  const theirs = (await theirUnits(body, ours, from)).map((t) => missionUnitFromCatalog(t.unit, t.entry));
  return [...mine, ...theirs];
}

/** A digital next mission: the battle (the contract's units start with their carried damage and pilot hits) and the tracker following it. */
async function digitalMission(store: RecordStore, s: ContractState, body: NextMissionBody, title: string, ownerId: string | null, from: DataSources) {
  const ours = await ourUnits(s, body);
  const mine = ours.map(({ u, unit, value, commander }) => contractBattleUnit(u, unit, body.side, { commander, value }));
  const theirs = await theirUnits(body, ours, from);
  const choices = missionBattleBodySchema.omit({ units: true }).parse({
    ...body.digital,
    ...shared(body),
    mission: body.mission,
    params: body.params,
    ruleset: body.ruleset,
    title,
    ...(body.objectives ? { objectives: body.objectives } : {}),
  });
  const built = missionBattleOf(choices, [...mine, ...theirs], from);
  const out = await createMissionBattle(store, choices, built, ownerId);
  return { mission: out.mission, battle: out.battle, units: mine.map((m) => m.entry.id) };
}

/**
 * Create the next mission from the contract (seeded) and the contract's `startMission` command for it: table-tracked, or with
 * `digital` a battle and the tracker that follows it.
 */
export async function startContractMission(store: RecordStore, contract: LoadedGame, body: NextMissionBody, ownerId: string | null, from = bundled) {
  const s = contract.live.state as ContractState;
  if (s.closed) throw new MarshalError('contract', 'the contract is closed');
  if (body.expectedVersion !== contract.info.version)
    throw new MarshalError('stale', `the contract is at version ${contract.info.version}, not ${body.expectedVersion}; reload and retry`);
  const n = s.missions.length + (s.started ?? []).length + 1;
  const title = body.title ?? `${s.unitName}: ${missionById(body.mission).title} (mission ${n} of the contract)`;
  const started = { type: 'startMission', mission: body.mission, title, side: body.side };
  if (body.digital) {
    const d = await digitalMission(store, s, body, title, ownerId, from);
    return { mission: d.mission, battle: d.battle, command: { ...started, game: d.mission.id, battle: d.battle.id, units: d.units } };
  }
  const units = await missionUnits(s, body, from);
  const setup = missionModule.parseSetup({
    ...shared(body),
    mission: body.mission,
    units,
    params: body.params,
    ...(body.objectives ? { objectives: body.objectives } : {}),
  });
  const mission = await createGame(store, { module: missionModule.id, ruleset: body.ruleset, setup, dice: 'seeded', title, ownerId });
  return {
    mission: mission.info,
    battle: null,
    command: { ...started, game: mission.info.id, units: units.filter((u) => u.side === body.side).map((u) => u.id) },
  };
}
