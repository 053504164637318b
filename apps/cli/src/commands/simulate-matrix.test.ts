import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../lib/run-in-process';

const base = ['simulate', 'matrix', '--map', 'Grassland 1', '--runs', '3', '--rounds', '4', '--seed', 'matrix-test'];
const a = ['--a', 'Hunchback HBK-4G,Locust LCT-1V'];
const b = ['--b', 'Wolverine WVR-6R,Commando COM-2D'];

// Generous time: the two-worker run starts worker threads that compile the engine, slow on a loaded machine.
describe('marshal simulate matrix', { timeout: 240_000 }, () => {
  it('gives every pairing as JSON with balanced skills and intervals, the same with 1 worker and with 2', async () => {
    const one = await runCli(...base, ...a, ...b, '--json', '--workers', '1');
    expect(one.error).toBeNull();
    const out = JSON.parse(one.stdout);
    expect(out.cells).toHaveLength(4);
    expect(out.cells.map((c: { row: number; col: number }) => [c.row, c.col])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    const locustVsWolverine = out.cells[2];
    expect(locustVsWolverine.a.name).toBe('Locust LCT-1V');
    expect(locustVsWolverine.balance.cheaper).toBe('a');
    expect(locustVsWolverine.a.gunnery + locustVsWolverine.a.piloting).toBeLessThan(7);
    expect(locustVsWolverine.b).toMatchObject({ gunnery: 3, piloting: 4 });
    for (const c of out.cells) {
      expect(c.counts.runs).toBe(3);
      expect(c.aWins.count + c.bWins.count + c.draw.count + c.mutualDestruction.count).toBe(3);
      expect(c.aWins.low).toBeLessThanOrEqual(c.aWins.p);
      expect(c.aWins.source.book).toMatch(/Wilson/u);
    }
    expect(out.rows[0].runs).toBe(6);
    const two = await runCli(...base, ...a, ...b, '--json', '--workers', '2');
    expect(two.error).toBeNull();
    expect(JSON.parse(two.stdout)).toEqual({ ...out, workers: 2 });
  });

  it('reads Solaris roster files, labels rows by category, and prints a table; --no-balance keeps the skills', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-matrix-'));
    const roster = (file: string, units: string[]) => {
      const categories = ['light', 'medium'];
      writeFileSync(join(dir, file), JSON.stringify({ mechs: units.map((unit, i) => ({ category: categories[i], unit, ownedAndPainted: true })) }));
      return join(dir, file);
    };
    const r = await runCli(
      ...base,
      '--a',
      roster('a.json', ['Locust LCT-1V', 'Hunchback HBK-4G']),
      '--b',
      roster('b.json', ['Commando COM-2D']),
      '--workers',
      '1',
    );
    expect(r.error).toBeNull();
    expect(r.stdout).toMatch(/Side A's win odds with 95% intervals \(Wilson\): 3 duels a cell \(full bot\), seed "matrix-test", skills from 3\/4/u);
    expect(r.stdout).toMatch(/skills from 3\/4, balanced by BV/u);
    expect(r.stdout).toMatch(/^A1 Locust LCT-1V +\d+% \d+–\d+ +\d+% \d+–\d+$/mu);
    expect(r.stdout).toMatch(/^A2: Hunchback HBK-4G \(medium\), \d+ BV$/mu);
    const plain = await runCli(...base, ...a, ...b, '--json', '--workers', '1', '--no-balance', '--skills', '4/5');
    const cells = JSON.parse(plain.stdout).cells;
    expect(cells.every((c: { balance: unknown; a: { gunnery: number } }) => c.balance === null && c.a.gunnery === 4)).toBe(true);
  });

  it('plays every cell with the bot chosen with --bot and says which', async () => {
    const r = await runCli(...base, '--a', 'Locust LCT-1V', '--b', 'Commando COM-2D', '--workers', '1', '--bot', 'quick', '--json');
    expect(r.error).toBeNull();
    expect(JSON.parse(r.stdout).bot).toBe('quick');
    const text = await runCli(...base, '--a', 'Locust LCT-1V', '--b', 'Commando COM-2D', '--workers', '1', '--bot', 'quick');
    expect(text.stdout).toMatch(/3 duels a cell \(quick simulation bot\)/u);
    const bad = await runCli(...base, '--a', 'Locust LCT-1V', '--b', 'Commando COM-2D', '--workers', '1', '--bot', 'fast');
    expect(bad.error?.message).toMatch(/--bot must be full or quick/u);
  });

  it('names the bad option or the unknown unit', async () => {
    const bad = await runCli(...base, '--a', 'Hunchback HBK-4G', '--b', 'No Such Mech', '--workers', '1');
    expect(bad.error?.message).toMatch(/No Such Mech/u);
    expect(bad.error?.message).toMatch(/--b\.0/u);
    const skills = await runCli(...base, ...a, ...b, '--skills', 'x');
    expect(skills.error?.message).toMatch(/--skills must be GUNNERY\/PILOTING/u);
  });
});
