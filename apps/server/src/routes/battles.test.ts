import { describe, expect, it } from 'vitest';
import { SeededDice } from '@marshal/core';
import { battleModule, combatRuleset, runBotBattle } from '@marshal/battletech';
import { useTestServer } from '../test-hooks';
import { battleSetupFrom } from './battles';

const server = useTestServer();
const GRASS = 'Beginner Box/16x17 Grassland 1';

const body = {
  title: 'Solaris duel',
  boards: GRASS,
  movement: 'simultaneous',
  roundLimit: 3,
  timers: true,
  sides: [
    { id: 'a', name: 'Alpha', homeEdge: 'south' },
    { id: 'b', name: 'Beta', homeEdge: 'north' },
  ],
  units: [
    { side: 'a', unit: 'Hunchback HBK-4G', gunnery: 3, piloting: 4 },
    { side: 'a', unit: 'Wolverine WVR-6R' },
    { side: 'b', unit: 'Centurion CN9-A' },
  ],
};

describe('battles API', () => {
  it('builds a self-contained setup with start hexes at the home edges, and the games API starts it', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/battles/setup', payload: body });
    expect(r.statusCode).toBe(200);
    const setup = r.json();
    expect(setup.map.boards[0].text).toMatch(/^size 16 17/mu);
    expect(setup.timers).toEqual({ movementSeconds: 120, fireSeconds: 60, afterFailedRollSeconds: 60, onTimeOut: 'as-written' });
    expect(setup.units.map((u: { id: string; hex: string; facing: number }) => [u.id, u.hex, u.facing])).toEqual([
      ['a1', '0816', 0],
      ['a2', '1016', 0],
      ['b1', '0802', 3],
    ]);
    expect(setup.units[0]).toMatchObject({ gunnery: 3, piloting: 4, unit: { name: 'Hunchback HBK-4G' } });
    const game = await server.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { module: 'battletech-battle', ruleset: ['solaris-vii'], setup, dice: 'seeded' },
    });
    expect(game.statusCode).toBe(201);
    expect(game.json().state).toMatchObject({ phase: 'initiative', movementMode: 'simultaneous', roundLimit: 3 });
  });

  it('names the bad field', async () => {
    const unit = await server.app.inject({
      method: 'POST',
      url: '/api/battles/setup',
      payload: { ...body, units: [...body.units, { side: 'b', unit: 'No Such Mech ZZ-9' }] },
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({ location: { field: 'units.3.unit' } });
    const side = await server.app.inject({
      method: 'POST',
      url: '/api/battles/setup',
      payload: { ...body, units: [...body.units, { side: 'c', unit: 'Atlas AS7-D' }] },
    });
    expect(side.json().message).toMatch(/not one of the two sides/u);
  });

  it('takes ground vehicles, which the bots can fight with to the end', () => {
    const setup = battleSetupFrom({
      ...body,
      roundLimit: 2,
      timers: false,
      movement: 'simultaneous',
      units: [
        { side: 'a', unit: 'Manticore Heavy Tank (Standard)', gunnery: 4, piloting: 5 },
        { side: 'b', unit: 'Hunchback HBK-4G', gunnery: 4, piloting: 5 },
      ],
    } as never);
    expect(setup.units[0]!.unit).toMatchObject({ kind: 'vehicle' });
    expect(runBotBattle(setup, combatRuleset(['solaris-vii']).rules, SeededDice.fromSeed('vehicle')).outcome).not.toBeNull();
  });

  it('carries hidden units and special munitions into the setup; the bots fight such a battle to the end', () => {
    const setup = battleSetupFrom({
      ...body,
      roundLimit: 4,
      timers: false,
      movement: 'alternating',
      units: [
        { side: 'a', unit: 'Hunchback HBK-4G', gunnery: 4, piloting: 5, munitions: { '0': 'armor-piercing' } },
        { side: 'b', unit: 'Centurion CN9-A', gunnery: 4, piloting: 5, hidden: true },
      ],
    } as never);
    expect(setup.units[0]).toMatchObject({ munitions: { '0': 'armor-piercing' } });
    expect(setup.units[1]).toMatchObject({ hidden: true });
    const end = runBotBattle(setup, combatRuleset(['solaris-vii']).rules, SeededDice.fromSeed('hidden'));
    expect(end.outcome).not.toBeNull();
  });

  it('loads special munitions into MML bins by their mode: inferno in the SRM bin, refused in the LRM bin (ADR 0056 session 12)', () => {
    const rules = combatRuleset(['solaris-vii']).rules;
    // Crusader CRD-8L: bins 0 and 1 are the left MML 7's LRM and SRM rounds.
    const setupWith = (munitions: Record<string, string>) =>
      battleSetupFrom({
        ...body,
        roundLimit: 2,
        timers: false,
        movement: 'alternating',
        units: [
          { side: 'a', unit: 'Crusader CRD-8L', gunnery: 4, piloting: 5, munitions },
          { side: 'b', unit: 'Hunchback HBK-4G', gunnery: 4, piloting: 5 },
        ],
      } as never);
    const setup = setupWith({ '0': 'artemis-capable', '1': 'inferno' });
    const state = battleModule.init(battleModule.parseSetup(setup), rules);
    const crusader = Object.values(state.units).find((u) => u.name.startsWith('Crusader'))!;
    expect(crusader.ammo.slice(0, 2).map((b) => [b.equipmentId, b.munition])).toEqual([
      ['IS Ammo MML-7 LRM', 'artemis-capable'],
      ['IS Ammo MML-7 SRM', 'inferno'],
    ]);
    expect(runBotBattle(setup, rules, SeededDice.fromSeed('mml-inferno')).outcome).not.toBeNull();
    expect(() => battleModule.init(battleModule.parseSetup(setupWith({ '0': 'inferno' })), rules)).toThrow(/feeds no weapon that fires Inferno SRM/u);
  });
});
