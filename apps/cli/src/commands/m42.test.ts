import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleM42State } from '@marshal/m42';
import { parseRecord, verifyRecord } from '@marshal/core';
import { m42Module } from '@marshal/m42';
import { runCli } from '../lib/run-in-process';
import { runStartingPhase } from './m42';

const dir = mkdtempSync(join(tmpdir(), 'marshal-m42-'));
const stateFile = join(dir, 'state.json');
writeFileSync(stateFile, JSON.stringify(sampleM42State, null, 2));
const broken = structuredClone(sampleM42State) as { players: { taskForce: { officers: { ld: unknown }[] } }[] };
broken.players[0]!.taskForce.officers[0]!.ld = -3;
writeFileSync(join(dir, 'bad.json'), JSON.stringify(broken));
const losing = structuredClone(sampleM42State) as typeof sampleM42State;
losing.players[0]!.taskForce.units = losing.players[0]!.taskForce.units.map((u) => (u.id === 'v-squad-1' ? { ...u, status: 'destroyed' as const } : u));
writeFileSync(join(dir, 'losing.json'), JSON.stringify(losing));

async function run(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error) throw r.error;
  return r.stdout;
}

describe('marshal m42 starting-phase', () => {
  it('runs the phase with a seed, reproducibly, and writes state and record', async () => {
    const a = JSON.parse(
      await run('m42', 'starting-phase', stateFile, '--seed', 's1', '--json', '--out', join(dir, 'after.json'), '--record', join(dir, 'rec.jsonl')),
    );
    const b = JSON.parse(await run('m42', 'starting-phase', stateFile, '--seed', 's1', '--json'));
    expect(a.events).toEqual(b.events);
    expect(a.events.map((e: { type: string }) => e.type)).toEqual([
      'moraleChecked',
      'victoryChecked',
      'suppressionUpdated',
      'reservesRolled',
      'phaseCompleted',
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'after.json'), 'utf8')).step).toBe('done');
    expect(verifyRecord(m42Module, parseRecord(readFileSync(join(dir, 'rec.jsonl'), 'utf8'))).ok).toBe(true);
  });

  it('prints rulings with their sources in text mode', async () => {
    const text = await run('m42', 'starting-phase', join(dir, 'losing.json'), '--dice', 'scripted', '--faces', '3,4,6');
    expect(text).toContain('Ld test (2D6 ≤ Ld): Captain Rhee: 2d6 ≤ 9');
    expect(text).toContain('odds 83.33% (30/36)');
    expect(text).toContain('default — source table not available');
  });

  it('asks for each physical roll with its purpose', async () => {
    const asked: string[] = [];
    const answers = [[6, 6], [5]];
    const r = await runStartingPhase(join(dir, 'losing.json'), {
      dice: { kind: 'physical', ask: async (req) => (asked.push(`${req.count}d${req.sides} ${req.purpose}`), answers.shift()!) },
    });
    expect(asked).toEqual(['2d6 M42 Task Force Morale: Ld test (2D6 ≤ Ld): Captain Rhee']);
    expect(r.state.outcome).toMatchObject({ winner: 'swarm' });
  });

  it('--next-turn writes a state ready for the other player; a finished game is refused', async () => {
    const next = join(dir, 'next.json');
    await run('m42', 'starting-phase', stateFile, '--seed', 's2', '--next-turn', '--out', next);
    const s = JSON.parse(readFileSync(next, 'utf8'));
    expect(s).toMatchObject({ currentPlayer: 'swarm', step: 'morale', turn: 4 });
    const second = JSON.parse(await run('m42', 'starting-phase', next, '--seed', 's3', '--json'));
    expect(second.events[0]).toMatchObject({ type: 'moraleChecked', player: 'swarm', procedure: 'hive-mind' });
    const over = join(dir, 'over.json');
    await run('m42', 'starting-phase', join(dir, 'losing.json'), '--dice', 'scripted', '--faces', '6,6', '--out', over);
    await expect(run('m42', 'starting-phase', over, '--seed', 'x')).rejects.toThrow(/the game is over: swarm has won/);
  });

  it('names the file and field of a bad state', async () => {
    await expect(run('m42', 'starting-phase', join(dir, 'bad.json'), '--seed', 'x')).rejects.toThrow(/bad\.json, field players\.0\.taskForce\.officers\.0\.ld/);
  });

  it('refuses an officer who cannot test', async () => {
    await expect(run('m42', 'starting-phase', join(dir, 'losing.json'), '--seed', 'x', '--officer', 'lt-osei')).rejects.toThrow(/field officer/);
  });
});

describe('marshal m42 update and end-turn', () => {
  it('updates the table between phases (an officer dies with its unit) and ends the turn, writing the state', async () => {
    const file = join(dir, 'table.json');
    writeFileSync(file, JSON.stringify(sampleM42State, null, 2));
    const upd = JSON.parse(
      await run('m42', 'update', file, '--destroy', 'vanguard:v-squad-1', '--change', '{"kind":"objective","objective":"relay","heldBy":"vanguard"}', '--json'),
    );
    expect(upd.events[0].changes).toContainEqual({ kind: 'officer', player: 'vanguard', officer: 'sgt-vale', status: 'dead' });
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.players[0].taskForce.officers.find((o: { id: string }) => o.id === 'sgt-vale').status).toBe('dead');
    expect((await runCli('m42', 'end-turn', file)).error?.message).toMatch(/finish the starting phase first \(now at the morale step\)/);
  });
  it('ends the turn after a phase, handing the table to the other player', async () => {
    const file = join(dir, 'turn.json');
    await run('m42', 'starting-phase', stateFile, '--seed', 's1', '--out', file);
    const out = await run('m42', 'end-turn', file, '--out', join(dir, 'turn2.json'));
    expect(out).toMatch(/swarm/);
    expect(JSON.parse(readFileSync(join(dir, 'turn2.json'), 'utf8'))).toMatchObject({ currentPlayer: 'swarm', step: 'morale' });
    const bad = await runCli('m42', 'update', file, '--destroy', 'vanguard:nobody');
    expect(bad.error?.message).toMatch(/vanguard has no unit "nobody"/);
  });
});
