import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjustedBv, battleValue, parseMtf } from '@marshal/catalog';
import { sheetFacts } from './sheet-facts';

const file = resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles/mechs/3039u/Wolverine WVR-6R.mtf');
const wolverine = parseMtf(readFileSync(file, 'utf8'), 'Wolverine WVR-6R.mtf');

describe('record sheet facts from a battle setup', () => {
  it("prints the pilot's name and the Battle Value at the pilot's skills", () => {
    const base = Math.round(battleValue(wolverine)!.total);
    const facts = sheetFacts({
      units: [
        { id: 'w1', unit: wolverine, gunnery: 3, piloting: 4, pilotName: '  Kai Allard  ' },
        { id: 'w2', unit: wolverine, gunnery: 4, piloting: 5 },
      ],
    });
    expect(facts.w1).toEqual({ pilot: 'Kai Allard', baseBv: base, bv: adjustedBv(base, 3, 4) });
    expect(facts.w1!.bv).toBeGreaterThan(base);
    expect(facts.w2).toEqual({ pilot: null, baseBv: base, bv: base });
  });
  it('leaves out what it cannot read instead of failing', () => {
    expect(sheetFacts(null)).toEqual({});
    expect(sheetFacts({ units: [{ id: 'x', unit: { name: 'odd' }, gunnery: 4, piloting: 5 }] })).toEqual({ x: { pilot: null, baseBv: null, bv: null } });
  });
});
