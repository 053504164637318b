/** Test helper: a few bundled units with their Battle Value, and the force-import sample files. Used by tests only. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMtf } from '../src/parse/mtf';
import { parseBlk } from '../src/parse/blk';
import { battleValue } from '../src/bv/battle-value';
import { bundled, bundledFiles } from './bundled';
import type { SearchableUnit } from '../src/search/search';

const mech = (p: string): SearchableUnit => {
  const unit = parseMtf(bundled(p), p);
  return { unit, bv: battleValue(unit)!.total };
};

export function testCatalog(): SearchableUnit[] {
  const tankPath = bundledFiles('vehicles', '.blk').find((f) => /Demolisher Heavy Tank \(Standard Mk\. I\)\.blk$/.test(f))!;
  const tank = parseBlk(bundled(tankPath), tankPath);
  return [
    mech('mechs/3039u/Atlas AS7-D.mtf'),
    mech('mechs/3039u/Locust LCT-1V.mtf'),
    mech('mechs/3039u/Griffin GRF-1N.mtf'),
    mech('mechs/3039u/Wasp WSP-1A.mtf'),
    mech('mechs/3050U/Mad Cat (Timber Wolf) Prime.mtf'),
    { unit: tank, bv: battleValue(tank)!.total },
  ];
}

export const sample = (name: string): string => readFileSync(resolve(__dirname, '../test-data', name), 'utf8');
