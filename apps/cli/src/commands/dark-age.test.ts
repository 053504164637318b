import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleDarkAgeState } from '@marshal/dark-age';
import { runCli } from '../lib/run-in-process';
import { runDaCommand } from './dark-age';

const dir = mkdtempSync(join(tmpdir(), 'marshal-da-'));
const state = join(dir, 'state.json');
writeFileSync(state, JSON.stringify(sampleDarkAgeState, null, 2));
writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...sampleDarkAgeState, units: [{ ...sampleDarkAgeState.units[0], baseRadius: -1 }] }));

async function run(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error) throw r.error;
  return r.stdout;
}

describe('marshal dark-age', () => {
  it('boards and disembarks from a state file', async () => {
    const boarded = JSON.parse(await run('dark-age', 'board', state, '--transport', 'r-apc', '--passengers', 'r-inf-1', '--json'));
    expect(boarded.events.find((e: { type: string }) => e.type === 'boarded')).toMatchObject({ passengers: ['r-inf-1'], room: { used: 2, capacity: 3 } });
    const text = await run('dark-age', 'disembark', state, '--transport', 'r-apc', '--passengers', 'r-inf-2', '--move-after', '20,5');
    expect(text).toContain('r-apc disembarks r-inf-2 at (15.149, 3.851) (6" of speed spent)');
  });

  it('places artillery, then resolves it next turn with scripted dice, rulings and sources printed', async () => {
    const placed = join(dir, 'placed.json');
    await run('dark-age', 'artillery', state, '--firer', 'r-arty', '--target', '10,27', '--out', placed);
    const s = JSON.parse(readFileSync(placed, 'utf8'));
    writeFileSync(placed, JSON.stringify({ ...s, turn: s.turn + 2 }));
    const text = await run('dark-age', 'artillery', placed, '--firer', 'r-arty', '--resolve', '--dice', 'scripted', '--faces', '3,3,3');
    expect(text).toMatch(/r-arty artillery: rolled 3\+3\+3 = 9/);
    expect(text).toMatch(/Artillery marker r-arty-t1-1: 3d6 ≥ 7/);
    expect(text).toContain('Artillery Units — resolving the attack');
    expect(text).toContain('default — source table not available (Fire for Effect artillery marker target value)');
    expect(text).toMatch(/s-mech \(1" from the centre\) takes 2/);
  });

  it('asks for physical dice with their purpose', async () => {
    const placed = JSON.parse(await run('dark-age', 'artillery', state, '--firer', 'r-arty', '--target', '10,27', '--json', '--seed', 'x')).state;
    const file = join(dir, 'phys.json');
    writeFileSync(file, JSON.stringify({ ...placed, turn: placed.turn + 2 }));
    const asked: string[] = [];
    const r = await runDaCommand(
      file,
      { type: 'resolveArtillery', firer: 'r-arty' },
      { dice: { kind: 'physical', ask: async (req) => (asked.push(`${req.count}d${req.sides}: ${req.purpose}`), [1, 1, 1]) } },
    );
    expect(asked).toEqual(['3d6: artillery attack: Long Tom Battery (1 marker)']);
    expect(r.events[0]).toMatchObject({ type: 'artilleryResolved', critical: 'miss' });
  });

  it('counts the units toward victory, leaving passengers out', async () => {
    expect(await run('dark-age', 'count', state)).toMatch(
      /^Republic: 4 unit\(s\) count toward victory \(r-arty, r-apc, r-inf-1, r-merc\); passengers left out: r-inf-2/m,
    );
  });
  it('names the file and field of bad input', async () => {
    await expect(run('dark-age', 'board', join(dir, 'bad.json'), '--transport', 'r-apc', '--passengers', 'x', '--seed', 's')).rejects.toThrow(
      /bad\.json, field units\.0\.baseRadius/,
    );
    await expect(run('dark-age', 'board', state, '--transport', 'r-apc', '--passengers', 'r-arty', '--seed', 's')).rejects.toThrow(/field passengers\.0/);
  });
});
