import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustedBv, parseForce, parseMul } from '@marshal/catalog';
import { catalogFor } from '@marshal/loaders';
import { runCli } from '../lib/run-in-process';
import { listFormatOf } from './force';

const dir = mkdtempSync(join(tmpdir(), 'marshal-force-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const MUL = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '',
  '<unit version="0.49.19" >',
  '',
  '\t\t<entity chassis="Atlas" model="AS7-D" type="Biped" commander="true">',
  '\t\t\t<pilot size="1" name="Marta Okafor" gunnery="3" piloting="4"/>',
  '\t\t</entity>',
  '\t\t<entity chassis="Atlas" model="AS7-Z" type="Biped">',
  '\t\t\t<pilot size="1" gunnery="4" piloting="5"/>',
  '\t\t</entity>',
  '\t\t<entity chassis="Locust" model="LCT-1V" type="Biped">',
  '\t\t\t<pilot size="1" name="Ines Varga" gunnery="5" piloting="6"/>',
  '\t\t</entity>',
  '',
  '</unit>',
  '',
].join('\n');

describe('marshal force', () => {
  beforeAll(() => void catalogFor(), 120_000);

  it('imports a MegaMek unit list: the force with BV, each line not found, and the force JSON written', async () => {
    const out = join(dir, 'lance.json');
    const run = await runCli('force', 'import', file('Lance.mul', MUL), '--out', out);
    expect(run.error).toBeNull();
    expect(run.stdout).toContain('Lance — 2 units');
    expect(run.stdout).toMatch(/1\s+Atlas AS7-D\s+Marta Okafor\s+3\/4\s+100\s+1897\s+2504/);
    expect(run.stdout).toMatch(/2\s+Locust LCT-1V\s+Ines Varga\s+5\/6\s+20\s+432\s+372/);
    expect(run.stdout).toMatch(/Total\s+120\s+2329\s+2876/);
    expect(run.stdout).toMatch(/1 unit\(s\) not imported:\n\S*Lance\.mul:8: no unit 'Atlas AS7-Z' in the catalog; did you mean 'Atlas AS7-.*'Atlas AS7-D'/);
    const force = parseForce(JSON.parse(readFileSync(out, 'utf8')));
    expect(force.name).toBe('Lance');
    expect(force.units.map((u) => [u.chassis, u.model, u.pilot])).toEqual([
      ['Atlas', 'AS7-D', { name: 'Marta Okafor', gunnery: 3, piloting: 4 }],
      ['Locust', 'LCT-1V', { name: 'Ines Varga', gunnery: 5, piloting: 6 }],
    ]);
    expect([adjustedBv(1897, 3, 4), adjustedBv(432, 5, 6)]).toEqual([2504, 372]);
  });

  it('gives stable --json with lines, BVs, totals and problems', async () => {
    const json = JSON.parse(
      (await runCli('force', 'import', file('l.csv', 'chassis,model,pilot,gunnery,piloting\nWasp,WSP-1A,Kai,2,3\nZeus,ZZZ,,4,5\n'), '--json')).stdout,
    );
    expect(json.force).toMatchObject({ name: 'l', units: [{ chassis: 'Wasp', model: 'WSP-1A', pilot: { name: 'Kai', gunnery: 2, piloting: 3 } }] });
    expect(json.units[0]).toMatchObject({ line: 2, name: 'Wasp WSP-1A', tons: 20, inCatalog: true });
    expect(json.units[0].adjustedBv).toBe(adjustedBv(json.units[0].bv, 2, 3));
    expect(json.totals).toMatchObject({ units: 1, tons: 20, withoutBv: 0, unknown: 0 });
    expect(json.problems).toEqual([
      {
        line: 3,
        message: expect.stringMatching(/^line 3: no unit 'Zeus ZZZ' in the catalog; did you mean 'Zeus /),
        suggestions: expect.arrayContaining([expect.stringMatching(/^Zeus /)]),
      },
    ]);
  });

  it('refuses with exit 2 when nothing resolves or the file is bad, naming file and line', async () => {
    const none = await runCli('force', 'import', file('none.csv', 'chassis,model\nNothing,Here\n'));
    expect(none.exitCode).toBe(2);
    expect(none.error?.message).toMatch(/none\.csv:2: no unit in the file was found in the catalog/);
    const bad = await runCli('force', 'import', file('bad.mul', MUL.replace('gunnery="3"', 'gunnery="12"')));
    expect(bad.exitCode).toBe(2);
    expect(bad.error?.message).toMatch(/bad\.mul:5, field gunnery: gunnery "12" is not a whole number from 0 to 8/);
    expect((await runCli('force', 'import', join(dir, 'missing.mul'))).error?.message).toMatch(/no such file/);
  });

  it('exports a force as a MegaMek unit list and as CSV, and round-trips through import', async () => {
    const json = join(dir, 'pair.json');
    writeFileSync(
      json,
      JSON.stringify({
        name: 'Pair',
        units: [
          { unitId: catalogFor().find('Atlas AS7-D')!.unit.id, chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'A "B"', gunnery: 2, piloting: 3 } },
          { unitId: catalogFor().find('Locust LCT-1V')!.unit.id, chassis: 'Locust', model: 'LCT-1V' },
        ],
      }),
    );
    const mul = (await runCli('force', 'export', json, '--format', 'mul')).stdout;
    expect(mul).toContain('<unit version="0.49.19" >');
    expect(mul).toContain(
      '\t\t<entity chassis="Atlas" model="AS7-D" type="Biped" commander="false">\n\t\t\t<pilot size="1" name="A &quot;B&quot;" gunnery="2" piloting="3"/>',
    );
    expect(parseMul(mul, 'x.mul').map((u) => [u.chassis, u.model, u.pilot.gunnery, u.pilot.piloting])).toEqual([
      ['Atlas', 'AS7-D', 2, 3],
      ['Locust', 'LCT-1V', 4, 5],
    ]);
    const csvPath = join(dir, 'pair.csv');
    expect((await runCli('force', 'export', json, '--format', 'csv', '--out', csvPath)).stdout).toContain('2 unit(s) written');
    expect(readFileSync(csvPath, 'utf8')).toBe('chassis,model,pilot,gunnery,piloting\nAtlas,AS7-D,"A ""B""",2,3\nLocust,LCT-1V,,4,5\n');
    const back = JSON.parse((await runCli('force', 'import', csvPath, '--json')).stdout);
    expect(back.force.units).toEqual(parseForce(JSON.parse(readFileSync(json, 'utf8'))).units);
    expect((await runCli('force', 'export', json, '--format', 'pdf')).error?.message).toMatch(/unknown format "pdf"/);
  });

  it('shows a force file as a table, and refuses a bad force naming the unit and field', async () => {
    const shown = (await runCli('force', 'show', file('show.mul', MUL.replace(/\t\t<entity chassis="Atlas" model="AS7-Z"[\s\S]*?<\/entity>\n/, '')))).stdout;
    expect(shown).toMatch(/#\s+Unit\s+Pilot\s+G\/P\s+Tons\s+BV\s+Adj\. BV/);
    expect(shown).toMatch(/Total\s+120\s+2329\s+2876/);
    const missing = await runCli('force', 'show', file('miss.mul', MUL));
    expect(missing.error?.message).toMatch(/miss\.mul:8: no unit 'Atlas AS7-Z' in the catalog/);
    const badJson = file(
      'bad.json',
      JSON.stringify({ name: 'x', units: [{ unitId: 'a', chassis: 'Atlas', model: 'AS7-D', pilot: { gunnery: 4, piloting: 11 } }] }),
    );
    expect((await runCli('force', 'show', badJson)).error?.message).toMatch(
      /bad\.json, field units\.1\.piloting: unit 1 \(Atlas AS7-D\): piloting must be a whole number/,
    );
  });

  it('tells unit lists from CSV by extension, else by content', () => {
    expect(listFormatOf('a.MUL', '')).toBe('mul');
    expect(listFormatOf('a.csv', '<x')).toBe('csv');
    expect(listFormatOf('a.txt', '  <?xml')).toBe('mul');
    expect(listFormatOf('a', 'chassis,model')).toBe('csv');
  });
});
