import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitFromFileOrName } from './files';
import { loadCombatUnit } from './units';

describe('combat unit loader', () => {
  it('finds bundled units by name', () => {
    const u = loadCombatUnit('Hunchback HBK-4G');
    expect(u).toMatchObject({ name: 'Hunchback HBK-4G', tonnage: 50, kind: 'mech' });
    expect(loadCombatUnit('Atlas AS7-D').tonnage).toBe(100);
  });
  it('names ambiguous and unknown units', () => {
    expect(() => loadCombatUnit('Demolisher')).toThrow(/matches \d+ units/u);
    expect(() => loadCombatUnit('Nonexistent Mech XX-1')).toThrow(/no unit named/u);
  });
  it('never reads a file for a name: a path is an unknown name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-units-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(loadCombatUnit('Hunchback HBK-4G')));
    expect(() => loadCombatUnit(good)).toThrow(/no unit named .* in the unit catalog/u);
  });
  it('reads a JSON unit file on the command line and reports bad ones with the file and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-units-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ id: 'x', kind: 'mech' }));
    expect(() => unitFromFileOrName(bad)).toThrow(/bad\.json.*field/u);
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(loadCombatUnit('Hunchback HBK-4G')));
    expect(unitFromFileOrName(good).name).toBe('Hunchback HBK-4G');
    expect(unitFromFileOrName('Atlas AS7-D').tonnage).toBe(100);
    expect(() => unitFromFileOrName('/nonexistent/unit.mtf')).toThrow(/no such unit file/u);
  });
});
