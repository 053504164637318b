import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogFor, loadAvailability } from '@marshal/loaders';
import { runCli } from '../lib/run-in-process';

describe('marshal units / catalog', () => {
  beforeAll(() => {
    catalogFor();
    loadAvailability();
  });

  it('shows a unit with derived values and its BV breakdown', async () => {
    const text = (await runCli('units', 'show', 'Atlas AS7-D')).stdout;
    expect(text).toContain('movement: walk 3, run 5 (derived), jump 0');
    expect(text).toMatch(/CT\s+47 \(14\)\s+31/);
    expect(text).toContain('Battle Value 1897');
    expect(text).toContain('rear-facing: halved');
    const json = JSON.parse((await runCli('units', 'show', 'Atlas AS7-D', '--json')).stdout);
    expect(json.bv.total).toBe(1897);
    expect(json.unit.internalStructure.CT).toBe(31);
  });

  it("searches with the issue's filters, using the bundled force-generator availability", async () => {
    const r = JSON.parse(
      (await runCli('units', 'search', '--tons', '40-55', '--no-jump', '--rules', 'intro,standard', '--era', 'jihad', '--faction', 'FS', '--json')).stdout,
    );
    expect(r.total).toBeGreaterThan(0);
    for (const u of r.results) {
      expect(u.tons).toBeGreaterThanOrEqual(40);
      expect(u.tons).toBeLessThanOrEqual(55);
      expect(u.jump).toBe(0);
      expect(['Introductory', 'Standard']).toContain(u.rules);
    }
  });

  it('checks BV against a published list and reports N/M exact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-bv-'));
    const file = join(dir, 'bv.json');
    writeFileSync(
      file,
      JSON.stringify([
        { name: 'Atlas AS7-D', bv: '1,897' },
        { name: 'Locust LCT-1V', bv: 433 },
      ]),
    );
    const text = (await runCli('catalog', 'check-bv', file)).stdout;
    expect(text).toContain('1/2 exact (50.0%)');
    expect(text).toContain('Locust LCT-1V: ours 432, published 433 (-1)');
  });

  it('names the problem for unknown units and bad filters', async () => {
    const missing = await runCli('units', 'show', 'Atlas ZZ-9');
    expect(missing.error?.message).toMatch(/no unit named "Atlas ZZ-9"; did you mean/);
    const bad = await runCli('units', 'search', '--tons', 'heavy');
    expect(bad.error?.message).toMatch(/tonnage must be N or MIN-MAX/);
  });
});
