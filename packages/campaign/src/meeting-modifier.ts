/** Meeting-engagement modifier: each lance or star sums its speed, jump and equipment modifiers (and the landing modifier for the attacker); attacker minus defender. */
import { type Modifier, type Source, modifier } from '@marshal/core';
import type { ForceUnit, SideId, SpecialEquipment } from './force';
import type { LanceBreakdown } from './events';
import type { CampaignRules } from './rules';
import { RULE } from './sources';
import { bandModifier } from './tables/meeting-modifiers';

export interface FieldedLance {
  readonly side: SideId;
  readonly id: string;
  readonly name: string;
  readonly units: readonly ForceUnit[];
}

type ModifierRules = Pick<CampaignRules, 'meetingModifiers' | 'equipmentStacking' | 'landingModifierScope'>;

const slowest = (units: readonly ForceUnit[]): ForceUnit | undefined =>
  units.reduce<ForceUnit | undefined>((s, u) => (s === undefined || u.walk < s.walk ? u : s), undefined);

function equipmentModifiers(units: readonly ForceUnit[], rules: ModifierRules): Modifier[] {
  const table = rules.meetingModifiers.equipment;
  const carried = [...new Set(units.flatMap((u) => u.equipment))].filter((e) => table[e] !== 0);
  const mod = (e: SpecialEquipment) => {
    const who = units.find((u) => u.equipment.includes(e))!;
    return modifier(`equipment-${e}`, `${EQUIPMENT_NAMES[e]} (${who.name})`, table[e], rules.meetingModifiers.source);
  };
  if (rules.equipmentStacking === 'sum') return carried.map(mod);
  const best = carried.sort((a, b) => table[b] - table[a])[0];
  return best ? [mod(best)] : [];
}

export const EQUIPMENT_NAMES: Readonly<Record<SpecialEquipment, string>> = {
  'beagle-active-probe': 'Beagle active probe',
  'clan-active-probe': 'Clan active probe',
  'bloodhound-active-probe': 'Bloodhound active probe',
  'guardian-ecm': 'Guardian ECM suite',
  'clan-ecm': 'Clan ECM suite',
  'angel-ecm': 'Angel ECM suite',
  watchdog: 'Watchdog system',
};

/** One lance's modifier, itemised. */
export function lanceModifier(lance: FieldedLance, rules: ModifierRules, landingModifier: number | null): LanceBreakdown {
  const m = rules.meetingModifiers;
  const mods: Modifier[] = [];
  const mech = slowest(lance.units.filter((u) => u.kind === 'mech'));
  if (mech) mods.push(modifier('slowest-mech', `Slowest 'Mech walks ${mech.walk} MP (${mech.name})`, bandModifier(m.slowestMech, mech.walk), m.source));
  const vehicle = slowest(lance.units.filter((u) => u.kind === 'vehicle'));
  if (vehicle)
    mods.push(
      modifier('slowest-vehicle', `Slowest vehicle cruises ${vehicle.walk} MP (${vehicle.name})`, bandModifier(m.slowestVehicle, vehicle.walk), m.source),
    );
  if (lance.units.length > 0 && lance.units.every((u) => u.jump > 0)) mods.push(modifier('jump-jets', 'Every unit has jump jets', m.allJump, m.source));
  mods.push(...equipmentModifiers(lance.units, rules));
  if (lance.side === 'attacker' && landingModifier !== null && rules.landingModifierScope === 'each-lance')
    mods.push(modifier('landing-modifier', 'Landing modifier chosen by the attacker', landingModifier, RULE.meetingLance));
  return {
    side: lance.side,
    lance: lance.id,
    name: lance.name,
    units: lance.units.map((u) => u.id),
    modifiers: mods,
    total: mods.reduce((s, x) => s + x.value, 0),
  };
}

const ONCE_SOURCE: Source = { kind: 'house-rule', id: 'landing-modifier-once', note: 'the landing modifier counts once for the attacking side' };

export interface MeetingModifier {
  readonly lances: readonly LanceBreakdown[];
  /** Modifiers counted once per side (the landing modifier under the "once" house rule). */
  readonly sideModifiers: readonly Modifier[];
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  /** Attacker total minus defender total: the modifier to the 2D6 meeting-engagement roll. */
  readonly modifier: number;
}

export function meetingEngagementModifier(lances: readonly FieldedLance[], rules: ModifierRules, landingModifier: number | null): MeetingModifier {
  const breakdowns = lances.map((l) => lanceModifier(l, rules, landingModifier));
  const sideModifiers =
    landingModifier !== null && rules.landingModifierScope === 'once'
      ? [modifier('landing-modifier', 'Landing modifier chosen by the attacker (once per side)', landingModifier, ONCE_SOURCE)]
      : [];
  const sum = (side: SideId) => breakdowns.filter((b) => b.side === side).reduce((s, b) => s + b.total, 0);
  const attackerTotal = sum('attacker') + sideModifiers.reduce((s, m) => s + m.value, 0);
  const defenderTotal = sum('defender');
  return { lances: breakdowns, sideModifiers, attackerTotal, defenderTotal, modifier: attackerTotal - defenderTotal };
}
