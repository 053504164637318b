import type { Source } from '@marshal/core';
import { type BattleUnit, systemHits } from './battle-unit';
import type { CripplingTest, WithdrawalTest } from './capabilities';
import { SRC, s000 } from './sources';
import { type WeaponLookup, defaultWeaponLookup } from './weapons';

/** Read-only judgements for missions and tournaments: Total Warfare crippling damage and seed-000 forced withdrawal. */
export interface Finding {
  readonly id: string;
  readonly label: string;
  readonly source: Source;
}

export interface Judgement {
  readonly met: boolean;
  readonly reasons: readonly Finding[];
}

const judged = (reasons: Finding[]): Judgement => ({ met: reasons.length > 0, reasons });
const structureDamaged = (u: BattleUnit, code: string) => {
  const l = u.locations[code];
  return !!l && (l.destroyed || l.structure < l.maxStructure);
};

/** No weapon that can reach 6+ hexes and under 5 points of damage in total from the working ones. */
export function hasViableWeapons(unit: BattleUnit, lookup: WeaponLookup = defaultWeaponLookup): boolean {
  const working = unit.weapons.filter((w) => !w.destroyed && !unit.locations[w.location]?.destroyed).map((w) => lookup(w.equipmentId)).filter((w) => w !== undefined);
  const damage = working.reduce((s, w) => s + (w.cluster ? w.cluster.size * w.cluster.damagePerMissile : w.damage), 0);
  return damage >= 5 || working.some((w) => w.ranges.long >= 6);
}

const C = (id: string, label: string): Finding => ({ id, label, source: SRC.crippled });

function mechCrippled(u: BattleUnit, lookup: WeaponLookup): Finding[] {
  const cap = u.capabilities;
  const out: Finding[] = [];
  const hits = systemHits(u);
  if (cap.limbs.filter((l) => structureDamaged(u, l)).length >= 3) out.push(C('limbs', 'three or more limbs have structure damage'));
  if (cap.torsos.filter((t) => structureDamaged(u, t) && (u.locations[t]?.armor ?? 0) === 0).length >= 2) out.push(C('torsos', 'two torsos stripped of armour with structure damage'));
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
  const bare = Object.entries(u.locations).filter(([, l]) => l.maxArmor > 0 && l.armor === 0).map(([c]) => c);
  if (bare.length) out.push(C('armor', `no armour left in ${bare.join(', ')}`));
  if (u.immobile || u.motive.immobilized) out.push(C('immobile', 'immobilised'));
  if (!hasViableWeapons(u, lookup)) out.push(C('weapons', 'no viable weapons'));
  return out;
}

const CRIPPLING: Readonly<Record<CripplingTest, (u: BattleUnit, lookup: WeaponLookup) => Finding[]>> = {
  mech: mechCrippled,
  vehicle: vehicleCrippled,
  squad: () => [],
};

export const crippling = (unit: BattleUnit, lookup: WeaponLookup = defaultWeaponLookup): Judgement =>
  judged(unit.destroyed ? [C('destroyed', 'destroyed')] : CRIPPLING[unit.capabilities.crippling](unit, lookup));

const W = (id: string, label: string): Finding => ({ id, label, source: s000('Forced Withdrawal') });

function mechWithdrawal(u: BattleUnit): Finding[] {
  const cap = u.capabilities;
  const out: Finding[] = [];
  const watched = [...(cap.head ? [cap.head] : []), ...cap.legs, ...cap.torsos];
  const stripped = watched.filter((c) => u.locations[c] && u.locations[c].maxArmor > 0 && u.locations[c].armor === 0);
  if (stripped.length >= 2) out.push(W('armor', `all armour gone from ${stripped.join(', ')}`));
  const lost = [...cap.legs, ...cap.torsos].filter((c) => u.locations[c]?.destroyed);
  if (lost.length) out.push(W('destroyed', `${lost.join(', ')} destroyed`));
  return out;
}

/** Cruise MP left after motive damage: −1 per moderate hit, halved (rounding up) per heavy hit. */
export function cruiseLeft(u: BattleUnit): number {
  if (u.motive.immobilized || u.immobile) return 0;
  let mp = Math.max(0, u.movement.walk - u.motive.cruiseLoss);
  for (let i = 0; i < u.motive.halvings; i++) mp = Math.ceil(mp / 2);
  return mp;
}

function vehicleWithdrawal(u: BattleUnit): Finding[] {
  const out: Finding[] = [];
  const bare = Object.entries(u.locations).filter(([, l]) => l.maxArmor > 0 && l.armor === 0).map(([c]) => c);
  if (bare.length) out.push(W('armor', `all armour gone from ${bare.join(', ')}`));
  if (cruiseLeft(u) * 2 < u.movement.walk) out.push(W('mobility', `mobility reduced by more than half (${cruiseLeft(u)} of ${u.movement.walk} MP)`));
  return out;
}

const WITHDRAWAL: Readonly<Record<WithdrawalTest, (u: BattleUnit) => Finding[]>> = { mech: mechWithdrawal, vehicle: vehicleWithdrawal, squad: () => [] };

export const forcedWithdrawal = (unit: BattleUnit): Judgement => judged(WITHDRAWAL[unit.capabilities.withdrawal](unit));

/** Battle armour and infantry: below half their starting strength (seed 000); crippled below 50% / 25% (TW). */
export function squadJudgement(active: number, starting: number, kind: 'battle-armor' | 'infantry'): { withdrawal: Judgement; crippled: Judgement } {
  const w = active * 2 < starting ? [W('strength', `${active} of ${starting} troopers left`)] : [];
  const share = kind === 'battle-armor' ? 0.5 : 0.25;
  const c = active < starting * share ? [C('strength', `fewer than ${share * 100}% of troopers active`)] : [];
  return { withdrawal: judged(w), crippled: judged(c) };
}
