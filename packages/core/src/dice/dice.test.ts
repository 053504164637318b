import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDice, formatDice } from './notation';
import { odds, totalsTable } from './odds';
import { DiceNeeded, PhysicalDice, SeededDice, commitSeed, parseFaces, scriptedDice } from './sources';
import { RecordingDice } from './dice';

describe('dice notation', () => {
  it('reads NdM±K', () => {
    expect(parseDice('2d6')).toEqual({ count: 2, sides: 6, modifier: 0 });
    expect(parseDice('3D6+4')).toEqual({ count: 3, sides: 6, modifier: 4 });
    expect(parseDice('d6-1')).toEqual({ count: 1, sides: 6, modifier: -1 });
    expect(formatDice(parseDice(' 1 d 6 - 1 '))).toBe('1d6-1');
  });
  it('refuses what is not dice, saying what to write', () => {
    expect(() => parseDice('2x6')).toThrow(/not dice notation; write NdM±K/);
    expect(() => parseDice('0d6')).toThrow(/number of dice/);
    expect(() => parseDice('2d1')).toThrow(/sides/);
  });
});

describe('exact odds', () => {
  it('2d6 at least 8 is 15/36', () => {
    const o = odds('2d6', 'at-least', 8);
    expect([o.successes, o.outcomes]).toEqual([15n, 36n]);
    expect(o.probability).toBeCloseTo(15 / 36, 12);
  });
  it('handles impossible and certain targets and modifiers', () => {
    expect(odds('2d6', 'at-least', 13).probability).toBe(0);
    expect(odds('2d6', 'at-least', 2).probability).toBe(1);
    expect(odds('3d6', 'at-most', 10).successes).toBe(108n);
    expect(odds('1d6-1', 'at-least', 5).successes).toBe(1n);
  });
  it('at-least t and at-most t-1 always add up to certainty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 2, max: 20 }), fc.integer({ min: -5, max: 130 }), (n, s, t) => {
        const a = odds(`${n}d${s}`, 'at-least', t);
        const b = odds(`${n}d${s}`, 'at-most', t - 1);
        return a.successes + b.successes === a.outcomes;
      }),
    );
  });
  it('remembered odds match counting the totals, whatever was asked before (far targets, look-alike notations)', () => {
    const counted = (dice: string, cmp: 'at-least' | 'at-most', t: number) =>
      totalsTable(dice).reduce((sum, r) => ((cmp === 'at-least' ? r.total >= t : r.total <= t) ? sum + r.ways : sum), 0n);
    expect(odds('1d2+11', 'at-least', 13).successes).toBe(1n);
    expect(odds('1d21+1', 'at-least', 13).successes).toBe(10n);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 21 }),
        fc.integer({ min: -12, max: 12 }),
        fc.constantFrom('at-least' as const, 'at-most' as const),
        fc.integer({ min: -200, max: 200 }),
        (n, s, k, cmp, t) => {
          const dice = `${n}d${s}${k === 0 ? '' : k > 0 ? `+${k}` : k}`;
          return odds(dice, cmp, t).successes === counted(dice, cmp, t) && odds(dice, cmp, t).outcomes === BigInt(s) ** BigInt(n);
        },
      ),
    );
  });
  it('lists every total of 2d6 with its ways', () => {
    const t = totalsTable('2d6');
    expect(t.map((r) => Number(r.ways))).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(t[0]!.total).toBe(2);
  });
});

describe('seeded dice', () => {
  it('the same seed and stream give the same faces; faces stay on the die', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 20 }), (seed, sides) => {
        const a = SeededDice.fromSeed(seed).draw({ count: 20, sides, purpose: 'x' });
        const b = SeededDice.fromSeed(seed).draw({ count: 20, sides, purpose: 'x' });
        return a.join() === b.join() && a.every((f) => f >= 1 && f <= sides && Number.isInteger(f));
      }),
    );
  });
  it('streams with different names are independent sequences', () => {
    const a = SeededDice.fromSeed('campaign', 'battle-1').draw({ count: 30, sides: 6, purpose: 'x' });
    const b = SeededDice.fromSeed('campaign', 'battle-2').draw({ count: 30, sides: 6, purpose: 'x' });
    expect(a).not.toEqual(b);
  });
  it('state can be saved and resumed exactly', () => {
    const d = SeededDice.fromSeed('resume');
    d.draw({ count: 7, sides: 6, purpose: 'x' });
    const saved = JSON.parse(JSON.stringify(d.save()));
    const resumed = SeededDice.fromState(saved);
    expect(resumed.draw({ count: 10, sides: 6, purpose: 'x' })).toEqual(d.draw({ count: 10, sides: 6, purpose: 'x' }));
  });
  it('is close to uniform over many d6 (no modulo bias)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const faces = SeededDice.fromSeed('uniform').draw({ count: 60000, sides: 6, purpose: 'x' });
    for (const f of faces) counts[f - 1]!++;
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });
  it('pins the sequence for a known seed (changes only with a record format bump)', () => {
    expect(SeededDice.fromSeed('marshal').draw({ count: 12, sides: 6, purpose: 'x' })).toMatchInlineSnapshot(`
      [
        4,
        5,
        6,
        3,
        5,
        1,
        2,
        4,
        3,
        2,
        4,
        4,
      ]
    `);
  });
  it('commits to a seed with a hash that does not reveal it', () => {
    expect(commitSeed('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(commitSeed('abc')).not.toBe(commitSeed('abd'));
  });
});

describe('physical dice', () => {
  it('refuses a wrong count or an impossible face, with a message, and keeps nothing', () => {
    const p = new PhysicalDice();
    expect(() => p.enter({ count: 2, sides: 6 }, [3])).toThrow('expected 2 dice (2d6), got 1');
    expect(() => p.enter({ count: 2, sides: 6 }, [3, 7])).toThrow('face 7 is not possible on a d6');
    expect(p.entered).toHaveLength(0);
    p.enter({ count: 2, sides: 6 }, [3, 6]);
    expect(p.draw({ count: 2, sides: 6, purpose: 'to-hit' })).toEqual([3, 6]);
  });
  it('asks for dice it does not have yet', () => {
    const p = new PhysicalDice();
    try {
      p.draw({ count: 2, sides: 6, purpose: 'piloting roll' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DiceNeeded);
      expect((e as DiceNeeded).message).toBe('roll 2d6 for: piloting roll');
    }
  });
  it('reads typed entries', () => {
    expect(parseFaces('3 5', { count: 2, sides: 6 })).toEqual([3, 5]);
    expect(parseFaces('35', { count: 2, sides: 6 })).toEqual([3, 5]);
    expect(() => parseFaces('3 x', { count: 2, sides: 6 })).toThrow(/not a list of die faces/);
    expect(() => parseFaces('3 9', { count: 2, sides: 6 })).toThrow(/face 9/);
  });
});

describe('recording dice', () => {
  it('records every roll with its purpose and total', () => {
    const d = new RecordingDice(scriptedDice(3, 4, 6));
    expect(d.roll('2d6+1', 'to-hit').total).toBe(8);
    d.roll('1d6', 'location');
    expect(d.rolls.map((r) => [r.purpose, r.notation, r.faces])).toEqual([
      ['to-hit', '2d6+1', [3, 4]],
      ['location', '1d6', [6]],
    ]);
    expect(() => d.roll('1d6', 'extra')).toThrow(/ran out at 1d6 for: extra/);
  });
});
