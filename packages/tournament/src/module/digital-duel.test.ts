import { describe, expect, it } from 'vitest';
import { SeededDice, type LiveGame } from '@marshal/core';
import { sampleMapSteps, samplePlayerCommands } from '../sample/sample-event';
import { describeMapChoice, digitalDuelPlan } from '../duel/digital';
import { baseRules } from '../rules';
import { playTournament, startTournament, tournamentState } from './play';
import { currentRound, findDuel } from './views';

const organiser = { role: 'organiser' as const };
const player = (p: string) => ({ role: 'player' as const, player: p });
const dice = SeededDice.fromSeed('digital', 'tournament');

function must(game: LiveGame, command: unknown): LiveGame {
  const r = playTournament(game, command, dice);
  if (r.rejection) throw new Error(`${JSON.stringify(command).slice(0, 120)} → ${r.rejection.reason}`);
  return r.game;
}
const refused = (game: LiveGame, command: unknown): string => playTournament(game, command, dice).rejection?.reason ?? 'accepted';

function pairedEvent() {
  let game = startTournament({ title: 'Digital Cup' }, { seed: 'digital' });
  for (const c of samplePlayerCommands(4)) game = must(game, c);
  game = must(game, { type: 'startEvent', actor: organiser });
  game = must(game, { type: 'pairRound', actor: organiser });
  const d = currentRound(tournamentState(game))!.duels[0]!;
  return { game, d, a: d.a.player, b: d.b!.player };
}

const maps = ['Grassland #1', 'City Ruins', 'Desert Hills'];

describe('a duel played digitally', () => {
  it('needs the map first, then plans the battle from the map choice and the balancing', () => {
    const { d, a, b, ...start } = pairedEvent();
    let game = start.game;
    expect(refused(game, { type: 'startDigitalDuel', actor: player(a), duel: d.id, game: 'g1', units: { a: 'a', b: 'b' } })).toMatch(/map choice/);
    const lower = d.a.bv <= d.b!.bv ? a : b;
    const higher = lower === a ? b : a;
    const steps = sampleMapSteps(d.id, lower, higher, { maps: maps as [string, string, string], removed: 'City Ruins', map: 'Desert Hills', edge: 'west' });
    for (const step of steps.map((x, i) => (i === 0 ? { ...x, step: { ...(x.step as object), lowerBvPlayer: lower } } : x))) game = must(game, step);
    const duel = findDuel(tournamentState(game), d.id)!;
    const names = (p: string) => tournamentState(game).players[p]!.name;
    expect(describeMapChoice(duel.mapChoice!, names)).toBe(
      `${names(lower)} removed City Ruins; ${names(higher)} picked Desert Hills; ${names(lower)} enters from the west, ${names(higher)} from the east`,
    );
    const plan = digitalDuelPlan(duel, baseRules, names, 3);
    if (typeof plan === 'string') throw new Error(plan);
    expect(plan.board).toBe('Desert Hills');
    expect(plan.roundLimit).toBe(3);
    expect(plan.timers).toEqual({ movementSeconds: 120, fireSeconds: 60, afterFailedRollSeconds: 60 });
    const sideOf = (p: string) => plan.sides.find((s) => s.player === p)!;
    expect(sideOf(lower).homeEdge).toBe('west');
    expect(sideOf(higher).homeEdge).toBe('east');
    expect(plan.sides[0]).toMatchObject({ unit: d.a.mech, gunnery: duel.balance!.a.gunnery, piloting: duel.balance!.a.piloting });
    expect(digitalDuelPlan(duel, baseRules, names, 21)).toMatch(/at most 20/);
  });

  it('refuses outsiders and typed results; the result comes from its own battle; both players confirm', () => {
    const { d, a, b, ...start } = pairedEvent();
    let game = start.game;
    const outsider = [...tournamentState(game).playerOrder].find((p) => p !== a && p !== b)!;
    game = must(game, {
      type: 'chooseMap',
      actor: organiser,
      duel: d.id,
      lowerBvPlayer: a,
      choice: { maps, removed: maps[0], map: maps[1], entryEdge: 'north' },
    });
    expect(refused(game, { type: 'startDigitalDuel', actor: player(outsider), duel: d.id, game: 'g1', units: { a: 'a1', b: 'b1' } })).toMatch(/does not play/);
    game = must(game, { type: 'startDigitalDuel', actor: player(a), duel: d.id, game: 'g1', units: { a: 'a1', b: 'b1' } });
    expect(refused(game, { type: 'startDigitalDuel', actor: organiser, duel: d.id, game: 'g2', units: { a: 'a1', b: 'b1' } })).toMatch(
      /already played as battle g1/,
    );
    const typed = { a: 'destroyed', b: 'intact', gameRounds: 3 };
    expect(refused(game, { type: 'reportResult', actor: player(b), duel: d.id, result: typed })).toMatch(/played digitally/);
    const fromOther = { ...typed, via: { kind: 'battle', record: 'g9' } };
    expect(refused(game, { type: 'attachBattleResult', actor: organiser, duel: d.id, result: fromOther })).toMatch(/comes from its battle g1/);
    game = must(game, { type: 'attachBattleResult', actor: organiser, duel: d.id, result: { ...typed, via: { kind: 'battle', record: 'g1' } } });
    expect(findDuel(tournamentState(game), d.id)!.status).toBe('reported');
    expect(refused(game, { type: 'confirmResult', actor: player(outsider), duel: d.id })).toMatch(/does not play/);
    game = must(game, { type: 'confirmResult', actor: player(a), duel: d.id });
    expect(findDuel(tournamentState(game), d.id)).toMatchObject({ status: 'reported', confirmedBy: [a] });
    expect(refused(game, { type: 'confirmResult', actor: player(a), duel: d.id })).toMatch(/already confirmed/);
    game = must(game, { type: 'confirmResult', actor: player(b), duel: d.id });
    const done = findDuel(tournamentState(game), d.id)!;
    expect(done.status).toBe('confirmed');
    expect(done.final!.result).toMatchObject({ a: 'destroyed', b: 'intact', via: { kind: 'battle', record: 'g1' } });
    expect(done.final!.score.b!.lines[0]!.points).toBe(3);
  });
});
