import { type Dice, DiceNeeded, type GameModule, MarshalError, type Rejection, isRejection, parseWith, reject } from '@marshal/core';
import type { Unit } from './catalog-types';
import { type BattleUnit, createBattleUnit, systemHits } from './battle-unit';
import { applyHeatPhaseChecks } from './heat';
import { combatOptionRegistry } from './options/combat-options';
import { resolvePhaseEnd } from './phase-end';
import { resolvePhysicalAttack } from './physical-attack';
import { type CombatRules, baseCombatRules } from './rules';
import { type CombatCommand, type CombatSetup, commandSchema, setupSchema } from './module-schema';
import { resolveWeaponAttack } from './weapon-attack';
import { attackerWeapon, catalogAmmoDamage, catalogWeaponLookup } from './catalog-weapons';
import type { PhysicalKind } from './physical';
import { platoonProfile } from './infantry-attack';
import { endSwarm, resolveAntiMech, resolveBrushOff, resolveSwarmDamage } from './anti-mech';

/** The limb a punch or kick uses when none is named: the right-hand one the unit has. */
export const defaultLimb = (u: BattleUnit, kind: PhysicalKind): string | undefined =>
  kind === 'punch' ? u.capabilities.punchLimbs.at(-1) : kind === 'kick' ? u.capabilities.kickLimbs.at(-1) : undefined;

/** Total Warfare attack resolution as a game module: a ruling-calculator session is a replayable record. */
export interface CombatState {
  readonly title: string;
  readonly units: Readonly<Record<string, BattleUnit>>;
  readonly attacks: number;
}

export type CombatEvent =
  | { readonly type: 'attackResolved'; readonly attack: 'weapon' | 'physical' | 'anti-mech'; readonly report: unknown; readonly units: readonly BattleUnit[] }
  | { readonly type: 'phaseEnded'; readonly reports: unknown; readonly units: readonly BattleUnit[] }
  | { readonly type: 'heatResolved'; readonly reports: unknown; readonly units: readonly BattleUnit[] };

/** Events and state must be plain JSON: exact odds (bigint) become strings. */
export function jsonSafe<T>(value: T): unknown {
  const out = plainCopy(value);
  if (out === OMIT) throw new SyntaxError('jsonSafe: the value has no JSON form');
  return out;
}

function viaJson(value: unknown): unknown {
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) as string | undefined;
  return text === undefined ? OMIT : JSON.parse(text);
}

/** What JSON leaves out of an object (and writes as null in an array). */
const OMIT = Symbol('omit');

/**
 * A deep copy equal to a JSON round trip (bigints as strings), without printing and parsing the text: reports are
 * made on every command. Anything but arrays, plain objects and primitives (dates, maps, class instances) goes
 * through JSON itself.
 */
function plainCopy(v: unknown): unknown {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    case 'bigint':
      return v.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return OMIT;
  }
  if (v === null) return null;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const x = plainCopy(v[i]);
      out[i] = x === OMIT ? null : x;
    }
    return out;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if ((proto !== Object.prototype && proto !== null) || typeof (v as { toJSON?: unknown }).toJSON === 'function') return viaJson(v);
  const obj = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(obj)) {
    const x = plainCopy(obj[k]);
    if (x === OMIT) continue;
    if (k === '__proto__') Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
    else out[k] = x;
  }
  return out;
}

function unitOf(state: CombatState, id: string, field: string): BattleUnit | Rejection {
  const u = state.units[id];
  if (!u) return reject(`no unit "${id}" (known: ${Object.keys(state.units).join(', ')})`, undefined, field);
  if (u.destroyed) return reject(`${u.name} is destroyed`, undefined, field);
  return u;
}

function attack(state: CombatState, c: Extract<CombatCommand, { type: 'weaponAttack' | 'physicalAttack' }>, rules: CombatRules, dice: Dice): CombatEvent[] | Rejection {
  const attacker = unitOf(state, c.attacker, 'attacker');
  if (isRejection(attacker)) return attacker;
  const target = unitOf(state, c.target, 'target');
  if (isRejection(target)) return target;
  if (c.attacker === c.target) return reject('a unit cannot attack itself', undefined, 'target');
  try {
    if (c.type === 'weaponAttack') {
      const out = resolveWeaponAttack({ ...c, attacker, target, weapon: platoonProfile(attacker) ?? attackerWeapon(attacker, c.weapon) }, rules, dice);
      return [{ type: 'attackResolved', attack: 'weapon', report: jsonSafe(out.report), units: [out.attacker, out.target] }];
    }
    if (!attacker.capabilities.physicalAttacks) return reject(`${attacker.name} cannot make physical attacks`, undefined, 'attacker');
    const limb = c.limb ?? defaultLimb(attacker, c.kind);
    const out = resolvePhysicalAttack({ ...c, attacker, target, ...(limb ? { limb } : {}) }, rules, dice);
    return [{ type: 'attackResolved', attack: 'physical', report: jsonSafe(out.report), units: [out.attacker, out.target] }];
  } catch (e) {
    if (e instanceof MarshalError && !(e instanceof DiceNeeded) && e.code !== 'dice-entry') return reject(e.message, undefined, e.location.field);
    throw e;
  }
}

function antiMech(state: CombatState, c: Extract<CombatCommand, { type: 'antiMechAttack' }>, rules: CombatRules, dice: Dice): CombatEvent[] | Rejection {
  const a = unitOf(state, c.attacker, 'attacker');
  if (isRejection(a)) return a;
  const t = unitOf(state, c.target, 'target');
  if (isRejection(t)) return t;
  if (c.attacker === c.target) return reject('a unit cannot attack itself', undefined, 'target');
  const event = (out: { attacker: BattleUnit; target: BattleUnit; report: unknown }): CombatEvent[] => [{ type: 'attackResolved', attack: 'anti-mech', report: jsonSafe(out.report), units: [out.attacker, out.target] }];
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
        return event({ attacker: squad, target: host, report: { kind: 'let-go', swarm: 'ended', explanation: `${a.name} lets go of ${t.name}` } });
      }
      case 'brush-off':
        return event(resolveBrushOff(a, t, c.limb ?? a.capabilities.punchLimbs.at(-1) ?? 'RA', rules, dice));
    }
  } catch (e) {
    if (e instanceof MarshalError && !(e instanceof DiceNeeded) && e.code !== 'dice-entry') return reject(e.message, undefined, e.location.field);
    throw e;
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
  authority: { create: 'participant', commands: { weaponAttack: 'referee', physicalAttack: 'referee', antiMechAttack: 'referee', endPhase: 'referee', heatPhase: 'referee', setHeat: 'referee' } },
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
      if (!host || u.swarming === u.id) throw new MarshalError('invalid-input', `unit "${u.id}" swarms "${u.swarming}", which is not another unit of the setup`, { field: `units.${i}.swarming` });
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
        return [{ type: 'phaseEnded', reports: jsonSafe(results.map((r) => r.report)), units: results.map((r) => r.unit) }];
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

/** Heat phase: add movement and engine heat, dissipate, then roll shutdown, ammunition and pilot checks. */
function heatPhase(state: CombatState, movementHeat: Readonly<Record<string, number>>, dice: Dice): CombatEvent {
  const reports: unknown[] = [];
  const units: BattleUnit[] = [];
  for (const u of Object.values(state.units)) {
    if (!u.capabilities.tracksHeat || u.destroyed) continue;
    const engine = u.shutdown ? 0 : systemHits(u).engine * 5;
    const heat = Math.max(0, u.heat + (movementHeat[u.id] ?? 0) + engine - u.heatSinks);
    const { unit: next, checks } = applyHeatPhaseChecks({ ...u, heat }, dice);
    reports.push({ unit: u.id, heat, engineHeat: engine, ...(jsonSafe(checks) as object) });
    units.push(next);
  }
  return { type: 'heatResolved', reports, units };
}
