// Node side of "start the contract's next mission": the contract's own units, pilots and carried damage (never re-typed)
// against an opponent given by catalog names; the mission is created and the contract notes it, so adding it later needs no ids.
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { type ContractState, type MissionUnit, contractForceEntries, missionById, missionModule, missionUnitFromCatalog, MISSIONS } from '@marshal/missions';
import { type DataSources, bundled, catalogReady } from '@marshal/loaders';
import { type LoadedGame, createGame } from '../games/game-service';
import type { RecordStore } from '../store/types';

const skill = z.number().int().min(0).max(8);
const id = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[\w-]+$/u, 'letters, digits, - and _');

export const nextMissionBodySchema = z.object({
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
});
export type NextMissionBody = z.infer<typeof nextMissionBodySchema>;

/** The mission's units: the contract's (with the damage they carry and their pilots) on its side, the opponent's on the other. */
async function missionUnits(s: ContractState, body: NextMissionBody, from: DataSources): Promise<MissionUnit[]> {
  const catalog = await catalogReady();
  const ours = contractForceEntries(s, body.units);
  if (!ours.length) throw new MarshalError('contract', `none of ${s.unitName}'s units may fight: see the force for why`, { field: 'units' });
  const enemy = body.side === 'attacker' ? 'defender' : 'attacker';
  const mine = ours.map((u) => {
    const entry = catalog.find(u.unitId);
    if (!entry) throw new MarshalError('not-found', `${u.name} (${u.unitId}) is not in the catalog`, { field: 'units' });
    const unit = missionUnitFromCatalog(entry.unit, {
      id: u.id,
      side: body.side,
      gunnery: u.gunnery,
      piloting: u.piloting,
      commander: body.commander === u.id,
      value: entry.bv ?? 0,
    });
    return { ...unit, name: u.name, startDamage: u.startDamage };
  });
  const theirs = body.opponent.map((o, i) => {
    if (ours.some((u) => u.id === o.id))
      throw new MarshalError('invalid-input', `"${o.id}" is a contract unit's id; give the opponent another`, { field: `opponent.${i}.id` });
    const unit = from.unit(o.unit, `opponent.${i}.unit`);
    const { unit: _name, ...entry } = o;
    return missionUnitFromCatalog(unit, { ...entry, side: enemy, value: catalog.find(unit.id)?.bv ?? 0 });
  });
  return [...mine, ...theirs];
}

/** Create the next mission from the contract (table-tracked, seeded) and the contract's `startMission` command for it. */
export async function startContractMission(store: RecordStore, contract: LoadedGame, body: NextMissionBody, ownerId: string | null, from = bundled) {
  const s = contract.live.state as ContractState;
  if (s.closed) throw new MarshalError('contract', 'the contract is closed');
  if (body.expectedVersion !== contract.info.version)
    throw new MarshalError('stale', `the contract is at version ${contract.info.version}, not ${body.expectedVersion}; reload and retry`);
  const units = await missionUnits(s, body, from);
  const setup = missionModule.parseSetup({
    mission: body.mission,
    units,
    params: body.params,
    ...(body.objectives ? { objectives: body.objectives } : {}),
  });
  const n = s.missions.length + (s.started ?? []).length + 1;
  const title = body.title ?? `${s.unitName}: ${missionById(body.mission).title} (mission ${n} of the contract)`;
  const mission = await createGame(store, { module: missionModule.id, ruleset: body.ruleset, setup, dice: 'seeded', title, ownerId });
  const command = {
    type: 'startMission',
    game: mission.info.id,
    mission: body.mission,
    title,
    side: body.side,
    units: units.filter((u) => u.side === body.side).map((u) => u.id),
  };
  return { mission, command };
}
