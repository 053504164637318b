import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../lib/run-in-process';

const GRASS = 'Beginner Box/16x17 Grassland 1';

describe('marshal map', () => {
  it('lists the 240 bundled official boards', async () => {
    const r = await runCli('map', 'list', '--json');
    const ids = JSON.parse(r.stdout) as string[];
    expect(ids).toHaveLength(240);
    expect(ids).toContain(GRASS);
  });
  it('show composes 6 sheets as 2x3 and writes an SVG', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-map-'));
    const svg = join(dir, 'map.svg');
    const six = Array.from({ length: 6 }, () => GRASS).join(',');
    const r = await runCli('map', 'show', six, '--layout', '2x3', '--svg', svg, '--json');
    expect(r.error).toBeNull();
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ width: 48, height: 34 });
    expect(out.sheets.map((s: { topLeft: string }) => s.topLeft)).toEqual(['0101', '1701', '3301', '0118', '1718', '3318']);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg[^>]+viewBox/);
    const text = await runCli('map', 'show', `${GRASS},${GRASS}@180`);
    expect(text.stdout).toContain('row 1, column 2: Beginner Box/16x17 Grassland 1 (rotated 180°), top-left hex 1701');
  });
  it('los prints the ruling and --json gives the LosResult', async () => {
    const r = await runCli('map', 'los', '--map', GRASS, '--from', '0503', '--to', '1210', '--json');
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ blocked: false, distance: 11 });
    expect(out.modifiers.map((m: { id: string; value: number }) => `${m.id}:${m.value}`)).toEqual(['intervening-light-woods:2']);
    const text = await runCli('map', 'los', '--map', GRASS, '--from', '0503', '--to', '1210');
    expect(text.stdout).toContain('+2  2 intervening light woods hexes');
  });
  it('los takes optional rules by name and refuses unknown ones', async () => {
    const r = await runCli(
      'map',
      'los',
      '--map',
      GRASS,
      '--from',
      '0503',
      '--to',
      '1210',
      '--rules',
      'tacops-expanded-partial-cover,tacops-taking-cover',
      '--taking-cover',
      '0',
      '--json',
    );
    expect(JSON.parse(r.stdout).rules).toEqual(['tacops-expanded-partial-cover', 'tacops-taking-cover']);
    expect((await runCli('map', 'los', '--map', GRASS, '--from', '0503', '--to', '1210', '--rules', 'expanded-cover')).error?.message).toMatch(
      /unknown option "expanded-cover"/,
    );
  });
  it('path runs orders for a named unit and stops with the reason', async () => {
    const r = await runCli('map', 'path', '--map', GRASS, '--unit', 'Atlas AS7-D', '--from', '0505', '--facing', '0', '--orders', 'F F R', '--json');
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ unit: 'Atlas AS7-D', mpUsed: 5, limits: { walk: 3, run: 5, jump: 0 }, stopped: { index: 3, order: 'R' } });
    const walk = await runCli('map', 'path', '--map', GRASS, '--walk', '5', '--jump', '5', '--from', '0510', '--orders', 'J 0808 Face 0807', '--json');
    expect(JSON.parse(walk.stdout)).toMatchObject({ mode: 'jump', end: { hex: '0808', facing: 0 } });
  });
  it('bad input is named: unknown board, bad token, off-map hex', async () => {
    expect((await runCli('map', 'show', 'No Such Board')).error?.message).toMatch(/no bundled board matches "No Such Board"/);
    expect((await runCli('map', 'path', '--map', GRASS, '--walk', '4', '--from', '0505', '--orders', 'F Q')).error?.message).toMatch(
      /order 2 "Q" is not a movement order/,
    );
    expect((await runCli('map', 'los', '--map', GRASS, '--from', '0505', '--to', '2020')).error?.message).toMatch(/--to 2020 is not on the 16×17 map/);
    expect((await runCli('map', 'show', 'Grassland')).error?.message).toMatch(/matches \d+ boards/);
  });
});
