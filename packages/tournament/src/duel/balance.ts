/** Duel balancing: the cheaper 'Mech's pilot improves piloting, then gunnery, in turn, until its BV is higher or 0/0. */
import { adjustedBv, skillMultiplier, SKILL_MULTIPLIER_SOURCE } from '@marshal/catalog';
import type { Source } from '@marshal/core';
import { SOLARIS } from '../sources';

export type Side = 'a' | 'b';

export interface PilotBv {
  readonly bv: number;
  readonly gunnery: number;
  readonly piloting: number;
  readonly multiplier: number;
  readonly adjustedBv: number;
}

export interface BalanceStep {
  readonly improved: 'piloting' | 'gunnery';
  readonly gunnery: number;
  readonly piloting: number;
  readonly multiplier: number;
  readonly adjustedBv: number;
  readonly opponentBv: number;
  readonly exceeds: boolean;
  readonly source: Source;
}

export interface DuelBalance {
  readonly cheaper: Side | null;
  readonly a: PilotBv;
  readonly b: PilotBv;
  readonly steps: readonly BalanceStep[];
  readonly outcome: string;
  readonly source: Source;
}

const pilot = (bv: number, gunnery: number, piloting: number): PilotBv => ({
  bv,
  gunnery,
  piloting,
  multiplier: skillMultiplier(gunnery, piloting),
  adjustedBv: adjustedBv(bv, gunnery, piloting),
});

function nextSkill(last: BalanceStep | undefined, g: number, p: number): 'piloting' | 'gunnery' {
  if (p === 0) return 'gunnery';
  if (g === 0) return 'piloting';
  return last?.improved === 'piloting' ? 'gunnery' : 'piloting';
}

/** Balance a duel between two 'Mechs whose pilots start at the same skills; every step is kept. */
export function balanceDuel(bvA: number, bvB: number, start: { gunnery: number; piloting: number }): DuelBalance {
  const a = pilot(bvA, start.gunnery, start.piloting);
  const b = pilot(bvB, start.gunnery, start.piloting);
  if (a.adjustedBv === b.adjustedBv) return { cheaper: null, a, b, steps: [], outcome: 'equal Battle Values: no change', source: SOLARIS.battleforce };
  const cheaper: Side = a.adjustedBv < b.adjustedBv ? 'a' : 'b';
  const opponentBv = (cheaper === 'a' ? b : a).adjustedBv;
  const base = cheaper === 'a' ? bvA : bvB;
  const steps: BalanceStep[] = [];
  let { gunnery: g, piloting: p } = start;
  let current = cheaper === 'a' ? a : b;
  while (current.adjustedBv <= opponentBv && (g > 0 || p > 0)) {
    const improved = nextSkill(steps[steps.length - 1], g, p);
    if (improved === 'piloting') p--;
    else g--;
    current = pilot(base, g, p);
    steps.push({
      improved,
      gunnery: g,
      piloting: p,
      multiplier: current.multiplier,
      adjustedBv: current.adjustedBv,
      opponentBv,
      exceeds: current.adjustedBv > opponentBv,
      source: SKILL_MULTIPLIER_SOURCE,
    });
  }
  const outcome =
    current.adjustedBv > opponentBv
      ? `${g}/${p} gives ${current.adjustedBv} BV, above ${opponentBv}`
      : `reached 0/0 at ${current.adjustedBv} BV, still not above ${opponentBv}`;
  return { cheaper, a: cheaper === 'a' ? current : a, b: cheaper === 'b' ? current : b, steps, outcome, source: SOLARIS.battleforce };
}

/** Plain-text lines for the CLI and score sheets. */
export function explainBalance(balance: DuelBalance, names: { a: string; b: string }): string[] {
  const line = (s: Side, x: PilotBv) => `${names[s]}: ${x.bv} BV at ${x.gunnery}/${x.piloting} ×${x.multiplier} = ${x.adjustedBv}`;
  if (!balance.cheaper) return [balance.outcome, line('a', balance.a), line('b', balance.b)];
  return [
    `${names[balance.cheaper]} has the cheaper 'Mech`,
    ...balance.steps.map(
      (s, i) =>
        `  step ${i + 1}: ${s.improved} → ${s.gunnery}/${s.piloting} ×${s.multiplier} = ${s.adjustedBv} BV (opponent ${s.opponentBv})${s.exceeds ? ' — above' : ''}`,
    ),
    balance.outcome,
  ];
}
