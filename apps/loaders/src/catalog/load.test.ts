import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_DIR } from '../paths';
import { loadCatalog } from './load';

describe('catalog names', () => {
  it('a Clan design is found by either of its names: "Timber Wolf Prime" and "Mad Cat Prime" are the Mad Cat (Timber Wolf) Prime', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-catalog-'));
    for (const f of ['mechs/3050U/Mad Cat (Timber Wolf) Prime.mtf', 'mechs/3039u/Atlas AS7-D.mtf'])
      copyFileSync(join(UNIT_DIR, f), join(dir, f.split('/').pop()!));
    const catalog = loadCatalog(dir);
    for (const name of ['Timber Wolf Prime', 'timber wolf prime', 'Mad Cat Prime', 'Mad Cat (Timber Wolf) Prime'])
      expect(catalog.find(name)?.unit.name, name).toBe('Mad Cat (Timber Wolf) Prime');
    expect(catalog.find('Atlas AS7-D')?.unit.name).toBe('Atlas AS7-D');
    expect(catalog.find('Timber Wolf')).toBeUndefined();
  });
});
