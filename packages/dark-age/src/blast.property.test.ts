import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DaEvent } from './commands';
import { begin, must, unit, world } from './test-world';

describe('artillery blast invariants', () => {
  it('exactly the units whose centres lie within the radius are hit or shielded', () => {
    const spot = fc.record({ x: fc.double({ min: 16, max: 24, noNaN: true }), y: fc.double({ min: 1, max: 9, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(spot, { minLength: 1, maxLength: 5 }), (spots) => {
        const foes = spots.map((p, i) => unit('rifle-squad', `e${i}`, 'red', 'Red', { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 }));
        let g = begin(world([unit('long-tom', 'gun', 'blue', 'Blue', { x: 5, y: 5 }, { facing: 0 }), ...foes]), ['da-units-do-not-block']);
        g = must(g, { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }] }).game;
        g = must(must(g, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
        const r = must(g, { type: 'resolveArtillery', firer: 'gun' }, [4, 4, 4]);
        const res = r.events[0] as Extract<DaEvent, { type: 'artilleryResolved' }>;
        const m = res.markers[0]!;
        const within = foes.filter((f) => Math.hypot(f.position!.x - 20, f.position!.y - 5) <= 2 + 1e-9).map((f) => f.id);
        expect([...m.affected.map((a) => a.unit), ...m.shielded.map((s) => s.unit)].sort()).toEqual(within.sort());
      }),
      { numRuns: 40 },
    );
  });
});
