// The bot's per-shot choice of rounds and what it thinks a pod is worth (ADR 0043 session 9, ADR 0051). With no special
// bins, no beacons and no pods in the battle every function here answers "nothing to change", so the bot's play is the
// same as before (the duel fingerprints stay byte-identical).
import { odds } from '@marshal/core';
import type { MunitionRule } from '../rules/munitions';
import { EXPLOSIVE_POD, NARC_EFFECTS, POD_REMOVAL, activePods } from '../rules/narc';
import { isBeacon, podKindOf } from '../rules/weapon-attacks/beacon';
import { clusterHits } from '../tables/cluster-hits';
import type { BattleUnit } from '../unit/battle-unit';
import type { WeaponProfile } from '../unit/weapons';
import { type FireOption, fireOptionFrom } from '../battle/fire';
import { weaponProfile } from '../battle/memo';
import { binChoices, munitionInput } from '../battle/munitions';
import type { CombatRules } from '../options/rules';
import { type BattleState, inPlay } from '../battle/state';
import { damageOnHit } from './expected-damage';
import { artemisBonus } from './bot-artemis';
import { isMml } from '../unit/mml';

/** A shot the bot may take: a fire option, the bin it is fired from when not the default one, and its damage on a hit. */
export type BotShot = FireOption & { readonly bin?: number; readonly onHit?: number };

const atLeast = (n: number) => odds('2d6', 'at-least', n).probability;
const TWO_D6: readonly [number, number][] = Array.from({ length: 11 }, (_, i) => [i + 2, atLeast(i + 2) - atLeast(i + 3)]);
const averageCluster = (size: number, bonus: number, perHit: number) => TWO_D6.reduce((t, [roll, p]) => t + p * clusterHits(size, roll + bonus) * perHit, 0);

/** How many turns the bot counts a pod's help for (it stays until its location is destroyed or it is brushed off). */
const POD_TURNS = 2;
/** What the bot thinks a pod it cannot measure is worth (ECM, haywire, Nemesis): a small fixed amount of damage. */
const OTHER_POD = 2;

/** Whether anything this module reads is in the battle (special bins, beacons or pods): otherwise the bot skips it. */
export const munitionsInPlay = (u: BattleUnit, s: BattleState): boolean =>
  u.ammo.some((b) => b.munition) ||
  u.weapons.some((w) => {
    const p = weaponProfile(w.equipmentId);
    return !!p && (isMml(p) || p.flags.some((f) => f === 'narc' || f === 'inarc'));
  }) ||
  Object.values(s.units).some((x) => x.pods?.length);

/** Narc-capable launchers of `side` in play: what +2 on their cluster rolls adds to one turn of their fire (hits assumed). */
function guidedGain(s: BattleState, side: string): number {
  let gain = 0;
  for (const [id, u] of Object.entries(s.units)) {
    if (s.sideOf[id] !== side || !inPlay(s, id)) continue;
    for (const w of u.weapons) {
      const p = weaponProfile(w.equipmentId);
      const c = p?.cluster;
      if (!p || !c || w.destroyed || !munitionInput(u, p).munition?.narcGuided) continue;
      gain += averageCluster(c.size, NARC_EFFECTS.clusterBonus, c.damagePerMissile) - averageCluster(c.size, 0, c.damagePerMissile);
    }
  }
  return gain;
}

/** What a beacon's pod on `target` is worth to `attacker`'s side (homing and Narc: their Narc-capable missiles' gain). */
export function podValue(s: BattleState, attacker: string, target: string, munition: MunitionRule | undefined, p: WeaponProfile): number {
  if (munition?.explosive) return EXPLOSIVE_POD[munition.explosive].damage;
  const kind = podKindOf({ weapon: p, munition });
  const side = s.sideOf[attacker]!;
  const mine = activePods(s.units[target]!).filter((x) => s.sideOf[x.by] === side);
  if (kind === 'homing' || kind === 'narc') {
    if (mine.some((x) => x.kind === 'homing' || x.kind === kind)) return 0;
    // A homing pod also takes 1 off the to-hit number: counted as a quarter more.
    return POD_TURNS * guidedGain(s, side) * (kind === 'homing' ? 1.25 : 1);
  }
  return mine.some((x) => x.kind === kind) ? 0 : OTHER_POD;
}

/** Damage on a hit of `o` fired from `bin`: LB-X cluster rounds, Narc-guided or Artemis-guided missiles, beacons as their pod's worth. */
function onHitOf(s: BattleState, attacker: string, target: string, o: FireOption, bin: number | undefined, rules: CombatRules): number {
  const u = s.units[attacker]!;
  const m = munitionInput(u, o.profile, bin).munition;
  if (isBeacon(o.profile)) return podValue(s, attacker, target, m, o.profile);
  if (m?.mode === 'lbx-cluster') return averageCluster(o.profile.damage, 0, 1);
  const c = o.profile.cluster;
  const guided = m?.narcGuided && o.toHit.modifiers.some((x) => x.id === 'inarc-homing');
  if (c && m?.narcGuided && (guided || podGuides(s, attacker, target))) return averageCluster(c.size, NARC_EFFECTS.clusterBonus, c.damagePerMissile);
  const artemis = c && !o.profile.flags.includes('streak') ? artemisBonus(s, attacker, target, o.weapon, m, rules) : 0;
  if (c && artemis) return averageCluster(c.size, artemis, c.damagePerMissile);
  return damageOnHit(o.profile);
}

/** Whether `target` carries a Narc or homing pod of `attacker`'s side (ECM aside: the to-hit ruling shows it for homing). */
const podGuides = (s: BattleState, attacker: string, target: string) =>
  activePods(s.units[target]!).some((x) => (x.kind === 'narc' || x.kind === 'homing') && s.sideOf[x.by] === s.sideOf[attacker]);

/**
 * The bot's shots at `target`: each weapon's best kind of round (by expected damage), with its damage on a hit. Without
 * special bins, beacons or pods the options come back as they are.
 */
export function botShots(s: BattleState, attacker: string, target: string, options: readonly FireOption[], rules: CombatRules, twist: number): BotShot[] {
  const u = s.units[attacker]!;
  if (!munitionsInPlay(u, s)) return [...options];
  return options.map((o) => {
    let best: BotShot = { ...o, onHit: onHitOf(s, attacker, target, o, o.bin, rules) };
    for (const { bin } of binChoices(u, o.profile).slice(1)) {
      const alt = fireOptionFrom(s, attacker, target, o.weapon, bin, rules, twist);
      if (!alt) continue;
      const shot: BotShot = { ...alt, bin, onHit: onHitOf(s, attacker, target, alt, bin, rules) };
      if (shot.toHit.odds.probability * shot.onHit! > best.toHit.odds.probability * best.onHit! + 1e-9) best = shot;
    }
    return best;
  });
}

/** What an enemy pod on `me` costs it, as the bot sees it (the enemy side's gain from a homing pod; a fixed amount otherwise). */
export function podHarm(s: BattleState, me: string, pod: number): number {
  const p = activePods(s.units[me]!)[pod];
  if (!p || !POD_REMOVAL.removable.includes(p.kind) || s.sideOf[p.by] === s.sideOf[me]) return 0;
  return p.kind === 'homing' ? POD_TURNS * guidedGain(s, s.sideOf[p.by]!) * 1.25 : OTHER_POD;
}
