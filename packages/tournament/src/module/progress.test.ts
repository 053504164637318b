import { describe, expect, it } from 'vitest';
import { SeededDice, type LiveGame } from '@marshal/core';
import { samplePlayerCommands, sampleResult } from '../sample/sample-event';
import { baseRules } from '../rules';
import { playTournament, startTournament, tournamentState } from './play';
import { deskActions, pointsByRound } from './progress';
import { currentRound, standings } from './views';

const organiser = { role: 'organiser' as const };
const dice = SeededDice.fromSeed('progress', 'tournament');

function event(players: number) {
  let game: LiveGame = startTournament({ title: 'Progress Cup' }, { seed: 'progress' });
  const must = (c: unknown) => {
    const r = playTournament(game, c, dice);
    if (r.rejection) throw new Error(r.rejection.reason);
    game = r.game;
  };
  for (const c of samplePlayerCommands(players)) must(c);
  const settleRound = () => {
    for (const d of currentRound(tournamentState(game))!.duels.filter((x) => x.b))
      must({ type: 'reportResult', actor: organiser, duel: d.id, result: sampleResult(d.id, 'p') });
  };
  return { must, settleRound, state: () => tournamentState(game), game: () => game };
}

describe('the desk offers only what can succeed', () => {
  it('says why the next round cannot be paired, until it can', () => {
    const e = event(4);
    expect(deskActions(e.state(), baseRules).pairProblem).toBe('start the event first (rosters are frozen then)');
    e.must({ type: 'startEvent', actor: organiser });
    expect(deskActions(e.state(), baseRules).pairProblem).toBeNull();
    e.must({ type: 'pairRound', actor: organiser });
    expect(deskActions(e.state(), baseRules).pairProblem).toBe('round 1 still has duels without a final result (tables 1, 2)');
    e.settleRound();
    expect(deskActions(e.state(), baseRules)).toMatchObject({ pairProblem: null, ties: [] });
  });

  it('offers coin tosses only once every duel is played and only for players still level', () => {
    const e = event(4);
    e.must({ type: 'startEvent', actor: organiser });
    for (let r = 0; r < 6; r++) {
      expect(deskActions(e.state(), baseRules).ties).toEqual([]);
      e.must({ type: 'pairRound', actor: organiser });
      e.settleRound();
    }
    const actions = deskActions(e.state(), baseRules);
    expect(actions.pairProblem).toBe('all 6 duels have been played');
    const level = standings(e.state()).filter((r) => r.tiedWithNext);
    expect(actions.ties.length > 0).toBe(level.length > 0);
    if (actions.ties.length) {
      e.must({ type: 'tossCoins', actor: organiser });
      expect(deskActions(e.state(), baseRules).ties).toEqual([]);
    }
  });
});

describe('the best-painted prize (Solaris VII Stable Challenge §6 Prizes)', () => {
  it('is awarded only at the end of the tournament; earlier the refusal says why and the desk says the same', () => {
    const e = event(4);
    const award = { type: 'awardBestPainted', actor: organiser, player: 'p02', note: '' };
    const refusal = (c: unknown) => {
      const r = playTournament(e.game(), c, dice).rejection;
      return r ? { reason: r.reason, section: r.source?.kind === 'seed' ? r.source.section : null } : null;
    };
    const early = 'the best-painted prize is awarded at the end of the tournament, once all 6 duels have final results';
    expect(refusal(award)).toEqual({ reason: `${early} (the event has not started)`, section: '6 Prizes' });
    expect(deskActions(e.state(), baseRules).bestPaintedProblem).toBe(`${early} (the event has not started)`);
    e.must({ type: 'startEvent', actor: organiser });
    e.must({ type: 'pairRound', actor: organiser });
    expect(refusal(award)?.reason).toBe(`${early} (duel 1 is still being played)`);
    e.settleRound();
    expect(refusal(award)?.reason).toBe(`${early} (1 of 6 duels played)`);
    for (let r = 1; r < 6; r++) {
      e.must({ type: 'pairRound', actor: organiser });
      e.settleRound();
    }
    expect(deskActions(e.state(), baseRules).bestPaintedProblem).toBeNull();
    e.must(award);
    expect(e.state().bestPainted).toEqual({ player: 'p02', note: '' });
  });
});

describe('points by round', () => {
  it('gives each player the points of each round and the running total, in standings order', () => {
    const e = event(4);
    e.must({ type: 'startEvent', actor: organiser });
    for (let r = 0; r < 2; r++) {
      e.must({ type: 'pairRound', actor: organiser });
      e.settleRound();
    }
    e.must({ type: 'pairRound', actor: organiser });
    const state = e.state();
    const progress = pointsByRound(state);
    expect(progress.map((p) => p.player)).toEqual(standings(state).map((r) => r.id));
    for (const p of progress) {
      expect(p.rounds).toHaveLength(3);
      expect(p.rounds[2]!.points).toBeNull();
      const d1 = state.rounds[0]!.duels.find((d) => d.a.player === p.player || d.b?.player === p.player)!;
      const own = d1.a.player === p.player ? d1.final!.score.a : d1.final!.score.b!;
      expect(p.rounds[0]).toMatchObject({ round: 1, points: own.total, total: own.total });
      expect(p.rounds[1]!.total).toBe(own.total + p.rounds[1]!.points!);
      expect(p.rounds[2]!.total).toBe(standings(state).find((r) => r.id === p.player)!.points);
    }
  });
});
