import { describe, expect, it } from 'vitest';
import { type MarshalError, type LiveGame, parseRecord, playCommand, scriptedDice, serializeRecord, startGame, verifyRecord, SeededDice } from '@marshal/core';
import { m42Module } from './module';
import type { M42Event } from './commands';
import type { M42State } from './state';
import { sampleM42State } from './sample';
import { battle, unitsOf } from './test-builders';

const start = (setup: unknown, ruleset: string[] = []) => startGame(m42Module, { setup, dice: { kind: 'scripted' }, ruleset });
const play = (game: LiveGame, command: object, faces: number[] = []) => {
  const r = playCommand(game, command, scriptedDice(...faces));
  if (!r.ok) throw new Error(r.rejection.reason);
  return { game: r.game, events: r.events as M42Event[], state: r.game.state as M42State };
};
const ofType = <T extends M42Event['type']>(events: M42Event[], type: T) => events.find((e) => e.type === type) as Extract<M42Event, { type: T }>;

describe('the starting phase runs its four steps in order (seed 002, sequence)', () => {
  it('refuses a later step before an earlier one', () => {
    const r = playCommand(start(sampleM42State), { type: 'rollReserves' }, scriptedDice());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.reason).toMatch(/morale step/);
  });

  it('plays the sample end to end: morale, victory, suppression, reserves; the record replays', () => {
    let game = start(sampleM42State);
    // Vanguard has 3 alive + 1 reserve of 8: exactly half, no morale check. Turn 4: reserves roll a 5, the Recon Team arrives.
    const r = play(game, { type: 'startingPhase' }, [5]);
    expect(r.events.map((e) => e.type)).toEqual(['moraleChecked', 'victoryChecked', 'suppressionUpdated', 'reservesRolled', 'phaseCompleted']);
    const vanguard = r.state.players[0]!.taskForce;
    expect(vanguard.units.find((u) => u.id === 'v-recon')!.status).toBe('alive');
    expect(vanguard.officers.find((o) => o.id === 'lt-osei')!.status).toBe('on-table');
    game = play(r.game, { type: 'endTurn' }).game;
    expect((game.state as M42State).currentPlayer).toBe('swarm');
    // Swarm: 3 alive + 1 reserve of 6 → not below half either.
    game = play(game, { type: 'startingPhase' }, [2]).game;
    const text = serializeRecord(game.record);
    const report = verifyRecord(m42Module, parseRecord(text, 'm42.jsonl'));
    expect(report.ok).toBe(true);
  });

  it('seeded dice give the same phase twice', () => {
    const setup = battle({ units: unitsOf(2, 5, 1), officers: [{ id: 'cpt', name: 'Captain', ld: 8, status: 'on-table' }] });
    const once = () => playCommand(start(setup), { type: 'startingPhase' }, SeededDice.fromSeed('kappa'));
    expect(JSON.stringify(once())).toBe(JSON.stringify(once()));
  });

  it('stops at a failed morale check: no further steps, the game is over', () => {
    const setup = battle({ units: unitsOf(2, 5, 1), officers: [{ id: 'cpt', name: 'Captain', ld: 8, status: 'on-table' }] });
    const r = play(start(setup), { type: 'startingPhase' }, [6, 6]);
    expect(r.events.map((e) => e.type)).toEqual(['moraleChecked', 'gameWon']);
    const again = playCommand(r.game, { type: 'endTurn' }, scriptedDice());
    expect(again.ok).toBe(false);
  });
});

describe('victory conditions through the mission hook (seed 002 §2)', () => {
  it('an escorted hostage wins the game for the attacker', () => {
    let game = start(sampleM42State);
    game = play(game, { type: 'updateTable', changes: [{ kind: 'hostage', hostage: 'envoy', escortedOffBy: 'vanguard' }] }).game;
    const r = play(game, { type: 'startingPhase' });
    const v = ofType(r.events, 'victoryChecked');
    expect(v.met).toBe(true);
    expect(v.checks.map((c) => c.met)).toEqual([true, false]);
    expect(r.state.outcome).toMatchObject({ winner: 'vanguard', loser: 'swarm' });
    expect(r.events.map((e) => e.type)).toEqual(['moraleChecked', 'victoryChecked', 'gameWon']);
  });

  it('holding an objective counts only from the mission’s turn', () => {
    const setup = { ...sampleM42State, currentPlayer: 'swarm' };
    const game = play(start(setup), { type: 'checkMorale' }).game;
    const v = ofType(play(game, { type: 'checkVictory' }).events, 'victoryChecked');
    expect(v.met).toBe(false);
    expect(v.checks[0]!.explanation).toMatch(/held by swarm; counts from turn 6/);
  });

  it('holding an objective from the right turn wins for the defender', () => {
    let game = start({ ...sampleM42State, currentPlayer: 'swarm', turn: 6 });
    game = play(game, { type: 'checkMorale' }).game;
    const r = play(game, { type: 'checkVictory' });
    expect(ofType(r.events, 'victoryChecked').checks[0]).toMatchObject({ met: true });
    expect(r.state.outcome?.winner).toBe('swarm');
  });

  it('no condition met: the game continues to suppression', () => {
    let game = start({ ...sampleM42State, currentPlayer: 'swarm', turn: 5 });
    game = play(game, { type: 'checkMorale' }).game;
    const r = play(game, { type: 'checkVictory' });
    expect(ofType(r.events, 'victoryChecked')).toMatchObject({ met: false });
    expect(r.state.step).toBe('suppression');
  });

  it('breaking the opponent below a fraction of its start', () => {
    const setup = { ...sampleM42State };
    let game = start(setup);
    const kill = ['t-drones-1', 't-drones-2', 't-warrior'].map((unit) => ({ kind: 'unit' as const, player: 'swarm', unit, status: 'destroyed' as const }));
    game = play(game, { type: 'updateTable', changes: kill }).game;
    const r = play(game, { type: 'startingPhase' });
    expect(ofType(r.events, 'victoryChecked').checks[1]).toMatchObject({ met: true });
  });
});

describe('officers with their units (seed 002 §1)', () => {
  const force = {
    units: unitsOf(2, 4),
    officers: [
      { id: 'cpt', name: 'Captain', ld: 9, status: 'on-table' as const, unit: 'u1' },
      { id: 'lt', name: 'Lieutenant', ld: 6, status: 'on-table' as const, unit: 'u2' },
    ],
  };
  it('an officer dies with the unit it leads: a table update that destroys the unit kills the officer too', () => {
    const r = play(start(battle(force)), { type: 'updateTable', changes: [{ kind: 'unit', player: 'red', unit: 'u1', status: 'destroyed' }] });
    expect(ofType(r.events, 'tableUpdated').changes).toContainEqual({ kind: 'officer', player: 'red', officer: 'cpt', status: 'dead' });
    expect(r.state.players[0]!.taskForce.officers.find((o) => o.id === 'cpt')!.status).toBe('dead');
    // 1 of 6 units left: the morale test falls to the Lieutenant, the one officer still alive.
    const m = play(r.game, { type: 'checkMorale' }, [3, 3]);
    expect(ofType(m.events, 'moraleChecked').tests[0]!.tester).toMatchObject({ id: 'lt' });
  });
  it('an officer whose unit is already destroyed in the state file cannot take the morale test', () => {
    const units = unitsOf(2, 4).map((u) => (u.id === 'u1' ? { ...u, status: 'destroyed' as const } : u));
    const r = playCommand(start(battle({ ...force, units })), { type: 'checkMorale', officer: 'cpt' }, scriptedDice(3, 3));
    expect(r.ok ? '' : r.rejection.reason).toBe('officer "cpt" died with its unit u1; choose one of lt');
  });
});

describe('suppression (seed 002 §3)', () => {
  it('units without a hit-count die lose one marker; the current player’s dice come off', () => {
    const r = play(play(play(start(sampleM42State), { type: 'checkMorale' }).game, { type: 'checkVictory' }).game, { type: 'updateSuppression' });
    const units = (id: string) => r.state.players.flatMap((p) => p.taskForce.units).find((u) => u.id === id)!;
    expect(units('v-squad-1')).toMatchObject({ suppression: 1, hitCountDie: null });
    expect(units('v-squad-2')).toMatchObject({ suppression: 1, hitCountDie: null });
    expect(units('v-hq')).toMatchObject({ suppression: 0 });
    expect(units('t-drones-1')).toMatchObject({ suppression: 1, hitCountDie: 2 });
    expect(r.state.step).toBe('reserves');
  });

  it('a manifest option extends recovery to the opponent’s units', () => {
    const setup = {
      ...sampleM42State,
      players: sampleM42State.players.map((p) =>
        p.id === 'swarm'
          ? { ...p, taskForce: { ...p.taskForce, units: p.taskForce.units.map((u) => (u.id === 't-drones-2' ? { ...u, suppression: 2 } : u)) } }
          : p,
      ),
    };
    let game = start(setup, ['m42-suppression-all-units']);
    game = play(play(game, { type: 'checkMorale' }).game, { type: 'checkVictory' }).game;
    const r = play(game, { type: 'updateSuppression' });
    const drones = r.state.players[1]!.taskForce.units;
    expect(drones.find((u) => u.id === 't-drones-2')!.suppression).toBe(1);
    expect(drones.find((u) => u.id === 't-drones-1')).toMatchObject({ suppression: 1, hitCountDie: 2 });
  });
});

describe('reserves (seed 002 §4, labelled default)', () => {
  const toReserves = (setup: unknown, ruleset: string[] = []) => {
    let game = start(setup, ruleset);
    for (const type of ['checkMorale', 'checkVictory', 'updateSuppression']) game = play(game, { type }).game;
    return game;
  };

  it('rolls 1D6 ≥ 4 per reserve unit by default and says it is a default', () => {
    const r = play(toReserves(sampleM42State), { type: 'rollReserves' }, [3]);
    const ev = ofType(r.events, 'reservesRolled');
    expect(ev.rolls[0]).toMatchObject({ unit: 'v-recon', arrived: false, ruling: { target: 4, odds: { successes: '3', outcomes: '6' } } });
    expect(ev.rule.source).toMatchObject({ kind: 'default' });
    expect(r.state.players[0]!.taskForce.units.find((u) => u.id === 'v-recon')!.status).toBe('reserve');
  });

  it('does not roll before the first reserves turn', () => {
    const r = play(toReserves({ ...sampleM42State, turn: 1 }), { type: 'rollReserves' }, []);
    expect(ofType(r.events, 'reservesRolled')).toMatchObject({ eligible: false, rolls: [] });
  });

  it('a mission’s own reserves rule replaces the default', () => {
    const setup = { ...sampleM42State, mission: { ...sampleM42State.mission, reserves: { arriveOn: 6, fromTurn: 3 } } };
    const ev = ofType(play(toReserves(setup), { type: 'rollReserves' }, [5]).events, 'reservesRolled');
    expect(ev.rolls[0]).toMatchObject({ arrived: false, ruling: { target: 6 } });
  });

  it('the escalating option lowers the target each later turn', () => {
    const ev = ofType(play(toReserves(sampleM42State, ['m42-reserves-escalating']), { type: 'rollReserves' }, [2]).events, 'reservesRolled');
    expect(ev.rolls[0]).toMatchObject({ arrived: true, ruling: { target: 2 } });
  });
});

describe('state files are validated with errors naming the field', () => {
  const fieldOf = (input: unknown) => {
    try {
      m42Module.parseSetup(input);
    } catch (e) {
      return (e as MarshalError).location.field;
    }
    return 'accepted';
  };
  it('names the bad field', () => {
    expect(fieldOf({ ...sampleM42State, currentPlayer: 'nobody' })).toBe('currentPlayer');
    const badLd = structuredClone(sampleM42State) as { players: { taskForce: { officers: { ld: unknown }[] } }[] };
    badLd.players[0]!.taskForce.officers[1]!.ld = 'high';
    expect(fieldOf(badLd)).toBe('players.0.taskForce.officers.1.ld');
    const hiveNoLd = structuredClone(sampleM42State) as { players: { taskForce: { units: { ld?: number }[] } }[] };
    delete hiveNoLd.players[1]!.taskForce.units[2]!.ld;
    expect(fieldOf(hiveNoLd)).toBe('players.1.taskForce.units.2.ld');
    expect(fieldOf({ ...sampleM42State, mission: { ...sampleM42State.mission, victory: { attacker: [{ kind: 'hold-objective', objective: 'nope' }] } } })).toBe(
      'mission.victory.attacker.0.objective',
    );
  });
  it('refuses a table change naming an unknown unit', () => {
    const r = playCommand(
      start(sampleM42State),
      { type: 'updateTable', changes: [{ kind: 'unit', player: 'swarm', unit: 'ghost', status: 'destroyed' }] },
      scriptedDice(),
    );
    expect(r.ok ? null : r.rejection.field).toBe('changes.0.unit');
  });
});
