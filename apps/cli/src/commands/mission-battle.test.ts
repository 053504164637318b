import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, serializeRecord } from '@marshal/core';
import { botBattleRecord } from '@marshal/battletech';
import { runCli } from '../lib/run-in-process';

const dir = mkdtempSync(join(tmpdir(), 'marshal-mission-battle-'));
writeFileSync(join(dir, 'att.json'), JSON.stringify({ units: [{ id: 'hbk', unit: 'Hunchback HBK-4G', commander: true }] }));
writeFileSync(join(dir, 'def.json'), JSON.stringify({ units: [{ id: 'wvr', unit: 'Wolverine WVR-6R' }] }));
writeFileSync(join(dir, 'close.json'), JSON.stringify({ units: [{ id: 'wvr', unit: 'Wolverine WVR-6R', hex: '0812' }] }));

async function run(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error) throw r.error;
  return r.stdout;
}

describe('marshal mission battle / follow', () => {
  it('sets a mission up as a digital battle, then follows a battle played to its end', async () => {
    const battle = join(dir, 'battle.jsonl');
    const mission = join(dir, 'mission.jsonl');
    const out = JSON.parse(
      await run(
        'mission',
        'battle',
        'open-engagement',
        '--attacker',
        join(dir, 'att.json'),
        '--defender',
        join(dir, 'def.json'),
        '--rounds',
        '10',
        '--battle-out',
        battle,
        '--out',
        mission,
        '--seed',
        's1',
        '--json',
      ),
    );
    expect(out.placements).toEqual([
      expect.objectContaining({ unit: 'hbk', hex: '0917', facing: 0 }),
      expect.objectContaining({ unit: 'wvr', hex: '0901', facing: 3 }),
    ]);
    expect(out.homeEdges).toEqual({ attacker: 'south', defender: 'north' });
    const header = parseRecord(readFileSync(mission, 'utf8'), mission).header;
    expect(header.setup).toMatchObject({
      mission: 'open-engagement',
      battle: { game: battle, sides: { attacker: 'attacker', defender: 'defender' }, attackerHome: 'south' },
    });
    // The battle is played elsewhere (here: bots from the same set-up); the mission record then follows it.
    const setup = parseRecord(readFileSync(battle, 'utf8'), battle).header.setup;
    const played = botBattleRecord(setup, [], 'cli-battle');
    writeFileSync(battle, serializeRecord(played.record));
    const followed = JSON.parse(await run('mission', 'follow', mission, battle, '--seed', 's1', '--json'));
    expect(followed.refused).toBeNull();
    expect(followed.applied.filter((c: { type: string }) => c.type === 'endTurn').length).toBe(played.state.round - 1);
    expect(followed.battle.outcome).not.toBeNull();
    const status = JSON.parse(await run('mission', 'evaluate', mission, '--json'));
    for (const u of status.washUp.units as { id: string; status: string }[]) {
      const b = played.state.units[u.id]!;
      expect(u.status).toBe(b.destroyed ? 'destroyed' : played.state.withdrawn.includes(u.id) ? 'exited' : 'active');
    }
    expect(JSON.parse(await run('mission', 'follow', mission, battle, '--seed', 's1', '--json')).applied).toEqual([]);
  }, 120_000);

  it('a forbidden starting hex is refused with the rule and its numbers', async () => {
    await expect(
      run(
        'mission',
        'battle',
        'escort',
        '--attacker',
        join(dir, 'att.json'),
        '--defender',
        join(dir, 'close.json'),
        '--battle-out',
        join(dir, 'b2.jsonl'),
        '--out',
        join(dir, 'm2.jsonl'),
      ),
    ).rejects.toThrow(/Wolverine WVR-6R cannot start at 0812: it is 3 hexes from the attacker's deployment zone .*at least 9 needed.*Escort › Set Up/);
  });

  it('a digital Assassination and Sabotage take targets, tokens, numbers, house rules and optional rules from the command line', async () => {
    writeFileSync(
      join(dir, 'two.json'),
      JSON.stringify({
        units: [
          { id: 'wvr', unit: 'Wolverine WVR-6R', value: 1000 },
          { id: 'shd', unit: 'Wolverine WVR-6R', value: 1000 },
        ],
      }),
    );
    const battle = join(dir, 'ab.jsonl');
    const mission = join(dir, 'am.jsonl');
    const base = ['--attacker', join(dir, 'att.json'), '--defender', join(dir, 'two.json'), '--seed', 's2', '--json'];
    await run(
      'mission',
      'battle',
      'assassination',
      ...base,
      '--defender-target',
      'shd',
      '--target-obeys-retreat',
      '--optional-rule',
      'tacops-floating-criticals',
      '--house-rule',
      'support-withdrawal-signals-retreat',
      '--battle-out',
      battle,
      '--out',
      mission,
    );
    const m = parseRecord(readFileSync(mission, 'utf8'), mission).header;
    expect(m.ruleset).toEqual(['support-withdrawal-signals-retreat']);
    expect(m.setup).toMatchObject({ targets: { defender: 'shd' }, targetIgnoresGeneralRetreat: false, optionalRules: ['tacops-floating-criticals'] });
    expect(parseRecord(readFileSync(battle, 'utf8'), battle).header.ruleset).toEqual(['tacops-floating-criticals']);
    const tokens = ['--token', '0206', '--token', '0706', '--token', '1206', '--token', '0711'];
    await run(
      'mission',
      'battle',
      'sabotage',
      ...base,
      ...tokens,
      '--ceasefire-earliest-turn',
      '3',
      '--battle-out',
      join(dir, 'sb.jsonl'),
      '--out',
      join(dir, 'sm.jsonl'),
    );
    const sm = parseRecord(readFileSync(join(dir, 'sm.jsonl'), 'utf8'), 'sm').header.setup as { params: object; objectives: { tokens: unknown[] } };
    expect(sm.params).toEqual({ ceasefireEarliestTurn: 3 });
    expect(sm.objectives.tokens).toHaveLength(4);
    const sb = parseRecord(readFileSync(join(dir, 'sb.jsonl'), 'utf8'), 'sb').header.setup as { buildings?: unknown[] };
    expect(sb.buildings).toHaveLength(4);
  }, 120_000);

  it('Open Engagement deploys in turns: whose turn and the zone, a refused hex with the rule, a placed unit, then the bot places the rest', async () => {
    const battle = join(dir, 'deploy-b.jsonl');
    const mission = join(dir, 'deploy-m.jsonl');
    const files = ['--attacker', join(dir, 'att.json'), '--defender', join(dir, 'def.json'), '--battle-out', battle, '--out', mission];
    expect(await run('mission', 'battle', 'open-engagement', ...files, '--seed', 's2')).toMatch(/the sides take it in turn to deploy/u);
    const shown = await run('mission', 'deploy', battle);
    expect(shown).toMatch(/Attacker deploys next: hbk \(suggested 0917\)/u);
    expect(shown).toMatch(/zone: along the attacker's edge \(an edge zone is 3 rows deep\)/u);
    const refused = await runCli('mission', 'deploy', battle, 'hbk', '0905', '0');
    expect(String(refused.error)).toMatch(/0905 is outside Attacker's deployment zone/u);
    const done = JSON.parse(await run('mission', 'deploy', battle, 'hbk', '0816', '1', '--bot', 'defender', '--json'));
    expect(done).toEqual({ placed: ['hbk at 0816 facing 1', 'wvr at 0901 facing 3 (bot)'], phase: 'initiative', next: null, pending: [] });
    const at = JSON.parse(await run('mission', 'battle', 'open-engagement', ...files, '--deploy', 'at-once', '--json'));
    expect(at.placements).toHaveLength(2);
    expect(String((await runCli('mission', 'deploy', battle)).error)).toMatch(/nothing to deploy/u);
  }, 120_000);
});
