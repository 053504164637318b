import { canonicalJson } from '../canonical-json';
import type { Roll } from '../dice/dice';
import { type DiceSource, ScriptedDice, SeededDice, commitSeed } from '../dice/sources';
import { MarshalError } from '../errors';
import { type AnyGameModule, type Rejection, step } from '../kernel/module';
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
    options.dice.kind === 'seeded' ? { kind: 'seeded', commitment: commitSeed(options.dice.seed), stream: options.dice.stream ?? 'main' } : { kind: options.dice.kind };
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

/** Validate and resolve one command against a live game; an accepted command is appended to the record. */
export function playCommand(game: LiveGame, input: unknown, source: DiceSource): PlayResult {
  const command = game.module.parseCommand(input);
  const result = step(game.module, game.state, command, game.ruleset.rules, source);
  if (!result.ok) return { ok: false, rejection: result.rejection };
  const record = appendEntry(game.record, command, result.rolls, result.events);
  return { ok: true, game: { ...game, record, state: result.state }, events: result.events, rolls: result.rolls };
}

export interface Divergence {
  readonly line: number;
  readonly seq: number | null;
  readonly what: 'module' | 'seed' | 'command' | 'rolls' | 'events' | 'hash';
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly entries: number;
  readonly finalHash: string;
  /** True when the dice were regenerated from the revealed seed; false when recorded faces were trusted. */
  readonly diceVerified: boolean;
  readonly divergence?: Divergence;
  readonly state?: unknown;
}

/**
 * Replay a record from its setup and commands, re-deriving rolls (from the revealed seed when there is one),
 * events and the running hash, and report the first place where anything differs.
 */
export function verifyRecord(module: AnyGameModule, record: GameRecord): VerifyReport {
  const h = record.header;
  const versionNote = h.moduleVersion !== module.version ? ` (the record was made with version ${h.moduleVersion} of ${module.id}; this is version ${module.version})` : '';
  const fail = (d: Divergence): VerifyReport => ({ ok: false, entries: record.entries.length, finalHash: '', diceVerified: false, divergence: { ...d, message: d.message + versionNote } });
  if (h.module !== module.id) return fail({ line: 1, seq: null, what: 'module', message: `record is for module ${h.module}, not ${module.id}` });
  let seeded: SeededDice | null = null;
  if (h.dice.kind === 'seeded' && record.reveal) {
    if (commitSeed(record.reveal.seed) !== h.dice.commitment)
      return fail({ line: lineOfEntry(record.entries.length + 1), seq: null, what: 'seed', message: 'the revealed seed does not match the commitment in the header' });
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
      return fail({ line, seq: entry.seq, what: 'rolls', message: seeded ? 'the recorded dice are not the ones the seed gives' : 'the command now asks for different dice', expected: rolls, actual: entry.rolls });
    if (!result.ok) return fail({ line, seq: entry.seq, what: 'command', message: `the rules now reject this command: ${result.rejection.reason}` });
    if (canonicalJson(result.events) !== canonicalJson(entry.events))
      return fail({ line, seq: entry.seq, what: 'events', message: 'the recorded events differ from what the rules produce', expected: result.events, actual: entry.events });
    const expectedHash = entryHash(previous, { seq: entry.seq, command: entry.command, rolls: entry.rolls, events: entry.events });
    if (expectedHash !== entry.hash) return fail({ line, seq: entry.seq, what: 'hash', message: 'the running hash does not match', expected: expectedHash, actual: entry.hash });
    previous = entry.hash;
    state = result.state;
  }
  return { ok: true, entries: record.entries.length, finalHash: previous, diceVerified: seeded !== null, state };
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
