import { readFileSync } from 'node:fs';
import { battleValue } from '@marshal/catalog';
import { parseUnitFile, unitFiles, UNIT_DIR } from '@marshal/loaders';
import type { Bench } from './registry';

/** Parsing every official unit file and pricing it, against merely reading the same files (compare the two ratios; goal ≤ 4×, ≤ 2 s). */

export const benches: readonly Bench[] = [
  {
    id: 'catalog-read-raw',
    title: 'read every official unit file as text (the reference for catalog-parse-bv)',
    unit: 'catalog',
    setup: () => {
      const files = unitFiles(UNIT_DIR);
      return () => files.reduce((n, f) => n + readFileSync(f, 'utf8').length, 0);
    },
  },
  {
    id: 'catalog-parse-bv',
    title: 'read, parse and compute BV2 for every official unit file',
    unit: 'catalog',
    goal: { ratio: 4, against: 'catalog-read-raw', from: 'issue #21 item 4; 6.2× when it was opened' },
    setup: () => {
      const files = unitFiles(UNIT_DIR);
      return () => {
        let priced = 0;
        for (const f of files) {
          const unit = parseUnitFile(readFileSync(f, 'utf8'), f);
          if (battleValue(unit)) priced++;
        }
        return priced;
      };
    },
  },
];
