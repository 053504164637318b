import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DaEvent } from './commands';
import { describeDaEvent } from './describe';

const ev = (e: object) => e as DaEvent;

describe('Fire for Effect event lines', () => {
  it('read as before, each optional part only where it applies (the web translates them by these patterns)', () => {
    const src = { kind: 'default', missing: 'x', rationale: 'y' };
    const boarded = { type: 'boarded', passengers: ['a'], transport: 't', room: { used: 2, capacity: 4 }, speedSpent: 3, checks: [] };
    expect(describeDaEvent(ev({ ...boarded, captives: ['c'] }))).toEqual(['a with captive(s) c board t (room 2/4, 3" of speed spent)']);
    expect(describeDaEvent(ev({ ...boarded, captives: [] }))).toEqual(['a board t (room 2/4, 3" of speed spent)']);
    expect(describeDaEvent(ev({ type: 'disembarkRequired', transport: 't', reason: 'salvage', damagePassengers: true, source: src }))).toEqual([
      't is salvage: its passengers must get off now, each non-captive taking a click [default — source table not available (x): y]',
    ]);
    expect(describeDaEvent(ev({ type: 'forcedDisembarked', transport: 't', placements: [], eliminated: ['x'] }))).toEqual([
      'passengers leave t: none placed; no room for x: eliminated',
    ]);
    const dial = { type: 'dialTurned', unit: 'u', reason: 'r', from: 0 };
    expect(describeDaEvent(ev({ ...dial, clicks: 1, to: 1, status: 'active' }))).toEqual(['u takes 1 click (r): click 1 → 2']);
    expect(describeDaEvent(ev({ ...dial, clicks: 3, to: 3, status: 'eliminated' }))).toEqual(['u takes 3 clicks (r): past its last click, now eliminated']);
    const marker = { id: 'f-t1-1', position: { x: 1, y: 2 }, arrow: 45 };
    expect(describeDaEvent(ev({ type: 'artilleryPlaced', firer: 'f', markers: [marker], formation: ['g'], checks: [] }))).toEqual([
      'f places marker f-t1-1 at (1, 2) (arrow 45°) with formation g',
    ]);
    const resolved = { type: 'artilleryResolved', firer: 'f', roll: { faces: [1, 2, 3], total: 6 }, markers: [] };
    expect(describeDaEvent(ev({ ...resolved, critical: 'hit', values: { from: 'starting-click', attack: 8, damage: 2 } }))).toEqual([
      'f artillery: rolled 1+2+3 = 6 — critical hit (values from the starting click: attack 8, damage 2)',
    ]);
  });

  it('describe.ts keeps to the house rule of no line over 160 characters', () => {
    const long = readFileSync(new URL('./describe.ts', import.meta.url), 'utf8')
      .split('\n')
      .flatMap((l, i) => (l.length > 160 ? [i + 1] : []));
    expect(long).toEqual([]);
  });
});
