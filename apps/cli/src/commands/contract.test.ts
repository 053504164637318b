import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, replayRecord, serializeRecord } from '@marshal/core';
import { type BattleSetup, type BattleState, battleAftermath, battleModule, botBattleRecord } from '@marshal/battletech';
import type { ContractState } from '@marshal/missions';
import { runCli } from '../lib/run-in-process';

const dir = mkdtempSync(join(tmpdir(), 'marshal-contract-'));
writeFileSync(
  join(dir, 'lance.json'),
  JSON.stringify({
    name: 'Recon lance',
    units: [
      { unitId: 'hunchback-hbk-4g', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Ana', gunnery: 4, piloting: 5 } },
      { unitId: 'locust-lct-1v', chassis: 'Locust', model: 'LCT-1V', pilot: { name: 'Bo', gunnery: 3, piloting: 4 } },
    ],
  }),
);
const enemy = { id: 'e1', name: 'Wolverine WVR-6R', tonnage: 55, countsForBoardSize: true, ground: true, withdrawalTest: 'mech', walkMp: 5, value: 1101 };
writeFileSync(join(dir, 'enemy.json'), JSON.stringify({ units: [enemy] }));

async function run(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error) throw r.error;
  return r.stdout;
}

describe('marshal contract', () => {
  it('starts a contract, writes the next force, adds a finished mission and carries its damage', async () => {
    const rec = join(dir, 'contract.jsonl');
    const started = await run(
      'contract',
      'start',
      '--unit-name',
      'Kell Hounds',
      '--employer',
      'Lyran Commonwealth',
      '--force',
      join(dir, 'lance.json'),
      '--value',
      '2000000',
      '--pay',
      '25',
      '--out',
      rec,
    );
    expect(started).toContain('Kell Hounds for Lyran Commonwealth: contract 2,000,000 C-bills, 25% a mission = 500,000 C-bills contracted pay');
    const force = join(dir, 'force1.json');
    await run('contract', 'force', rec, '--out', force);
    const units = (JSON.parse(readFileSync(force, 'utf8')) as { units: { id: string; name: string; tonnage: number }[] }).units;
    expect(units.map((u) => [u.id, u.name, u.tonnage])).toEqual([
      ['u1', 'Hunchback HBK-4G', 50],
      ['u2', 'Locust LCT-1V', 20],
    ]);
    const mission = join(dir, 'm1.jsonl');
    await run('mission', 'setup', 'open-engagement', '--attacker', force, '--defender', join(dir, 'enemy.json'), '--out', mission);
    await run('mission', 'report', mission, JSON.stringify({ type: 'reportDamage', unit: 'u1', facts: { armourStripped: ['RT'], destroyed: [] } }));
    await run('mission', 'report', mission, JSON.stringify({ type: 'destroyUnit', unit: 'e1', cause: 'cockpit' }));
    const ledger = await run('contract', 'add', rec, mission, '--side', 'attacker');
    expect(ledger).toContain('Mission 1: Open Engagement as the attacker — complete-victory, 100% → 500,000 C-bills (running 500,000 C-bills)');
    expect(ledger).toContain('[Mechwarriors of Fortune – The Missions, Open Engagement › Attacker Victory Conditions]');
    expect(ledger).toContain('salvage gained: Wolverine WVR-6R (55 t)');
    expect(ledger).toContain('Totals: 500,000 C-bills; faction points: Lyran Commonwealth +2; salvage 1 unit(s), 55 t');
    expect(ledger).toContain('u1 Hunchback HBK-4G (Ana, fit): damaged — RT armour gone');
    await expect(run('contract', 'add', rec, mission, '--side', 'attacker')).rejects.toThrow(/already in the ledger \(mission 1\)/);
    await run('contract', 'force', rec, '--out', join(dir, 'force2.json'));
    expect(JSON.parse(readFileSync(join(dir, 'force2.json'), 'utf8')).units[0].startDamage).toEqual({ armourStripped: ['RT'], destroyed: [] });
    const repaired = await run('contract', 'repair', rec, 'u1');
    expect(repaired).toContain('u1 Hunchback HBK-4G (Ana, fit): ready');
    const shown = JSON.parse(await run('contract', 'show', rec, '--json'));
    expect(shown.totals.cbills).toBe(500_000);
  }, 120_000);
  it('refuses an unfinished mission and bad options, naming them', async () => {
    const rec = join(dir, 'c2.jsonl');
    await run('contract', 'start', '--unit-name', 'X', '--employer', 'Y', '--force', join(dir, 'lance.json'), '--value', '1000', '--pay', '10', '--out', rec);
    const force = join(dir, 'f.json');
    await run('contract', 'force', rec, '--out', force);
    const mission = join(dir, 'open.jsonl');
    await run('mission', 'setup', 'open-engagement', '--attacker', force, '--defender', join(dir, 'enemy.json'), '--out', mission);
    await expect(run('contract', 'add', rec, mission, '--side', 'attacker')).rejects.toThrow(/has not ended yet/);
    await expect(run('contract', 'add', rec, mission, '--side', 'left')).rejects.toThrow(/--side must be attacker or defender/);
    await expect(
      run('contract', 'start', '--unit-name', 'X', '--employer', 'Y', '--force', join(dir, 'lance.json'), '--value', 'lots', '--pay', '10', '--out', rec),
    ).rejects.toThrow(/--value: "lots" is not a number/);
  });

  it("contract next starts a mission from the contract's force with its carried damage; contract add then needs no side or ids", async () => {
    const rec = join(dir, 'c3.jsonl');
    await run(
      'contract',
      'start',
      '--unit-name',
      'Kell Hounds',
      '--employer',
      'Lyran Commonwealth',
      '--force',
      join(dir, 'lance.json'),
      '--value',
      '2000000',
      '--pay',
      '25',
      '--out',
      rec,
    );
    const m1 = join(dir, 'next1.jsonl');
    const first = await run(
      'contract',
      'next',
      rec,
      'open-engagement',
      '--side',
      'attacker',
      '--opponent',
      join(dir, 'enemy.json'),
      '--commander',
      'u1',
      '--out',
      m1,
    );
    expect(first).toContain('Kell Hounds: Open Engagement (mission 1 of the contract): ');
    expect(first).toContain(`when it is over: \`marshal contract add ${rec} ${m1}\``);
    await run('mission', 'report', m1, JSON.stringify({ type: 'reportDamage', unit: 'u2', facts: { armourStripped: ['LT'], destroyed: [] } }));
    await run('mission', 'report', m1, JSON.stringify({ type: 'destroyUnit', unit: 'e1', cause: 'cockpit' }));
    const ledger = await run('contract', 'add', rec, m1);
    expect(ledger).toContain('Mission 1: Open Engagement as the attacker — complete-victory, 100% → 500,000 C-bills');
    expect(ledger).toContain('u2 Locust LCT-1V (Bo, fit): damaged — LT armour gone');
    const m2 = join(dir, 'next2.jsonl');
    const second = await run(
      'contract',
      'next',
      rec,
      'sabotage',
      '--side',
      'defender',
      '--opponent',
      join(dir, 'enemy.json'),
      '--out',
      m2,
      '--token',
      '0505',
      '--token',
      '0510',
      '--token',
      '1005',
      '--token',
      '1010',
    );
    expect(second).toContain('u2 Locust LCT-1V (defender, piloting 4) — carries LT armour gone');
    const setup = JSON.parse(readFileSync(m2, 'utf8').split('\n')[0]!).setup as { units: { id: string; side: string; startDamage?: object }[] };
    expect(setup.units.find((u) => u.id === 'u2')).toMatchObject({ side: 'defender', startDamage: { armourStripped: ['LT'], destroyed: [] } });
    await expect(
      run(
        'contract',
        'next',
        rec,
        'open-engagement',
        '--side',
        'attacker',
        '--opponent',
        join(dir, 'enemy.json'),
        '--units',
        'u7',
        '--out',
        join(dir, 'x.jsonl'),
      ),
    ).rejects.toThrow(/u7 cannot fight the next mission: not a unit of this contract/);
  }, 120_000);

  it('contract next --digital: the battle starts the Locust with its carried damage; the battle read back fills the ledger', async () => {
    const rec = join(dir, 'c4.jsonl');
    const terms = ['--employer', 'Lyran Commonwealth', '--force', join(dir, 'lance.json'), '--value', '2000000', '--pay', '25', '--out', rec];
    await run('contract', 'start', '--unit-name', 'Kell Hounds', ...terms);
    const m1 = join(dir, 'd-next1.jsonl');
    await run('contract', 'next', rec, 'open-engagement', '--side', 'attacker', '--opponent', join(dir, 'enemy.json'), '--out', m1);
    await run('mission', 'report', m1, JSON.stringify({ type: 'reportDamage', unit: 'u2', facts: { armourStripped: ['LT'], destroyed: [] } }));
    await run('mission', 'report', m1, JSON.stringify({ type: 'destroyUnit', unit: 'e1', cause: 'cockpit' }));
    await run('contract', 'add', rec, m1);
    writeFileSync(join(dir, 'enemy-battle.json'), JSON.stringify({ units: [{ id: 'e1', unit: 'Wolverine WVR-6R', gunnery: 4, piloting: 5 }] }));
    const [m2, b2] = [join(dir, 'd-next2.jsonl'), join(dir, 'd-battle2.jsonl')];
    const opts = ['--side', 'attacker', '--opponent', join(dir, 'enemy-battle.json'), '--out', m2, '--deploy', 'at-once', '--rounds', '1', '--seed', 'c4'];
    await expect(run('contract', 'next', rec, 'open-engagement', ...opts, '--digital')).rejects.toThrow(/--digital needs --battle-out/);
    const out = await run('contract', 'next', rec, 'open-engagement', ...opts, '--digital', '--battle-out', b2);
    expect(out).toContain(`Kell Hounds: Open Engagement (mission 2 of the contract): ${m2} started as a digital battle (${b2})`);
    expect(out).toContain('u2 Locust LCT-1V (attacker, piloting 4) — carries LT armour gone');
    const setup = parseRecord(readFileSync(b2, 'utf8'), b2).header.setup as BattleSetup;
    const lt = (setup.units.find((u) => u.id === 'u2')!.unit as { armor: Record<string, { front: number }> }).armor.LT!.front;
    expect(setup.units.find((u) => u.id === 'u2')!.damage).toEqual([{ location: 'LT', amount: lt }]);
    // The battle is played elsewhere (bots, one round); the tracker follows it, the referee ends the game, and the ledger reads both back.
    const played = botBattleRecord(setup, [], 'c4-battle');
    writeFileSync(b2, serializeRecord(played.record));
    await run('mission', 'follow', m2, b2, '--seed', 'c4');
    await run('mission', 'report', m2, JSON.stringify({ type: 'endGame', reason: 'the employer calls it off' }));
    const ledger = await run('contract', 'add', rec, m2);
    expect(ledger).toContain('Mission 2: Open Engagement as the attacker');
    const shown = JSON.parse(await run('contract', 'show', rec, '--json')) as ContractState;
    const after = battleAftermath(replayRecord(battleModule, parseRecord(readFileSync(b2, 'utf8'), b2)).state as BattleState);
    expect(shown.units.u2!.damage.points ?? []).toEqual(after.u2!.destroyed ? expect.anything() : after.u2!.damage);
    expect(after.u2!.damage).toContainEqual({ location: 'LT', amount: lt });
  }, 180_000);
});
