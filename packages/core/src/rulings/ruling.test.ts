import { describe, expect, it } from 'vitest';
import { explainRuling, makeRuling, modifier, rollCheck } from './ruling';
import { bookSource, seedSource } from '../source';
import { RecordingDice } from '../dice/dice';
import { scriptedDice } from '../dice/sources';

const tw = bookSource('Total Warfare', { page: 113 });
const kick = makeRuling({
  id: 'kick',
  label: 'Kick to-hit',
  modifiers: [
    modifier('piloting', 'Piloting skill', 5, tw),
    modifier('kick', 'Kick', -2, tw),
    modifier('weight-class', 'Medium weight class', -1, seedSource('003', '8.1 Taking Damage')),
    modifier('attacker-ran', 'Attacker ran', 2, tw),
    modifier('target-moved', 'Target moved 5 hexes', 2, tw),
  ],
});

describe('rulings', () => {
  it('sums itemised modifiers into the target and computes exact odds', () => {
    expect(kick.target).toBe(6);
    expect(kick.odds.successes).toBe('26');
    expect(kick.odds.outcomes).toBe('36');
    expect(JSON.parse(JSON.stringify(kick))).toEqual(kick);
  });
  it('explains itself line by line with sources', () => {
    const text = explainRuling(kick);
    expect(text).toContain('Kick to-hit: 2d6 ≥ 6');
    expect(text).toMatch(/-1 +Medium weight class +\[Solaris VII Stable Challenge, 8\.1 Taking Damage\]/);
    expect(text).toContain('odds 72.22% (26/36)');
  });
  it('rolls against the target and reports the margin', () => {
    const r = rollCheck(kick, new RecordingDice(scriptedDice(2, 3)));
    expect(r.success).toBe(false);
    expect(r.margin).toBe(-1);
    expect(r.roll?.purpose).toBe('Kick to-hit');
  });
  it('an automatic outcome rolls no dice', () => {
    const auto = makeRuling({
      id: 'x',
      label: 'Impossible shot',
      modifiers: [modifier('g', 'Gunnery', 13, tw)],
      automatic: { outcome: 'failure', reason: 'target above 12', source: tw },
    });
    expect(auto.odds.probability).toBe(0);
    const dice = new RecordingDice(scriptedDice());
    expect(rollCheck(auto, dice).success).toBe(false);
    expect(dice.rolls).toHaveLength(0);
  });
});
