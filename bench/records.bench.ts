import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRecord, serializeRecord, verifyRecord } from '@marshal/core';
import { moduleById } from '@marshal/library';
import type { Bench } from './registry';

const golden = readFileSync(resolve(import.meta.dirname, '../fixtures/roll-log-demo.jsonl'), 'utf8');
const rollLog = () => {
  const m = moduleById('roll-log');
  if (!m) throw new Error('the roll-log module is not in @marshal/library');
  return m;
};

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
    id: 'record-serialize',
    title: 'serialise the golden record to canonical JSON Lines',
    unit: 'record',
    setup: () => {
      const record = parseRecord(golden);
      return () => serializeRecord(record);
    },
  },
];
