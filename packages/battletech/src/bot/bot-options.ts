// The bot's use of the optional rules a ruleset switches on: the ECM suite's mode in the end phase, taking cover at the
// start of the weapon attack phase, and hidden units (an ambusher holds still and holds fire; a side that sees no enemy
// while some are hidden goes looking). Each choice is a few to-hit rulings, never a new search; with none of these
// rules or units in play every function here answers "nothing to do" and the bot plays as before.
import { type Hex, hexDistance, parseHexLabel, toFacing } from '@marshal/core';
import type { CombatRules, EcmMode } from '../options/rules';
import { edgeHexes } from '../map/compose';
import type { BattleUnit } from '../unit/battle-unit';
import { weaponProfile } from '../battle/memo';
import { facingToward } from './spot-value';
import { gearWorks } from '../battle/electronics';
import { takeCover } from '../battle/taking-cover';
import { isHidden } from '../battle/hidden';
import { placedHexes } from '../battle/deployment';
import { type BattleState, canAct, enemiesOf, inPlay } from '../battle/state';
import { nextState } from '../battle/next-state';

/** Heat a run adds (stealth is judged against a run; a jump makes more, and the fire budget of that move counts it). */
const RUN_HEAT = 2;

/** Rounds a hidden unit waits for a foe to come within its short range before it acts as if seen (moves and fires). */
export const AMBUSH_ROUNDS = 3;

/** What the bot's choices need of its policy (the fields of `BotPolicy` they read). */
export interface OptionPolicy {
  readonly heatCeiling: number;
  readonly caution: number;
}

/** One policy for every unit, or each unit's own (a quick bot on one side, the full bot on the other). */
export type OptionPolicies = OptionPolicy | ((unit: string) => OptionPolicy);
const policyFor = (p: OptionPolicies, unit: string): OptionPolicy => (typeof p === 'function' ? p(unit) : p);

/** The heat a volley of every working weapon would make. */
const fullVolleyHeat = (u: BattleUnit): number =>
  u.weapons.reduce((t, w) => (w.destroyed || u.locations[w.location]?.destroyed ? t : t + Math.max(0, weaponProfile(w.equipmentId)?.heat ?? 0)), 0);

/**
 * Stealth armour is worth its heat when, after stealth's heat and a run, the unit's heat budget (`heatCeiling` +
 * dissipation − heat now) still covers at least half the heat of a volley of all its working weapons.
 */
export function stealthAffordable(u: BattleUnit, rules: CombatRules, p: OptionPolicy): boolean {
  const left = p.heatCeiling + u.heatSinks - u.heat - RUN_HEAT - rules.stealth.heat;
  return left >= fullVolleyHeat(u) / 2;
}

/**
 * The mode the bot wants unit `me`'s ECM suite in for the next turn, or null when it has no working suite or no mode
 * to choose. In order: stealth, when the unit has stealth armour, the rules allow it and its heat can bear it; ECCM
 * (an Angel suite: Angel ECCM against an Angel suite, else both standard suites at once, ECM and ECCM) when a known
 * foe carries a working suite that is not powering stealth armour or switched off, and the bot's side has a working
 * active probe (enemy ECM blanks probes: their to-hit help in woods and their search for hidden units); otherwise ECM,
 * which blanks the foe's probes. A standard suite facing an Angel suite keeps ECM (its ECCM cannot counter Angel ECM).
 * The choice reads the foes' suites (kind, working, stealth or off) but not which of ECM and ECCM they run, and
 * stealth depends on the unit's own heat only, so the end phase's switches settle: each unit switches at most twice.
 */
export function botEcmMode(s: BattleState, me: string, rules: CombatRules, p: OptionPolicy): EcmMode | null {
  const u = s.units[me]!;
  const suite = u.electronics?.suite;
  if (!suite || !inPlay(s, me) || !gearWorks(u, suite)) return null;
  const allowed = (m: EcmMode) => !!rules.ecmModes[m];
  if (u.electronics?.stealth && allowed('stealth') && stealthAffordable(u, rules, p)) return 'stealth';
  const side = s.sideOf[me]!;
  const foeSuites = enemiesOf(s, me).flatMap((id) => {
    const f = s.units[id]!;
    const kit = f.electronics?.suite;
    return kit && gearWorks(f, kit) && f.ecmMode !== 'stealth' && f.ecmMode !== 'off' ? [kit.kind] : [];
  });
  const probes = Object.keys(s.units).some((id) => s.sideOf[id] === side && inPlay(s, id) && gearWorks(s.units[id]!, s.units[id]!.electronics?.probe));
  if (probes && foeSuites.length) {
    const angelFoe = foeSuites.includes('angel');
    if (suite.kind === 'angel') {
      if (!angelFoe && allowed('two-standard')) return 'two-standard';
      if (allowed('eccm')) return 'eccm';
    } else if (!angelFoe && allowed('eccm')) return 'eccm';
  }
  return allowed('ecm') ? 'ecm' : null;
}

/** The end phase's next suite switch the bot makes (the first unit whose suite is not in the mode it wants), or null. */
export function botEcmSwitch(s: BattleState, rules: CombatRules, p: OptionPolicies): { type: 'setEcm'; unit: string; mode: EcmMode } | null {
  for (const id of Object.keys(s.units)) {
    if (!s.units[id]!.electronics?.suite) continue;
    const mode = botEcmMode(s, id, rules, policyFor(p, id));
    if (mode && mode !== s.units[id]!.ecmMode) return { type: 'setEcm', unit: id, mode };
  }
  return null;
}

/** The worth of a moment for unit `me`: its best volley's expected damage less `caution` × what the known foes could fire back. */
export type Worth = (s: BattleState, me: string) => { readonly dealt: number; readonly taken: number };

/**
 * At the start of the weapon attack phase (no fire declared yet): the first unit that gains by taking cover, with
 * the hexside. A unit may take cover behind a hexside the engine accepts (a neighbour one level above its floor);
 * it does when, with the cover, the expected damage the known foes can deal it drops and its worth (expected damage
 * dealt with no torso twist, which taking cover forbids, less `caution` × damage taken) rises. The best hexside wins,
 * the lowest first on ties. Each unit is weighed once a phase: a unit already in cover is not asked again.
 */
export function botCover(
  s: BattleState,
  rules: CombatRules,
  policies: OptionPolicies,
  worth: Worth,
): { type: 'takeCover'; unit: string; hexside: number } | null {
  if (!rules.takingCover.allowed || Object.keys(s.fire).length) return null;
  for (const me of Object.keys(s.units)) {
    if (!canAct(s, me) || s.takingCover?.[me] !== undefined) continue;
    // Cover works only against a line entering the hex through that hexside: the sides toward a foe, give or take one.
    let toward = 0;
    for (const foe of enemiesOf(s, me)) {
      const d = facingToward(s.positions[me]!.hex, s.positions[foe]!.hex);
      toward |= (1 << d) | (1 << ((d + 1) % 6)) | (1 << ((d + 5) % 6));
    }
    const sides = [0, 1, 2, 3, 4, 5].filter((h) => toward & (1 << h) && Array.isArray(takeCover(s, me, h, rules)));
    if (!sides.length) continue;
    const p = policyFor(policies, me);
    const open = worth(s, me);
    let best: { hexside: number; value: number } | null = null;
    for (const hexside of sides) {
      const w = worth(nextState(s, { takingCover: { ...s.takingCover, [me]: toFacing(hexside) } }), me);
      const value = w.dealt - p.caution * w.taken;
      if (w.taken < open.taken - 1e-9 && value > open.dealt - p.caution * open.taken + 1e-9 && (!best || value > best.value + 1e-9)) best = { hexside, value };
    }
    if (best) return { type: 'takeCover', unit: me, hexside: best.hexside };
  }
  return null;
}

/** Hidden enemies of `me` still in play (the bot knows only that its foes hide, not where: their home edge is where it looks). */
export const hiddenFoes = (s: BattleState, me: string): string[] => (s.hidden ?? []).filter((id) => s.sideOf[id] !== s.sideOf[me] && inPlay(s, id));

/** Still waiting in ambush: hidden and within the first `AMBUSH_ROUNDS` rounds. */
export const waitsHidden = (s: BattleState, me: string): boolean => isHidden(s, me) && s.round <= AMBUSH_ROUNDS;

/**
 * Whether a hidden unit springs its ambush with this volley: when the target stands within the unit's short range
 * band (`reach`), or once it has waited `AMBUSH_ROUNDS`. Firing reveals it, so it holds fire at longer range.
 */
export function springsAmbush(s: BattleState, me: string, target: string | undefined, reach: number): boolean {
  if (!waitsHidden(s, me) || !target) return true;
  return hexDistance(parseHexLabel(s.positions[me]!.hex), parseHexLabel(s.positions[target]!.hex)) <= reach;
}

/**
 * Where a unit that sees no enemy, while some hide, goes looking: the middle hex of the home edge of a hidden foe's
 * side (where its units set up), or null when no foe hides or the side has no home edge.
 */
export function searchGoal(s: BattleState, me: string): { col: number; row: number } | null {
  const foe = hiddenFoes(s, me)[0];
  const edge = foe ? s.sides.find((x) => x.id === s.sideOf[foe])?.homeEdge : undefined;
  if (!edge) return null;
  const hexes = edgeHexes(s.map, edge, 1);
  return hexes[Math.floor(hexes.length / 2)] ?? null;
}

/**
 * Where a unit set up hidden is placed when the sides deploy in turns: the free hex of its zone nearest the middle of
 * the enemy's zone (the foes must come from there, within its short range), facing that middle; the first such hex of
 * the zone's list on ties. Null for a unit that is not hidden (it takes its suggested hex, `botDeployment`).
 */
export function ambushDeployment(s: BattleState, unit: string): { unit: string; hex: string; facing: number } | null {
  const d = s.deployment;
  if (!d || !isHidden(s, unit)) return null;
  const side = s.sideOf[unit]!;
  const enemy = Object.keys(d.zones).find((x) => x !== side);
  const theirs = enemy ? d.zones[enemy]!.hexes : [];
  if (!theirs.length) return null;
  const at = theirs.map((h) => parseHexLabel(h));
  const col = at.reduce((t, h) => t + h.col, 0) / at.length;
  const row = at.reduce((t, h) => t + h.row, 0) / at.length;
  const off = (h: Hex) => Math.hypot(h.col - col, h.row - row);
  const middle = theirs[at.reduce((b, h, i) => (off(h) < off(at[b]!) ? i : b), 0)]!;
  const taken = placedHexes(s);
  let best: string | null = null;
  let dist = Infinity;
  for (const hex of d.zones[side]!.hexes) {
    if (taken.has(hex)) continue;
    const r = hexDistance(parseHexLabel(hex), parseHexLabel(middle));
    if (r < dist) [best, dist] = [hex, r];
  }
  return best ? { unit, hex: best, facing: facingToward(best, middle) } : null;
}
