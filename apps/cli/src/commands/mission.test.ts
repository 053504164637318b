import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../lib/run-in-process';

const dir = mkdtempSync(join(tmpdir(), 'marshal-mission-'));
const unit = (id: string, name: string, tonnage: number, value: number) => ({
  id,
  name,
  tonnage,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 5,
  value,
});
writeFileSync(join(dir, 'att.json'), JSON.stringify({ units: [unit('a1', 'Hunchback HBK-4G', 50, 1041), unit('a2', 'Griffin GRF-1N', 55, 1272)] }));
writeFileSync(join(dir, 'def.json'), JSON.stringify({ units: [unit('d1', 'Wolverine WVR-6R', 55, 1101)] }));
writeFileSync(join(dir, 'bad.json'), JSON.stringify({ units: [{ ...unit('d1', 'x', 55, 1), tonnage: -5 }] }));

async function run(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error) throw r.error;
  return r.stdout;
}

describe('marshal mission', () => {
  it('lists the nine missions', async () => {
    const rows = JSON.parse(await run('mission', 'list', '--json'));
    expect(rows.map((r: { id: string }) => r.id)).toHaveLength(9);
  });
  it('prints a set-up sheet and starts a record that reports and evaluates', async () => {
    const rec = join(dir, 'game.jsonl');
    const sheet = await run('mission', 'setup', 'assassination', '--attacker', join(dir, 'att.json'), '--defender', join(dir, 'def.json'), '--out', rec);
    expect(sheet).toContain('Assassination');
    await run('mission', 'report', rec, JSON.stringify({ type: 'setPhase', phase: 'weapon-attack' }));
    await expect(run('mission', 'report', rec, JSON.stringify({ type: 'destroyUnit', unit: 'd1', cause: 'other' }))).rejects.toThrow(
      /pass every roll of this report in order with --dice/,
    );
    const rolled = await run('mission', 'report', rec, JSON.stringify({ type: 'destroyUnit', unit: 'd1', cause: 'other' }), '--dice', '1 2');
    expect(rolled).toContain('rolled 1+2 = 3 → killed');
    const status = JSON.parse(await run('mission', 'evaluate', rec, '--json'));
    expect(status.status.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    expect(readFileSync(rec, 'utf8').trim().split('\n')).toHaveLength(3);
  });
  it('bad force files name the file and field', async () => {
    await expect(run('mission', 'setup', 'open-engagement', '--attacker', join(dir, 'att.json'), '--defender', join(dir, 'bad.json'))).rejects.toThrow(
      /bad\.json, field units\.0\.tonnage/,
    );
  });
});
