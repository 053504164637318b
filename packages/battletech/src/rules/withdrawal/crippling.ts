import { type BattleUnit, systemHits } from '../../unit/battle-unit';
import type { CripplingTest } from '../../unit/capabilities';
import { SRC } from '../sources';
import { type WeaponLookup, defaultWeaponLookup } from '../../unit/weapons';
import { type WithdrawalFacts, withdrawalFromFacts } from './withdrawal';
import type { Finding, Judgement } from './crippling-types';

/** Read-only judgements for missions and tournaments: Total Warfare crippling damage and seed-000 forced withdrawal. */
export type { Finding, Judgement } from './crippling-types';

const judged = (reasons: Finding[]): Judgement => ({ met: reasons.length > 0, reasons });
const structureDamaged = (u: BattleUnit, code: string) => {
  const l = u.locations[code];
  return !!l && (l.destroyed || l.structure < l.maxStructure);
};

/** No weapon that can reach 6+ hexes and under 5 points of damage in total from the working ones. */
export function hasViableWeapons(unit: BattleUnit, lookup: WeaponLookup = defaultWeaponLookup): boolean {
  const working = unit.weapons
    .filter((w) => !w.destroyed && !unit.locations[w.location]?.destroyed)
    .map((w) => lookup(w.equipmentId))
    .filter((w) => w !== undefined);
  const damage = working.reduce((s, w) => s + (w.cluster ? w.cluster.size * w.cluster.damagePerMissile : w.damage), 0);
  return damage >= 5 || working.some((w) => w.ranges.long >= 6);
}

const C = (id: string, label: string): Finding => ({ id, label, source: SRC.crippled });

function mechCrippled(u: BattleUnit, lookup: WeaponLookup): Finding[] {
  const cap = u.capabilities;
  const out: Finding[] = [];
  const hits = systemHits(u);
  if (cap.limbs.filter((l) => structureDamaged(u, l)).length >= 3) out.push(C('limbs', 'three or more limbs have structure damage'));
  if (cap.torsos.filter((t) => structureDamaged(u, t) && (u.locations[t]?.armor ?? 0) === 0).length >= 2)
    out.push(C('torsos', 'two torsos stripped of armour with structure damage'));
  if (cap.torsos.some((t) => t !== 'CT' && u.locations[t]?.destroyed)) out.push(C('side-torso', 'a side torso is destroyed'));
  if (hits.engine >= 2 || (hits.engine >= 1 && hits.gyro >= 1)) out.push(C('engine', 'two engine hits, or an engine and a gyro hit'));
  if (hits.sensors >= 2) out.push(C('sensors', 'sensors destroyed'));
  if (u.pilot.hits >= 4) out.push(C('pilot', 'pilot has four or more hits'));
  if (hits.gyro >= 2 || u.immobile || u.pilot.dead || !u.pilot.conscious) out.push(C('immobile', 'permanently immobilised'));
  if (!hasViableWeapons(u, lookup)) out.push(C('weapons', 'no viable weapons'));
  return out;
}

function vehicleCrippled(u: BattleUnit, lookup: WeaponLookup): Finding[] {
  const out: Finding[] = [];
  const bare = Object.entries(u.locations)
    .filter(([, l]) => l.maxArmor > 0 && l.armor === 0)
    .map(([c]) => c);
  if (bare.length) out.push(C('armor', `no armour left in ${bare.join(', ')}`));
  if (u.immobile || u.motive.immobilized) out.push(C('immobile', 'immobilised'));
  if (!hasViableWeapons(u, lookup)) out.push(C('weapons', 'no viable weapons'));
  return out;
}

/** Troopers still in the fight and at the start: one per trooper location, or the platoon's pool. */
export function squadStrength(u: BattleUnit): { active: number; starting: number } {
  const locs = Object.values(u.locations);
  if (u.capabilities.locationModel === 'platoon')
    return { active: locs.reduce((s, l) => s + l.structure, 0), starting: locs.reduce((s, l) => s + l.maxStructure, 0) };
  return { active: locs.filter((l) => !l.destroyed).length, starting: locs.length };
}

function squadCrippled(u: BattleUnit): Finding[] {
  const share = u.capabilities.crippledBelow;
  const { active, starting } = squadStrength(u);
  return share !== null && active < starting * share ? [C('strength', `fewer than ${share * 100}% of troopers active (${active} of ${starting})`)] : [];
}

const CRIPPLING: Readonly<Record<CripplingTest, (u: BattleUnit, lookup: WeaponLookup) => Finding[]>> = {
  mech: mechCrippled,
  vehicle: vehicleCrippled,
  squad: squadCrippled,
};

/** Crippling judgements per weapon lookup and unit object (both read-only; the end phase asks every round). */
const cripplings = new WeakMap<WeaponLookup, WeakMap<BattleUnit, Judgement>>();

export function crippling(unit: BattleUnit, lookup: WeaponLookup = defaultWeaponLookup): Judgement {
  let byUnit = cripplings.get(lookup);
  if (!byUnit) cripplings.set(lookup, (byUnit = new WeakMap()));
  let j = byUnit.get(unit);
  if (!j) byUnit.set(unit, (j = judged(unit.destroyed ? [C('destroyed', 'destroyed')] : CRIPPLING[unit.capabilities.crippling](unit, lookup))));
  return j;
}

/** Cruise MP left after motive damage: −1 per moderate hit, halved (rounding up) per heavy hit. */
export function cruiseLeft(u: BattleUnit): number {
  if (u.motive.immobilized || u.immobile) return 0;
  let mp = Math.max(0, u.movement.walk - u.motive.cruiseLoss);
  for (let i = 0; i < u.motive.halvings; i++) mp = Math.ceil(mp / 2);
  return mp;
}

/** The damage facts the seed-000 withdrawal rule reads, taken from a battle unit's state. */
export function withdrawalFacts(u: BattleUnit): WithdrawalFacts {
  const locs = Object.entries(u.locations);
  return {
    armourStripped: locs.filter(([, l]) => l.maxArmor > 0 && l.armor === 0).map(([c]) => c),
    destroyed: locs.filter(([, l]) => l.destroyed).map(([c]) => c),
    walkMp: cruiseLeft(u),
  };
}

/** Judgements per unit object (battle units are read-only values; the bots and the end phase ask about the same ones). */
const withdrawals = new WeakMap<BattleUnit, Judgement>();

export function forcedWithdrawal(unit: BattleUnit): Judgement {
  let j = withdrawals.get(unit);
  if (!j) withdrawals.set(unit, (j = judgeWithdrawal(unit)));
  return j;
}

function judgeWithdrawal(unit: BattleUnit): Judgement {
  const strength = squadStrength(unit);
  const facts = withdrawalFacts(unit);
  return withdrawalFromFacts(
    {
      test: unit.capabilities.withdrawal,
      head: unit.capabilities.head,
      legs: unit.capabilities.legs,
      torsos: unit.capabilities.torsos,
      startWalkMp: unit.movement.walk,
      startStrength: strength.starting,
    },
    { armourStripped: facts.armourStripped, destroyed: facts.destroyed, walkMp: facts.walkMp, strength: strength.active },
  );
}

/** Battle armour and infantry: below half their starting strength (seed 000); crippled below 50% / 25% (TW). */
export function squadJudgement(active: number, starting: number, kind: 'battle-armor' | 'infantry'): { withdrawal: Judgement; crippled: Judgement } {
  const w = withdrawalFromFacts({ test: 'squad', startWalkMp: 0, startStrength: starting }, { armourStripped: [], destroyed: [], strength: active }).reasons;
  const share = kind === 'battle-armor' ? 0.5 : 0.25;
  const c = active < starting * share ? [C('strength', `fewer than ${share * 100}% of troopers active`)] : [];
  return { withdrawal: judged([...w]), crippled: judged(c) };
}
