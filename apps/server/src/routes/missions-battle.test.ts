import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, verifyRecord } from '@marshal/core';
import { type BattleCommand, baseCombatRules, battleModule, botCommand, type BattleState } from '@marshal/battletech';
import { missionModule, type MissionState } from '@marshal/missions';
import { useTestServer } from '../test-hooks';

const server = useTestServer();

/** A Hunchback (attacker, commander) against a Wolverine. */
const DUEL = [
  { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G', commander: true },
  { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R' },
];

const get = async <T>(url: string): Promise<T> => (await server.app.inject({ method: 'GET', url })).json() as T;
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

/** Play the bot's next command on the battle; false when the battle is over. */
async function botStep(battleId: string): Promise<boolean> {
  const g = await get<{ game: { version: number }; state: BattleState }>(`/api/games/${battleId}`);
  const command = botCommand(g.state, baseCombatRules);
  if (!command) return false;
  const r = await post(`/api/games/${battleId}/commands`, { expectedVersion: g.game.version, command });
  expect(r.statusCode, r.body).toBe(201);
  return true;
}

describe('a mission fought as a digital battle', () => {
  it('places both forces in the mission zones, links a tracker, and the tracker follows the battle to its end', async () => {
    const created = await post('/api/missions/battle', {
      mission: 'open-engagement',
      units: DUEL,
      roundLimit: 12,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { mission, battle, placements, homeEdges } = created.json() as {
      mission: { id: string };
      battle: { id: string };
      placements: { unit: string; hex: string }[];
      homeEdges: object;
    };
    expect(placements).toEqual([
      expect.objectContaining({ unit: 'hbk', hex: '0917', facing: 0 }),
      expect.objectContaining({ unit: 'wvr', hex: '0901', facing: 3 }),
    ]);
    expect(homeEdges).toEqual({ attacker: 'south', defender: 'north' });
    const battleGame = await get<{ game: { module: string }; state: BattleState }>(`/api/games/${battle.id}`);
    expect(battleGame.game.module).toBe('battletech-battle');
    expect(battleGame.state.positions.hbk!.hex).toBe('0917');

    let status = await get<{ turn: number; battle: { id: string; round: number; reportsBehind: number } }>(`/api/missions/${mission.id}/status`);
    expect(status.battle).toMatchObject({ id: battle.id, round: 1, reportsBehind: 0 });

    // A few battle commands: through the end of round 2, then the tracker is behind until it follows.
    while ((await get<{ state: BattleState }>(`/api/games/${battle.id}`)).state.round < 3) expect(await botStep(battle.id)).toBe(true);
    status = await get(`/api/missions/${mission.id}/status`);
    expect(status.turn).toBe(1);
    expect(status.battle.reportsBehind).toBeGreaterThanOrEqual(2);
    const follow = (await post(`/api/missions/${mission.id}/follow`, {})).json() as { applied: { type: string }[]; refused: null; battle: { round: number } };
    expect(follow.refused).toBeNull();
    expect(follow.applied.filter((a) => a.type === 'endTurn')).toHaveLength(2);
    status = await get(`/api/missions/${mission.id}/status`);
    expect(status).toMatchObject({ turn: 3, battle: { round: 3, reportsBehind: 0 } });

    // The rest of the battle, following after every command as the web tracker does.
    while (await botStep(battle.id)) await post(`/api/missions/${mission.id}/follow`, {});
    // A follow that lost a race with the last command is simply made again, as the web tracker's next poll would.
    for (let i = 0; i < 5 && (await get<{ battle: { reportsBehind: number } }>(`/api/missions/${mission.id}/status`)).battle.reportsBehind > 0; i++)
      await post(`/api/missions/${mission.id}/follow`, {});
    const final = (await get<{ state: BattleState }>(`/api/games/${battle.id}`)).state;
    const m = (await get<{ state: MissionState }>(`/api/games/${mission.id}`)).state;
    expect(final.outcome).not.toBeNull();
    // A unit pushed off the map has left the mission too; one still on the map may be immobile (no walking MP left).
    for (const u of Object.values(final.units)) {
      const gone = u.destroyed ? 'destroyed' : final.withdrawn.includes(u.id) ? 'exited' : null;
      expect(gone ? [gone] : ['active', 'immobile'], u.id).toContain(m.units[u.id]!.status);
    }
    const end = await get<{ status: { attacker: { outcome: string; reasons: { text: string }[] } }; battle: { reportsBehind: number } }>(
      `/api/missions/${mission.id}/status`,
    );
    expect(end.battle.reportsBehind).toBe(0);
    if (final.outcome!.result === 'victory') {
      const winner = final.outcome!.winner as 'attacker' | 'defender';
      expect(m.ended).not.toBeNull();
      expect(m.decided![winner].outcome).toBe('complete-victory');
    } else expect(end.status.attacker.reasons.length).toBeGreaterThan(0);

    // The mission record replays on its own: every report taken from the battle is an ordinary mission command.
    const text = (await server.app.inject({ method: 'GET', url: `/api/games/${mission.id}/record` })).body;
    const record = parseRecord(text, 'mission record');
    expect(record.header.setup).toMatchObject({ battle: { game: battle.id, sides: { attacker: 'attacker', defender: 'defender' } } });
    expect(verifyRecord(missionModule, record).ok).toBe(true);
  }, 120_000);

  it('refuses a placement the mission forbids, with the rule and its numbers', async () => {
    const r = await post('/api/missions/battle', {
      mission: 'escort',
      units: [
        { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G' },
        { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R', hex: '0810' },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/Wolverine WVR-6R cannot start at 0810: it is 5 hexes from the attacker's deployment zone .* at least 9 needed/);
  });

  it('reads only bundled units and boards for a request', async () => {
    const units = [
      { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G' },
      { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R' },
    ];
    const file = join(mkdtempSync(join(tmpdir(), 'marshal-board-')), 'local.board');
    writeFileSync(file, 'size 16 17\nend\n');
    const board = await post('/api/missions/battle', { mission: 'open-engagement', units, boards: [file] });
    expect(board.statusCode).toBe(400);
    expect(board.json()).toMatchObject({ error: 'board-not-found', location: { field: 'boards' } });
    const unit = await post('/api/missions/battle', { mission: 'open-engagement', units: [units[0], { ...units[1], unit: '/etc/passwd' }] });
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({ location: { field: 'units.1.unit' } });
  });

  it('a digital Escort is given its convoy: one Packrat per full 50 attacking tons, at 6/6, placed with the attacker', async () => {
    const r = await post('/api/missions/battle', {
      mission: 'escort',
      units: [
        { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G' },
        { id: 'grf', side: 'attacker', unit: 'Griffin GRF-1N' },
        { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R' },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    const { mission, battle, placements } = r.json() as {
      mission: { id: string };
      battle: { id: string };
      placements: { unit: string; side: string; zone: string }[];
    };
    expect(placements.filter((p) => p.unit.startsWith('packrat'))).toEqual([
      expect.objectContaining({ unit: 'packrat-1', side: 'attacker', zone: "attacker: along the attacker's edge" }),
      expect.objectContaining({ unit: 'packrat-2', side: 'attacker' }),
    ]);
    const b = await get<{ state: BattleState }>(`/api/games/${battle.id}`);
    expect(b.state.units['packrat-1']).toMatchObject({ name: 'Packrat LRPV PKR-T5 (SRM2)', tonnage: 20 });
    const m = await get<{ state: MissionState }>(`/api/games/${mission.id}`);
    expect(m.state.units['packrat-2']!.unit).toMatchObject({ group: 'convoy', piloting: 6 });
    const status = await get<{ status: { attacker: { reasons: { text: string }[] } } }>(`/api/missions/${mission.id}/status`);
    expect(status.status.attacker.reasons[0]!.text).toBe('0 of 2 Packrats have left by the far narrow edge; 2 still on the board');
  });

  it('a referee-only mission has no battle to follow', async () => {
    const unit = (id: string, side: string) => ({
      id,
      name: id,
      side,
      tonnage: 50,
      countsForBoardSize: true,
      ground: true,
      withdrawalTest: 'mech',
      walkMp: 5,
      value: 1,
    });
    const g = (
      await post('/api/games', { module: 'mission', setup: { mission: 'open-engagement', units: [unit('a', 'attacker'), unit('d', 'defender')] } })
    ).json() as { game: { id: string } };
    const r = await post(`/api/missions/${g.game.id}/follow`, {});
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/tracked from a referee's reports, not a digital battle/);
    expect((await get<{ battle: null }>(`/api/missions/${g.game.id}/status`)).battle).toBeNull();
  });

  it('plays the chosen house rules, optional rules and Assassination targets; a bad target or optional rule is refused on its field', async () => {
    const units = [
      { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G', value: 1000 },
      { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R', value: 1000 },
      { id: 'wv2', side: 'defender', unit: 'Wolverine WVR-6R', value: 1000 },
    ];
    const created = await post('/api/missions/battle', {
      mission: 'assassination',
      units,
      targets: { defender: 'wv2' },
      targetIgnoresGeneralRetreat: false,
      ruleset: ['support-withdrawal-signals-retreat'],
      optionalRules: ['missions-weight-class-damage-psr'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { mission, battle } = created.json() as { mission: { id: string }; battle: { id: string } };
    const m = await get<{ header: { ruleset: string[]; setup: object }; state: MissionState }>(`/api/games/${mission.id}`);
    expect(m.header.ruleset).toEqual(['support-withdrawal-signals-retreat']);
    expect(m.state.objectives.assassinationTargets).toEqual({ attacker: 'hbk', defender: 'wv2' });
    expect(m.state.targetIgnoresGeneralRetreat).toBe(false);
    expect(m.header.setup).toMatchObject({ optionalRules: ['missions-weight-class-damage-psr'] });
    const b = await get<{ header: { ruleset: string[] } }>(`/api/games/${battle.id}`);
    expect(b.header.ruleset).toEqual(['missions-weight-class-damage-psr']);
    const badTarget = await post('/api/missions/battle', { mission: 'assassination', units, targets: { defender: 'hbk' } });
    expect(badTarget.statusCode).toBe(400);
    expect(badTarget.json().location).toEqual({ field: 'targets.defender' });
    const clash = await post('/api/missions/battle', {
      mission: 'open-engagement',
      units,
      optionalRules: ['tacops-taking-damage', 'missions-weight-class-damage-psr'],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ location: { field: 'optionalRules' }, message: expect.stringMatching(/cannot be played together/) });
  }, 60_000);
  it('against the bot: the server plays the defender from its own seat, the person the attacker, and the tracker follows to the end', async () => {
    const created = await post('/api/missions/battle', {
      mission: 'open-engagement',
      units: DUEL,
      roundLimit: 6,
      bots: ['defender'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { mission, battle } = created.json() as { mission: { id: string }; battle: { id: string } };
    const seats = await get<{ seat: string; bot?: boolean }[]>(`/api/games/${battle.id}/seats`);
    expect(seats).toEqual(expect.arrayContaining([expect.objectContaining({ seat: 'defender', bot: true })]));
    const taken = await post(`/api/games/${battle.id}/seats/defender`, {});
    expect(taken.statusCode).toBe(409);
    const token = ((await post(`/api/games/${battle.id}/seats/attacker`, {})).json() as { token: string }).token;
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { 'x-marshal-seat': token } });
    let sent = 0;
    for (let guard = 0; guard < 300; guard++) {
      const seen = (await as('GET', `/api/games/${battle.id}`)).json() as { game: { version: number }; state: BattleState };
      if (seen.state.outcome) break;
      const command = botCommand(seen.state, baseCombatRules);
      expect(command, `round ${seen.state.round}, ${seen.state.phase}: the attacker has nothing to play`).not.toBeNull();
      const r = await as('POST', `/api/games/${battle.id}/commands`, { expectedVersion: seen.game.version, command });
      expect(r.statusCode, r.body).toBe(201);
      sent++;
      await post(`/api/missions/${mission.id}/follow`, {});
    }
    const end = await get<{ state: BattleState; entries: { command: { type: string; side?: string } }[] }>(`/api/games/${battle.id}`);
    expect(end.state.outcome).not.toBeNull();
    const byDefender = end.entries.filter((e) => battleModule.seats!.seatOf(end.state, e.command as BattleCommand) === 'defender');
    expect(byDefender.map((e) => e.command.type)).toEqual(expect.arrayContaining(['move', 'fire']));
    expect(end.entries.length).toBeGreaterThan(sent);
    for (let i = 0; i < 5 && (await get<{ battle: { reportsBehind: number } }>(`/api/missions/${mission.id}/status`)).battle.reportsBehind > 0; i++)
      await post(`/api/missions/${mission.id}/follow`, {});
    const status = await get<{ battle: { reportsBehind: number; outcome: unknown } }>(`/api/missions/${mission.id}/status`);
    expect(status.battle).toMatchObject({ reportsBehind: 0 });
    expect(status.battle.outcome).not.toBeNull();
  }, 120_000);

  it('refuses a bot for both sides or for a side that is not a mission role, on the field', async () => {
    const body = {
      mission: 'open-engagement',
      units: [
        { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G' },
        { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R' },
      ],
    };
    for (const bots of [['attacker', 'defender'], ['b']]) {
      const r = await post('/api/missions/battle', { ...body, bots });
      expect(r.statusCode, JSON.stringify(bots)).toBe(400);
      expect(r.body).toMatch(/bots/);
    }
  });
});
