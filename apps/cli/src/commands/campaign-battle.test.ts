import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '@marshal/core';
import { type BattleState, battleModule } from '@marshal/battletech';
import { type CampaignState, campaignModule } from '@marshal/campaign';
import { runCli } from '../lib/run-in-process';

const dir = mkdtempSync(join(tmpdir(), 'marshal-campaign-battle-'));
const setupFile = join(dir, 'setup.json');
const rec = join(dir, 'campaign.jsonl');

async function ok(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  if (r.error || r.exitCode) throw new Error(`marshal ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
  return r.stdout;
}
const replay = <S>(file: string, module: typeof campaignModule | typeof battleModule) =>
  replayRecord(module as never, parseRecord(readFileSync(file, 'utf8'), file)).state as S;

describe('marshal campaign battle, battle-bot, battle-report', () => {
  it('fights the landing digitally from the CLI: landing damage in, bots play it, the outcome and damage flow back, wrong battles refused', async () => {
    writeFileSync(setupFile, await ok('campaign', 'sample'));
    await ok('campaign', 'create', setupFile, '--out', rec);
    // Landing at −3: 4+4 → one attack a 'Mech; only the first Jenner is hit (6+6), 5 points.
    await ok('campaign', 'landing', rec, '--modifier', '-3', '--defender', 'warhammer', '--dice', '4 4', '6 6', ...Array(5).fill('1 1'));

    const old = join(dir, 'old-battle.jsonl');
    await ok('campaign', 'battle', rec, '--battle-out', old, '--battle-seed', 'old');
    const b = join(dir, 'battle.jsonl');
    const started = JSON.parse(await ok('campaign', 'battle', rec, '--battle-out', b, '--battle-seed', 'landing', '--rounds', '1', '--json'));
    const link = started.events.find((e: { type: string }) => e.type === 'digitalBattleStarted');
    expect(link).toMatchObject({ scenario: 'landing', deployment: { attacker: { code: 'edge', edge: 'south' }, defender: { code: 'board', edge: 'north' } } });
    expect(link.battle).toMatch(/^record-[0-9a-f]{16}$/);

    const opening = replay<BattleState>(b, battleModule);
    expect(Object.keys(opening.units).sort()).toEqual(['atlas', 'jenner-1', 'jenner-2', 'marauder', 'ostscout', 'spider', 'warhammer']);
    const ct = opening.units['jenner-1']!.locations.CT!;
    expect(ct.maxArmor - ct.armor).toBe(5);
    expect(parseRecord(readFileSync(b, 'utf8'), b).header.meta).toEqual({ campaign: { record: 'campaign.jsonl', turn: 1, scenario: 'landing' } });

    const missing = await runCli('campaign', 'battle-report', rec, join(dir, 'no-such-battle.jsonl'));
    expect(missing.exitCode).not.toBe(0);
    expect(missing.error?.message).toMatch(/there is no battle record .*no-such-battle\.jsonl/);
    const unfinished = await runCli('campaign', 'battle-report', rec, b);
    expect(unfinished.error?.message).toMatch(/is not finished yet \(round 1, /);
    const wrongSeed = await runCli('campaign', 'battle-bot', b, '--seed', 'guess');
    expect(wrongSeed.error?.message).toMatch(/--seed is not the seed/);

    const bots = JSON.parse(await ok('campaign', 'battle-bot', b, '--seed', 'landing', '--json'));
    expect(bots).toMatchObject({ revealed: true, outcome: { round: 1 } });
    expect((await runCli('verify', b)).exitCode).toBe(0);
    await ok('campaign', 'battle-bot', old, '--seed', 'old', '--max-commands', '3');
    expect((await runCli('campaign', 'battle-report', rec, old)).error?.message).toMatch(/is not this scenario's battle \(that is record-/);
    expect((await runCli('campaign', 'battle-report', rec, rec)).error?.message).toMatch(/is a campaign record, not a battle/);

    const end = replay<BattleState>(b, battleModule);
    expect(await ok('campaign', 'battle-report', rec, b)).toMatch(/Battle \(played digitally\): the (attacker|defender) won/);
    const after = replay<CampaignState>(rec, campaignModule);
    expect(after.scenario).toMatchObject({ status: 'resolved', winner: end.outcome!.winner === 'attacker' ? 'attacker' : 'defender' });
    for (const [uid, u] of Object.entries(end.units)) {
      if (u.destroyed || u.pilot.dead) expect(after.units[uid]!.status).toBe('destroyed');
      else {
        const lost = Object.values(u.locations).reduce((s, l) => s + l.maxArmor - l.armor + (l.maxRear ?? 0) - (l.rear ?? 0) + l.maxStructure - l.structure, 0);
        expect(
          (after.units[uid]!.damage ?? []).reduce((s, p) => s + p.amount, 0),
          uid,
        ).toBe(lost);
      }
    }
    expect((await runCli('campaign', 'battle-report', rec, b)).error?.message).toMatch(/not waiting for a digital battle/);
    await ok('campaign', 'next-turn', rec);
  }, 120_000);
});
