// Point-blank shots from hidden units (Total Warfare, Hidden Units): an enemy moving next to a hidden unit may be shot at
// once, in the middle of its move. The move pauses in that hex, the hidden unit's side fires or lets it pass, and the
// move goes on from there with the rest of its orders (unless the shot felled or destroyed the mover).
import { type Dice, type Source, hexDistance, parseHexLabel, toFacing } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import { POINT_BLANK } from './sources';
import type { BattleUnit } from '../unit/battle-unit';
import { type FireReport, fireOptions, canTwist, resolveFire } from './fire';
import { checkFire } from './fire-check';
import { type MoveReport, executeMove, moverFor, unblockedPath } from './movement';
import { type StepRoll, pathTriggers, rollPathPsrs } from './movement-psrs';
import { closePhase } from './phases';
import type { PhaseEndReport } from '../rules/piloting/phase-end';
import type { FireDeclaration } from './schema';
import { type BattleState, type Position, inPlay } from './state';
import { nextState } from './next-state';
import { type UnitChange, positionChanges, unitChange, unitChanges } from './unit-change';
import type { UnitRevealedEvent } from './hidden';

/** A move paused for point-blank shots: what is needed to carry it on, and who still has to answer. */
export interface PendingPointBlank {
  readonly mover: string;
  readonly orders: string;
  readonly mode?: 'walk' | 'run' | 'jump';
  /** Where the move began, and the mover as it began (its MP decide the path, whatever the shot does to it). */
  readonly from: Position;
  readonly startUnit: BattleUnit;
  /** The step of the path where the move paused (index into the path's steps). */
  readonly step: number;
  /** The piloting rolls the steps up to here caused. */
  readonly rolled: readonly StepRoll[];
  /** Hidden units that may still fire at the mover here; each answers once. */
  readonly waiting: readonly string[];
  /** Hidden units already asked during this move (they are not asked again before it ends). */
  readonly asked: readonly string[];
}

export interface MoveInterruptedEvent {
  readonly type: 'moveInterrupted';
  readonly unit: string;
  readonly at: Position;
  readonly step: number;
  readonly orders: string;
  readonly mode?: 'walk' | 'run' | 'jump';
  /** Rolls the steps up to the pause caused (all passed), and what they did to the mover. */
  readonly rolls: readonly StepRoll[];
  readonly change: UnitChange;
  /** Hidden units that may shoot now (hidden from the moving side's view). */
  readonly waiting: readonly string[];
  readonly source: Source;
}

export interface PointBlankResolvedEvent {
  readonly type: 'pointBlankResolved';
  readonly unit: string;
  readonly target: string;
  readonly attacks: readonly FireDeclaration[];
  readonly twist: number;
  readonly reports: readonly FireReport[];
  readonly psrs: readonly PhaseEndReport[];
  readonly units: Readonly<Record<string, UnitChange>>;
  readonly positions: Readonly<Record<string, Position>>;
  readonly source: Source;
}

export interface PointBlankDeclinedEvent {
  readonly type: 'pointBlankDeclined';
  readonly unit: string;
}

export type PointBlankEvent = MoveInterruptedEvent | PointBlankResolvedEvent | PointBlankDeclinedEvent;

/** The state with the mover standing in a hex of its path (not yet counted as moved: no target movement modifier). */
const moverAt = (s: BattleState, id: string, at: Position): BattleState => {
  const { [id]: _gone, ...moved } = s.moved;
  return nextState(s, { positions: { ...s.positions, [id]: at }, moved });
};

/** Whether `hidden` has any shot at `target` (any torso twist it may make). */
const hasShot = (s: BattleState, hidden: string, target: string, rules: CombatRules): boolean =>
  (canTwist(s.units[hidden]!) ? [0, -1, 1] : [0]).some((t) => fireOptions(s, hidden, target, rules, t).length > 0);

/**
 * The first step after `after` where the moving unit stands next to a hidden enemy that has not fired point-blank this
 * turn, was not asked yet during this move, and has a shot at it there. A jump is seen only where it lands.
 */
export function pointBlankTrigger(
  s: BattleState,
  id: string,
  steps: readonly { readonly hex: string; readonly facing: number }[],
  jump: boolean,
  after: number,
  asked: readonly string[],
  rules: CombatRules,
): { step: number; hidden: string[] } | null {
  const side = s.sideOf[id];
  const foes = (s.hidden ?? []).filter((h) => s.sideOf[h] !== side && inPlay(s, h) && !s.pointBlankFired?.includes(h) && !asked.includes(h));
  if (!foes.length) return null;
  for (let i = Math.max(after + 1, jump ? steps.length - 1 : 0); i < steps.length; i++) {
    const st = steps[i]!;
    if (i > 0 && steps[i - 1]!.hex === st.hex) continue;
    const near = foes.filter((h) => hexDistance(parseHexLabel(s.positions[h]!.hex), parseHexLabel(st.hex)) === 1);
    if (!near.length) continue;
    const at = moverAt(s, id, { hex: st.hex, facing: toFacing(st.facing) });
    const able = near.filter((h) => hasShot(at, h, id, rules));
    if (able.length) return { step: i, hidden: able };
  }
  return null;
}

type Plan = Pick<PendingPointBlank, 'orders' | 'mode' | 'from' | 'startUnit' | 'rolled' | 'asked'> & { readonly after: number };

/** The mover as its move began, where it began: the path of its orders is worked out from here. */
const atStart = (s: BattleState, id: string, p: Plan): BattleState =>
  nextState(s, {
    units: { ...s.units, [id]: p.startUnit },
    positions: { ...s.positions, [id]: p.from },
  });

/**
 * Carry a move on from step `after` (−1: from the start): roll the steps' piloting rolls up to the next hex where a
 * hidden enemy may shoot, and pause there (`moveInterrupted`); with no such hex (or after a fall) the move ends
 * (`unitMoved`). A mover felled or destroyed by the shot ends its move where it was shot.
 */
export function carryOn(
  s: BattleState,
  id: string,
  p: Plan,
  rules: CombatRules,
  dice: Dice,
): [MoveInterruptedEvent] | [{ type: 'unitMoved'; report: MoveReport; unit: UnitChange }] {
  const base = atStart(s, id, p);
  const cur = s.units[id]!;
  const path = unblockedPath(base, id, moverFor(p.startUnit), p.orders, p.mode);
  if (p.after >= 0 && (!inPlay(s, id) || cur.prone || cur.destroyed)) {
    // The path up to here, worked out from the mover as it began (a fallen or wrecked mover would not walk it again).
    const r = executeMove(base, id, p.orders, rules, dice, p.mode, p.rolled, p.after + 1);
    const next = path.steps[p.after + 1];
    const stopped = next
      ? { index: p.after + 2, order: next.order, reason: `${cur.name} stopped in ${r.report.to.hex} after a point-blank shot` }
      : r.report.stopped;
    const to = s.positions[id]!;
    return [{ type: 'unitMoved', report: { ...r.report, to, stopped }, unit: unitChange(cur, cur) }];
  }
  const trig = pointBlankTrigger(s, id, path.steps, path.mode === 'jump', p.after, p.asked, rules);
  const triggers = pathTriggers(s.map, p.startUnit, path).filter((t) => t.step > p.after && (!trig || t.step <= trig.step));
  const later = rollPathPsrs(cur, triggers, rules, dice);
  if (trig && later.rolls.every((r) => r.success)) {
    const st = path.steps[trig.step]!;
    return [
      {
        type: 'moveInterrupted',
        unit: id,
        at: { hex: st.hex, facing: toFacing(st.facing) },
        step: trig.step,
        orders: p.orders,
        ...(p.mode ? { mode: p.mode } : {}),
        rolls: later.rolls,
        change: unitChange(cur, later.unit),
        waiting: trig.hidden,
        source: POINT_BLANK,
      },
    ];
  }
  const r = executeMove(base, id, p.orders, rules, dice, p.mode, [...p.rolled, ...later.rolls]);
  return [{ type: 'unitMoved', report: r.report, unit: unitChange(cur, later.unit) }];
}

/** Whether a move command may be paused for point-blank shots: a hidden enemy could shoot somewhere along its path. */
export function pointBlankMove(
  s: BattleState,
  id: string,
  orders: string,
  mode: 'walk' | 'run' | 'jump' | undefined,
  rules: CombatRules,
  dice: Dice,
): ReturnType<typeof carryOn> | null {
  const u = s.units[id]!;
  if (!s.hidden?.length || u.prone || !orders.trim()) return null;
  const path = unblockedPath(s, id, moverFor(u), orders, mode);
  if (!pointBlankTrigger(s, id, path.steps, path.mode === 'jump', -1, [], rules)) return null;
  return carryOn(s, id, { orders, ...(mode ? { mode } : {}), from: s.positions[id]!, startUnit: u, rolled: [], asked: [], after: -1 }, rules, dice);
}

/** Why `unit` cannot answer the paused move with these attacks now, or null. */
export function pointBlankProblem(s: BattleState, unit: string, attacks: readonly FireDeclaration[], twist: number, rules: CombatRules): string | null {
  const p = s.pointBlank;
  if (!p) return 'no move is paused for a point-blank shot';
  if (!p.waiting.includes(unit)) return `${unit} has no point-blank shot at ${p.mover} now`;
  const wrong = attacks.findIndex((a) => a.target !== p.mover);
  if (wrong >= 0) return `attacks.${wrong}: a point-blank shot may only be made at the moving unit (${p.mover})`;
  if (twist && !attacks.length) return `${s.units[unit]!.name} twists its torso only to fire: letting the mover pass takes no twist`;
  return checkFire(s, unit, attacks, rules, twist);
}

/**
 * The hidden unit's answer: its shot at the mover (resolved now, the phase-end piloting rolls for the damage made at
 * once) and its reveal, or letting the mover pass. When nobody else is waiting, the move carries on.
 */
/** Every event a point-blank answer can make. */
export type PointBlankOut = PointBlankEvent | UnitRevealedEvent | ReturnType<typeof carryOn>[number];

export function answerPointBlank(
  s: BattleState,
  unit: string,
  attacks: readonly FireDeclaration[],
  twist: number,
  rules: CombatRules,
  dice: Dice,
  fold: (s: BattleState, e: PointBlankOut) => BattleState,
): PointBlankOut[] {
  const p = s.pointBlank!;
  const out: PointBlankOut[] = [];
  if (!attacks.length) out.push({ type: 'pointBlankDeclined', unit });
  else {
    const fired = resolveFire(nextState(s, { fire: { [unit]: attacks }, twists: { ...s.twists, [unit]: twist } }), rules, dice);
    const psr = closePhase(s, fired.units, rules, dice);
    const at = s.positions[unit]!;
    out.push(
      { type: 'unitRevealed', unit, hex: at.hex, facing: at.facing, reason: 'fired', source: POINT_BLANK },
      {
        type: 'pointBlankResolved',
        unit,
        target: p.mover,
        attacks,
        twist,
        reports: fired.reports,
        psrs: psr.reports,
        units: unitChanges(s.units, psr.units),
        positions: positionChanges(s.positions, psr.positions),
        source: POINT_BLANK,
      },
    );
  }
  const next = out.reduce(fold, s);
  const q = next.pointBlank!;
  if (q.waiting.length) return out;
  return [...out, ...carryOn(next, q.mover, { ...q, after: q.step }, rules, dice)];
}
