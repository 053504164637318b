import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AnyGameModule,
  type Conflict,
  type DiceSource,
  type GameCommand,
  type GameRecord,
  type LiveGame,
  type Rejection,
  type SeededState,
  DiceNeeded,
  MarshalError,
  PhysicalDice,
  SeededDice,
  canonicalJson,
  conflictsSince,
  parseRecord,
  revealSeed,
  startGame,
  playCommand,
  verifyRecord,
} from '@marshal/core';
import { moduleById } from '@marshal/library';
import type { NewStream, RecordStore, StreamInfo } from '../store/types';

/** Games over the record store: create, play a command (seeded or physical dice), reveal, verify. */

export const GAME_KIND = 'game';

interface GameSecret {
  readonly seed: string;
  readonly dice: SeededState;
}

export interface LoadedGame {
  readonly info: StreamInfo;
  readonly module: AnyGameModule;
  readonly record: GameRecord;
  readonly live: LiveGame;
  readonly closed: boolean;
}

export type PlayOutcome =
  | {
      readonly status: 'accepted';
      readonly version: number;
      readonly entry: GameRecord['entries'][number];
      readonly state: unknown;
      /** The command was recorded before, under the same command id (its answer was lost): nothing new was recorded. */
      readonly repeated?: true;
    }
  | { readonly status: 'dice-needed'; readonly version: number; readonly diceNeeded: { count: number; sides: number; purpose: string; index: number } }
  | { readonly status: 'rejected'; readonly version: number; readonly rejection: Rejection }
  | { readonly status: 'stale'; readonly currentVersion: number; readonly conflicts?: readonly Conflict[] }
  | { readonly status: 'closed'; readonly version: number };

/** How often a command that touches nothing recorded since its version is tried again after losing a race to append. */
const MAX_REBASES = 8;

export function requireModule(id: string): AnyGameModule {
  const module = moduleById(id);
  if (!module) throw new MarshalError('unknown-module', `no game module "${id}"`, { field: 'module' });
  return module;
}

export interface NewGame {
  readonly module: string;
  readonly ruleset?: readonly string[];
  readonly setup: unknown;
  readonly dice: 'seeded' | 'physical';
  readonly title?: string;
  readonly ownerId?: string | null;
  /** Written into the record header (e.g. the campaign a battle was fought for). */
  readonly meta?: Readonly<Record<string, unknown>>;
  /** A further check of the started game before anything is stored (throws a MarshalError naming the field). */
  readonly check?: (game: { readonly module: AnyGameModule; readonly live: LiveGame }) => void;
}

/** A game's stream and, for seeded dice, its secret (seed and dice state): stored together or not at all. */
function prepareGame(input: NewGame, id: string): { stream: NewStream; module: AnyGameModule; live: LiveGame; secret?: GameSecret } {
  const module = requireModule(input.module);
  const seed = input.dice === 'seeded' ? randomBytes(32).toString('hex') : null;
  const live = startGame(module, {
    ruleset: input.ruleset ?? [],
    setup: input.setup,
    dice: seed ? { kind: 'seeded', seed } : { kind: 'physical' },
    ...(input.meta ? { meta: { ...input.meta } } : {}),
  });
  input.check?.({ module, live });
  const title = input.title ?? titleFromSetup(live.record.header.setup) ?? module.title;
  const secret: GameSecret | undefined = seed ? { seed, dice: SeededDice.fromSeed(seed, 'main').save() } : undefined;
  const stream: NewStream = {
    id,
    kind: GAME_KIND,
    module: module.id,
    title,
    header: canonicalJson(live.record.header),
    ownerId: input.ownerId ?? null,
    ...(secret ? { secret: JSON.stringify(secret) } : {}),
  };
  return { stream, module, live, ...(secret ? { secret } : {}) };
}

/** Create a game: its stream and its dice secret in one transaction, so a crash never leaves a seeded game without its seed. */
export async function createGame(store: RecordStore, input: NewGame): Promise<LoadedGame> {
  return (await createLinkedGames(store, [() => input]))[0]!;
}

/**
 * Create games that refer to each other (each input is given the ids of the games before it) in one
 * transaction: all of them exist, each with its secret, or none does.
 */
export async function createLinkedGames(store: RecordStore, inputs: readonly ((earlier: readonly string[]) => NewGame)[]): Promise<LoadedGame[]> {
  const ids: string[] = [];
  const prepared = inputs.map((input) => {
    const game = prepareGame(input([...ids]), randomUUID());
    ids.push(game.stream.id!);
    return game;
  });
  const infos = await store.createAll(prepared.map((p) => p.stream));
  return prepared.map((p, i) => {
    const game: LoadedGame = { info: infos[i]!, module: p.module, record: p.live.record, live: p.live, closed: false };
    remember(store, game);
    if (p.secret) rememberSecret(store, game.info.id, game.info.version, p.secret);
    return game;
  });
}

function titleFromSetup(setup: unknown): string | undefined {
  const t = (setup as { title?: unknown } | null)?.title;
  return typeof t === 'string' && t.trim() ? t.trim() : undefined;
}

/**
 * Loaded games by store and id, valid for the version they were loaded or played at. Records are append-only and
 * every append moves the version, so a stream still at that version holds exactly those lines: a command after a
 * command reads one row instead of the whole record, and nothing is parsed or replayed again.
 */
const loadedCache = new WeakMap<RecordStore, Map<string, LoadedGame>>();
const CACHE_SIZE = 200;

function remember(store: RecordStore, game: LoadedGame): void {
  let games = loadedCache.get(store);
  if (!games) loadedCache.set(store, (games = new Map()));
  games.delete(game.info.id);
  games.set(game.info.id, game);
  if (games.size > CACHE_SIZE) games.delete(games.keys().next().value!);
}

/** The game as this process last played it, when that is newer than the copy a request loaded. */
function newest(store: RecordStore, game: LoadedGame): LoadedGame {
  const known = loadedCache.get(store)?.get(game.info.id);
  return known && known.info.version > game.info.version ? known : game;
}

/**
 * Commands to one stream are played one after another within this process, so requests arriving together queue
 * instead of racing each other to append (other servers are met by the version check and the rebase).
 */
const queues = new WeakMap<RecordStore, Map<string, Promise<unknown>>>();

async function serially<T>(store: RecordStore, id: string, work: () => Promise<T>): Promise<T> {
  let streams = queues.get(store);
  if (!streams) queues.set(store, (streams = new Map()));
  const before = streams.get(id) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  streams.set(id, settled);
  void settled.then(() => {
    if (streams.get(id) === settled) streams.delete(id);
  });
  return mine;
}

/** Each seeded game's dice secret as of the version this process last read or wrote it (it changes only with an append). */
const secretCache = new WeakMap<RecordStore, Map<string, { version: number; secret: GameSecret }>>();

function knownSecret(store: RecordStore, id: string, version: number): GameSecret | undefined {
  const known = secretCache.get(store)?.get(id);
  return known?.version === version ? known.secret : undefined;
}

function rememberSecret(store: RecordStore, id: string, version: number, secret: GameSecret): void {
  let secrets = secretCache.get(store);
  if (!secrets) secretCache.set(store, (secrets = new Map()));
  secrets.delete(id);
  secrets.set(id, { version, secret });
  if (secrets.size > CACHE_SIZE) secrets.delete(secrets.keys().next().value!);
}

function recall(store: RecordStore, info: StreamInfo): LoadedGame | undefined {
  const game = loadedCache.get(store)?.get(info.id);
  return game && game.info.version === info.version ? { ...game, info } : undefined;
}

function replay(module: AnyGameModule, id: string, record: GameRecord): LiveGame {
  const entries = { header: record.header, entries: record.entries };
  const report = verifyRecord(module, entries);
  if (!report.ok)
    throw new MarshalError('record-diverged', `stored game ${id} no longer replays: ${report.divergence?.message}`, { line: report.divergence?.line });
  const start = startGame(module, { ruleset: record.header.ruleset, setup: record.header.setup, dice: { kind: 'scripted' } });
  return { ...start, record: entries, state: report.state };
}

/**
 * The copy this process last loaded or played, without asking the store, when it is at least at `version` (the
 * version a command was sent against). Safe for playing commands: the append is conditional on the version, so a copy
 * another server has overtaken loses the race and the command is tried again on a fresh load.
 */
export function cachedAtLeast(store: RecordStore, id: string, version: number): LoadedGame | undefined {
  const game = loadedCache.get(store)?.get(id);
  return game && game.info.version >= version ? game : undefined;
}

export async function loadGame(store: RecordStore, id: string): Promise<LoadedGame> {
  const info = await store.info(id);
  if (!info || info.kind !== GAME_KIND) throw new MarshalError('not-found', `no game ${id}`);
  const cached = recall(store, info);
  if (cached) return cached;
  const stored = await store.read(id);
  if (!stored || stored.info.kind !== GAME_KIND) throw new MarshalError('not-found', `no game ${id}`);
  const module = requireModule(stored.info.module);
  const record = parseRecord([stored.header, ...stored.lines].join('\n'), `game ${id}`);
  const game: LoadedGame = { info: stored.info, module, record, live: replay(module, id, record), closed: record.reveal !== undefined };
  remember(store, game);
  return game;
}

/** Play one command at `expectedVersion`. Physical games pass the faces entered so far for this command. */
export async function playGameCommand(
  store: RecordStore,
  id: string,
  expectedVersion: number,
  command: unknown,
  entered?: readonly (readonly number[])[],
): Promise<PlayOutcome> {
  return (await playLoaded(store, await loadGame(store, id), expectedVersion, command, { entered })).outcome;
}

export interface PlayOptions {
  /** Physical dice: the faces entered so far for this command. */
  readonly entered?: readonly (readonly number[])[];
  /** The command was parsed already (by `authorizedCommand`), so it is not parsed again. */
  readonly parsed?: boolean;
  /** The sender's name for this command, kept on its entry: the same id sent again finds the entry instead of playing twice. */
  readonly commandId?: string;
}

/**
 * Play one command on a game the caller has loaded (each request loads its game once): the outcome, and after an
 * accepted command the game as it now stands, so the caller need not read and replay the record again. A command
 * sent against an older version is played on the newer one when the module's `concurrency` says nothing recorded
 * since touched what it touches; one that loses a race to append is tried again on the same terms.
 */
export async function playLoaded(
  store: RecordStore,
  game: LoadedGame,
  expectedVersion: number,
  command: unknown,
  options: PlayOptions = {},
): Promise<{ outcome: PlayOutcome; game?: LoadedGame }> {
  return serially(store, game.info.id, () => playRebasing(store, newest(store, game), expectedVersion, command, options));
}

async function playRebasing(
  store: RecordStore,
  game: LoadedGame,
  expectedVersion: number,
  command: unknown,
  options: PlayOptions,
): Promise<{ outcome: PlayOutcome; game?: LoadedGame }> {
  for (let attempt = 0; ; attempt++) {
    const earlier = recordedBefore(game, expectedVersion, command, options);
    if (earlier) return { outcome: earlier, game };
    const stale = staleness(game, expectedVersion, command, options);
    if (stale) return { outcome: stale };
    const played = await playAtCurrent(store, game, command, options);
    if (played !== 'lost-race') return played;
    game = await loadGame(store, game.info.id);
    if (attempt === MAX_REBASES || !game.module.concurrency) return { outcome: { status: 'stale', currentVersion: game.info.version } };
  }
}

/** The 409 body for a stale command: the current version and, when the module can tell, the entries in the way. */
export function staleBody(what: string, expectedVersion: number, out: { currentVersion: number; conflicts?: readonly Conflict[] }) {
  const inTheWay = (out.conflicts ?? []).map(
    (c) => `entry ${c.seq} (${c.type}) ${c.over === 'everything' ? 'changed the whole state' : `touched ${c.over.join(', ')}`}`,
  );
  const why = inTheWay.length ? `: ${inTheWay.join('; ')}` : '';
  return {
    error: 'stale',
    message: `the ${what} is at version ${out.currentVersion}, not ${expectedVersion}${why}; reload and retry`,
    currentVersion: out.currentVersion,
    ...(out.conflicts ? { conflicts: out.conflicts } : {}),
  };
}

/**
 * Null when the command may be played on the game as it now stands: it was sent against this version, or the module
 * says nothing recorded since touched what it touches (it is then resolved again on the newer state). Otherwise the
 * stale outcome, naming the entries in the way when the module can tell.
 */
function staleness(game: LoadedGame, expectedVersion: number, command: unknown, options: PlayOptions): PlayOutcome | null {
  const { version } = game.info;
  if (expectedVersion === version) return null;
  const concurrency = game.module.concurrency;
  if (!concurrency || expectedVersion > version || game.closed) return { status: 'stale', currentVersion: version };
  const parsed = options.parsed ? (command as GameCommand) : (game.module.parseCommand(command) as GameCommand);
  const conflicts = conflictsSince(concurrency, parsed, game.record.entries.slice(expectedVersion));
  return conflicts.length ? { status: 'stale', currentVersion: version, conflicts } : null;
}

/**
 * The entry a command with this id already became (ADR 0055): a sender that lost the answer sends the command again
 * with the same id and the version it was made at, so only entries recorded since that version are searched. The same
 * id on a different command is refused: ids name one command each.
 */
function recordedBefore(game: LoadedGame, expectedVersion: number, command: unknown, options: PlayOptions): PlayOutcome | null {
  const id = options.commandId;
  if (id === undefined) return null;
  const entry = game.record.entries.slice(expectedVersion).find((e) => e.commandId === id);
  if (!entry) return null;
  const parsed = options.parsed ? (command as GameCommand) : (game.module.parseCommand(command) as GameCommand);
  if (canonicalJson(parsed) !== canonicalJson(entry.command))
    throw new MarshalError('command-id-reused', `command id ${id} already names entry ${entry.seq}, a different command`, { field: 'commandId' });
  return { status: 'accepted', version: entry.seq, entry, state: game.live.state, repeated: true };
}

async function playAtCurrent(
  store: RecordStore,
  game: LoadedGame,
  command: unknown,
  options: PlayOptions,
): Promise<{ outcome: PlayOutcome; game?: LoadedGame } | 'lost-race'> {
  const { id, version } = game.info;
  const entered = options.entered;
  if (game.closed) return { outcome: { status: 'closed', version } };
  const kind = game.record.header.dice.kind;
  if (kind === 'seeded' && entered?.length)
    throw new MarshalError('dice-entry', "this game's dice are seeded by the server; do not send faces", { field: 'dice' });
  const secret = kind === 'seeded' ? (knownSecret(store, id, version) ?? (await readSecret(store, id))) : null;
  const source: DiceSource = secret ? SeededDice.fromState(secret.dice) : new PhysicalDice(entered ?? []);
  let result;
  try {
    result = playCommand(game.live, command, source, { parsed: options.parsed ?? false, commandId: options.commandId });
  } catch (e) {
    if (e instanceof DiceNeeded) return { outcome: { status: 'dice-needed', version, diceNeeded: { ...e.request, index: e.index } } };
    throw e;
  }
  if (!result.ok) return { outcome: { status: 'rejected', version, rejection: result.rejection } };
  if (source instanceof PhysicalDice && source.entered.length > result.rolls.length)
    throw new MarshalError('dice-entry', `this command needed ${result.rolls.length} roll(s) but ${source.entered.length} were entered`, { field: 'dice' });
  const entry = result.game.record.entries[result.game.record.entries.length - 1]!;
  const next = secret && source instanceof SeededDice ? ({ seed: secret.seed, dice: source.save() } satisfies GameSecret) : undefined;
  const appended = await store.append(id, version, [canonicalJson(entry)], next === undefined ? {} : { secret: JSON.stringify(next) });
  if (!appended.ok) return 'lost-race';
  if (next) rememberSecret(store, id, appended.version, next);
  const played: LoadedGame = { ...game, info: { ...game.info, version: appended.version }, record: result.game.record, live: result.game };
  remember(store, played);
  return { outcome: { status: 'accepted', version: appended.version, entry, state: result.game.state }, game: played };
}

async function readSecret(store: RecordStore, id: string): Promise<GameSecret> {
  const raw = await store.getSecret(id);
  if (!raw) throw new MarshalError('secret-missing', `game ${id} has lost its dice seed`);
  return JSON.parse(raw) as GameSecret;
}

/** End a seeded game by publishing its seed; afterwards anyone can verify every roll. */
export async function revealGame(store: RecordStore, id: string): Promise<{ seed: string; version: number }> {
  const game = await loadGame(store, id);
  if (game.record.header.dice.kind !== 'seeded') throw new MarshalError('reveal', 'only seeded games have a seed to reveal');
  if (game.closed) return { seed: game.record.reveal!.seed, version: game.info.version };
  const { seed } = await readSecret(store, id);
  const closed = revealSeed(game.record, seed);
  const appended = await store.append(id, game.info.version, [canonicalJson({ reveal: closed.reveal })]);
  if (!appended.ok) throw new MarshalError('stale', `the game moved on (now at version ${appended.currentVersion}); reveal again`);
  return { seed, version: appended.version };
}

export async function recordText(store: RecordStore, id: string): Promise<string> {
  const stored = await store.read(id);
  if (!stored || stored.info.kind !== GAME_KIND) throw new MarshalError('not-found', `no game ${id}`);
  return [stored.header, ...stored.lines].join('\n') + '\n';
}

/** What a fresh copy of a game starts from: its module, rules, setup and kind of dice (a new seed, if seeded). */
export function gameRecordSetup(game: LoadedGame): NewGame {
  const h = game.record.header;
  return { module: h.module, ruleset: h.ruleset, setup: h.setup, dice: h.dice.kind === 'seeded' ? 'seeded' : 'physical', title: game.info.title };
}
