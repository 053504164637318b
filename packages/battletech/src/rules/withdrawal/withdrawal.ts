/** Seed 000 Forced Withdrawal, judged from damage facts — the same rule whether a battle unit or a referee reports them. */
import type { WithdrawalTest } from '../../unit/capabilities';
import { s000 } from '../sources';
import type { Finding, Judgement } from './crippling-types';

/** What is known about a unit's damage: from a battle unit's state, or entered by a referee at the table. */
export interface WithdrawalFacts {
  /** Locations whose (front) armour is all gone. */
  readonly armourStripped: readonly string[];
  /** Locations destroyed. */
  readonly destroyed: readonly string[];
  /** Walking or cruising MP left. */
  readonly walkMp?: number;
  /** Troopers left (infantry, battle armour). */
  readonly strength?: number;
}

/** The unit's roles for the rule: which locations are head, legs and torsos, and its starting MP and strength. */
export interface WithdrawalBody {
  readonly test: WithdrawalTest;
  readonly head?: string | null;
  readonly legs?: readonly string[];
  readonly torsos?: readonly string[];
  readonly startWalkMp: number;
  readonly startStrength?: number;
}

const BIPED_AND_QUAD_LEGS = ['LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL'];
const TORSOS = ['CT', 'LT', 'RT'];

const W = (id: string, label: string, rule: string): Finding => ({ id, label, source: s000('Forced Withdrawal', rule) });

const TESTS: Readonly<Record<WithdrawalTest, (b: WithdrawalBody, f: WithdrawalFacts) => Finding[]>> = {
  mech(b, f) {
    const head = b.head === undefined ? 'HD' : b.head;
    const legs = b.legs ?? BIPED_AND_QUAD_LEGS;
    const torsos = b.torsos ?? TORSOS;
    const out: Finding[] = [];
    const stripped = [...(head ? [head] : []), ...legs, ...torsos].filter((l) => f.armourStripped.includes(l));
    if (stripped.length >= 2) out.push(W('armor', `all armour gone from ${stripped.join(', ')} (two or more of head, legs and front torsos)`, 'rule 5'));
    const lost = [...legs, ...torsos].filter((l) => f.destroyed.includes(l));
    if (lost.length) out.push(W('destroyed', `${lost.join(', ')} destroyed (a leg or torso)`, 'rule 5'));
    return out;
  },
  vehicle(b, f) {
    const out: Finding[] = [];
    if (f.armourStripped.length) out.push(W('armor', `all armour gone from ${f.armourStripped.join(', ')}`, 'rule 6'));
    if (f.walkMp !== undefined && f.walkMp * 2 < b.startWalkMp)
      out.push(W('mobility', `mobility down from ${b.startWalkMp} to ${f.walkMp} MP (more than half lost)`, 'rule 6'));
    return out;
  },
  squad(b, f) {
    if (b.startStrength === undefined || f.strength === undefined || f.strength * 2 >= b.startStrength) return [];
    return [W('strength', `${f.strength} of ${b.startStrength} troopers left (below half)`, 'rule 7')];
  },
};

export function withdrawalFromFacts(body: WithdrawalBody, facts: WithdrawalFacts): Judgement {
  const reasons = TESTS[body.test](body, facts);
  return { met: reasons.length > 0, reasons };
}
