import { describe, expect, it } from 'vitest';
import type { MarshalError } from '@marshal/core';
import { darkAgeModule } from './module';
import { sampleDarkAgeState } from './sample';
import { begin, find, must, play, unit, world } from './test-world';
import { countsForVictory, victoryCounts } from './units';

const gun = unit('long-tom', 'gun', 'blue', 'Blue', { x: 5, y: 5 }, { facing: 0 });

describe('artillery and passengers (seed 001)', () => {
  function blastOn(target: ReturnType<typeof unit>[]) {
    let g = begin(world([gun, ...target]));
    g = must(g, { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }] }).game;
    g = must(must(g, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    return must(g, { type: 'resolveArtillery', firer: 'gun' }, [3, 3, 3]);
  }

  it('a blast on a transport leaves its passengers untouched', () => {
    const r = blastOn([unit('hover-apc', 'apc', 'red', 'Red', { x: 20.5, y: 5 }), unit('rifle-squad', 'p', 'red', 'Red', null, { aboard: 'apc' })]);
    expect(find(r.state, 'apc').click).toBe(2);
    expect(find(r.state, 'p')).toMatchObject({ click: 0, aboard: 'apc' });
  });

  it('a blast that turns a loaded transport to salvage forces its passengers off', () => {
    const r = blastOn([
      unit('hover-apc', 'apc', 'red', 'Red', { x: 20.5, y: 5 }, { click: 1 }),
      unit('rifle-squad', 'p', 'red', 'Red', null, { aboard: 'apc' }),
    ]);
    expect(r.events.map((e) => e.type)).toEqual(['artilleryResolved', 'dialTurned', 'disembarkRequired']);
    expect(r.state.pendingDisembark).toMatchObject({ transport: 'apc', reason: 'salvage' });
    expect(play(r.game, { type: 'endTurn' })).toMatchObject({ ok: false, field: 'type' });
  });

  it('passengers do not count toward victory', () => {
    const s = darkAgeModule.parseSetup(sampleDarkAgeState);
    expect(s.units.filter(countsForVictory).map((u) => u.id)).not.toContain('r-inf-2');
    expect(s.units.filter(countsForVictory)).toHaveLength(7);
  });

  it('victory counts leave out passengers (and eliminated units), naming them', () => {
    const s = darkAgeModule.parseSetup(sampleDarkAgeState);
    const counts = victoryCounts(s);
    expect(counts.map((c) => [c.player, c.counted.length])).toEqual([
      ['Republic', 4],
      ['Spirit', 3],
    ]);
    expect(counts[0]!.passengers).toEqual(['r-inf-2']);
    expect(counts[0]!.source).toMatchObject({ seed: '001', section: 'Passenger Units' });
  });

  it('only vehicles may be transports', () => {
    const setup = { ...sampleDarkAgeState, units: sampleDarkAgeState.units.map((u) => (u.id === 's-mech' ? { ...u, capacity: 2 } : u)) };
    expect(() => darkAgeModule.parseSetup(setup)).toThrow(/units\.\d+\.capacity.*s-mech is a mech: only vehicles may be transports/);
  });

  it('passengers cannot be ordered or fire', () => {
    const g = begin(world([unit('hover-apc', 'apc', 'blue', 'Blue', { x: 10, y: 10 }), unit('rifle-squad', 'p', 'blue', 'Blue', null, { aboard: 'apc' })]));
    expect(play(g, { type: 'move', unit: 'p', to: { x: 3, y: 3 } })).toMatchObject({ ok: false, field: 'unit' });
  });
});

describe('state files name the bad field', () => {
  const fieldOf = (input: unknown) => {
    try {
      darkAgeModule.parseSetup(input);
      return 'accepted';
    } catch (e) {
      return (e as MarshalError).location.field;
    }
  };
  it('catches positions, transports and players', () => {
    expect(fieldOf(world([unit('rifle-squad', 'a', 'blue', 'Blue', null)]))).toBe('units.0.position');
    expect(fieldOf(world([unit('rifle-squad', 'a', 'green', 'Blue', { x: 1, y: 1 })]))).toBe('units.0.controller');
    expect(fieldOf(world([unit('rifle-squad', 'a', 'blue', 'Blue', null, { aboard: 'b' }), unit('strike-mech', 'b', 'blue', 'Blue', { x: 5, y: 5 })]))).toBe(
      'units.0.aboard',
    );
    expect(fieldOf(world([unit('rifle-squad', 'a', 'blue', 'Blue', { x: 1, y: 1 }, { baseRadius: 0 })]))).toBe('units.0.baseRadius');
    expect(fieldOf(world([unit('rifle-squad', 'a', 'blue', 'Blue', { x: 1, y: 1 })], { currentPlayer: 'nobody' }))).toBe('currentPlayer');
  });
});

describe('moves', () => {
  it('within speed, on the table, not into blocking terrain or water', () => {
    const terrain = [{ id: 'pond', kind: 'water' as const, rect: { x: 8, y: 0, w: 2, h: 36 } }];
    const g = begin(world([unit('rifle-squad', 'a', 'blue', 'Blue', { x: 2, y: 2 })], { battlefield: { width: 36, height: 36, terrain } }));
    expect(must(g, { type: 'move', unit: 'a', to: { x: 2, y: 10 } }).events[1]).toMatchObject({ type: 'moved', inches: 8, facing: 90 });
    expect(play(g, { type: 'move', unit: 'a', to: { x: 2, y: 10.1 } })).toMatchObject({ ok: false, field: 'to' });
    expect(play(g, { type: 'move', unit: 'a', to: { x: 7.5, y: 2 } })).toMatchObject({ ok: false, field: 'to' });
    expect(play(g, { type: 'move', unit: 'a', to: { x: 0.5, y: 2 } })).toMatchObject({ ok: false });
  });
});
