import { describe, expect, it } from 'vitest';
import { simulateDuel } from '@marshal/server';
import { runCli } from '../lib/run-in-process';

const duel = [
  'simulate',
  'duel',
  '--a',
  'Hunchback HBK-4G',
  '--a-skills',
  '3/4',
  '--b',
  'Wolverine WVR-6R',
  '--b-skills',
  '4/5',
  '--map',
  'Grassland 1',
  '--runs',
  '3',
  '--seed',
  'cli-test',
];

/** The same duel as `duel`, as `POST /api/simulate/duel` takes it. */
const apiBody = {
  a: 'Hunchback HBK-4G',
  aSkills: { gunnery: 3, piloting: 4 },
  b: 'Wolverine WVR-6R',
  bSkills: { gunnery: 4, piloting: 5 },
  map: 'Grassland 1',
  runs: 3,
  seed: 'cli-test',
};

describe('marshal simulate duel', () => {
  it('reports odds with 95% intervals as JSON, the same for the same seed', async () => {
    const r = await runCli(...duel, '--json', '--workers', '1');
    expect(r.error).toBeNull();
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ runs: 3, seed: 'cli-test', roundLimit: 20, movement: 'simultaneous', workers: 1 });
    const { odds } = out;
    expect(odds['a-wins'].count + odds['b-wins'].count + odds.draw.count + odds['mutual-destruction'].count).toBe(3);
    expect(odds['a-wins'].low).toBeLessThanOrEqual(odds['a-wins'].p);
    expect(odds['a-wins'].high).toBeGreaterThanOrEqual(odds['a-wins'].p);
    const again = await runCli(...duel, '--json', '--workers', '1');
    expect(JSON.parse(again.stdout)).toEqual(out);
    const threaded = await runCli(...duel, '--json', '--workers', '2');
    expect(threaded.error).toBeNull();
    expect(JSON.parse(threaded.stdout)).toEqual({ ...out, workers: 2 });
    const api = await simulateDuel(apiBody);
    expect(JSON.parse(JSON.stringify(api.odds))).toEqual(odds);
    expect(api.meanRounds).toBe(out.meanRounds);
  });

  it('plays the bot chosen with --bot (full by default), says which, and names a bad choice', async () => {
    const full = JSON.parse((await runCli(...duel, '--json', '--workers', '1')).stdout);
    expect(full.bot).toBe('full');
    const r = await runCli(...duel, '--json', '--workers', '1', '--bot', 'quick');
    expect(r.error).toBeNull();
    const quick = JSON.parse(r.stdout);
    expect(quick).toMatchObject({ bot: 'quick', runs: 3, seed: 'cli-test' });
    const api = await simulateDuel({ ...apiBody, bot: 'quick' });
    expect(api.bot).toBe('quick');
    expect(JSON.parse(JSON.stringify(api.odds))).toEqual(quick.odds);
    const text = await runCli(...duel.slice(0, -4), '--runs', '1', '--workers', '1', '--bot', 'quick');
    expect(text.stdout).toMatch(/duels \(quick simulation bot\)/u);
    const bad = await runCli(...duel, '--bot', 'clever');
    expect(bad.error?.message).toMatch(/--bot must be full or quick, not "clever"/u);
  });

  it('prints a table and names a bad skills option', async () => {
    const r = await runCli(...duel.slice(0, -4), '--runs', '1', '--movement', 'alternating', '--workers', '1');
    expect(r.error).toBeNull();
    expect(r.stdout).toMatch(/A Hunchback HBK-4G wins .*95% CI/u);
    const bad = await runCli('simulate', 'duel', '--a', 'Hunchback HBK-4G', '--b', 'Wolverine WVR-6R', '--a-skills', '3-4');
    expect(bad.error?.message).toMatch(/--a-skills must be GUNNERY\/PILOTING/u);
  });
});
