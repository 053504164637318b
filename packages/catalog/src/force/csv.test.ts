import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarshalError } from '@marshal/core';
import { sample, testCatalog } from '../../test/force-samples';
import { parseForceCsv, writeForceCsv } from './csv';
import { resolveForce } from './resolve';
import type { Force } from './force';

function errorOf(run: () => unknown): MarshalError {
  try {
    run();
  } catch (e) {
    if (e instanceof MarshalError) return e;
    throw e;
  }
  throw new Error('expected a MarshalError');
}

describe('force CSV', () => {
  it('reads the header, quoted cells, doubled quotes, CRLF and blank lines, keeping each line number', () => {
    expect(parseForceCsv(sample('lance.csv'), 'lance.csv')).toEqual([
      { chassis: 'Atlas', model: 'AS7-D', type: '', pilot: { name: 'Okafor, Marta', gunnery: 3, piloting: 4 }, line: 2 },
      { chassis: 'Locust', model: 'LCT-1V', type: '', pilot: { gunnery: 5, piloting: 6 }, line: 4 },
      { chassis: 'Griffin', model: 'GRF-1N', type: '', pilot: { name: 'Tomas "Red" Reyes', gunnery: 4, piloting: 5 }, line: 5 },
    ]);
  });

  it('takes columns in any order, skills defaulting to 4/5 only when their column is absent', () => {
    expect(parseForceCsv('model,chassis\nAS7-D,Atlas\n', 'a.csv')).toEqual([
      { chassis: 'Atlas', model: 'AS7-D', type: '', pilot: { gunnery: 4, piloting: 5 }, line: 2 },
    ]);
    const empty = errorOf(() => parseForceCsv('chassis,model,gunnery\nAtlas,AS7-D,\n', 'e.csv'));
    expect(empty.message).toBe('e.csv:2, field gunnery: gunnery is empty; give a whole number from 0 to 8');
  });

  it('names the file and line of every kind of bad input', () => {
    expect(errorOf(() => parseForceCsv('chassis,model,pilot,gunnery,piloting\nAtlas,AS7-D,,1e20,5\n', 'b.csv')).location).toEqual({
      file: 'b.csv',
      line: 2,
      field: 'gunnery',
    });
    expect(errorOf(() => parseForceCsv('chassis,model\n\nAtlas,AS7-D\n,X\n', 'b.csv')).location).toEqual({ file: 'b.csv', line: 4, field: 'chassis' });
    expect(errorOf(() => parseForceCsv('chassis,model,piloting\nAtlas,AS7-D,-5\n', 'b.csv')).message).toMatch(/piloting "-5"/);
    expect(errorOf(() => parseForceCsv('name,tons\nAtlas,100\n', 'b.csv')).message).toMatch(/unknown column "name"/);
    expect(errorOf(() => parseForceCsv('chassis,model\n"Atlas,AS7-D\n', 'b.csv')).message).toMatch(/b.csv:2: a quoted cell is not closed/);
    expect(errorOf(() => parseForceCsv('chassis,model\nAtlas,AS7-D,extra\n', 'b.csv')).message).toMatch(/3 cells where the header names 2/);
    expect(errorOf(() => parseForceCsv('chassis,model\n', 'b.csv')).message).toMatch(/no units/);
    expect(errorOf(() => parseForceCsv('chassis,model,pilot\nAtlas,AS7-D,"\u001b[2J"\n', 'b.csv')).message).toMatch(
      /b\.csv:2: a cell holds a control character/,
    );
    expect(errorOf(() => parseForceCsv('', 'b.csv')).message).toMatch(/empty/);
    const many = ['chassis,model', ...Array.from({ length: 101 }, () => 'Atlas,AS7-D')].join('\n');
    expect(errorOf(() => parseForceCsv(many, 'many.csv')).location).toEqual({ file: 'many.csv', line: 102 });
  });

  it('writes the header and one quoted-where-needed row per unit, guarding formula-like cells', () => {
    const force: Force = {
      name: 'x',
      units: [
        { unitId: 'a', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Okafor, "Anvil"', gunnery: 3, piloting: 4 } },
        { unitId: 'b', chassis: 'Locust', model: 'LCT-1V', pilot: { name: '=HYPERLINK("x")', gunnery: 4, piloting: 5 } },
        { unitId: 'c', chassis: 'Wasp', model: 'WSP-1A', pilot: { name: "'+1", gunnery: 4, piloting: 5 } },
      ],
    };
    expect(writeForceCsv(force)).toBe(
      'chassis,model,pilot,gunnery,piloting\nAtlas,AS7-D,"Okafor, ""Anvil""",3,4\nLocust,LCT-1V,"\'=HYPERLINK(""x"")",4,5\nWasp,WSP-1A,\'\'+1,4,5\n',
    );
    expect(parseForceCsv(writeForceCsv(force), 'x.csv').map((u) => u.pilot.name)).toEqual(['Okafor, "Anvil"', '=HYPERLINK("x")', "'+1"]);
  });

  it('round-trips any pilot name and skills through write and read', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, ' ').trim()),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (name, gunnery, piloting) => {
          const pilot = name ? { name, gunnery, piloting } : { gunnery, piloting };
          const force: Force = { name: 'x', units: [{ unitId: 'a', chassis: 'Atlas', model: 'AS7-D', pilot }] };
          expect(parseForceCsv(writeForceCsv(force), 'x.csv')[0]!.pilot).toEqual(pilot);
        },
      ),
    );
  });

  it('round-trips a resolved force: CSV → catalog → CSV is the same file', () => {
    const catalog = testCatalog();
    const resolved = resolveForce(parseForceCsv(sample('lance.csv'), 'lance.csv'), catalog);
    const text = writeForceCsv({ name: 'Lance', units: resolved.units });
    expect(text).toBe(sample('lance.csv').replace(/\r/g, '').replace('\n\n', '\n'));
  });
});
