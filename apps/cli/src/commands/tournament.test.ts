import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../lib/run-in-process';

const dir = mkdtempSync(join(tmpdir(), 'marshal-tournament-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const f = (name: string) => join(dir, name);

const roster = (light: string) => ({
  mechs: [
    { category: 'light', unit: light, ownedAndPainted: true },
    { category: 'medium', unit: 'Griffin GRF-1N', ownedAndPainted: true },
    { category: 'medium-no-jump', unit: 'Hunchback HBK-4G', ownedAndPainted: false, specialAmmo: [{ family: 'ac20', munition: 'precision', tons: 1 }] },
    { category: 'heavy', unit: 'Catapult CPLT-C1', ownedAndPainted: true },
    { category: 'heavy-no-jump', unit: 'Marauder MAD-3R', ownedAndPainted: true },
    { category: 'assault', unit: 'Atlas AS7-D', ownedAndPainted: true },
  ],
});

describe('marshal tournament', () => {
  it('creates an event, imports players from CSV, checks and sets rosters, pairs, reports and confirms', async () => {
    const ev = f('event.jsonl');
    expect((await runCli('tournament', 'create', ev, '--title', 'Test Cup', '--seed', 's1')).error).toBeNull();
    writeFileSync(f('players.csv'), 'id,name,faction\nanna,Anna,Lyran Commonwealth\nben,Ben,Draconis Combine\n');
    expect((await runCli('tournament', 'add-player', ev, '--csv', f('players.csv'))).stdout).toMatch(/added 2/);
    const unlisted = await runCli('tournament', 'add-player', ev, '--id', 'x', '--name', 'X', '--faction', 'Atlantis Free State');
    expect(unlisted.error?.message).toMatch(/Atlantis Free State is not a faction listed for the Jihad era \(\d+ listed/);
    expect((await runCli('tournament', 'add-player', ev, '--id', 'y', '--name', 'Y', '--faction', 'General')).error?.message).toMatch(/"Other" group/);
    writeFileSync(f('bad.json'), JSON.stringify(roster('Wolfhound WLF-1 (Allard)')));
    const check = await runCli('tournament', 'check-roster', ev, 'anna', '--roster', f('bad.json'), '--sample-units', '--json');
    expect(check.exitCode).toBe(1);
    expect(JSON.parse(check.stdout).problems[0].reason).toMatch(/named 'Mech/);
    const refused = await runCli('tournament', 'set-roster', ev, 'anna', '--roster', f('bad.json'), '--sample-units');
    expect(refused.error?.message).toMatch(/roster refused: .*named 'Mech/);
    writeFileSync(f('good.json'), JSON.stringify(roster('Jenner JR7-D')));
    const other = await runCli('tournament', 'set-roster', ev, 'ben', '--roster', f('good.json'), '--sample-units', '--as', 'player:anna');
    expect(other.error?.message).toMatch(/may not set the roster for ben/);
    for (const p of ['anna', 'ben'])
      expect((await runCli('tournament', 'set-roster', ev, p, '--roster', f('good.json'), '--sample-units', '--as', `player:${p}`)).error).toBeNull();
    expect((await runCli('tournament', 'start', ev)).error).toBeNull();
    const paired = await runCli('tournament', 'pair', ev, '--json');
    const duel = JSON.parse(paired.stdout).events[0].round.duels[0];
    expect(duel.id).toBe('R1-T1');
    const [a, b] = [duel.a.player, duel.b.player];
    expect((await runCli('tournament', 'report', ev, 'R1-T1', '--a', 'intact', '--b', 'destroyed', '--rounds', '9', '--as', `player:${a}`)).error).toBeNull();
    expect(
      (await runCli('tournament', 'report', ev, 'R1-T1', '--a', 'intact', '--b', 'destroyed', '--rounds', '9', '--as', `player:${b}`)).error?.message,
    ).toMatch(/already reported/);
    expect((await runCli('tournament', 'confirm', ev, 'R1-T1', '--as', `player:${b}`)).error).toBeNull();
    const st = JSON.parse((await runCli('tournament', 'standings', ev, '--json')).stdout);
    expect(st.rows[0]).toMatchObject({ id: a, points: 3 + 1 + 1 + 1, kills: 1 });
    expect((await runCli('tournament', 'standings', ev, '--csv')).stdout.split('\n')[0]).toMatch(/^place,id,name,points/);
  });
  it('a 16-player demo event replays and verifies after the reveal', async () => {
    const ev = f('demo.jsonl');
    expect((await runCli('tournament', 'demo', ev, '--players', '16', '--seed', 'demo')).error).toBeNull();
    await runCli('tournament', 'toss-coins', ev);
    const prizes = await runCli('tournament', 'draw-prizes', ev, '--json');
    expect(JSON.parse(prizes.stdout).events[0].draw.draws).toHaveLength(3);
    expect((await runCli('tournament', 'reveal', ev)).error).toBeNull();
    const v = await runCli('verify', ev);
    expect(v.exitCode).toBe(0);
    expect(readFileSync(ev, 'utf8').trim().split('\n').at(-1)).toMatch(/"reveal"/);
  });
});
