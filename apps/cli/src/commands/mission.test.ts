import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord } from '@marshal/core';
import { runCli } from '../lib/run-in-process';
import { buildProgram } from '../program';

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
    expect(sheet).toMatch(/^Board: 1 sheet, /m); // not "1 sheet(s)"
    await run('mission', 'report', rec, JSON.stringify({ type: 'setPhase', phase: 'weapon-attack' }));
    await expect(run('mission', 'report', rec, JSON.stringify({ type: 'destroyUnit', unit: 'd1', cause: 'other' }))).rejects.toThrow(
      /pass every roll of this report in order with --dice/,
    );
    const rolled = await run('mission', 'report', rec, JSON.stringify({ type: 'destroyUnit', unit: 'd1', cause: 'other' }), '--dice', '1 2');
    expect(rolled).toMatch(/^Wolverine WVR-6R destroyed in turn 1, weapon-attack phase — crew killed$/m);
    expect(rolled).toContain('rolled 1+2 = 3');
    expect(rolled).not.toMatch(/"seed"|unitDestroyed|crewFate/);
    const status = JSON.parse(await run('mission', 'evaluate', rec, '--json'));
    expect(status.status.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    expect(readFileSync(rec, 'utf8').trim().split('\n')).toHaveLength(3);
  });
  it('bad force files name the file and field', async () => {
    await expect(run('mission', 'setup', 'open-engagement', '--attacker', join(dir, 'att.json'), '--defender', join(dir, 'bad.json'))).rejects.toThrow(
      /bad\.json, field units\.0\.tonnage/,
    );
  });
  it('starts a Sabotage from the command line: tokens, a changed number and a house-rule switch go into the record', async () => {
    const rec = join(dir, 'sabotage.jsonl');
    const args = ['mission', 'setup', 'sabotage', '--attacker', join(dir, 'att.json'), '--defender', join(dir, 'def.json')];
    const tokens = ['--token', '0208', '--token', '0708', '--token', 't3=1208:0', '--token', '0713'];
    const sheet = await run(...args, ...tokens, '--house-rule', 'sabotage-defeat-from-two', '--ceasefire-earliest-turn', '4', '--out', rec);
    expect(sheet).toContain('Sabotage: the defender is also defeated at two structures');
    expect(sheet).toContain('after turn 4: a ceasefire may be agreed from now on');
    const header = parseRecord(readFileSync(rec, 'utf8'), rec).header;
    expect(header.ruleset).toEqual(['sabotage-defeat-from-two']);
    expect(header.setup).toMatchObject({ params: { ceasefireEarliestTurn: 4 }, objectives: { tokens: [{ id: 't1', hex: '0208' }, {}, { id: 't3' }, {}] } });
    for (const building of ['t1', 't2']) await run('mission', 'report', rec, JSON.stringify({ type: 'damageBuilding', building, damage: 500 }));
    await run('mission', 'report', rec, JSON.stringify({ type: 'endGame', reason: 'the raiders left' }));
    const status = JSON.parse(await run('mission', 'evaluate', rec, '--json'));
    // Two structures: the switch makes it a defeat for both sides (the usual reading leaves the defender the winner).
    expect([status.status.attacker.outcome, status.status.defender.outcome]).toEqual(['defeat', 'defeat']);
    await expect(run(...args, ...tokens.slice(0, 6), '--out', join(dir, 's2.jsonl'))).rejects.toThrow(/Sabotage needs 4 objective tokens; 3 given/);
  });
  it('starts a Rapid Recon with its tokens and an Assassination with a named target; bad values name their option', async () => {
    const recon = join(dir, 'recon.jsonl');
    const args = (m: string) => ['mission', 'setup', m, '--attacker', join(dir, 'att.json'), '--defender', join(dir, 'def.json')];
    await run(...args('rapid-recon'), '--token', '0505', '--token', '1005', '--token', '0510', '--token', '1010', '--recon-base-target', '8', '--out', recon);
    expect(parseRecord(readFileSync(recon, 'utf8'), recon).header.setup).toMatchObject({ mission: 'rapid-recon', params: { reconBaseTarget: 8 } });
    const rec = join(dir, 'assassination.jsonl');
    await run(...args('assassination'), '--attacker-target', 'a2', '--target-obeys-retreat', '--optional-rule', 'tacops-floating-criticals', '--out', rec);
    expect(parseRecord(readFileSync(rec, 'utf8'), rec).header.setup).toMatchObject({
      targets: { attacker: 'a2' },
      targetIgnoresGeneralRetreat: false,
      optionalRules: ['tacops-floating-criticals'],
    });
    await expect(run(...args('assassination'), '--attacker-target', 'a1', '--out', join(dir, 'x.jsonl'))).rejects.toThrow(
      /Hunchback HBK-4G \(value 1041\) is not the attacker's most valuable ground unit \(1272\)/,
    );
    await expect(run(...args('escort'), '--convoy-tons-per-packrat', '1e20')).rejects.toThrow(
      '--convoy-tons-per-packrat: Attacking tons per Packrat in the convoy: must be at most 1000, not "1e20"',
    );
    await expect(run(...args('escort'), '--convoy-tons-per-packrat', '-5')).rejects.toThrow(
      '--convoy-tons-per-packrat: Attacking tons per Packrat in the convoy: must be more than 0, not "-5"',
    );
    await expect(run(...args('escort'), '--house-rule', 'escort-half-maybe')).rejects.toThrow(/--house-rule: "escort-half-maybe" is not a house-rule switch/);
    await expect(run(...args('escort'), '--layout', '1x3', '--sheets', '5')).rejects.toThrow(/5 sheets cannot be laid out in 1 row of 3/);
  });
  it("--help names every choice in players' words", async () => {
    const mission = buildProgram().commands.find((c) => c.name() === 'mission')!;
    for (const sub of ['setup', 'battle']) {
      const text = mission.commands
        .find((c) => c.name() === sub)!
        .helpInformation()
        .replace(/\s+/g, ' ');
      for (const words of [
        '--token',
        'Assassination: the defender',
        '--convoy-tons-per-packrat',
        'Attacking tons per Packrat',
        'escort-half-defender',
        'Floating critical hits',
        '--layout',
      ])
        expect(text).toContain(words);
    }
  });
});
