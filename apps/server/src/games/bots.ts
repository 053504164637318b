import { z } from 'zod';
import { type AnyGameModule, type LiveGame, MarshalError } from '@marshal/core';
import type { RecordStore } from '../store/types';
import { type LoadedGame, loadGame, playLoaded } from './game-service';
import { visibleState } from './game-view';
import { type SeatBinding, bindSeats, seatBindings, seatsOf } from './seats';

/**
 * Seats a computer player holds (the module's `bot` capability). A bot seat is kept with a username no account can
 * have, so nobody can claim it; after every command a person plays, the server lets each bot seat play what it owes,
 * from its own seat's view, as ordinary record entries.
 */

/** Not a username an account can have (usernames are letters, digits and a few signs), so no one can take the seat. */
const BOT_USERNAME = '\u0000bot';
/** Enough for a whole round of a large battle; a bot that keeps answering past it is stopped, not looped forever. */
const MOST_IN_A_ROW = 200;

export const isBotBinding = (b: SeatBinding | undefined): boolean => b?.username === BOT_USERNAME;

/** Check a new game's bot seats against its module and dice: the seats exist, the module has a bot, the dice are the server's. */
export function checkBotSeats(game: { readonly module: AnyGameModule; readonly live: LiveGame }, bots: readonly string[]): void {
  if (!bots.length) return;
  const seats = seatsOf(game.module);
  if (!seats || !game.module.bot) throw new MarshalError('invalid-input', `the ${game.module.id} module has no computer player`, { field: 'bots' });
  const names = seats.list(game.live.state).map((s) => s.id);
  const unknown = bots.find((b) => !names.includes(b));
  if (unknown) throw new MarshalError('invalid-input', `no seat "${unknown}" to give the bot (seats: ${names.join(', ')})`, { field: 'bots' });
  if (new Set(bots).size === names.length) throw new MarshalError('invalid-input', 'leave at least one seat to a person', { field: 'bots' });
  if (game.live.record.header.dice.kind !== 'seeded')
    throw new MarshalError('invalid-input', 'the bot plays only with dice the server rolls (seeded), not with dice typed in', { field: 'bots' });
}

/** Keep the seats for the bot (a new game, before anyone claims a seat). */
async function keepBotSeats(store: RecordStore, game: LoadedGame, bots: readonly string[]): Promise<void> {
  if (!bots.length) return;
  await bindSeats(store, game, Object.fromEntries(bots.map((seat) => [seat, { username: BOT_USERNAME, label: 'the bot' }])));
}

/** A battle fought by a mission's or campaign's roles: the one side the bot may play (the other is a person's). */
export const roleBotsSchema = z
  .array(z.enum(['attacker', 'defender']))
  .max(1)
  .default([]);

/** A new game's bot seats: keep them, then let the bot play what it owes at once (it deploys or moves first); answers how many commands it played. */
export async function startBots(store: RecordStore, game: LoadedGame, bots: readonly string[]): Promise<number> {
  if (!bots.length) return 0;
  await keepBotSeats(store, game, bots);
  return playBots(store, game.info.id);
}

/** Let every bot seat of a game play what it owes now; answers how many commands the bots played. */
export async function playBots(store: RecordStore, id: string): Promise<number> {
  const bots = Object.entries(await seatBindings(store, id))
    .filter(([, b]) => isBotBinding(b))
    .map(([seat]) => seat);
  if (!bots.length) return 0;
  let played = 0;
  for (let turn = 0; turn < MOST_IN_A_ROW; turn++) {
    const game = await loadGame(store, id);
    if (game.closed || !game.module.bot) break;
    const next = bots.map((seat) => game.module.bot!.command(visibleState(game, [seat]), game.live.ruleset.rules, seat)).find((c) => c !== null);
    if (!next) break;
    const { outcome } = await playLoaded(store, game, game.info.version, next);
    if (outcome.status !== 'accepted') break; // the table moved on meanwhile (a person's command came first): their request plays the bot again
    played++;
  }
  return played;
}
