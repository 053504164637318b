import { describe, expect, it } from 'vitest';
import { parseRecord, revealSeed, SeededDice, serializeRecord, verifyRecord, type LiveGame } from '@marshal/core';
import { sampleMapSteps, samplePlayerCommands, sampleResult } from '../sample/sample-event';
import { playTournament, startTournament, tournamentState } from './play';
import { tournamentModule } from './tournament-module';
import { currentRound, standings } from './views';
import type { TournamentState } from './state';

const organiser = { role: 'organiser' as const };
const SEED = 'solaris-e2e';

function must(game: LiveGame, command: unknown, dice: SeededDice): LiveGame {
  const r = playTournament(game, command, dice);
  if (r.rejection) throw new Error(`${JSON.stringify(command).slice(0, 120)} → ${r.rejection.reason}`);
  return r.game;
}

function playRound(game: LiveGame, dice: SeededDice): LiveGame {
  game = must(game, { type: 'pairRound', actor: organiser }, dice);
  const round = currentRound(tournamentState(game))!;
  for (const d of round.duels) {
    if (!d.b) continue;
    const lower = d.a.bv <= d.b.bv ? d.a.player : d.b.player;
    const maps = ['Grassland #1', 'City Ruins', 'Desert Hills'];
    const higher = lower === d.a.player ? d.b.player : d.a.player;
    const choice = { maps: maps as [string, string, string], removed: maps[round.number % 3]!, map: maps[(round.number + 1) % 3]!, edge: 'north' as const };
    const steps = sampleMapSteps(d.id, lower, higher, { ...choice, swap: round.number % 2 === 0, equalBv: d.a.bv === d.b.bv });
    for (const step of steps) game = must(game, step, dice);
    const result = sampleResult(d.id, SEED);
    game = must(game, { type: 'reportResult', actor: { role: 'player', player: d.a.player }, duel: d.id, result }, dice);
    if (d.table === 1 && round.number === 2) {
      game = must(game, { type: 'disputeResult', actor: { role: 'player', player: d.b.player }, duel: d.id, reason: 'my Atlas was only crippled' }, dice);
      game = must(game, { type: 'settleResult', actor: organiser, duel: d.id, result: { ...result, b: 'crippled' }, note: 'checked the record sheets' }, dice);
    } else game = must(game, { type: 'confirmResult', actor: { role: 'player', player: d.b.player }, duel: d.id }, dice);
  }
  return game;
}

function runEvent(players: number): { game: LiveGame; dice: SeededDice } {
  const dice = SeededDice.fromSeed(SEED, 'tournament');
  let game = startTournament({ title: 'Solaris VII Stable Challenge', date: '2026-11-21' }, { seed: SEED });
  for (const c of samplePlayerCommands(players)) game = must(game, c, dice);
  game = must(game, { type: 'startEvent', actor: organiser }, dice);
  for (let r = 0; r < 6; r++) game = playRound(game, dice);
  const ties = playTournament(game, { type: 'tossCoins', actor: organiser }, dice);
  game = ties.game;
  game = must(game, { type: 'drawPrizes', actor: organiser }, dice);
  game = must(game, { type: 'awardBestPainted', actor: organiser, player: 'p07', note: 'weathered desert scheme' }, dice);
  return { game, dice };
}

describe('a 16-player, six-round Solaris VII event end to end', () => {
  const { game } = runEvent(16);
  const state = tournamentState(game);

  it('plays six rounds, one category each, with no rematches and every duel final', () => {
    expect(state.rounds.map((r) => r.category)).toEqual(['light', 'medium', 'medium-no-jump', 'heavy', 'heavy-no-jump', 'assault']);
    const pairs = state.rounds.flatMap((r) => r.duels.map((d) => [d.a.player, d.b!.player].sort().join('-')));
    expect(pairs).toHaveLength(48);
    expect(new Set(pairs).size).toBe(48);
    for (const d of state.rounds.flatMap((r) => r.duels)) {
      expect(['confirmed', 'settled']).toContain(d.status);
      expect(d.mapChoice).not.toBeNull();
      expect(d.balance).not.toBeNull();
    }
    expect(state.rounds[1]!.duels.find((d) => d.table === 1)!.status).toBe('settled');
  });

  it('balances each duel with the steps shown and keeps table numbers 1–8', () => {
    const r1 = state.rounds[0]!;
    expect(r1.duels.map((d) => d.table)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const balanced = state.rounds.flatMap((r) => r.duels).filter((d) => d.balance!.cheaper);
    expect(balanced.length).toBeGreaterThan(0);
    for (const d of balanced) expect(d.balance!.steps.length).toBeGreaterThan(0);
  });

  it('ranks everyone with the tiebreaker chain, leaving no tie unbroken after the coin toss', () => {
    const rows = standings(state);
    expect(rows).toHaveLength(16);
    expect(rows.map((r) => r.place)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
    expect(rows.slice(0, -1).every((r) => r.aheadOfNextBy !== null)).toBe(true);
    expect(state.setup.tiebreakers).toEqual([
      'more-kills',
      'more-crippling',
      'head-to-head',
      'fewer-roster-pulse-points',
      'fewer-roster-precision-points',
      'fewer-unpainted',
      'coin-toss',
    ]);
  });

  it('draws three different prize winners with auditable tickets', () => {
    const prizes = state.prizes!;
    expect(prizes.tickets).toHaveLength(16 + 6);
    expect(new Set(prizes.draws.map((d) => d.player)).size).toBe(3);
    expect(state.bestPainted).toEqual({ player: 'p07', note: 'weathered desert scheme' });
    expect(state.phase).toBe('finished');
  });

  it('the record replays to the same standings, byte for byte', () => {
    const text = serializeRecord(revealSeed(game.record, SEED));
    const report = verifyRecord(tournamentModule, parseRecord(text, 'event.jsonl'));
    expect(report.ok).toBe(true);
    expect(report.diceVerified).toBe(true);
    expect(standings(report.state as TournamentState)).toEqual(standings(state));
    expect(serializeRecord(revealSeed(runEvent(16).game.record, SEED))).toBe(text);
  });

  it('an odd field gets one bye a round, never twice to the same player', () => {
    const odd = tournamentState(runEvent(9).game);
    const byes = odd.rounds.map((r) => r.duels.filter((d) => d.b === null).map((d) => d.a.player));
    expect(byes.every((b) => b.length === 1)).toBe(true);
    expect(new Set(byes.flat()).size).toBe(6);
  });
});
