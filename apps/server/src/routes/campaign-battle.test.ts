import { describe, expect, it } from 'vitest';
import { baseCombatRules, botCommand, type BattleState } from '@marshal/battletech';
import { type CampaignState, sampleCampaignSetup } from '@marshal/campaign';
import { useTestServer } from '../test-hooks';

const server = useTestServer();
const get = async <T>(url: string): Promise<T> => (await server.app.inject({ method: 'GET', url })).json() as T;
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
type View = { campaign: { id: string; version: number }; state: CampaignState };
const view = (id: string) => get<View>(`/api/campaigns/${id}`);

/** Landing at −3: 4+4 → 1 attack a 'Mech; only the first Jenner is hit (6+6). */
const LANDING = { type: 'landing', modifier: -3, defender: ['warhammer'] };
const LANDING_DICE = [
  [4, 4],
  [6, 6],
  [1, 1],
  [1, 1],
  [1, 1],
  [1, 1],
  [1, 1],
];

/** Bots play the battle to its end. */
async function playOut(battleId: string): Promise<BattleState> {
  for (let guard = 0; guard < 2000; guard++) {
    const g = await get<{ game: { version: number }; state: BattleState }>(`/api/games/${battleId}`);
    const command = botCommand(g.state, baseCombatRules);
    if (!command) return g.state;
    const r = await post(`/api/games/${battleId}/commands`, { expectedVersion: g.game.version, command });
    expect(r.statusCode, r.body).toBe(201);
  }
  throw new Error('the battle did not end');
}

describe('a campaign scenario fought as a digital battle', () => {
  it('builds the landing battle with landing damage, refuses wrong reports, takes the result back with the damage of every unit', async () => {
    const created = await post('/api/campaigns', { setup: sampleCampaignSetup(), dice: 'physical' });
    const id = (created.json() as View).campaign.id;
    const cmd = (expectedVersion: number, command: object, dice?: number[][]) =>
      post(`/api/campaigns/${id}/commands`, { expectedVersion, command, ...(dice ? { dice } : {}) });

    const landing = await cmd(0, LANDING, LANDING_DICE);
    expect(landing.statusCode, landing.body).toBe(201);
    expect((await post(`/api/campaigns/${id}/battle/report`, { expectedVersion: 1, battle: 'nothing' })).json()).toMatchObject({
      message: 'there is no battle nothing',
    });
    const forged = await cmd(1, {
      type: 'reportDigitalBattle',
      battle: 'b',
      winner: 'attacker',
      attacker: [],
      defender: [],
      destroyed: [],
      damaged: [],
      withdrawn: [],
      damage: {},
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: expect.stringContaining('POST /api/campaigns/:id/battle/report') });

    const first = await post(`/api/campaigns/${id}/battle`, { expectedVersion: 1 });
    expect(first.statusCode, first.body).toBe(201);
    const firstId = (first.json() as { battle: { id: string } }).battle.id;
    const fought = await post(`/api/campaigns/${id}/battle`, { expectedVersion: 2, roundLimit: 1 });
    expect(fought.statusCode, fought.body).toBe(201);
    const battleId = (fought.json() as { battle: { id: string } }).battle.id;
    expect((await view(id)).state.scenario.battle).toMatchObject({ id: battleId, deployment: { attacker: { code: 'edge', edge: 'south' } } });

    const openingView = await get<{ state: BattleState; header: { meta?: unknown } }>(`/api/games/${battleId}`);
    expect(openingView.header.meta).toEqual({ campaign: { id, turn: 1, scenario: 'landing' } });
    const opening = openingView.state;
    expect(Object.keys(opening.units).sort()).toEqual(['atlas', 'jenner-1', 'jenner-2', 'marauder', 'ostscout', 'spider', 'warhammer']);
    const ct = opening.units['jenner-1']!.locations.CT!;
    expect(ct.maxArmor - ct.armor).toBe(5);
    expect(opening.sides.map((s) => [s.id, s.name, s.homeEdge])).toEqual([
      ['attacker', 'Natalie', 'south'],
      ['defender', 'Ralph', 'north'],
    ]);

    const unfinished = await post(`/api/campaigns/${id}/battle/report`, { expectedVersion: 3, battle: battleId });
    expect(unfinished.statusCode).toBe(422);
    expect(unfinished.json()).toMatchObject({ message: expect.stringMatching(/is not finished yet/) });
    const old = await post(`/api/campaigns/${id}/battle/report`, { expectedVersion: 3, battle: firstId });
    expect(old.json()).toMatchObject({ message: `battle ${firstId} is not this scenario's battle (that is ${battleId})` });
    const notFound = await post(`/api/campaigns/${id}/battle/report`, { expectedVersion: 3, battle: 'no-such-battle' });
    expect(notFound.statusCode).toBe(404);

    const end = await playOut(battleId);
    expect(end.outcome).not.toBeNull();
    const reported = await post(`/api/campaigns/${id}/battle/report`, { expectedVersion: 3, battle: battleId });
    expect(reported.statusCode, reported.body).toBe(201);
    const after = (await view(id)).state;
    expect(after.scenario).toMatchObject({ status: 'resolved' });
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
    expect((await post(`/api/campaigns/${id}/battle/report`, { expectedVersion: 4, battle: battleId })).statusCode).toBe(422);
  });

  it('lets the defender buy catalog units at their Battle Value after a lost landing, within 3600 a lance', async () => {
    const created = await post('/api/campaigns', { setup: sampleCampaignSetup(), dice: 'physical' });
    const id = (created.json() as View).campaign.id;
    const cmd = (expectedVersion: number, command: object, dice?: number[][]) =>
      post(`/api/campaigns/${id}/commands`, { expectedVersion, command, ...(dice ? { dice } : {}) });
    expect((await cmd(0, { type: 'landing', modifier: -3, defender: ['warhammer'] }, [[4, 4], ...Array(6).fill([1, 1])])).statusCode).toBe(201);
    const buy = (v: number, units: object[]) => post(`/api/campaigns/${id}/reinforcements`, { expectedVersion: v, lance: 'garrison', units });
    const early = await buy(1, [{ id: 'hunch', catalog: 'Hunchback HBK-4G', pilot: { name: 'Kim' } }]);
    expect(early.json()).toMatchObject({ message: expect.stringMatching(/holds the landing zone/) });
    expect((await cmd(1, { type: 'reportBattle', winner: 'defender', destroyed: ['jenner-2'] })).statusCode).toBe(201);
    expect((await cmd(2, { type: 'nextTurn' })).statusCode).toBe(201);
    const atlases = [1, 2].map((n) => ({ id: `atlas-${n}`, catalog: 'Atlas AS7-D', pilot: { name: `A${n}` } }));
    const over = await buy(3, atlases);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: expect.stringMatching(/may spend 3600 more/),
      rejection: { rule: expect.stringContaining('Tactical Handbook') },
    });
    const bought = await buy(3, [{ id: 'hunch', catalog: 'Hunchback HBK-4G', pilot: { name: 'Kim' } }]);
    expect(bought.statusCode, bought.body).toBe(201);
    const hunch = (await view(id)).state.units.hunch!;
    expect(hunch).toMatchObject({ side: 'defender', group: 'ralph-garrison', lance: 'garrison', unit: { name: 'Hunchback HBK-4G' } });
    expect(hunch.unit.value).toBeGreaterThan(900);
    expect((await cmd(4, { type: 'landing', defender: ['warhammer', 'hunch'] })).statusCode).toBe(201);
    const fought = await post(`/api/campaigns/${id}/battle`, { expectedVersion: 5 });
    expect(fought.statusCode, fought.body).toBe(201);
    const battle = (await get<{ state: BattleState }>(`/api/games/${(fought.json() as { battle: { id: string } }).battle.id}`)).state;
    expect(battle.sideOf.hunch).toBe('defender');
    expect(battle.units['jenner-2']).toBeUndefined();
  });
  it('fights the scenario against the computer: the bot keeps the defender seat and deploys or moves at once', async () => {
    const id = ((await post('/api/campaigns', { setup: sampleCampaignSetup(), dice: 'physical' })).json() as View).campaign.id;
    const landing = await post(`/api/campaigns/${id}/commands`, { expectedVersion: 0, command: LANDING, dice: LANDING_DICE });
    expect(landing.statusCode, landing.body).toBe(201);
    const both = await post(`/api/campaigns/${id}/battle`, { expectedVersion: 1, bots: ['attacker', 'defender'] });
    expect(both.statusCode).toBe(400);
    expect(both.body).toMatch(/bots/);
    const fought = await post(`/api/campaigns/${id}/battle`, { expectedVersion: 1, bots: ['defender'] });
    expect(fought.statusCode, fought.body).toBe(201);
    const battle = (fought.json() as { battle: { id: string } }).battle.id;
    const seats = await get<{ seat: string; bot?: boolean }[]>(`/api/games/${battle}/seats`);
    expect(seats.filter((s) => s.bot).map((s) => s.seat)).toEqual(['defender']);
    expect((await post(`/api/games/${battle}/seats/defender`, {})).statusCode).toBe(409);
    expect((await view(id)).state.scenario.battle?.id).toBe(battle);
  });
});
