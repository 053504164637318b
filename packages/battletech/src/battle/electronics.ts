// Electronic warfare in a battle: the ECM and ECCM fields the units' suites make, stealth armour, active probes, and
// the end-phase command that sets a suite's mode. The counting is combat's (`ecmState`), the same the calculator uses.
import { type Rejection, type Source, parseHexLabel, reject } from '@marshal/core';
import type { CombatRules, EcmMode } from '../options/rules';
import { type Emitter, hexElectronics } from '../map/ecm';
import { ecmState } from '../rules/to-hit/electronics';
import type { BattleUnit } from '../unit/battle-unit';
import type { LosResult } from '../map/los-types';
import { type BattleState, inPlay } from './state';
import { TW_SEQUENCE } from './sources';
import { podEmitters } from './narc';

/** A suite (or probe) works while the unit is in play and powered and the gear's slot and location are not destroyed. */
export function gearWorks(u: BattleUnit, gear: { readonly equipmentId: string; readonly location: string } | undefined): boolean {
  if (!gear || u.destroyed || u.shutdown) return false;
  if (u.locations[gear.location]?.destroyed) return false;
  const slots = (u.slots[gear.location] ?? []).filter((x) => x.id === gear.equipmentId);
  return !slots.length || slots.some((x) => !x.hit);
}

/** The mode a unit's suite runs in, when the rules allow that mode (a mode they do not allow makes no field). */
const modeOf = (u: BattleUnit, rules: CombatRules): EcmMode | null => (u.ecmMode && rules.ecmModes[u.ecmMode] ? u.ecmMode : null);

/** Stealth armour is on: set to stealth, the rules allow it, and its suite works. */
export const stealthActive = (u: BattleUnit, rules: CombatRules): boolean =>
  !!u.electronics?.stealth && modeOf(u, rules) === 'stealth' && gearWorks(u, u.electronics.suite);

const STRENGTHS: Readonly<Record<'standard' | 'angel', Partial<Record<EcmMode, Partial<Emitter>>>>> = {
  standard: { ecm: { ecm: 1 }, eccm: { eccm: 1 } },
  angel: { ecm: { angelEcm: 1 }, eccm: { angelEccm: 1 }, 'two-standard': { ecm: 1, eccm: 1 } },
};

/**
 * Every field on the map now: one emitter per working suite in play, by its mode (stealth and off make none), and one
 * per iNarc ECM pod on a unit in play.
 */
export function battleEmitters(s: BattleState, rules: CombatRules): Emitter[] {
  const out: Emitter[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    const suite = u.electronics?.suite;
    const mode = modeOf(u, rules);
    if (!suite || !mode || !inPlay(s, id) || !gearWorks(u, suite)) continue;
    const strength = STRENGTHS[suite.kind][mode];
    if (strength) out.push({ id, side: s.sideOf[id]!, hex: parseHexLabel(s.positions[id]!.hex), range: suite.range, ...strength });
  }
  out.push(...podEmitters(s, rules));
  return out;
}

/** The hexes (labels) among `hexes` where enemy ECM works against `side`. */
export function ecmHexes(s: BattleState, side: string, hexes: readonly string[], rules: CombatRules): string[] {
  const emitters = battleEmitters(s, rules);
  if (!emitters.length) return [];
  return hexes.filter((h) => ecmState(hexElectronics(emitters, side, parseHexLabel(h)), rules) === 'ecm');
}

/**
 * What a shot's to-hit ruling reads of electronic warfare: the target's stealth armour, and whether the attacker's
 * probe reaches the target (in range, working, and no hex of the line of sight under enemy ECM).
 */
export function electronicsInput(
  s: BattleState,
  attacker: string,
  target: string,
  los: LosResult,
  rules: CombatRules,
): { targetStealth?: true; probeInRange?: true } {
  const a = s.units[attacker]!;
  const t = s.units[target]!;
  const out: { targetStealth?: true; probeInRange?: true } = {};
  if (t.electronics && stealthActive(t, rules)) out.targetStealth = true;
  const probe = a.electronics?.probe;
  if (probe && gearWorks(a, probe) && los.distance <= probe.range && !ecmHexes(s, s.sideOf[attacker]!, los.hexes, rules).length) out.probeInRange = true;
  return out;
}

/** A short key for what `electronicsInput` gave (for the shot memos). */
export const electronicsKey = (e: { targetStealth?: true; probeInRange?: true }): string => `${e.targetStealth ? 's' : ''}${e.probeInRange ? 'p' : ''}`;

export type EcmModeSetEvent = { readonly type: 'ecmModeSet'; readonly unit: string; readonly mode: EcmMode; readonly source: Source };

/** The end-phase choice of a suite's mode for the next turn (Solaris VII Stable Challenge §8.6.1; Total Warfare stealth armour). */
export function setEcmMode(s: BattleState, unit: string, mode: EcmMode, rules: CombatRules): readonly EcmModeSetEvent[] | Rejection {
  const u = s.units[unit];
  if (!u || !inPlay(s, unit)) return reject(`"${unit}" is not a unit in play`, TW_SEQUENCE, 'unit');
  const suite = u.electronics?.suite;
  if (!suite) return reject(`${u.name} has no ECM suite`, TW_SEQUENCE, 'unit');
  const source = rules.ecmModes[mode];
  if (!source) return reject(`${mode} is not a mode these rules allow (${Object.keys(rules.ecmModes).join(', ')})`, rules.eccm.source, 'mode');
  if (mode === 'stealth' && !u.electronics?.stealth) return reject(`${u.name} has no stealth armour`, source, 'mode');
  if (mode === 'two-standard' && suite.kind !== 'angel') return reject(`only an Angel suite runs as two standard suites`, source, 'mode');
  return [{ type: 'ecmModeSet', unit, mode, source }];
}
