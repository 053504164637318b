import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRecord, revealSeed, SeededDice, serializeRecord, verifyRecord, type LiveGame } from '@marshal/core';
import { samplePlayerCommands, sampleResult } from '../sample/sample-event';
import { playTournament, startTournament, tournamentState } from './play';
import { tournamentModule } from './tournament-module';
import { currentRound, standings } from './views';
import type { TournamentState } from './state';

const organiser = { role: 'organiser' as const };

function run(players: number, options: { setup?: object; ruleset?: string[]; seed?: string; salt?: string } = {}): LiveGame {
  const seed = options.seed ?? 'variants';
  const dice = SeededDice.fromSeed(seed, 'tournament');
  let game = startTournament({ title: 'v', ...options.setup }, { seed, ruleset: options.ruleset ?? [] });
  const must = (c: unknown) => {
    const r = playTournament(game, c, dice);
    if (r.rejection) throw new Error(r.rejection.reason);
    game = r.game;
  };
  for (const c of samplePlayerCommands(players)) must(c);
  must({ type: 'startEvent', actor: organiser });
  for (let r = 0; r < 6; r++) {
    must({ type: 'pairRound', actor: organiser });
    for (const d of currentRound(tournamentState(game))!.duels)
      if (d.b) must({ type: 'reportResult', actor: organiser, duel: d.id, result: sampleResult(d.id, options.salt ?? '') });
  }
  return game;
}

describe('tournament variants', () => {
  it('round robin for a small field: seven players, six rounds, nobody meets twice, one bye a round', () => {
    const s = tournamentState(run(7, { setup: { pairing: 'round-robin' } }));
    const pairs = s.rounds.flatMap((r) => r.duels.filter((d) => d.b).map((d) => [d.a.player, d.b!.player].sort().join('-')));
    expect(pairs).toHaveLength(18);
    expect(new Set(pairs).size).toBe(18);
    expect(s.rounds.every((r) => r.duels.filter((d) => !d.b).length === 1)).toBe(true);
  });
  it('a small Swiss field is warned at the start; once every opponent has been met it rematches, fewest meetings first', () => {
    const dice = SeededDice.fromSeed('small', 'tournament');
    let game = startTournament({ title: 'small' }, { seed: 'small' });
    for (const c of samplePlayerCommands(4)) game = playTournament(game, c, dice).game;
    const started = playTournament(game, { type: 'startEvent', actor: organiser }, dice);
    expect(started.game.record.entries.at(-1)!.events[0]).toMatchObject({
      warnings: [expect.stringMatching(/4 players cannot all play 6 duels without a rematch: Swiss pairing will rematch/)],
    });
    game = started.game;
    for (let r = 0; r < 4; r++) {
      const paired = playTournament(game, { type: 'pairRound', actor: organiser }, dice);
      expect(paired.rejection).toBeNull();
      game = paired.game;
      for (const d of currentRound(tournamentState(game))!.duels)
        game = playTournament(game, { type: 'reportResult', actor: organiser, duel: d.id, result: sampleResult(d.id) }, dice).game;
    }
    const r4 = tournamentState(game).rounds[3]!;
    expect(r4.duels).toHaveLength(2);
    expect(r4.note).toMatch(/no pairing without a rematch: 2 rematch\(es\), fewest possible/);
  });
  it('five players finish six Swiss rounds: each plays five duels and sits out one, then the fewest rematches', () => {
    const s = tournamentState(run(5, { salt: 'five' }));
    expect(s.rounds).toHaveLength(6);
    expect(s.rounds.map((r) => r.duels.filter((d) => !d.b).length)).toEqual([1, 1, 1, 1, 1, 1]);
    const pairs = s.rounds.flatMap((r) => r.duels.filter((d) => d.b).map((d) => [d.a.player, d.b!.player].sort().join('-')));
    expect(new Set(pairs.slice(0, 10)).size).toBe(10);
    expect(pairs).toHaveLength(12);
  });
  it('house rule: players who cannot be paired without a rematch get byes instead', () => {
    const s = tournamentState(run(5, { salt: 'five', ruleset: ['solaris-unpairable-byes'] }));
    expect(s.rounds).toHaveLength(6);
    const last = s.rounds[5]!;
    expect(last.duels.every((d) => d.b === null && d.status === 'bye')).toBe(true);
    expect(last.duels.map((d) => d.id)).toEqual(['R6-BYE', 'R6-BYE-2', 'R6-BYE-3', 'R6-BYE-4', 'R6-BYE-5']);
    const pairs = s.rounds.flatMap((r) => r.duels.filter((d) => d.b).map((d) => [d.a.player, d.b!.player].sort().join('-')));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
  it('the margin house rule changes duel points for an unscathed win on crippling, and is named in the record', () => {
    const base = tournamentState(run(8, { salt: 'm' }));
    const margin = run(8, { salt: 'm', ruleset: ['solaris-open-outcomes-margin'] });
    const wins = base.rounds.flatMap((r) => r.duels).filter((d) => d.final?.result?.a === 'intact' && d.final.result.b === 'crippled');
    expect(wins.length).toBeGreaterThan(0);
    const w = wins[0]!;
    const after = tournamentState(margin)
      .rounds.flatMap((r) => r.duels)
      .find((d) => d.id === w.id);
    if (after?.b?.player === w.b?.player) expect(after!.final!.score.a.lines[0]!.points).toBe(2);
    expect(margin.record.header.ruleset).toEqual(['solaris-open-outcomes-margin']);
  });
  it('the tiebreaker order comes from the setup (the scoring manifest)', () => {
    const s = tournamentState(run(8, { setup: { tiebreakers: ['fewer-unpainted', 'more-kills', 'coin-toss'] } }));
    const rows = standings(s);
    for (let i = 1; i < rows.length; i++)
      if (rows[i - 1]!.points === rows[i]!.points && rows[i - 1]!.aheadOfNextBy === 'fewer-unpainted')
        expect(rows[i - 1]!.unpainted).toBeLessThan(rows[i]!.unpainted);
    expect(s.setup.tiebreakers).toEqual(['fewer-unpainted', 'more-kills', 'coin-toss']);
  });
  it('property: any event replays from its record to the same standings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 7, max: 12 }), (salt, players) => {
        const game = run(players, { salt, seed: `p-${salt}` });
        const report = verifyRecord(tournamentModule, parseRecord(serializeRecord(revealSeed(game.record, `p-${salt}`))));
        expect(report.ok).toBe(true);
        expect(standings(report.state as TournamentState)).toEqual(standings(tournamentState(game)));
      }),
      { numRuns: 30 },
    );
  });
});
