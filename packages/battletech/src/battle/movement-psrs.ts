// The piloting rolls a move itself causes (Total Warfare): running with a damaged gyro or hip, landing a jump with damaged legs or gyro, entering water or rubble; a failure is a fall in that hex.
import { type Dice, rollCheck } from '@marshal/core';
import { type BattleUnit, countHit, systemHits } from '../unit/battle-unit';
import { resolveFall } from '../rules/piloting/falls';
import { psrRuling } from '../rules/piloting/piloting';
import type { CombatRules, PsrTrigger } from '../options/rules';
import type { GameMap } from '../map/compose';
import { hexAt } from '../map/grid';
import type { PathResult } from '../map/path';
import { parseHexLabel } from '@marshal/core';
import { terrainLevel, waterDepth } from '../map/terrain';
import type { GetUpAttempt } from './movement';

/** A roll a step of the move caused: which step (index into the path's steps), where, and why. */
export interface StepRoll extends GetUpAttempt {
  readonly trigger: PsrTrigger;
  readonly step: number;
  readonly hex: string;
}

export const isStepRoll = (a: GetUpAttempt): a is StepRoll => 'step' in a;

export interface StepTrigger {
  readonly step: number;
  readonly hex: string;
  readonly trigger: PsrTrigger;
}

const WATER: readonly PsrTrigger[] = ['water-depth-1', 'water-depth-2', 'water-depth-3'];

const hipHit = (u: BattleUnit): boolean => u.capabilities.legs.some((l) => countHit(u, l, 'hip') > 0);
const legsDamaged = (u: BattleUnit): boolean =>
  hipHit(u) || u.capabilities.legs.some((l) => countHit(u, l, 'upper-leg') + countHit(u, l, 'lower-leg') + countHit(u, l, 'foot') > 0);

/**
 * The rolls a path needs, step by step: entering water (by depth) or rubble (not along a road), the step where a
 * unit with a damaged gyro or hip starts running (its MP passes its walking MP), and the landing of a jump with a
 * damaged gyro, hip or leg actuator. Units that make no piloting rolls need none.
 */
export function pathTriggers(map: GameMap, u: BattleUnit, path: PathResult): StepTrigger[] {
  if (!u.capabilities.pilotingRolls) return [];
  const out: StepTrigger[] = [];
  const gyro = systemHits(u).gyro > 0;
  let ranAt = -1;
  let prev = path.start.hex;
  path.steps.forEach((st, i) => {
    const entered = st.hex !== prev && !st.items.some((it) => it.label.startsWith('death from above') || it.label.startsWith('charge'));
    prev = st.hex;
    if (path.mode === 'run' && ranAt < 0 && st.total > path.limits.walk && (gyro || hipHit(u))) {
      ranAt = i;
      out.push({ step: i, hex: st.hex, trigger: 'running-damaged' });
    }
    const jump = st.items.some((it) => it.label.startsWith('jump '));
    if (jump && (gyro || legsDamaged(u))) out.push({ step: i, hex: st.hex, trigger: 'jumping-damaged' });
    if (!entered) return;
    const h = hexAt(map, parseHexLabel(st.hex))!;
    const depth = waterDepth(h);
    if (depth > 0) out.push({ step: i, hex: st.hex, trigger: WATER[Math.min(depth, 3) - 1]! });
    if (terrainLevel(h, 'rubble') > 0 && !st.items.some((it) => it.label.includes('road/pavement'))) out.push({ step: i, hex: st.hex, trigger: 'rubble' });
  });
  return out;
}

/** Roll the path's piloting rolls in order; the first failure is a fall (and no further rolls). */
export function rollPathPsrs(u: BattleUnit, triggers: readonly StepTrigger[], rules: CombatRules, dice: Dice): { unit: BattleUnit; rolls: StepRoll[] } {
  let unit = u;
  const rolls: StepRoll[] = [];
  for (const t of triggers) {
    const ruling = psrRuling(unit, t.trigger, rules);
    const r = rollCheck(ruling, dice, `${unit.name}: ${rules.triggers[t.trigger].label} (${t.hex})`);
    const fall = r.success ? null : resolveFall(unit, rules, dice);
    rolls.push({ ruling, roll: r.roll?.total ?? null, success: r.success, fall: fall?.report ?? null, trigger: t.trigger, step: t.step, hex: t.hex });
    if (fall) {
      unit = fall.unit;
      break;
    }
  }
  return { unit, rolls };
}
