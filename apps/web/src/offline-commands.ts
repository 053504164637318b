import { type AnyGameModule, DiceNeeded, type GameCommand, PhysicalDice, canonicalJson, resolveRuleset, step, type Source } from '@marshal/core';
import { formatSource } from './i18n/source-text';
import { ApiError, apiFetch } from './api';
import type { DiceNeed, GameView } from './use-game';

/**
 * Commands made at the table while the server cannot be reached (ADR 0047): played in the page on the last game view it
 * has, with the dice rolled at the table, kept in this browser (localStorage) and sent in order when the server is back.
 */

/**
 * A command played offline: what was sent, the faces entered for it, the game version it was made at, and the name this
 * page gave it (ADR 0055), so a resend after a lost answer is known by the server instead of played twice. Queues kept
 * from before commands had names have no `id`; theirs are recognised by reading back the entry after their version.
 */
export interface QueuedCommand {
  readonly command: GameCommand;
  readonly dice: readonly (readonly number[])[];
  readonly madeAt: number;
  readonly id?: string;
}

/** An entry recorded meanwhile that stands in a stale command's way: what touched what, as the server names it. */
export interface InTheWay {
  readonly seq: number;
  readonly type: string;
  /** What it touched; absent when only read back (the server did not name it). */
  readonly over?: readonly string[] | 'everything';
}

/** Why a command made offline ended as it did, as data the page writes in the reader's language. */
export type SendReason =
  | { readonly kind: 'recorded'; readonly entry: number }
  /** An earlier send had landed and its answer was lost: the server found the entry by the command's name. */
  | { readonly kind: 'repeated'; readonly entry: number }
  | { readonly kind: 'needs-roll'; readonly purpose: string }
  | { readonly kind: 'closed' }
  | { readonly kind: 'moved-on'; readonly current: number | null; readonly madeAt: number; readonly inTheWay: readonly InTheWay[] }
  | { readonly kind: 'refused'; readonly reason: string; readonly source?: Source }
  | { readonly kind: 'not-sent' };

/** What became of a command made offline once it was sent. */
export interface SendOutcome {
  readonly command: GameCommand;
  readonly status: 'recorded' | 'conflict' | 'refused' | 'not-sent';
  readonly reason: SendReason;
}

/** A new name for a command: 128 random bits (crypto.getRandomValues works on plain-HTTP table networks too). */
export function newCommandId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const viewKey = (id: string) => `marshal.game.${id}.view`;
const queueKey = (id: string) => `marshal.game.${id}.queue`;

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only loses the offline copy; the page goes on with what it holds in memory.
  }
}

/** The last game view this browser saw (from the server, or as played offline since). */
export const savedView = <V>(id: string): V | null => read<V>(viewKey(id));
export const saveView = (id: string, view: unknown): void => write(viewKey(id), view);
/** Commands made offline and not yet sent, oldest first. */
export const savedQueue = (id: string): QueuedCommand[] => read<QueuedCommand[]>(queueKey(id)) ?? [];
export const saveQueue = (id: string, commands: readonly QueuedCommand[]): void => write(queueKey(id), commands.length ? commands : null);

export type OfflinePlay<V> = { status: 'played'; view: V } | { status: 'dice-needed'; need: DiceNeed } | { status: 'rejected'; message: string };

/**
 * Play a command in the page on the game as it last stood, with the faces entered so far: the rules are the same pure
 * module the server runs, so the result is the one the server will record if nothing else was recorded meanwhile.
 */
export function playOffline<V extends GameView<unknown, object, unknown>>(
  module: AnyGameModule,
  view: V,
  input: object,
  dice: readonly (readonly number[])[],
): OfflinePlay<V> {
  let command: GameCommand;
  try {
    command = module.parseCommand(input);
  } catch (e) {
    return { status: 'rejected', message: (e as Error).message };
  }
  const rules = resolveRuleset(module.options, module.baseRules, view.header.ruleset).rules;
  let out;
  try {
    out = step(module, view.state, command, rules, new PhysicalDice(dice));
  } catch (e) {
    if (e instanceof DiceNeeded) return { status: 'dice-needed', need: e.request };
    throw e;
  }
  if (!out.ok) return { status: 'rejected', message: withSource(out.rejection.reason, out.rejection.source) };
  const seq = view.game.version + 1;
  const entry = { seq, command, events: out.events, rolls: out.rolls.map((r) => ({ purpose: r.purpose, faces: [...r.faces], total: r.total })) };
  return { status: 'played', view: { ...view, game: { ...view.game, version: seq }, state: out.state, entries: [...view.entries, entry] } };
}

const withSource = (message: string, source?: Source) => `${message}${source ? ` [${formatSource(source)}]` : ''}`;

/** A command's type in words ("reportDamage" → "report damage"). */
export function commandLabel(command: GameCommand): string {
  return command.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

type Sent = { status: 'accepted'; version: number; repeated?: true } | { status: 'dice-needed'; diceNeeded: DiceNeed };

/**
 * Send commands made offline, in order, each at the version it was made at and under its name (the server plays it on a
 * newer version when its module can tell nothing recorded since touched the same things, and knows a resend by its
 * name). The first refused command stops the sending: the ones after it were made on a game that now differs, so they
 * are dropped, each saying so. A lost connection stops the sending too and keeps the rest waiting. Returns the
 * outcomes and the commands still waiting.
 */
export async function sendQueued(id: string, commands: readonly QueuedCommand[]): Promise<{ outcomes: SendOutcome[]; waiting: QueuedCommand[] }> {
  const outcomes: SendOutcome[] = [];
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i]!;
    const refused = (status: SendOutcome['status'], reason: SendReason) => {
      outcomes.push({ command: c.command, status, reason });
      for (const later of commands.slice(i + 1)) outcomes.push({ command: later.command, status: 'not-sent', reason: { kind: 'not-sent' } });
      return { outcomes, waiting: [] };
    };
    try {
      const body = { expectedVersion: c.madeAt, command: c.command, ...(c.dice.length ? { dice: c.dice } : {}), ...(c.id ? { commandId: c.id } : {}) };
      const out = await apiFetch<Sent>(`/games/${id}/commands`, { method: 'POST', body });
      if (out.status === 'dice-needed') return refused('conflict', { kind: 'needs-roll', purpose: out.diceNeeded.purpose });
      outcomes.push({ command: c.command, status: 'recorded', reason: { kind: out.repeated ? 'repeated' : 'recorded', entry: out.version } });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 0) return { outcomes, waiting: commands.slice(i) };
      if (e.status === 409) {
        const landed = c.id ? null : await recordedEarlier(id, c);
        if (landed === null) return refused('conflict', await conflictReason(id, c, e));
        outcomes.push({ command: c.command, status: 'recorded', reason: { kind: 'repeated', entry: landed } });
        continue;
      }
      const rejection = (e.body as { rejection?: { reason: string; source?: Source } } | null)?.rejection;
      return refused('refused', rejection ? { kind: 'refused', ...rejection } : { kind: 'refused', reason: e.message });
    }
  }
  return { outcomes, waiting: [] };
}

/**
 * For a command queued before commands had names: the entry it became when an earlier send landed but its answer was
 * lost — the entry right after the version it was made at is the same command with the same faces.
 */
async function recordedEarlier(id: string, c: QueuedCommand): Promise<number | null> {
  const since = await apiFetch<GameView<unknown, GameCommand>>(`/games/${id}?after=${c.madeAt}`).catch(() => null);
  const next = since?.entries.find((x) => x.seq === c.madeAt + 1);
  if (!next || canonicalJson(next.command) !== canonicalJson(c.command)) return null;
  const faces = (next.rolls ?? []).map((r) => r.faces);
  return canonicalJson(faces) === canonicalJson(c.dice) ? next.seq : null;
}

interface ConflictBody {
  readonly currentVersion?: number;
  readonly conflicts?: readonly { seq: number; type: string; over: readonly string[] | 'everything' }[];
}

/** Why a command made offline was stale: the entries recorded meanwhile that stand in its way, as the server names them or as read back. */
async function conflictReason(id: string, c: QueuedCommand, e: ApiError): Promise<SendReason> {
  const body = (e.body ?? {}) as ConflictBody;
  if (e.code === 'closed') return { kind: 'closed' };
  let inTheWay: InTheWay[] = (body.conflicts ?? []).map((x) => ({ seq: x.seq, type: x.type, over: x.over }));
  if (!inTheWay.length) {
    const since = await apiFetch<GameView<unknown, GameCommand>>(`/games/${id}?after=${c.madeAt}`).catch(() => null);
    inTheWay = (since?.entries ?? []).map((x) => ({ seq: x.seq, type: x.command.type }));
  }
  return { kind: 'moved-on', current: body.currentVersion ?? null, madeAt: c.madeAt, inTheWay };
}
