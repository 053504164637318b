import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  MarshalError,
  SeededDice,
  formatSource,
  parseDice,
  parseRecord,
  revealSeed,
  serializeRecord,
  type GameRecord,
  type LiveGame,
  type SeededState,
} from '@marshal/core';
import { playTournament, resumeTournament, startTournament, tournamentState, type TournamentEvent, type TournamentState } from '@marshal/tournament';
import { readJsonFile, readTextFile, writeFileAtomic } from '../lib/io';

/** A tournament kept in a record file (JSON Lines) with its seed and dice state beside it in FILE.seed.json. */
export interface StoredTournament {
  readonly file: string;
  game: LiveGame;
  secret: { seed: string; dice: SeededState };
}

export const secretFile = (file: string) => `${file}.seed.json`;

export function createTournament(file: string, setup: unknown, ruleset: readonly string[], seed?: string): StoredTournament {
  if (existsSync(file)) throw new MarshalError('file-exists', 'a tournament record already exists here; choose another file', { file });
  const s = seed ?? randomBytes(8).toString('hex');
  const game = startTournament(setup, { ruleset, seed: s });
  const stored = { file, game, secret: { seed: s, dice: SeededDice.fromSeed(s, 'tournament').save() } };
  saveTournament(stored);
  return stored;
}

export function loadTournament(file: string): StoredTournament {
  const game = resumeTournament(parseRecord(readTextFile(file), file), file);
  const secret = existsSync(secretFile(file)) ? (readJsonFile(secretFile(file)) as StoredTournament['secret']) : null;
  if (!secret || typeof secret.seed !== 'string')
    throw new MarshalError('no-seed', `the seed file ${secretFile(file)} is missing; without it no further dice can be rolled`, { file: secretFile(file) });
  return { file, game, secret: { seed: secret.seed, dice: diceAfter(game.record, secret.seed) } };
}

/**
 * The dice state after the record's last roll, derived from the seed and the record itself (the one continuous
 * stream `verify` regenerates). The saved state is not trusted: the seed file is written before the record, so a
 * crash between the two would leave it ahead of the record.
 */
function diceAfter(record: GameRecord, seed: string): SeededState {
  const stream = record.header.dice.kind === 'seeded' ? record.header.dice.stream : 'tournament';
  const dice = SeededDice.fromSeed(seed, stream);
  for (const e of record.entries) for (const r of e.rolls) dice.draw({ count: r.faces.length, sides: parseDice(r.notation).sides, purpose: r.purpose });
  return dice.save();
}

export function saveTournament(t: StoredTournament): void {
  writeFileAtomic(secretFile(t.file), `${JSON.stringify(t.secret)}\n`);
  writeFileAtomic(t.file, serializeRecord(t.game.record));
}

/** Play a command, persist on success, or throw the refusal (nothing is written then). */
export function play(t: StoredTournament, command: unknown): TournamentEvent[] {
  const dice = SeededDice.fromState(t.secret.dice);
  const before = t.game.record.entries.length;
  const r = playTournament(t.game, command, dice);
  if (r.rejection) {
    const src = r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : '';
    throw new MarshalError('refused', `${r.rejection.reason}${src}`, { file: t.file, ...(r.rejection.field ? { field: r.rejection.field } : {}) });
  }
  t.game = r.game;
  t.secret = { ...t.secret, dice: dice.save() };
  saveTournament(t);
  return r.game.record.entries.slice(before).flatMap((e) => e.events as TournamentEvent[]);
}

export function revealTournament(t: StoredTournament): void {
  t.game = { ...t.game, record: revealSeed(t.game.record, t.secret.seed) };
  writeFileAtomic(t.file, serializeRecord(t.game.record));
}

export const stateOf = (t: StoredTournament): TournamentState => tournamentState(t.game);

/** `organiser` (default) or `player:ID`. */
export function parseActor(text: string | undefined): { role: 'organiser' } | { role: 'player'; player: string } {
  if (!text || text === 'organiser' || text === 'organizer') return { role: 'organiser' };
  const m = /^player:(.+)$/.exec(text);
  if (!m) throw new MarshalError('options', `--as must be "organiser" or "player:ID", not "${text}"`, { field: 'as' });
  return { role: 'player', player: m[1]! };
}
