import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMtf } from '../parse/mtf';
import { bundled, bundledFiles } from '../../test/bundled';
import { checkBv } from './check-bv';

const MUL = resolve(__dirname, '../../../../../shared/data/mul-bttools-2024/mul_mechs.json');

describe('check-bv', () => {
  it('counts exact matches and explains mismatches by cause', () => {
    const atlas = parseMtf(bundled('mechs/3039u/Atlas AS7-D.mtf'), 'atlas.mtf');
    const r = checkBv(
      [atlas],
      [
        { name: 'Atlas AS7-D', bv: 1897 },
        { name: 'Nobody NB-1', bv: 10 },
      ],
    );
    expect(r).toMatchObject({ matched: 1, exact: 1, rate: 1, unmatched: 1 });
    const off = checkBv([atlas], [{ name: 'Atlas AS7-D', bv: 1900 }]);
    expect(off.mismatches[0]).toMatchObject({ ours: 1897, published: 1900, difference: -3, causes: ['rear-mounted weapons'] });
  });

  it('matches a published chassis-only name to the file\'s "(Standard)" model, and reads a file whose model line is blank', () => {
    const path = 'mechs/Turning Points/OTP Hanseatic Crusade/Cazador.mtf';
    const cazador = parseMtf(bundled(path), path);
    expect(cazador).toMatchObject({ chassis: 'Cazador', model: '', name: 'Cazador' });
    const arcas = parseMtf(bundled('mechs/3067/Arcas.mtf'), 'arcas.mtf');
    expect(arcas.name).toBe('Arcas (Standard)');
    expect(checkBv([arcas], [{ name: 'Arcas', bv: 2484 }])).toMatchObject({ matched: 1, exact: 1 });
  });

  const oracle = existsSync(MUL);
  it.skipIf(!oracle)("matches the MUL oracle (training set) for at least 2,647 of the 2,723 official 'Mechs matched by name (97.2%)", () => {
    const rows = JSON.parse(readFileSync(MUL, 'utf8')) as { name: string; bv?: string }[];
    const published = rows.flatMap((r) => (r.bv ? [{ name: r.name, bv: Number(r.bv.replace(/,/g, '')) }] : []));
    const units = bundledFiles('mechs', '.mtf').map((f) => parseMtf(bundled(f), f));
    const r = checkBv(units, published);
    console.log(
      `MUL oracle: ${r.exact}/${r.matched} exact (${(r.rate * 100).toFixed(1)}%); top causes: ${r.causes
        .slice(0, 5)
        .map((c) => `${c.cause} ${c.count}`)
        .join(', ')}`,
    );
    expect(r.matched).toBeGreaterThan(2700);
    expect(r.exact).toBeGreaterThanOrEqual(2647);
    expect(r.rate).toBeGreaterThan(0.96);
  });
  if (!oracle) console.log(`MUL oracle test skipped: ${MUL} not found (needs ../shared next to the repository)`);
});
