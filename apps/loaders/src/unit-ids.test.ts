import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitId } from '@marshal/catalog';
import { catalogFor, findUnitByFileName } from './catalog/load';
import { RENAMED_UNIT_IDS, bundledUnitId } from './catalog/renamed-ids';
import { unitFromFileOrName } from './files';
import { UNIT_DIR } from './paths';
import { COMBAT_UNIT_DIRS, loadCombatUnit, readUnitFile } from './units';

/** A unit read straight from its file (the combat calculator, battles by name, the CLI) has the id the catalog gives it. */
describe('unit ids agree with the catalog', () => {
  // First, before anything here loads the catalog: a unit found by its file name is read from that file alone.
  it('a unit found by its file name before the catalog is loaded has the id the catalog will give it', () => {
    const before = findUnitByFileName('Gauss Turret (Dual)');
    expect(before?.path).toBe(join('ge', 'Inner Sphere', 'Gauss', 'Gauss Turret (Dual).blk'));
    expect(before?.unit.id).toBe('gauss-turret-dual-inner-sphere');
    expect(catalogFor().entries.find((e) => e.path === before?.path)?.summary.id).toBe(before?.unit.id);
    expect(findUnitByFileName('Gauss Turret (Dual)')?.unit.id).toBe('gauss-turret-dual-inner-sphere');
  });

  it("the Tomahawk C 'Mech is tomahawk-c-mech, as in the catalog (the fighter of that name keeps tomahawk-c)", () => {
    const mech = loadCombatUnit('Tomahawk C');
    expect(mech).toMatchObject({ id: 'tomahawk-c-mech', kind: 'mech' });
    expect(catalogFor().find('tomahawk-c-mech')?.path).toBe(join('mechs', '3145', 'Clans', 'Tomahawk C.mtf'));
    expect(catalogFor().find('tomahawk-c')?.summary.kind).not.toBe('mech');
    expect(unitFromFileOrName(join(UNIT_DIR, 'mechs', '3145', 'Clans', 'Tomahawk C.mtf')).id).toBe('tomahawk-c-mech');
    expect(loadCombatUnit('Hunchback HBK-4G').id).toBe('hunchback-hbk-4g');
  });

  it('every bundled file: the table of renamed ids is what the catalog gives, so every unit read from its file is named alike', () => {
    const catalog = catalogFor();
    const path = (p: string) => p.split(/[\\/]/).join('/');
    // When the bundled data changes, this is the table to write into catalog/renamed-ids.ts.
    const renamed = Object.fromEntries(catalog.entries.filter((e) => e.summary.id !== unitId(e.summary.name)).map((e) => [path(e.path), e.summary.id]));
    expect(RENAMED_UNIT_IDS).toEqual(renamed);
    const combat = COMBAT_UNIT_DIRS.map((d) => path(d.slice(UNIT_DIR.length + 1)) + '/');
    const differing = catalog.entries.filter(
      (e) => combat.some((d) => path(e.path).startsWith(d)) && bundledUnitId(path(e.path), unitId(e.summary.name)) !== e.summary.id,
    );
    expect(differing.map((e) => e.path)).toEqual([]);
    // Read in full as the calculator reads them: every renamed combat file, and the catalog's entry for the same file.
    for (const [file, id] of Object.entries(RENAMED_UNIT_IDS).filter(([p]) => combat.some((d) => p.startsWith(d)))) {
      expect(readUnitFile(join(UNIT_DIR, file)).id).toBe(id);
      expect(catalog.entries.find((e) => path(e.path) === file)?.unit.id).toBe(id);
    }
  });
});
