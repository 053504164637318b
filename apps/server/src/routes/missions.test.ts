import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type MarshalServer } from '../app';

const dir = mkdtempSync(join(tmpdir(), 'marshal-missions-api-'));
let server: MarshalServer;
const unit = (id: string, side: string, value = 1000) => ({
  id,
  name: id,
  side,
  tonnage: 50,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 5,
  value,
});

beforeAll(async () => {
  server = await createServer({ database: { dataDir: join(dir, 'db') } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('missions API', () => {
  it('lists missions and builds a set-up sheet', async () => {
    const list = await server.app.inject({ method: 'GET', url: '/api/missions' });
    expect(list.json()).toHaveLength(9);
    const sheet = await server.app.inject({
      method: 'POST',
      url: '/api/missions/briefing',
      payload: { mission: 'escort', units: [unit('a', 'attacker'), unit('d', 'defender')] },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().mission.title).toBe('Escort');
    const chosen = await server.app.inject({
      method: 'POST',
      url: '/api/missions/briefing',
      payload: {
        mission: 'escort',
        units: [unit('a', 'attacker'), unit('d', 'defender')],
        sheets: 2,
        layout: { rows: 2, cols: 1 },
        ruleset: ['escort-half-defender'],
        optionalRules: ['tacops-eccm'],
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().houseRules.map((r: { id: string }) => r.id)).toContain('escort-half-defender');
    expect(chosen.json().optionalRules).toEqual([expect.objectContaining({ id: 'tacops-eccm', title: 'ECCM' })]);
    expect(chosen.json().board.layout).toMatchObject({ rows: 2, columns: 1 });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/missions/briefing',
      payload: { mission: 'escort', units: [unit('a', 'attacker')], optionalRules: ['tacops-flying-mechs'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().location).toEqual({ field: 'optionalRules' });
  });
  it('tracks a mission with physical dice and reports its status with reasons', async () => {
    const setup = {
      mission: 'assassination',
      units: [unit('a1', 'attacker', 2000), unit('a2', 'attacker'), unit('d1', 'defender', 1500), unit('d2', 'defender')],
    };
    const created = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'mission', setup, dice: 'physical' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().game.id as string;
    const destroy = { type: 'destroyUnit', unit: 'd1', cause: 'other' };
    const needs = await server.app.inject({ method: 'POST', url: `/api/games/${id}/commands`, payload: { expectedVersion: 0, command: destroy } });
    expect(needs.json()).toMatchObject({ status: 'dice-needed', diceNeeded: { count: 2, sides: 6, purpose: 'd1: crew survival' } });
    const done = await server.app.inject({
      method: 'POST',
      url: `/api/games/${id}/commands`,
      payload: { expectedVersion: 0, command: destroy, dice: [[6, 6]] },
    });
    expect(done.statusCode).toBe(201);
    await server.app.inject({ method: 'POST', url: `/api/games/${id}/commands`, payload: { expectedVersion: 1, command: { type: 'endTurn' } } });
    const status = await server.app.inject({ method: 'GET', url: `/api/missions/${id}/status` });
    expect(status.json().status.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    expect(status.json().washUp.units.find((u: { id: string }) => u.id === 'd1').crew).toBe('escaped');
    // Once ended, the Missions page lists it among the finished missions, with each side's result; one still played has none.
    const end = { type: 'endGame', reason: 'time is up' };
    expect((await server.app.inject({ method: 'POST', url: `/api/games/${id}/commands`, payload: { expectedVersion: 2, command: end } })).statusCode).toBe(201);
    const open = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'mission', setup, dice: 'physical' } });
    const tracked = (await server.app.inject({ method: 'GET', url: '/api/missions/tracked' })).json() as {
      id: string;
      mission: string;
      ended: { turn: number } | null;
      result: object | null;
    }[];
    expect(tracked.find((m) => m.id === id)).toMatchObject({
      mission: 'assassination',
      ended: { turn: 2, reason: 'time is up' },
      result: { attacker: 'complete-victory', defender: 'defeat' },
    });
    expect(tracked.find((m) => m.id === open.json().game.id)).toMatchObject({ ended: null, result: null });
    expect(tracked[0]!.id).toBe(open.json().game.id); // most recently changed first
    // A mission of no contract has none to go back to: the tracker's "Add it to a contract's ledger" goes to the list.
    expect((await server.app.inject({ method: 'GET', url: `/api/missions/${id}/contract` })).json()).toEqual({ contract: null });
  });
  it('refuses a bad set-up with the field named', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/missions/briefing',
      payload: { mission: 'escort', units: [{ ...unit('a', 'attacker'), tonnage: -1 }] },
    });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toMatch(/units/);
  });
});

describe('mission demo content', () => {
  it('a demo server has a Take the Position game three turns in, whose status explains itself', async () => {
    const demo = await createServer({ database: { dataDir: join(dir, 'demo') }, demo: true });
    try {
      const games = (await demo.app.inject({ method: 'GET', url: '/api/games?module=mission' })).json() as { id: string; title: string }[];
      const game = games.find((g) => g.title === 'Demo: Take the Position on Hill 204')!;
      const status = (await demo.app.inject({ method: 'GET', url: `/api/missions/${game.id}/status` })).json();
      expect(status).toMatchObject({ turn: 3, phase: 'end' });
      expect(status.status.attacker.outcome).toBe('pending');
    } finally {
      await demo.close();
    }
  });
});
