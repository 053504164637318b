import { z } from 'zod';
import { canonicalJson } from '../canonical-json';
import type { Roll } from '../dice/dice';
import { commitSeed } from '../dice/sources';
import { MarshalError } from '../errors';
import { sha256Hex } from '../hash';

export { ENGINE_VERSION } from '../version';
export const RECORD_FORMAT = 'marshal-record';

const hexDigest = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hex digest');

export const rollSchema = z.object({
  purpose: z.string(),
  notation: z.string(),
  faces: z.array(z.number().int()),
  total: z.number().int(),
});

export const recordDiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seeded'), commitment: hexDigest, stream: z.string() }),
  z.object({ kind: z.literal('physical') }),
  z.object({ kind: z.literal('scripted') }),
]);

export const headerSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  formatVersion: z.literal(1),
  module: z.string().min(1),
  moduleVersion: z.string().min(1),
  engine: z.string().min(1),
  ruleset: z.array(z.string()),
  dice: recordDiceSchema,
  setup: z.unknown(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export const entrySchema = z.object({
  seq: z.number().int().positive(),
  command: z.object({ type: z.string() }).passthrough(),
  rolls: z.array(rollSchema),
  events: z.array(z.object({ type: z.string() }).passthrough()),
  /** The sender's own name for the command (ADR 0055): a resend of a command whose answer was lost is known by it. */
  commandId: z.string().min(1).max(64).optional(),
  hash: hexDigest,
});

/**
 * The closing line. `entries` and `hash` commit to the record's length and final running hash, so a record cut
 * short under its reveal is caught; reveals written before they existed carry only the seed (see ADR 0018).
 */
export const revealSchema = z.object({
  reveal: z
    .object({ seed: z.string(), entries: z.number().int().nonnegative().optional(), hash: hexDigest.optional() })
    .refine((r) => (r.entries === undefined) === (r.hash === undefined), { message: 'a reveal gives both its entry count and its final hash, or neither' }),
});

export type RecordHeader = z.infer<typeof headerSchema>;
export type RecordEntry = z.infer<typeof entrySchema>;
export type RecordDice = z.infer<typeof recordDiceSchema>;

/** A whole game, campaign or tournament as an append-only log. Line 1 is the header; each entry is one line. */
export interface GameRecord {
  readonly header: RecordHeader;
  readonly entries: readonly RecordEntry[];
  readonly reveal?: RecordReveal;
}

/** The seed reveal; `entries` and `hash` are absent only in records made before the count commitment. */
export interface RecordReveal {
  readonly seed: string;
  readonly entries?: number;
  readonly hash?: string;
}

export const headerHash = (header: RecordHeader): string => sha256Hex(`marshal-header/1\u0000${canonicalJson(header)}`);

export function entryHash(previous: string, entry: Omit<RecordEntry, 'hash'>): string {
  const { seq, command, rolls, events, commandId } = entry;
  return sha256Hex(`${previous}\u0000${canonicalJson({ seq, command, rolls, events, ...(commandId === undefined ? {} : { commandId }) })}`);
}

export function lastHash(record: GameRecord): string {
  return record.entries.length ? record.entries[record.entries.length - 1]!.hash : headerHash(record.header);
}

export function appendEntry(
  record: GameRecord,
  command: { type: string },
  rolls: readonly Roll[],
  events: readonly { type: string }[],
  commandId?: string,
): GameRecord {
  if (record.reveal) throw new MarshalError('record-closed', 'the record is closed: its seed has been revealed');
  const body = {
    seq: record.entries.length + 1,
    command: command as RecordEntry['command'],
    rolls: rolls.map((r) => ({ purpose: r.purpose, notation: r.notation, faces: [...r.faces], total: r.total })),
    events: events as RecordEntry['events'],
    ...(commandId === undefined ? {} : { commandId }),
  };
  return { ...record, entries: [...record.entries, { ...body, hash: entryHash(lastHash(record), body) }] };
}

/**
 * Close the record by publishing the seed; it must match the commitment made before play. The reveal also
 * states how many entries the record has and its final running hash, so a copy cut short is caught.
 */
export function revealSeed(record: GameRecord, seed: string): GameRecord {
  if (record.header.dice.kind !== 'seeded') throw new MarshalError('reveal', 'only seeded records have a seed to reveal');
  if (commitSeed(seed) !== record.header.dice.commitment) throw new MarshalError('reveal', 'that seed does not match the commitment published before play');
  return { ...record, reveal: { seed, entries: record.entries.length, hash: lastHash(record) } };
}

/** One JSON document per line: header, entries, then the reveal when the game is over. */
export function serializeRecord(record: GameRecord): string {
  const lines = [canonicalJson(record.header), ...record.entries.map((e) => canonicalJson(e))];
  if (record.reveal) lines.push(canonicalJson({ reveal: record.reveal }));
  return lines.join('\n') + '\n';
}

function zodField(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]!;
  return { field: issue.path.length ? issue.path.join('.') : '(whole line)', message: issue.message };
}

/** Parse a record file; any problem is reported with its line number and field. */
export function parseRecord(text: string, file = 'record'): GameRecord {
  const lines = text.split(/\r?\n/);
  const docs: { line: number; value: unknown }[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === '') return;
    try {
      docs.push({ line: i + 1, value: JSON.parse(raw) });
    } catch (e) {
      throw new MarshalError('record-syntax', `not valid JSON (${(e as Error).message})`, { file, line: i + 1 });
    }
  });
  if (docs.length === 0) throw new MarshalError('record-empty', 'the record is empty', { file });
  const [first, ...rest] = docs;
  const header = headerSchema.safeParse(first!.value);
  if (!header.success) {
    const { field, message } = zodField(header.error);
    throw new MarshalError('record-header', message, { file, line: first!.line, field });
  }
  const entries: RecordEntry[] = [];
  let reveal: RecordReveal | undefined;
  for (const doc of rest) {
    if (reveal) throw new MarshalError('record-order', 'nothing may follow the seed reveal', { file, line: doc.line });
    if (typeof doc.value === 'object' && doc.value !== null && 'reveal' in doc.value) {
      const r = revealSchema.safeParse(doc.value);
      if (!r.success) {
        const { field, message } = zodField(r.error);
        throw new MarshalError('record-reveal', message, { file, line: doc.line, field });
      }
      reveal = r.data.reveal;
      continue;
    }
    const e = entrySchema.safeParse(doc.value);
    if (!e.success) {
      const { field, message } = zodField(e.error);
      throw new MarshalError('record-entry', message, { file, line: doc.line, field });
    }
    if (e.data.seq !== entries.length + 1)
      throw new MarshalError('record-order', `expected entry seq ${entries.length + 1}, found ${e.data.seq}`, { file, line: doc.line, field: 'seq' });
    entries.push(e.data);
  }
  return reveal ? { header: header.data, entries, reveal } : { header: header.data, entries };
}

/** Line on which entry `seq` sits in a serialised record. */
export const lineOfEntry = (seq: number): number => seq + 1;
