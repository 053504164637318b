import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleState } from '@marshal/battletech';
import type { MarshalServer } from '../app';
import { createTestServer } from '../testing';
import { observeClock } from './clock';
import { type LoadedGame, createGame, loadGame } from './game-service';

/** The extra minute after a failed pre-reveal roll (seed 003 §1.2.1), on the server's clock. */

const duel = {
  title: 'Clock duel',
  boards: 'Beginner Box/16x17 Grassland 1',
  movement: 'simultaneous',
  timers: true,
  sides: [
    { id: 'a', homeEdge: 'south' },
    { id: 'b', homeEdge: 'north' },
  ],
  units: [
    { side: 'a', unit: 'Hunchback HBK-4G' },
    { side: 'b', unit: 'Centurion CN9-A' },
  ],
};

describe('phase clocks', () => {
  let server: MarshalServer;
  let game: LoadedGame;
  const t0 = Date.parse('2026-03-01T12:00:00.000Z');
  const at = (seconds: number) => new Date(t0 + seconds * 1000);

  beforeAll(async () => {
    server = await createTestServer();
    const setup = (await server.app.inject({ method: 'POST', url: '/api/battles/setup', payload: duel })).json() as object;
    game = await loadGame(server.store, (await createGame(server.store, { module: 'battletech-battle', setup, dice: 'seeded' })).info.id);
  });
  afterAll(async () => server.close());

  /** The same game, in the movement phase with these units' getting-up rolls failed before the reveal. */
  function moving(failed: string[]): LoadedGame {
    const s = game.live.state as BattleState;
    const attempt = { ruling: null, roll: 2, success: false, fall: null };
    const state: BattleState = {
      ...s,
      phase: 'movement',
      written: { a: { a1: 'F' } },
      prepared: Object.fromEntries(failed.map((id) => [id, [attempt as never]])),
      revisable: failed,
    };
    return { ...game, live: { ...game.live, state } };
  }

  it('gives the movement time, then after a failed roll at least one more minute from the failure, never less than what was left', async () => {
    expect(await observeClock(server.store, game, at(0))).toBeNull();
    expect(await observeClock(server.store, moving([]), at(0))).toMatchObject({ timer: { seconds: 120, waiting: ['b'] }, deadline: at(120) });
    expect((await observeClock(server.store, moving([]), at(50)))!.deadline).toEqual(at(120));
    // a failure 30 s into the phase leaves the 90 s still to run
    expect(await observeClock(server.store, moving(['a1']), at(30))).toMatchObject({
      timer: { seconds: 60, extend: true, waiting: ['a', 'b'] },
      deadline: at(120),
    });
    // a second failure after the movement time ran out: one more minute from then
    expect((await observeClock(server.store, moving(['a1', 'b1']), at(130)))!.deadline).toEqual(at(190));
    expect((await observeClock(server.store, moving(['a1', 'b1']), at(170)))!.deadline).toEqual(at(190));
  });
});
