import { type Dice, type GameModule, MarshalError, type Rejection, isRejection, parseWith, reject, rejectionFrom } from '@marshal/core';
import type { Unit } from '../unit/catalog-types';
import { type BattleUnit, createBattleUnit } from '../unit/battle-unit';
import { type HeatPhaseReport, resolveHeatPhase } from '../rules/heat/heat';
import { combatOptionRegistry } from '../options/combat-options';
import { type PhaseEndReport, resolvePhaseEnd } from '../rules/piloting/phase-end';
import { type PhysicalAttackReport, resolvePhysicalAttack } from '../rules/physical-attacks/physical-attack';
import { type CombatRules, baseCombatRules } from '../options/rules';
import { type CombatCommand, type CombatSetup, commandSchema, setupSchema } from './module-schema';
import { type WeaponAttackReport, resolveWeaponAttack } from '../rules/weapon-attacks/weapon-attack';
import { attackerWeapon, catalogAmmoDamage, catalogWeaponLookup } from '../unit/catalog-weapons';
import type { PhysicalKind } from '../rules/physical-attacks/physical';
import { platoonProfile } from '../rules/weapon-attacks/infantry-attack';
import { calculatorRounds } from './rounds';
import { type AntiMechReport, endSwarm, resolveAntiMech, resolveBrushOff, resolveSwarmDamage } from '../rules/weapon-attacks/anti-mech';

/** The limb a punch or kick uses when none is named: the right-hand one the unit has. */
export const defaultLimb = (u: BattleUnit, kind: PhysicalKind): string | undefined =>
  kind === 'punch' ? u.capabilities.punchLimbs.at(-1) : kind === 'kick' ? u.capabilities.kickLimbs.at(-1) : undefined;

/** Total Warfare attack resolution as a game module: a ruling-calculator session is a replayable record. */
export interface CombatState {
  readonly title: string;
  readonly units: Readonly<Record<string, BattleUnit>>;
  readonly attacks: number;
}

/** A swarming squad letting go of its host (no roll). */
export interface LetGoReport {
  readonly kind: 'let-go';
  readonly swarm: 'ended';
  readonly explanation: string;
}

export type CombatEvent =
  | { readonly type: 'attackResolved'; readonly attack: 'weapon'; readonly report: WeaponAttackReport; readonly units: readonly BattleUnit[] }
  | { readonly type: 'attackResolved'; readonly attack: 'physical'; readonly report: PhysicalAttackReport; readonly units: readonly BattleUnit[] }
  | { readonly type: 'attackResolved'; readonly attack: 'anti-mech'; readonly report: AntiMechReport | LetGoReport; readonly units: readonly BattleUnit[] }
  | { readonly type: 'phaseEnded'; readonly reports: readonly PhaseEndReport[]; readonly units: readonly BattleUnit[] }
  | { readonly type: 'heatResolved'; readonly reports: readonly HeatPhaseReport[]; readonly units: readonly BattleUnit[] };

/** The report of a calculator attack, whichever kind it was. */
export type CombatAttackReport = Extract<CombatEvent, { type: 'attackResolved' }>['report'];

function unitOf(state: CombatState, id: string, field: string): BattleUnit | Rejection {
  const u = state.units[id];
  if (!u) return reject(`no unit "${id}" (known: ${Object.keys(state.units).join(', ')})`, undefined, field);
  if (u.destroyed) return reject(`${u.name} is destroyed`, undefined, field);
  return u;
}

function attack(
  state: CombatState,
  c: Extract<CombatCommand, { type: 'weaponAttack' | 'physicalAttack' }>,
  rules: CombatRules,
  dice: Dice,
): CombatEvent[] | Rejection {
  const attacker = unitOf(state, c.attacker, 'attacker');
  if (isRejection(attacker)) return attacker;
  const target = unitOf(state, c.target, 'target');
  if (isRejection(target)) return target;
  if (c.attacker === c.target) return reject('a unit cannot attack itself', undefined, 'target');
  try {
    if (c.type === 'weaponAttack') {
      const { mode, profile, ...rounds } = calculatorRounds(attacker, platoonProfile(attacker) ?? attackerWeapon(attacker, c.weapon), c);
      const out = resolveWeaponAttack({ ...c, attacker, target, weapon: profile, ...rounds, ...(c.mode || mode ? { mode: c.mode ?? mode } : {}) }, rules, dice);
      return [{ type: 'attackResolved', attack: 'weapon', report: out.report, units: [out.attacker, out.target] }];
    }
    if (!attacker.capabilities.physicalAttacks) return reject(`${attacker.name} cannot make physical attacks`, undefined, 'attacker');
    const limb = c.limb ?? defaultLimb(attacker, c.kind);
    const out = resolvePhysicalAttack({ ...c, attacker, target, ...(limb ? { limb } : {}) }, rules, dice);
    return [{ type: 'attackResolved', attack: 'physical', report: out.report, units: [out.attacker, out.target] }];
  } catch (e) {
    return rejectionFrom(e);
  }
}

function antiMech(state: CombatState, c: Extract<CombatCommand, { type: 'antiMechAttack' }>, rules: CombatRules, dice: Dice): CombatEvent[] | Rejection {
  const a = unitOf(state, c.attacker, 'attacker');
  if (isRejection(a)) return a;
  const t = unitOf(state, c.target, 'target');
  if (isRejection(t)) return t;
  if (c.attacker === c.target) return reject('a unit cannot attack itself', undefined, 'target');
  const event = (out: { attacker: BattleUnit; target: BattleUnit; report: AntiMechReport | LetGoReport }): CombatEvent[] => [
    { type: 'attackResolved', attack: 'anti-mech', report: out.report, units: [out.attacker, out.target] },
  ];
  try {
    switch (c.kind) {
      case 'leg':
      case 'swarm':
        return event(resolveAntiMech({ kind: c.kind, attacker: a, target: t, range: c.range, targetMoved: c.targetMoved }, rules, dice));
      case 'swarm-damage':
        return event(resolveSwarmDamage(a, t, catalogWeaponLookup, rules, dice));
      case 'let-go': {
        if (a.swarm?.other !== t.id) return reject(`${a.name} is not swarming ${t.name}`, undefined, 'attacker');
        const { squad, host } = endSwarm(a, t);
        return event({
          attacker: squad,
          target: host,
          report: { kind: 'let-go' as const, swarm: 'ended' as const, explanation: `${a.name} lets go of ${t.name}` },
        });
      }
      case 'brush-off':
        return event(resolveBrushOff(a, t, c.limb ?? a.capabilities.punchLimbs.at(-1) ?? 'RA', rules, dice));
    }
  } catch (e) {
    return rejectionFrom(e);
  }
}

export const combatModule: GameModule<CombatState, CombatCommand, CombatEvent, CombatRules, CombatSetup> = {
  id: 'battletech-combat',
  version: '1',
  title: 'BattleTech combat (Total Warfare) — ruling calculator',
  options: combatOptionRegistry,
  baseRules: baseCombatRules,
  parseSetup: (input) => parseWith(setupSchema, input, 'combat setup'),
  parseCommand: (input) => parseWith(commandSchema, input, 'combat command'),
  authority: {
    create: 'participant',
    commands: { weaponAttack: 'referee', physicalAttack: 'referee', antiMechAttack: 'referee', endPhase: 'referee', heatPhase: 'referee', setHeat: 'referee' },
  },
  init(setup) {
    const units: Record<string, BattleUnit> = {};
    for (const [i, u] of setup.units.entries()) {
      if (units[u.id]) throw new MarshalError('invalid-input', `unit id "${u.id}" is used twice`, { field: `units.${i}.id` });
      const base = createBattleUnit(u.unit as unknown as Unit, u, { id: u.id, lookup: catalogWeaponLookup, ammo: catalogAmmoDamage });
      units[u.id] = { ...base, heat: u.heat, hullDown: u.hullDown ?? false, immobile: u.immobile ?? false, elevation: u.elevation ?? base.elevation };
    }
    for (const [i, u] of setup.units.entries()) {
      if (!u.swarming) continue;
      const host = units[u.swarming];
      if (!host || u.swarming === u.id)
        throw new MarshalError('invalid-input', `unit "${u.id}" swarms "${u.swarming}", which is not another unit of the setup`, {
          field: `units.${i}.swarming`,
        });
      units[u.id] = { ...units[u.id]!, swarm: { role: 'attacker', other: host.id } };
      units[host.id] = { ...host, swarm: { role: 'target', other: u.id } };
    }
    return { title: setup.title, units, attacks: 0 };
  },
  resolve(state, command, { dice, rules }) {
    switch (command.type) {
      case 'weaponAttack':
      case 'physicalAttack':
        return attack(state, command, rules, dice);
      case 'antiMechAttack':
        return antiMech(state, command, rules, dice);
      case 'endPhase': {
        const results = Object.values(state.units).map((u) => resolvePhaseEnd(u, rules, dice));
        return [{ type: 'phaseEnded', reports: results.map((r) => r.report), units: results.map((r) => r.unit) }];
      }
      case 'heatPhase':
        return [heatPhase(state, command.movementHeat, dice)];
      case 'setHeat': {
        const u = unitOf(state, command.unit, 'unit');
        if (isRejection(u)) return u;
        return [{ type: 'heatResolved', reports: [], units: [{ ...u, heat: command.heat }] }];
      }
    }
  },
  apply(state, event) {
    const units = { ...state.units };
    for (const u of event.units) units[u.id] = u;
    return { ...state, units, attacks: state.attacks + (event.type === 'attackResolved' ? 1 : 0) };
  },
};

/** Heat phase for every heat-tracking unit still standing: the battle loop's own heat phase (`resolveHeatPhase`). */
function heatPhase(state: CombatState, movementHeat: Readonly<Record<string, number>>, dice: Dice): CombatEvent {
  const reports: HeatPhaseReport[] = [];
  const units: BattleUnit[] = [];
  for (const u of Object.values(state.units)) {
    if (!u.capabilities.tracksHeat || u.destroyed) continue;
    const { unit, report } = resolveHeatPhase(u, movementHeat[u.id] ?? 0, dice);
    reports.push(report);
    units.push(unit);
  }
  return { type: 'heatResolved', reports, units };
}
