/** Duel scoring: points for the outcome, plus one each for fewer-or-equal pulse and precision points and for carrying ammo. */
import type { Source } from '@marshal/core';
import type { MechState, OutcomeKey, TournamentRules } from '../rules';
import { SOLARIS } from '../sources';

export interface DuelSideFacts {
  readonly state: MechState;
  readonly pulsePoints: number;
  readonly precisionPoints: number;
  readonly ammoTons: number;
}

export interface ScoreLine {
  readonly id: 'outcome' | 'pulse' | 'precision' | 'ammo' | 'bye';
  readonly label: string;
  readonly points: number;
  readonly source: Source;
}

export interface SideScore {
  readonly total: number;
  readonly lines: readonly ScoreLine[];
  /** The enemy 'Mech was destroyed (tiebreaker a). */
  readonly kill: boolean;
  /** The enemy 'Mech was left crippled but not destroyed (tiebreaker b). */
  readonly crippled: boolean;
}

/** Score one side of a duel against the other. */
export function scoreSide(own: DuelSideFacts, enemy: DuelSideFacts, rules: TournamentRules): SideScore {
  const key = `${own.state}/${enemy.state}` as OutcomeKey;
  const outcome = rules.outcomePoints[key];
  const b = rules.bonuses;
  const lines: ScoreLine[] = [
    { id: 'outcome', label: outcome.label, points: outcome.points, source: outcome.source },
    own.pulsePoints <= enemy.pulsePoints
      ? { id: 'pulse', label: `pulse points ${own.pulsePoints} ≤ ${enemy.pulsePoints}`, points: b.pulse, source: SOLARIS.scoring }
      : { id: 'pulse', label: `pulse points ${own.pulsePoints} > ${enemy.pulsePoints}`, points: 0, source: SOLARIS.scoring },
    own.precisionPoints <= enemy.precisionPoints
      ? { id: 'precision', label: `precision points ${own.precisionPoints} ≤ ${enemy.precisionPoints}`, points: b.precision, source: SOLARIS.scoring }
      : { id: 'precision', label: `precision points ${own.precisionPoints} > ${enemy.precisionPoints}`, points: 0, source: SOLARIS.scoring },
    own.ammoTons >= b.ammoMinTons
      ? { id: 'ammo', label: `carries ${own.ammoTons} t of ammunition`, points: b.ammo, source: SOLARIS.scoring }
      : { id: 'ammo', label: `carries ${own.ammoTons} t of ammunition (under ${b.ammoMinTons} t)`, points: 0, source: SOLARIS.scoring },
  ];
  return { total: lines.reduce((s, l) => s + l.points, 0), lines, kill: enemy.state === 'destroyed', crippled: enemy.state === 'crippled' };
}

export function scoreDuel(a: DuelSideFacts, b: DuelSideFacts, rules: TournamentRules): { a: SideScore; b: SideScore } {
  return { a: scoreSide(a, b, rules), b: scoreSide(b, a, rules) };
}

export function scoreBye(rules: TournamentRules): SideScore {
  return { total: rules.bye.points, lines: [{ id: 'bye', label: 'bye', points: rules.bye.points, source: rules.bye.source }], kill: false, crippled: false };
}
