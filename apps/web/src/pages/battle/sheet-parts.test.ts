import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BattleUnit, createBattleUnit } from '@marshal/battletech';
import { parseMtf } from '@marshal/catalog';
import { HEAT_STEPS, nextHeatStep, sheetCriticals } from './sheet-parts';

const file = resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles/mechs/3039u/Centurion CN9-A.mtf');
const centurion = createBattleUnit(parseMtf(readFileSync(file, 'utf8'), 'Centurion CN9-A.mtf'), { gunnery: 4, piloting: 5 });

/** The unit with these slots hit, as the battle marks them. */
function hit(u: BattleUnit, location: string, which: (s: BattleUnit['slots'][string][number], i: number) => boolean): BattleUnit {
  return { ...u, slots: { ...u.slots, [location]: u.slots[location]!.map((s, i) => (which(s, i) ? { ...s, hit: true } : s)) } };
}

describe('the record sheet', () => {
  it('counts a multi-slot weapon destroyed whole as one critical hit over all its slots, other hits one a slot', () => {
    const ac = centurion.slots.RA!.filter((s) => s.system === 'equipment' && /10/.test(s.id ?? '')).length;
    expect(ac).toBeGreaterThan(1);
    // one critical on the AC/10 (the battle crosses out every slot of it), and one engine hit
    let u = hit(centurion, 'RA', (s) => s.system === 'equipment' && /10/.test(s.id ?? ''));
    const engine = u.slots.CT!.findIndex((s) => s.system === 'engine');
    u = hit(u, 'CT', (_, i) => i === engine);
    const crits = sheetCriticals(u);
    expect(crits).toHaveLength(2);
    expect(crits.find((c) => c.location === 'RA')).toMatchObject({ slots: ac });
    expect(crits.find((c) => c.location === 'CT')).toMatchObject({ slots: 1 });
    // two engine slots hit are two hits (three destroy the engine)
    expect(sheetCriticals(hit(centurion, 'CT', (s) => s.system === 'engine')).length).toBe(centurion.slots.CT!.filter((s) => s.system === 'engine').length);
    expect(sheetCriticals(centurion)).toEqual([]);
  });

  it('counts two identical items side by side as two hits, and a double heat sink destroyed whole as one', () => {
    const slot = (id: string, system: 'equipment' | 'heat-sink', item?: number) => ({ id, system, hit: true, ...(item === undefined ? {} : { item }) });
    const u = {
      ...centurion,
      slots: {
        LT: [slot('Medium Laser', 'equipment', 0), slot('Medium Laser', 'equipment', 1), ...[2, 3, 4].map(() => slot('ISDoubleHeatSink', 'heat-sink'))],
      },
    };
    expect(sheetCriticals(u).map((c) => [c.name, c.slots])).toEqual([
      [expect.stringMatching(/Medium Laser/), 1],
      [expect.stringMatching(/Medium Laser/), 1],
      [expect.stringMatching(/Double Heat Sink|DoubleHeatSink/i), 3],
    ]);
  });

  it('knows each heat level where an effect starts, and the next one above the current heat', () => {
    expect(HEAT_STEPS[0]).toBe(5);
    expect(HEAT_STEPS).toEqual(expect.arrayContaining([5, 8, 10, 13, 14, 30]));
    expect(nextHeatStep(0)).toBe(5);
    expect(nextHeatStep(5)).toBe(8);
    expect(nextHeatStep(7)).toBe(8);
    expect(nextHeatStep(30)).toBeNull();
  });
});
