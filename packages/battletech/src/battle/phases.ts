// Physical attacks, the heat phase, the piloting rolls that close a phase, and the end of a round (withdrawal, victory, round limit).
import { type Dice, type Facing, type Ruling, directionTo, hexDistance, isInArc, neighbour, parseHexLabel, rotateFacing, sameHex } from '@marshal/core';
import { MECH_FIRING_ARCS } from '../map/arcs';
import type { BattleUnit } from '../unit/battle-unit';
import { crippling, forcedWithdrawal } from '../rules/withdrawal/crippling';
import { catalogWeaponLookup } from '../unit/catalog-weapons';
import { type HeatPhaseReport, resolveHeatPhase } from '../rules/heat/heat';
import { physicalToHit } from '../rules/physical-attacks/physical';
import { podRemovalToHit, resolvePodRemoval } from '../rules/physical-attacks/pod-removal';
import { activePods } from '../rules/narc';
import { resolveCrewRemoval } from '../rules/physical-attacks/crew-pod-removal';
import { crewRemovalOption, crewTurn } from './pod-removal';
import { type PhysicalAttackReport, resolvePhysicalAttack } from '../rules/physical-attacks/physical-attack';
import { type PhaseEndReport, resolvePhaseEnd } from '../rules/piloting/phase-end';
import type { CombatRules } from '../options/rules';
import { type EdgeName, edgeHexes } from '../map/compose';
import { type DisplacementReport, displaceAfterAttack } from './displacement';
import { strikeSide, mountArcs } from './fire';
import { damagedMP, movementHeat } from './movement';
import type { PhysicalDeclaration } from './schema';
import { type BattleOutcome, type BattleState, type Position, canAct, inPlay, unitsOf } from './state';
import { nextState } from './next-state';
import { stealthActive } from './electronics';

const moveOf = (s: BattleState, id: string) => {
  const mv = s.moved[id]?.mode;
  return mv === 'walk' ? ('walked' as const) : mv === 'run' ? ('ran' as const) : mv === 'jump' ? ('jumped' as const) : ('stood' as const);
};

/** Where the target must stand for the attack: charge and push the hex straight ahead, the others any adjacent hex in the limb's arc. */
function placeProblem(s: BattleState, unit: string, d: PhysicalDeclaration): string | null {
  const a = s.units[unit]!;
  const from = s.positions[unit]!;
  const at = parseHexLabel(s.positions[d.target]!.hex);
  if (hexDistance(parseHexLabel(from.hex), at) !== 1) return `${d.target} is not adjacent`;
  if (d.kind === 'push' || d.kind === 'charge')
    return sameHex(neighbour(parseHexLabel(from.hex), from.facing), at) ? null : `a ${d.kind} needs ${d.target} in the hex straight ahead`;
  if (d.kind === 'dfa') return null;
  if (!d.limb) return `a ${d.kind} names the ${d.kind === 'punch' ? 'arm (LA, RA)' : 'leg (LL, RL)'}`;
  if ((d.kind === 'punch') !== ['LA', 'RA'].includes(d.limb)) return `a ${d.kind} uses ${d.kind === 'punch' ? 'an arm (LA, RA)' : 'a leg (LL, RL)'}`;
  const arcs = d.kind === 'kick' ? ['front'] : mountArcs(d.limb, false);
  if (!MECH_FIRING_ARCS.some((arc) => arcs.includes(arc.id) && isInArc(arc, parseHexLabel(from.hex), from.facing, at)))
    return `${d.target} is outside the ${d.limb} ${d.kind} arc`;
  return (s.fire[unit] ?? []).some((f) => a.weapons[f.weapon]?.location === d.limb) ? `${d.limb} fired a weapon this turn` : null;
}

/**
 * The to-hit ruling of a physical attack, or the reason it cannot be made (not adjacent, not straight ahead,
 * out of arc, limb used for fire). Charges and deaths from above are checked as declared with the movement.
 */
export function physicalOption(s: BattleState, unit: string, d: PhysicalDeclaration, rules: CombatRules): Ruling | string {
  const a = s.units[unit]!;
  if (d.kind === 'brush-off') return brushOffOption(s, unit, d);
  if (d.kind === 'remove-pods') return crewRemovalOption(s, unit, d);
  if (!inPlay(s, d.target) || s.sideOf[d.target] === s.sideOf[unit]) return `"${d.target}" is not an enemy unit in play`;
  if (a.prone) return `${a.name} is prone`;
  if (!a.capabilities.physicalAttacks) return `${a.name} cannot make physical attacks`;
  if (d.kind === 'push' && (s.fire[unit] ?? []).some((f) => a.capabilities.pushArms.includes(a.weapons[f.weapon]?.location ?? '')))
    return `an arm fired a weapon this turn (a push uses both)`;
  const problem = placeProblem(s, unit, d);
  if (problem) return problem;
  const tm = s.moved[d.target];
  const ruling = physicalToHit(
    {
      kind: d.kind,
      attacker: a,
      target: s.units[d.target]!,
      ...(d.limb ? { limb: d.limb } : {}),
      attackerMoved: moveOf(s, unit),
      targetMoved: { hexes: tm?.hexes ?? 0, jumped: tm?.mode === 'jump' },
      hexesMoved: s.moved[unit]?.hexes ?? 0,
    },
    rules,
  );
  return ruling.odds.probability === 0 ? (ruling.automatic?.reason ?? 'cannot hit') : ruling;
}

/** A brush-off of one of the unit's own iNarc pods: the arm, the pod, no weapon fired from that arm this turn. */
function brushOffOption(s: BattleState, unit: string, d: PhysicalDeclaration): Ruling | string {
  const a = s.units[unit]!;
  if (d.target !== unit) return 'a brush-off names the unit itself as its target';
  if (!a.capabilities.physicalAttacks) return `${a.name} cannot make physical attacks`;
  if (d.limb !== 'LA' && d.limb !== 'RA') return 'a brush-off uses an arm (LA, RA)';
  if (d.pod === undefined) return 'a brush-off names the pod (its place among the unit’s pods)';
  if ((s.fire[unit] ?? []).some((f) => a.weapons[f.weapon]?.location === d.limb)) return `${d.limb} fired a weapon this turn`;
  const ruling = podRemovalToHit(a, d.limb, d.pod);
  return ruling.odds.probability === 0 ? (ruling.automatic?.reason ?? 'cannot brush off') : ruling;
}

/** The brush-offs `unit` could declare now: each arm against each removable pod, with its ruling. */
export function brushOffOptions(s: BattleState, unit: string, rules: CombatRules): { limb: 'LA' | 'RA'; pod: number; toHit: Ruling }[] {
  const pods = activePods(s.units[unit]!);
  if (!pods.length) return [];
  return (['LA', 'RA'] as const).flatMap((limb) =>
    pods.flatMap((_, pod) => {
      const r = physicalOption(s, unit, { kind: 'brush-off', limb, target: unit, pod }, rules);
      return typeof r === 'string' ? [] : [{ limb, pod, toHit: r }];
    }),
  );
}

/** One declared physical attack as resolved: the attack's report (null when it could not be made, with the reason) and any displacement. */
export interface PhysicalReport {
  readonly attacker: string;
  readonly target: string;
  readonly kind: PhysicalDeclaration['kind'];
  readonly report: PhysicalAttackReport | null;
  readonly reason?: string;
  readonly displacement?: DisplacementReport;
}

export interface PhysicalResolution {
  readonly units: Record<string, BattleUnit>;
  readonly positions: Record<string, Position>;
  readonly exits: Record<string, EdgeName>;
  readonly reports: PhysicalReport[];
}

/** The way the target is displaced: the attacker's facing for a charge or push, from attacker to target for death from above. */
const displaceDirection = (s: BattleState, unit: string, target: string): Facing =>
  directionTo(parseHexLabel(s.positions[unit]!.hex), parseHexLabel(s.positions[target]!.hex)) ?? s.positions[unit]!.facing;

/**
 * Resolve the declared physical attacks (simultaneous, as for fire: to-hit from the units as declared, damage
 * accumulating). A charge or death from above whose target is no longer where it was attacked is not made. A hit
 * charge, death from above or push displaces the target (combat's `pushDisplacement`).
 */
export function resolvePhysical(s: BattleState, rules: CombatRules, dice: Dice): PhysicalResolution {
  let live: Record<string, BattleUnit> = { ...s.units };
  let positions: Record<string, Position> = { ...s.positions };
  const exits: Record<string, EdgeName> = {};
  const reports: PhysicalReport[] = [];
  for (const [unit, d] of Object.entries(s.physical)) {
    if (!d || !canAct(s, unit) || live[unit]!.destroyed) continue;
    if (d.kind === 'brush-off') {
      // The target number from the unit as declared; the pod comes off (or the punch lands) on the unit as it is now.
      const out = resolvePodRemoval(s.units[unit]!, d.limb!, d.pod!, rules, dice, live[unit]!);
      live = { ...live, [unit]: out.unit };
      reports.push({ attacker: unit, target: unit, kind: d.kind, report: out.report });
      continue;
    }
    if (d.kind === 'remove-pods') {
      const out = resolveCrewRemoval(s.units[unit]!, crewTurn(s, unit), live[unit]!);
      live = { ...live, [unit]: out.unit };
      reports.push({ attacker: unit, target: unit, kind: d.kind, report: out.report });
      continue;
    }
    const moving = d.kind === 'charge' || d.kind === 'dfa';
    const gone = !inPlay(s, d.target) || (moving && placeProblem(s, unit, d));
    if (gone) {
      reports.push({
        attacker: unit,
        target: d.target,
        kind: d.kind,
        report: null,
        reason: `${s.units[d.target]?.name ?? d.target} is no longer where the ${d.kind === 'dfa' ? 'death from above' : d.kind} was aimed`,
      });
      continue;
    }
    const tm = s.moved[d.target];
    const attacker = moving ? live[unit]! : { ...s.units[unit]!, pendingPsrs: live[unit]!.pendingPsrs };
    const out = resolvePhysicalAttack(
      {
        kind: d.kind,
        ...(d.limb ? { limb: d.limb } : {}),
        attacker,
        target: live[d.target]!,
        direction: strikeSide(s, unit, d.target),
        attackerMoved: moveOf(s, unit),
        targetMoved: { hexes: tm?.hexes ?? 0, jumped: tm?.mode === 'jump' },
        hexesMoved: s.moved[unit]?.hexes ?? 0,
      },
      rules,
      dice,
    );
    live = { ...live, [unit]: moving ? out.attacker : { ...live[unit]!, pendingPsrs: out.attacker.pendingPsrs }, [d.target]: out.target };
    let displacement: DisplacementReport | null = null;
    if (out.report.hit && d.kind !== 'punch' && d.kind !== 'kick' && !live[d.target]!.destroyed) {
      const r = displaceAfterAttack(s, live, positions, unit, d.target, displaceDirection(s, unit, d.target), rules, dice);
      [live, positions, displacement] = [r.units, r.positions, r.report];
      Object.assign(exits, r.exits);
    }
    reports.push({ attacker: unit, target: d.target, kind: d.kind, report: out.report, ...(displacement ? { displacement } : {}) });
  }
  return { units: live, positions, exits, reports };
}

/** The piloting rolls owed at the end of a phase, for every unit in play; a unit that falls turns as the fall table says. */
export function closePhase(
  s: BattleState,
  units: Record<string, BattleUnit>,
  rules: CombatRules,
  dice: Dice,
): { units: Record<string, BattleUnit>; positions: Record<string, Position>; reports: PhaseEndReport[] } {
  const out = { ...units };
  const positions = { ...s.positions };
  const reports: PhaseEndReport[] = [];
  for (const [id, u] of Object.entries(units)) {
    if (u.destroyed) continue;
    const r = resolvePhaseEnd(u, rules, dice);
    out[id] = r.unit;
    if (r.report.fall) positions[id] = { ...positions[id]!, facing: rotateFacing(positions[id]!.facing, r.report.fall.facing.turn) };
    if (r.report.psrs.length || r.report.crash) reports.push(r.report);
  }
  return { units: out, positions, reports };
}

/** Heat phase: movement and engine heat in, heat sinks out, then restart, shutdown, ammunition and life-support checks. */
export function heatPhase(s: BattleState, dice: Dice, rules: CombatRules): { units: Record<string, BattleUnit>; reports: HeatPhaseReport[] } {
  const units = { ...s.units };
  const reports: HeatPhaseReport[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.capabilities.tracksHeat || !inPlay(s, id)) continue;
    const stealth =
      u.electronics && stealthActive(u, rules) ? { amount: rules.stealth.heat, label: 'stealth armour', source: rules.stealth.source } : undefined;
    const r = resolveHeatPhase(u, movementHeat(s.moved[id]), dice, stealth);
    units[id] = r.unit;
    reports.push(r.report);
  }
  return { units, reports };
}

/** Out of the fight: destroyed, pilot dead, or withdrawn. */
export const isOut = (s: BattleState, id: string): boolean => !inPlay(s, id) || s.units[id]!.pilot.dead;

/**
 * Units under forced withdrawal standing on a hex of their home edge leave the map in the end phase. One with no
 * walking MP left is immobile: it cannot step off the map, so it stays (where its side may abandon or fight it on).
 */
export function withdrawals(s: BattleState): string[] {
  const out: string[] = [];
  for (const id of Object.keys(s.units)) {
    if (isOut(s, id) || !forcedWithdrawal(s.units[id]!).met || damagedMP(s.units[id]!).walk === 0) continue;
    const edge = s.sides.find((x) => x.id === s.sideOf[id])!.homeEdge;
    const at = parseHexLabel(s.positions[id]!.hex);
    if (edgeHexes(s.map, edge, 1).some((h) => h.col === at.col && h.row === at.row)) out.push(id);
  }
  return out;
}

/** The outcome after this round's end phase, or null while both sides fight on. */
export function judgeOutcome(s: BattleState, withdrawn: readonly string[]): BattleOutcome | null {
  const state = nextState(s, { withdrawn: [...s.withdrawn, ...withdrawn] });
  const down = s.sides.map((side) => unitsOf(state, side.id).every((id) => isOut(state, id)));
  const crippled = Object.fromEntries(
    s.sides.map((side) => [side.id, unitsOf(state, side.id).every((id) => isOut(state, id) || crippling(state.units[id]!, catalogWeaponLookup).met)]),
  );
  const base = { round: s.round, crippled };
  if (down[0] && down[1]) return { ...base, result: 'mutual-destruction', winner: null, reason: 'no unit of either side is left in the fight' };
  if (down[0] || down[1]) {
    const loser = s.sides[down[0] ? 0 : 1];
    const winner = s.sides[down[0] ? 1 : 0];
    const how = unitsOf(state, loser.id).some((id) => state.withdrawn.includes(id)) ? 'destroyed or withdrawn' : 'destroyed';
    return { ...base, result: 'victory', winner: winner.id, reason: `every unit of ${loser.name} is ${how}` };
  }
  if (s.roundLimit !== null && s.round >= s.roundLimit) return { ...base, result: 'draw', winner: null, reason: `the ${s.roundLimit}-round limit is reached` };
  return null;
}
