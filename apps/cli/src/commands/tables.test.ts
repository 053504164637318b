import { describe, expect, it } from 'vitest';
import { formatSource, lookupRow, parseDice } from '@marshal/core';
import { tableRegistry } from '@marshal/library';
import { runCli } from '../lib/run-in-process';

describe('marshal tables', () => {
  const tables = tableRegistry.list();

  it('lists every registered table with its dice and source', async () => {
    const json = JSON.parse((await runCli('tables', '--json')).stdout);
    expect(json.map((t: { id: string }) => t.id)).toEqual(tables.map((t) => t.id));
    const text = (await runCli('tables')).stdout;
    if (tables.length === 0) expect(text).toContain('No roll tables are registered yet');
    for (const t of tables) expect(text).toContain(`[${formatSource(t.source)}]`);
  });

  it('prints one table with every row and its source', async () => {
    for (const t of tables) {
      const detail = JSON.parse((await runCli('tables', t.id, '--json')).stdout);
      expect(detail).toMatchObject({ id: t.id, title: t.title, roll: t.roll, range: [...t.range], sourceText: formatSource(t.source) });
      expect(detail.rows).toHaveLength(t.rows.length);
      const text = (await runCli('tables', t.id)).stdout;
      expect(text).toContain(`Source: ${formatSource(t.source)}`);
      for (const r of t.rows) expect(text).toContain(r.label);
    }
  });

  it('names the known tables when the id is wrong', async () => {
    const r = await runCli('tables', 'no-such-table');
    expect(r.exitCode).toBe(2);
    expect(r.error?.message).toMatch(/^no table "no-such-table"; known: /);
  });

  it('rolls once on a table with the faces rolled at the table, or seeded', async () => {
    for (const t of tables) {
      const spec = parseDice(t.roll);
      const faces = Array.from({ length: spec.count }, () => '1').join(' ');
      const r = JSON.parse((await runCli('tables', t.id, '--roll', '--dice', faces, '--json')).stdout);
      const total = spec.count + spec.modifier;
      expect(r).toMatchObject({ table: t.id, modifier: 0, total, roll: { faces: Array(spec.count).fill(1) } });
      expect(r.row.label).toBe(lookupRow(t, total).label);
      const seeded = await runCli('tables', t.id, '--roll', '--seed', 'x');
      expect(seeded.stdout).toContain(`seed "x", stream "${t.id}"`);
      expect((await runCli('tables', t.id, '--roll', '--seed', 'x')).stdout).toBe(seeded.stdout);
      const bad = await runCli('tables', t.id, '--roll', '--dice', '9 9 9 9 9 9 9 9 9 9 9');
      expect(bad.error?.message).toMatch(/^expected \d+ dic?e? \(/);
    }
  });

  it('--roll needs a table id', async () => {
    expect((await runCli('tables', '--roll')).error?.message).toContain('--roll needs a table id');
  });
});
