import { describe, expect, it } from 'vitest';
import { describeDaEvent } from './describe';
import { displayInches, inchesText, unitLabels } from './names';

describe('players read names and tenths of an inch, never ids or thousandths', () => {
  it('names units, numbering two that share a name, with a short tag for the counter', () => {
    const labels = unitLabels([
      { id: 'r-mech', name: 'Strike Mech' },
      { id: 'r-inf-1', name: 'Rifle Squad' },
      { id: 'r-inf-2', name: 'Rifle Squad' },
      { id: 's-mech', name: 'Scout Mech' },
    ]);
    expect(['r-mech', 'r-inf-1', 'r-inf-2', 's-mech'].map(labels.get)).toEqual([
      { name: 'Strike Mech', tag: 'SM' },
      { name: 'Rifle Squad 1', tag: 'RS1' },
      { name: 'Rifle Squad 2', tag: 'RS2' },
      { name: 'Scout Mech', tag: 'SM2' },
    ]);
    expect(labels.name('nobody')).toBe('nobody');
  });

  it('rounds a distance to a tenth, never onto a whole inch it is not', () => {
    expect([29.732, 6, 6.5, 8.004, 7.996, 8.06, 0.049].map(displayInches)).toEqual([29.7, 6, 6.5, 8.01, 7.99, 8.1, 0.05]);
    expect(inchesText(29.732)).toBe('29.7');
  });

  it('a log line in players’ words; the record’s own words by default', () => {
    const moved = { type: 'moved', unit: 'r-mech', from: { x: 18, y: 4 }, to: { x: 21.123, y: 29.456 }, inches: 25.632, facing: 83.21 } as const;
    expect(describeDaEvent(moved as never)).toEqual(['r-mech moves 25.632" from (18, 4) to (21.123, 29.456), facing 83.21°']);
    const names = { name: (id: string) => (id === 'r-mech' ? 'Strike Mech' : id), inches: inchesText, degrees: (v: number) => String(Math.round(v)) };
    expect(describeDaEvent(moved as never, names)).toEqual(['Strike Mech moves 25.6" from (18, 4) to (21.1, 29.5), facing 83°']);
  });
});
