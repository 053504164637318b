import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pairByMatching, pairRoundRobin, type PairingEntrant } from './pair-round';

const entrant = (id: string, points: number, opponents: string[] = [], hadBye = false): PairingEntrant => ({ id, points, opponents, hadBye });

describe('pairByMatching', () => {
  it('pairs equal scores together and numbers tables from the top', () => {
    const r = pairByMatching([entrant('a', 9), entrant('b', 9), entrant('c', 3), entrant('d', 3)]);
    expect(r).toEqual({
      ok: true,
      pairings: [
        { table: 1, a: 'a', b: 'b' },
        { table: 2, a: 'c', b: 'd' },
      ],
    });
  });
  it('never pairs a rematch, even when it would be the closest score', () => {
    const r = pairByMatching([entrant('a', 9, ['b']), entrant('b', 9, ['a']), entrant('c', 3), entrant('d', 3)]);
    expect(r.ok && r.pairings.some((p) => (p.a === 'a' && p.b === 'b') || (p.a === 'b' && p.b === 'a'))).toBe(false);
  });
  it('beats greedy: top-down greedy would strand a rematch at the bottom', () => {
    // Greedy pairs a–b, then c–d is a rematch. The matching finds a–c and b–d.
    const r = pairByMatching([entrant('a', 10), entrant('b', 9), entrant('c', 8, ['d']), entrant('d', 7, ['c'])]);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.pairings.map((p) => [p.a, p.b].sort().join('-')).sort()).toEqual(['a-c', 'b-d']);
  });
  it('gives the bye to the lowest score without a bye', () => {
    const r = pairByMatching([entrant('a', 9), entrant('b', 6), entrant('c', 3, [], true), entrant('d', 3), entrant('e', 0, [], true)]);
    expect(r.ok && r.pairings.find((p) => p.b === null)).toEqual({ table: null, a: 'd', b: null });
  });
  it('looks ahead so that the best pairing now does not leave the next round without a rematch-free pairing', () => {
    const opp: Record<string, string[]> = { a: [], b: ['d', 'e'], c: ['e'], d: ['b', 'e', 'f'], e: ['b', 'c', 'd'], f: ['d'] };
    const es = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => entrant(id, [9, 8, 6, 5, 3, 1][i]!, opp[id]));
    const after = (r: ReturnType<typeof pairByMatching>) =>
      es.map((e) => ({ ...e, opponents: [...e.opponents, ...(r.ok ? r.pairings.flatMap((x) => (x.a === e.id ? [x.b!] : x.b === e.id ? [x.a] : [])) : [])] }));
    const greedy = pairByMatching(es, 0);
    expect(pairByMatching(after(greedy), 0)).toMatchObject({ ok: true, note: expect.stringMatching(/rematch/) });
    const ahead = pairByMatching(es, 1);
    expect(ahead.ok && ahead.pairings.map((p) => `${p.a}-${p.b}`)).toEqual(['a-d', 'b-c', 'e-f']);
    const next = pairByMatching(after(ahead), 0);
    expect(next.ok && next.note).toBeUndefined();
  });
  it('when only rematches remain: the fewest rematches (default), or byes for the unpaired', () => {
    // Everyone has met everyone; a and b twice. a–c and b–d repeat one meeting each and are closest in points.
    const es = [
      entrant('a', 6, ['b', 'c', 'd', 'b']),
      entrant('b', 5, ['a', 'c', 'd', 'a']),
      entrant('c', 4, ['a', 'b', 'd']),
      entrant('d', 3, ['a', 'b', 'c']),
    ];
    const r = pairByMatching(es);
    expect(r).toMatchObject({ ok: true, note: 'no pairing without a rematch: 2 rematch(es), fewest possible' });
    expect(r.ok && r.pairings.map((p) => `${p.a}-${p.b}`).sort()).toEqual(['a-c', 'b-d']);
    const byes = pairByMatching([entrant('a', 0, ['b']), entrant('b', 0, ['a'])], 0, 'bye');
    expect(byes).toEqual({
      ok: true,
      pairings: [
        { table: null, a: 'a', b: null },
        { table: null, a: 'b', b: null },
      ],
      note: 'no pairing without a rematch: 2 bye(s) for the players who cannot be paired',
    });
  });
  it('property: every player appears exactly once, at most one bye, no rematch unless the note says so', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.array(fc.integer({ min: 0, max: 36 }), { minLength: 30, maxLength: 30 }), (n, pts) => {
        const es = Array.from({ length: n }, (_, i) => entrant(`p${i}`, pts[i]!, i % 3 === 0 && i + 1 < n ? [`p${i + 1}`] : i % 3 === 1 ? [`p${i - 1}`] : []));
        const r = pairByMatching(es);
        if (!r.ok) return false;
        const seen = r.pairings.flatMap((p) => (p.b ? [p.a, p.b] : [p.a]));
        expect(seen.sort()).toEqual(es.map((e) => e.id).sort());
        expect(r.pairings.filter((p) => p.b === null).length).toBe(n % 2);
        if (!r.note) for (const p of r.pairings) if (p.b) expect(es.find((e) => e.id === p.a)!.opponents).not.toContain(p.b);
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('pairRoundRobin', () => {
  it('seven players meet everyone once over seven rounds (one bye each)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const met = new Set<string>();
    const byes: string[] = [];
    for (let r = 1; r <= 7; r++) {
      const res = pairRoundRobin(ids, r);
      if (!res.ok) throw new Error(res.reason);
      for (const p of res.pairings) {
        if (!p.b) byes.push(p.a);
        else {
          const key = [p.a, p.b].sort().join('-');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
    }
    expect(met.size).toBe(21);
    expect(byes.sort()).toEqual(ids);
  });
});
