// Narc and iNarc pods in a battle: what the pods on the units change for a shot (the guide for Narc-capable missiles,
// the haywire pod's +1) and the fields iNarc ECM pods make. The pods themselves are unit state (`BattleUnit.pods`),
// attached by combat's beacon rule and carried in `fireResolved` like any other change of a unit.
import { hexLine, parseHexLabel, sameHex } from '@marshal/core';
import type { Emitter } from '../map/ecm';
import type { MunitionRule } from '../rules/munitions';
import { activePods } from '../rules/narc';
import type { CombatRules } from '../options/rules';
import { type BattleState, inPlay } from './state';

export interface PodShotInput {
  /** The target carries the attacker's side's iNarc homing pod or Narc pod, and its hex is not under enemy ECM. */
  readonly guide?: 'homing' | 'narc';
  /** The attacker carries a haywire pod. */
  readonly haywire?: true;
}

/** Whether any unit carries a pod (everything below is skipped when none does). */
const anyPods = (s: BattleState): boolean => Object.values(s.units).some((u) => u.pods?.length);

/**
 * What the pods mean for `attacker` shooting at `target` now (before the Narc-capable check: see `podToHit`). The
 * target's hex under enemy ECM (including the carrier's own iNarc ECM pod of another side) cancels the guide.
 */
export function podShotInput(s: BattleState, attacker: string, target: string, underEcm: (hex: string) => boolean): PodShotInput {
  if (!anyPods(s)) return {};
  const side = s.sideOf[attacker];
  const mine = activePods(s.units[target]!).filter((p) => s.sideOf[p.by] === side);
  const kind = mine.some((p) => p.kind === 'homing') ? 'homing' : mine.some((p) => p.kind === 'narc') ? 'narc' : null;
  const guide = kind && !underEcm(s.positions[target]!.hex) ? kind : null;
  const haywire = activePods(s.units[attacker]!).some((p) => p.kind === 'haywire');
  return { ...(guide ? { guide } : {}), ...(haywire ? { haywire: true as const } : {}) };
}

/** The to-hit and cluster inputs of one shot: the guide only for Narc-capable missiles. */
export const podToHit = (p: PodShotInput, munition: MunitionRule | undefined): { narcGuide?: 'homing' | 'narc'; haywire?: true } => ({
  ...(p.guide && munition?.narcGuided ? { narcGuide: p.guide } : {}),
  ...(p.haywire ? { haywire: true as const } : {}),
});

export const podKey = (p: PodShotInput): string => `${p.guide ?? ''}${p.haywire ? 'h' : ''}`;

/** The fields of iNarc ECM pods: one in each carrier's hex (radius 0), of the side that fired the pod; ECM, or ECCM when fired as one. */
export function podEmitters(s: BattleState, rules: CombatRules): Emitter[] {
  if (!anyPods(s)) return [];
  const out: Emitter[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.pods?.length || !inPlay(s, id)) continue;
    activePods(u).forEach((p, i) => {
      if (p.kind !== 'ecm') return;
      const strength = p.eccm && rules.eccm.allowed ? { eccm: 1 } : { ecm: 1 };
      out.push({ id: `${id}:pod${i}`, side: s.sideOf[p.by]!, hex: parseHexLabel(s.positions[id]!.hex), range: 0, ...strength });
    });
  }
  return out;
}

/**
 * The decoys for a Narc-capable shot from `attacker` at `target`: units of the attacker's own side carrying a Nemesis
 * pod fired by another side, standing in a hex the line of fire passes through (not the ends), nearest first.
 */
export function nemesisDecoys(s: BattleState, attacker: string, target: string): string[] {
  if (!anyPods(s)) return [];
  const side = s.sideOf[attacker];
  const decoys = Object.keys(s.units).filter(
    (id) =>
      id !== attacker &&
      id !== target &&
      s.sideOf[id] === side &&
      inPlay(s, id) &&
      activePods(s.units[id]!).some((p) => p.kind === 'nemesis' && s.sideOf[p.by] !== side),
  );
  if (!decoys.length) return [];
  const steps = hexLine(parseHexLabel(s.positions[attacker]!.hex), parseHexLabel(s.positions[target]!.hex)).steps.slice(1, -1);
  const stepOf = (id: string) => {
    const at = parseHexLabel(s.positions[id]!.hex);
    return steps.findIndex((st) => st.hexes.some((h) => sameHex(h, at)));
  };
  return decoys
    .map((id) => [id, stepOf(id)] as const)
    .filter(([, i]) => i >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id);
}
