import { readFileSync } from 'node:fs';
import { battleValue } from '@marshal/catalog';
import { loadCatalog, parseUnitFile, unitFiles, UNIT_DIR } from '@marshal/loaders';
import type { Bench } from './registry';

/**
 * The unit catalog against merely reading the same files (issue #21 item 4: ≤ 4×). The catalog reads every file's summary
 * at once and each unit and its BV on first use (ADR 0046), so two costs are reported: building the catalog as a unit list
 * needs it (`catalog-build`, the goal), and reading, parsing and pricing every unit in full (`catalog-parse-bv`, what
 * forcing every entry costs on top of the listing).
 */

export const benches: readonly Bench[] = [
  {
    id: 'catalog-read-raw',
    title: 'read every official unit file as text (the reference for the catalog benches)',
    unit: 'catalog',
    setup: () => {
      const files = unitFiles(UNIT_DIR);
      return () => files.reduce((n, f) => n + readFileSync(f, 'utf8').length, 0);
    },
  },
  {
    id: 'catalog-build',
    title: 'build the unit catalog as the unit list opens it: list the files, read each one’s summary, index the names',
    unit: 'catalog',
    goal: { ratio: 4, against: 'catalog-read-raw', from: 'issue #21 item 4; 6.2× when it was opened' },
    setup: () => () => loadCatalog(UNIT_DIR).entries.length,
  },
  {
    id: 'catalog-parse-bv',
    title: 'read, parse and compute BV2 for every official unit file in full (every catalog entry forced)',
    unit: 'catalog',
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
