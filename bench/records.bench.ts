import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type GameRecord, SeededDice, parseRecord, playCommand, revealSeed, serializeRecord, startGame, verifyRecord } from '@marshal/core';
import { moduleById } from '@marshal/library';
import type { Bench } from './registry';

const golden = readFileSync(resolve(import.meta.dirname, '../fixtures/roll-log-demo.jsonl'), 'utf8');
const rollLog = () => {
  const m = moduleById('roll-log');
  if (!m) throw new Error('the roll-log module is not in @marshal/library');
  return m;
};

/** A long table-side session: `entries` commands alternating dice rolls and three-modifier checks. */
function longRecord(entries: number): GameRecord {
  const src = { kind: 'book', book: 'Total Warfare', section: 'benchmark' } as const;
  const check = { type: 'rollCheck', id: 'c', label: 'Check', modifiers: [1, 2, 3].map((v) => ({ id: `m${v}`, label: `M${v}`, value: v, source: src })) };
  const dice = SeededDice.fromSeed('bench-long');
  let game = startGame(rollLog(), { setup: { title: 'bench' }, dice: { kind: 'seeded', seed: 'bench-long' } });
  for (let i = 0; i < entries; i++) {
    const r = playCommand(game, i % 2 ? check : { type: 'rollDice', notation: '2d6', purpose: `roll ${i}` }, dice);
    if (!r.ok) throw new Error(r.rejection.reason);
    game = r.game;
  }
  return revealSeed(game.record, 'bench-long');
}

export const benches: readonly Bench[] = [
  {
    id: 'record-parse',
    title: 'parse the golden roll-log record (6 entries, zod-checked)',
    unit: 'record',
    setup: () => () => parseRecord(golden),
  },
  {
    id: 'record-verify',
    title: 'verify the golden record: regenerate dice from the seed, replay, re-hash',
    unit: 'record',
    setup: () => {
      const m = rollLog();
      const record = parseRecord(golden);
      return () => {
        const r = verifyRecord(m, record);
        if (!r.ok) throw new Error('golden record no longer verifies');
        return r;
      };
    },
  },
  {
    id: 'record-verify-per-entry',
    title: 'verify a 500-entry roll-log record, per entry (replay speed)',
    unit: 'entry',
    setup: () => {
      const m = rollLog();
      const record = parseRecord(serializeRecord(longRecord(500)));
      let n = 0;
      let report: ReturnType<typeof verifyRecord> | null = null;
      // One full verification per 500 calls, so each call costs one entry on average.
      return () => {
        if (n++ % 500 === 0) report = verifyRecord(m, record);
        return report;
      };
    },
  },
  {
    id: 'record-serialize',
    title: 'serialise the golden record to canonical JSON Lines',
    unit: 'record',
    setup: () => {
      const record = parseRecord(golden);
      return () => serializeRecord(record);
    },
  },
];
