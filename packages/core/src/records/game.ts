import { canonicalJson } from '../canonical-json';
import type { Roll } from '../dice/dice';
import { type DiceSource, ScriptedDice, SeededDice, commitSeed } from '../dice/sources';
import { MarshalError } from '../errors';
import { type AnyGameModule, type GameCommand, type Rejection, step } from '../kernel/module';
import { resolveRuleset, type Ruleset } from '../options/options';
import { type GameRecord, type RecordHeader, ENGINE_VERSION, RECORD_FORMAT, appendEntry, entryHash, headerHash, lineOfEntry } from './record';

/** A game in progress: its record, its current state and its rules. */
export interface LiveGame {
  readonly module: AnyGameModule;
  readonly record: GameRecord;
  readonly state: unknown;
  readonly ruleset: Ruleset<object>;
}

export type DiceChoice = { kind: 'seeded'; seed: string; stream?: string } | { kind: 'physical' } | { kind: 'scripted' };

export interface StartOptions {
  readonly ruleset?: readonly string[];
  readonly setup: unknown;
  readonly dice: DiceChoice;
  readonly meta?: Record<string, unknown>;
}

/** Start a record: validate setup, resolve the ruleset once, commit to the seed (the seed itself is not written). */
export function startGame(module: AnyGameModule, options: StartOptions): LiveGame {
  const setup = module.parseSetup(options.setup);
  const ruleset = resolveRuleset(module.options, module.baseRules, options.ruleset ?? []);
  const dice: RecordHeader['dice'] =
    options.dice.kind === 'seeded'
      ? { kind: 'seeded', commitment: commitSeed(options.dice.seed), stream: options.dice.stream ?? 'main' }
      : { kind: options.dice.kind };
  const header: RecordHeader = {
    format: RECORD_FORMAT,
    formatVersion: 1,
    module: module.id,
    moduleVersion: module.version,
    engine: ENGINE_VERSION,
    ruleset: [...(options.ruleset ?? [])],
    dice,
    setup,
    ...(options.meta ? { meta: options.meta } : {}),
  };
  return { module, record: { header, entries: [] }, state: module.init(setup, ruleset.rules), ruleset };
}

export type PlayResult = { ok: true; game: LiveGame; events: readonly { type: string }[]; rolls: readonly Roll[] } | { ok: false; rejection: Rejection };

/**
 * Validate and resolve one command against a live game; an accepted command is appended to the record. A shell that
 * has parsed the command already (to check who may send it) says `parsed` so it is not parsed twice; a sender's
 * `commandId` is kept on the entry, so a resend of the same command can be recognised (ADR 0055).
 */
export function playCommand(
  game: LiveGame,
  input: unknown,
  source: DiceSource,
  options: { readonly parsed?: boolean; readonly commandId?: string } = {},
): PlayResult {
  const command = options.parsed ? (input as GameCommand) : game.module.parseCommand(input);
  const result = step(game.module, game.state, command, game.ruleset.rules, source);
  if (!result.ok) return { ok: false, rejection: result.rejection };
  const record = appendEntry(game.record, command, result.rolls, result.events, options.commandId);
  return { ok: true, game: { ...game, record, state: result.state }, events: result.events, rolls: result.rolls };
}

export interface Divergence {
  readonly line: number;
  readonly seq: number | null;
  readonly what: 'module' | 'seed' | 'command' | 'rolls' | 'events' | 'hash' | 'length';
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

/**
 * What a verified record amounts to. Only `genuine` means every check was made: dice regenerated from the revealed
 * seed and the record's length and final hash matching what its reveal committed to.
 * - `unfinished`: seeded, no reveal yet: the game is in play, or the record was cut short (or its reveal removed);
 * - `unverified-dice`: dice rolled at the table or scripted: nothing to regenerate them from, no reveal to fix the length;
 * - `uncounted`: revealed before reveals committed to the entry count (ADR 0018): dice checked, length not;
 * - `cut-short`: the reveal names more entries than the record holds;
 * - `diverged`: something differs from what the rules, the seed or the hashes give.
 */
export type RecordStatus = 'genuine' | 'unfinished' | 'unverified-dice' | 'uncounted' | 'cut-short' | 'diverged';

export interface VerifyReport {
  /** Nothing that could be checked differs; true also for an unfinished record (see `status`). */
  readonly ok: boolean;
  readonly status: RecordStatus;
  /** The status in one plain sentence. */
  readonly summary: string;
  /** The checks that could not be made, in plain words (empty when genuine or diverged). */
  readonly unchecked: readonly string[];
  readonly entries: number;
  readonly finalHash: string;
  /** True when the dice were regenerated from the revealed seed; false when recorded faces were trusted. */
  readonly diceVerified: boolean;
  readonly divergence?: Divergence;
  readonly state?: unknown;
}

const UNCHECKED_DICE_SEEDED = 'dice: the seed is not revealed, so the recorded faces were trusted, not regenerated';
const UNCHECKED_DICE_TABLE = 'dice: rolled at the table (or scripted), so the recorded faces were trusted; there is no seed to regenerate them from';
const UNCHECKED_LENGTH = 'length: there is no reveal committing to the number of entries, so entries missing from the end would not show';
const UNCHECKED_COUNT = 'length: this reveal was written before reveals stated the entry count and final hash, so entries missing from the end would not show';

/** The status of a record whose entries all replayed: what its reveal (or the lack of one) lets us say. */
function endStatus(record: GameRecord, finalHash: string): Pick<VerifyReport, 'ok' | 'status' | 'summary' | 'unchecked' | 'divergence'> {
  const n = record.entries.length;
  const reveal = record.reveal;
  const revealLine = lineOfEntry(n + 1);
  const entriesWord = (k: number) => `${k} ${k === 1 ? 'entry' : 'entries'}`;
  if (!reveal) {
    if (record.header.dice.kind !== 'seeded')
      return {
        ok: true,
        status: 'unverified-dice',
        summary: `consistent but not proven genuine: ${entriesWord(n)} replay, with dice rolled at the table and no reveal: the record may be cut short`,
        unchecked: [UNCHECKED_DICE_TABLE, UNCHECKED_LENGTH],
      };
    return {
      ok: true,
      status: 'unfinished',
      summary: `unfinished: no reveal: the game may still be in play, or the record may be cut short or its reveal removed; ${entriesWord(n)} replay`,
      unchecked: [UNCHECKED_DICE_SEEDED, UNCHECKED_LENGTH],
    };
  }
  if (reveal.entries === undefined || reveal.hash === undefined)
    return {
      ok: true,
      status: 'uncounted',
      summary: `dice verified, length not: made before count commitment (the reveal does not state how many entries there were); ${entriesWord(n)} replay`,
      unchecked: [UNCHECKED_COUNT],
    };
  if (reveal.entries > n) {
    const message = `the record ends at entry ${n} but its reveal says ${entriesWord(reveal.entries)}: it has been cut short`;
    return {
      ok: false,
      status: 'cut-short',
      summary: message,
      unchecked: [],
      divergence: { line: revealLine, seq: null, what: 'length', message, expected: reveal.entries, actual: n },
    };
  }
  if (reveal.entries < n) {
    const message = `the record has ${entriesWord(n)} but its reveal says ${entriesWord(reveal.entries)}`;
    return {
      ok: false,
      status: 'diverged',
      summary: message,
      unchecked: [],
      divergence: { line: revealLine, seq: null, what: 'length', message, expected: reveal.entries, actual: n },
    };
  }
  if (reveal.hash !== finalHash) {
    const message = 'the final running hash is not the one the reveal committed to';
    return {
      ok: false,
      status: 'diverged',
      summary: message,
      unchecked: [],
      divergence: { line: revealLine, seq: null, what: 'hash', message, expected: reveal.hash, actual: finalHash },
    };
  }
  return {
    ok: true,
    status: 'genuine',
    summary: `genuine: ${entriesWord(n)}, every die regenerated from the revealed seed, length and final hash as the reveal states`,
    unchecked: [],
  };
}

/**
 * Replay a record from its setup and commands, re-deriving rolls (from the revealed seed when there is one),
 * events and the running hash, and report the first place where anything differs.
 */
export function verifyRecord(module: AnyGameModule, record: GameRecord): VerifyReport {
  const h = record.header;
  const versionNote =
    h.moduleVersion !== module.version ? ` (the record was made with version ${h.moduleVersion} of ${module.id}; this is version ${module.version})` : '';
  const fail = (d: Divergence): VerifyReport => {
    const message = d.message + versionNote;
    return {
      ok: false,
      status: 'diverged',
      summary: `diverged at line ${d.line}: ${message}`,
      unchecked: [],
      entries: record.entries.length,
      finalHash: '',
      diceVerified: false,
      divergence: { ...d, message },
    };
  };
  if (h.module !== module.id) return fail({ line: 1, seq: null, what: 'module', message: `record is for module ${h.module}, not ${module.id}` });
  let seeded: SeededDice | null = null;
  if (record.reveal && h.dice.kind !== 'seeded')
    return fail({
      line: lineOfEntry(record.entries.length + 1),
      seq: null,
      what: 'seed',
      message: `the record's dice are ${h.dice.kind}, so it has no seed to reveal`,
    });
  if (h.dice.kind === 'seeded' && record.reveal) {
    if (commitSeed(record.reveal.seed) !== h.dice.commitment)
      return fail({
        line: lineOfEntry(record.entries.length + 1),
        seq: null,
        what: 'seed',
        message: 'the revealed seed does not match the commitment in the header',
      });
    seeded = SeededDice.fromSeed(record.reveal.seed, h.dice.stream);
  }
  let game: LiveGame;
  try {
    game = startGame(module, { ruleset: h.ruleset, setup: h.setup, dice: { kind: 'scripted' } });
  } catch (e) {
    return fail({ line: 1, seq: null, what: 'module', message: `setup or ruleset no longer accepted: ${(e as Error).message}` });
  }
  let state = game.state;
  let previous = headerHash(h);
  for (const entry of record.entries) {
    const line = lineOfEntry(entry.seq);
    const source: DiceSource = seeded ?? new ScriptedDice(entry.rolls.flatMap((r) => r.faces));
    let command;
    try {
      command = module.parseCommand(entry.command);
    } catch (e) {
      return fail({ line, seq: entry.seq, what: 'command', message: `command is not valid: ${(e as Error).message}` });
    }
    let result;
    try {
      result = step(module, state, command, game.ruleset.rules, source);
    } catch (e) {
      return fail({ line, seq: entry.seq, what: 'rolls', message: `replaying the command failed: ${(e as Error).message}` });
    }
    const rolls = result.rolls.map((r) => ({ purpose: r.purpose, notation: r.notation, faces: [...r.faces], total: r.total }));
    if (canonicalJson(rolls) !== canonicalJson(entry.rolls))
      return fail({
        line,
        seq: entry.seq,
        what: 'rolls',
        message: seeded ? 'the recorded dice are not the ones the seed gives' : 'the command now asks for different dice',
        expected: rolls,
        actual: entry.rolls,
      });
    if (!result.ok) return fail({ line, seq: entry.seq, what: 'command', message: `the rules now reject this command: ${result.rejection.reason}` });
    if (canonicalJson(result.events) !== canonicalJson(entry.events))
      return fail({
        line,
        seq: entry.seq,
        what: 'events',
        message: 'the recorded events differ from what the rules produce',
        expected: result.events,
        actual: entry.events,
      });
    const expectedHash = entryHash(previous, entry);
    if (expectedHash !== entry.hash)
      return fail({ line, seq: entry.seq, what: 'hash', message: 'the running hash does not match', expected: expectedHash, actual: entry.hash });
    previous = entry.hash;
    state = result.state;
  }
  const end = endStatus(record, previous);
  if (!end.ok) return { ...end, entries: record.entries.length, finalHash: previous, diceVerified: seeded !== null };
  return { ...end, entries: record.entries.length, finalHash: previous, diceVerified: seeded !== null, state };
}

/** Replay a record to its final state; throws a MarshalError at the first divergence. */
export function replayRecord(module: AnyGameModule, record: GameRecord): { state: unknown; report: VerifyReport } {
  const report = verifyRecord(module, record);
  if (!report.ok) {
    const d = report.divergence!;
    throw new MarshalError('record-diverged', `${d.what}: ${d.message}`, { line: d.line }, { seq: d.seq });
  }
  return { state: report.state, report };
}
