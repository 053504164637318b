import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, verifyRecord } from '@marshal/core';
import { campaignModule } from '@marshal/campaign';
import { runCli } from '../lib/run-in-process';

const dir = mkdtempSync(join(tmpdir(), 'marshal-campaign-'));
const setupFile = join(dir, 'setup.json');
const rec = join(dir, 'campaign.jsonl');

async function ok(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error || r.exitCode) throw new Error(`marshal ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
  return r.stdout;
}

describe('marshal campaign', () => {
  it('runs a campaign from the landing (lost once) through the meeting engagement and the chain to its end, and shows it', async () => {
    writeFileSync(setupFile, await ok('campaign', 'sample'));
    await ok('campaign', 'create', setupFile, '--out', rec);

    const bad = await runCli('campaign', 'landing', rec, '--modifier', '5', '--dice', '3 4');
    expect(bad.exitCode).toBe(2);
    expect(bad.error?.message).toMatch(/landing modifier 5 is outside -3..\+3 \[BattleTech Tactical Handbook.*Planetary landing/);
    const needs = await runCli('campaign', 'landing', rec, '--modifier', '-3', '--defender', 'warhammer,schrek');
    expect(needs.error?.message).toMatch(/roll 2d6 for: Landing roll/);

    const attacks = Array.from({ length: 12 }, () => '1 1');
    const landing = await ok('campaign', 'landing', rec, '--modifier', '-3', '--defender', 'warhammer,schrek', '--dice', '6 5', ...attacks);
    expect(landing).toMatch(/Landing roll 2d6 \[6, 5\] = 11 -3 = 8: Intercepted/);
    await ok('campaign', 'report-battle', rec, '--winner', 'defender', '--destroyed', 'jenner-2');
    expect(await ok('campaign', 'next-turn', rec)).toMatch(/Victory determination skipped/);
    await ok('campaign', 'landing', rec, '--defender', 'warhammer', '--defender-spend', '3600');
    await ok('campaign', 'report-battle', rec, '--winner', 'attacker');
    await ok('campaign', 'next-turn', rec, '--event', 'a storm grounds the DropShips');

    writeFileSync(
      join(dir, 'group.json'),
      JSON.stringify({
        id: 'wave-2',
        name: 'Second wave',
        role: 'line',
        lances: [
          {
            id: 'wave-2-lance',
            name: 'Wave 2',
            units: [{ id: 'griffin', name: 'Griffin GRF-1N', kind: 'mech', tonnage: 55, walk: 5, jump: 5, pilot: { name: 'Sam' }, value: 400 }],
          },
        ],
      }),
    );
    expect(await ok('campaign', 'support', rec, '--side', 'attacker', '--group', join(dir, 'group.json'))).toMatch(
      /attacker receives support: Second wave \(Griffin GRF-1N\), worth 400 points/,
    );
    const second = await runCli('campaign', 'meeting-engagement', rec, '--attacker', 'atlas', '--defender', 's1-a', '--dice', '3 3');
    expect(second.error?.message).toMatch(/admits only reconnaissance groups/);
    const me = JSON.parse(
      await ok(
        'campaign',
        'meeting-engagement',
        rec,
        '--attacker',
        'jenner-1,ostscout,spider',
        '--defender',
        's1-a,s1-b,s1-c,s1-d,s1-e,s2-a,s2-b,s2-c,s2-d,s2-e',
        '--dice',
        '6 6',
        '--json',
      ),
    );
    const rolled = me.events.find((e: { type: string }) => e.type === 'meetingEngagementRolled');
    expect(rolled).toMatchObject({ attackerTotal: 1, defenderTotal: 6, modifier: -5, total: 7 });
    await ok('campaign', 'report-battle', rec, '--winner', 'attacker', '--from', 'missions:tracker-42');
    await ok('campaign', 'next-turn', rec);
    for (const winner of ['attacker', 'attacker', 'attacker']) {
      await ok('campaign', 'report-battle', rec, '--winner', winner, '--attacker', 'atlas', '--defender', 'warhammer');
      await ok('campaign', 'next-turn', rec);
    }
    const shown = await ok('campaign', 'show', rec);
    expect(shown).toMatch(/Turn 2: Planetary landing \(attempt 2\) — won by the attacker/);
    expect(shown).toMatch(/Events: a storm grounds the DropShips/);
    expect(shown).toMatch(/Campaign over: the attacker wins — the attacker won the assault and meets the campaign goal/);
    const json = JSON.parse(await ok('campaign', 'show', rec, '--json'));
    expect(json.history.map((h: { scenario: string }) => h.scenario)).toEqual(['landing', 'landing', 'meeting-engagement', 'advance', 'pursuit', 'assault']);
    expect(verifyRecord(campaignModule, parseRecord(readFileSync(rec, 'utf8'))).ok).toBe(true);
    expect((await runCli('verify', rec)).exitCode).toBe(3); // dice rolled at the table: consistent, not provable
  });

  it('builds units named from the catalog (MegaMek files), with their special equipment and Battle Value', async () => {
    const setup = JSON.parse(await ok('campaign', 'sample'));
    setup.attacker.groups[0].lances[0].units.push({ id: 'scout-2', catalog: 'Ostscout OTT-7Jb', pilot: { name: 'Kim' } });
    writeFileSync(join(dir, 'catalog-setup.json'), JSON.stringify(setup));
    const units = join(__dirname, '../../../../data/megamek/mechfiles/mechs/3075');
    const out = JSON.parse(await ok('campaign', 'create', join(dir, 'catalog-setup.json'), '--out', join(dir, 'cat.jsonl'), '--units-dir', units, '--json'));
    expect(out.state.units).toContainEqual(expect.objectContaining({ id: 'scout-2', name: 'Ostscout OTT-7Jb' }));
    const header = parseRecord(readFileSync(join(dir, 'cat.jsonl'), 'utf8')).header.setup as {
      attacker: { groups: { lances: { units: { id: string; equipment: string[]; value: number }[] }[] }[] };
    };
    expect(header.attacker.groups[0]!.lances[0]!.units.at(-1)).toMatchObject({ equipment: ['beagle-active-probe'], value: expect.any(Number) });
    setup.attacker.groups[0].lances[0].units.at(-1).catalog = 'Ostscout OTT-99';
    writeFileSync(join(dir, 'catalog-setup.json'), JSON.stringify(setup));
    const bad = await runCli('campaign', 'create', join(dir, 'catalog-setup.json'), '--out', join(dir, 'cat2.jsonl'), '--units-dir', units);
    expect(bad.error?.message).toMatch(/catalog-setup.json, field attacker.groups.0.lances.0.units.4.catalog: no unit "Ostscout OTT-99" in the catalog/);
  });

  it('refuses a setup with a broken replacement table, naming the file and field', async () => {
    const tables = JSON.parse(await ok('campaign', 'tables'));
    tables.landing.rows.pop();
    writeFileSync(join(dir, 'tables.json'), JSON.stringify(tables));
    writeFileSync(setupFile, await ok('campaign', 'sample'));
    const r = await runCli('campaign', 'create', setupFile, '--tables', join(dir, 'tables.json'), '--out', join(dir, 'x.jsonl'));
    expect(r.exitCode).toBe(2);
    expect(r.error?.message).toMatch(/tables.json, field tables.landing.rows: table campaign-landing: total 13 is not covered/);
  });

  it('plays with seeded dice: the same seed gives the same landing, and the seed is required', async () => {
    const runs: string[] = [];
    for (const name of ['a.jsonl', 'b.jsonl']) {
      const file = join(dir, name);
      await ok('campaign', 'create', setupFile, '--out', file, '--seed', 'table-7');
      expect((await runCli('campaign', 'landing', file, '--modifier', '0', '--defender', 'warhammer')).error?.message).toMatch(
        /pass the seed it was created with/,
      );
      runs.push(await ok('campaign', 'landing', file, '--modifier', '0', '--seed', 'table-7', '--defender', 'warhammer'));
    }
    expect(runs[0]).toMatch(/Landing roll 2d6/);
    expect(runs[0]).toBe(runs[1]);
  });

  it('a seeded campaign goes past its first scenario: report-battle, next-turn, support and concede take --seed', async () => {
    const file = join(dir, 'seeded.jsonl');
    const seed = ['--seed', 'table-9'];
    writeFileSync(setupFile, await ok('campaign', 'sample'));
    await ok('campaign', 'create', setupFile, '--out', file, ...seed);
    await ok('campaign', 'landing', file, '--modifier', '0', '--defender', 'warhammer', ...seed);
    await ok('campaign', 'report-battle', file, '--winner', 'attacker', ...seed);
    expect((await runCli('campaign', 'next-turn', file)).error?.message).toMatch(/pass the seed it was created with \(--seed\)/);
    await ok('campaign', 'next-turn', file, ...seed);
    writeFileSync(
      join(dir, 'group-s.json'),
      JSON.stringify({
        id: 'wave-s',
        name: 'Wave S',
        role: 'line',
        lances: [
          {
            id: 'wave-s-lance',
            name: 'Wave S',
            units: [{ id: 'griffin-s', name: 'Griffin GRF-1N', kind: 'mech', tonnage: 55, walk: 5, jump: 5, pilot: { name: 'Sam' }, value: 400 }],
          },
        ],
      }),
    );
    await ok('campaign', 'support', file, '--side', 'defender', '--group', join(dir, 'group-s.json'), ...seed);
    expect(await ok('campaign', 'concede', file, '--side', 'defender', '--reason', 'out of supply', ...seed)).toMatch(/concede|gives up|wins/i);
    expect(verifyRecord(campaignModule, parseRecord(readFileSync(file, 'utf8'))).ok).toBe(true);
  });
});
