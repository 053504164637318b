import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarshalError } from '@marshal/core';
import { battleValue, pickSummary, unitId } from '@marshal/catalog';
import { UNIT_DIR } from '../paths';
import { catalogFor, findUnitByFileName, loadCatalog, nameKey, parseUnitFile, readInFull, summarizeUnitFile, unitFiles } from './load';

const ATLAS = 'mechs/3039u/Atlas AS7-D.mtf';

describe('catalog names', () => {
  it('a Clan design is found by either of its names: "Timber Wolf Prime" and "Mad Cat Prime" are the Mad Cat (Timber Wolf) Prime', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-catalog-'));
    for (const f of ['mechs/3050U/Mad Cat (Timber Wolf) Prime.mtf', ATLAS]) copyFileSync(join(UNIT_DIR, f), join(dir, f.split('/').pop()!));
    const catalog = loadCatalog(dir);
    for (const name of ['Timber Wolf Prime', 'timber wolf prime', 'Mad Cat Prime', 'Mad Cat (Timber Wolf) Prime'])
      expect(catalog.find(name)?.unit.name, name).toBe('Mad Cat (Timber Wolf) Prime');
    expect(catalog.find('Atlas AS7-D')?.unit.name).toBe('Atlas AS7-D');
    expect(catalog.find('Timber Wolf')).toBeUndefined();
  });
});

describe('name keys', () => {
  it('are what lower-casing, dropping quotes, one space for each other run and trimming make', () => {
    const byPatterns = (s: string) =>
      s
        .toLowerCase()
        .replace(/["'’]/g, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const chars = fc.constantFrom('a', 'B', '7', ' ', '-', '"', "'", '’', '(', 'É', 'İ', '\u212a', 'ß', '\t');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 30 }), (cs) => {
        expect(nameKey(cs.join(''))).toBe(byPatterns(cs.join('')));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('unit ids', () => {
  it('are the lower-cased name with each other run than a–z and 0–9 one dash, none at either end', () => {
    const chars = fc.constantFrom('a', 'B', '7', ' ', '-', '"', '(', '/', '.', '\t');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 30 }), (cs) => {
        const name = cs.join('');
        expect(unitId(name)).toBe(
          name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('unit ids of the bundled catalog', () => {
  it('are one per file: no two units share an id, and each id finds its own unit', () => {
    const catalog = catalogFor();
    const byId = new Map<string, string[]>();
    for (const e of catalog.entries) byId.set(e.summary.id, [...(byId.get(e.summary.id) ?? []), e.path]);
    expect([...byId].filter(([, paths]) => paths.length > 1)).toEqual([]);
    for (const e of catalog.entries) expect(catalog.find(e.summary.id), e.path).toBe(e);
  });

  it('keep the name-made id of every unit outside a collision, and of the file a lookup by that id found before', () => {
    const catalog = catalogFor();
    const renamed = catalog.entries.filter((e) => e.summary.id !== unitId(e.summary.name));
    // Of each pair of files whose names make one id, the second (in reading order) is told apart; nothing else changes.
    expect(renamed.length).toBeLessThan(300);
    const firstOf = new Map<string, string>();
    for (const e of catalog.entries) if (!firstOf.has(unitId(e.summary.name))) firstOf.set(unitId(e.summary.name), e.path);
    for (const e of renamed) expect(firstOf.get(unitId(e.summary.name)), e.path).not.toBe(e.path);
    const bountyHunters = catalog.entries.filter((e) => /^Marauder \(?Bounty Hunter.3015\)?$/.test(e.summary.name));
    expect(bountyHunters.map((e) => [e.summary.name, e.summary.id, e.unit.id])).toEqual([
      ['Marauder (Bounty Hunter-3015)', 'marauder-bounty-hunter-3015', 'marauder-bounty-hunter-3015'],
      [
        'Marauder Bounty Hunter 3015',
        'marauder-bounty-hunter-3015-mechs-recognition-guide-ilclan-vol-6',
        'marauder-bounty-hunter-3015-mechs-recognition-guide-ilclan-vol-6',
      ],
    ]);
    expect(catalog.find('tomahawk-c')?.unit.kind).toBe('aerospace');
    expect(catalog.find('tomahawk-c-mech')?.unit.name).toBe('Tomahawk C');
    // A unit found by its file's name carries the id the catalog gives that file.
    for (const e of renamed) {
      const found = findUnitByFileName(basename(e.path).replace(/\.(mtf|blk)$/i, ''));
      if (found) expect(found.unit.id, e.path).toBe(catalog.entries.find((x) => x.path === found.path)!.summary.id);
    }
  }, 60_000);
});

describe('unit files', () => {
  it('are named as join would name them, whatever the spelling of the directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-catalog-'));
    copyFileSync(join(UNIT_DIR, ATLAS), join(dir, 'Atlas AS7-D.mtf'));
    for (const spelling of [dir, `${dir}/`, `${dir}//`, `${dir}/./`, join(dir, '..', basename(dir))])
      expect(unitFiles(spelling), spelling).toEqual([join(spelling, 'Atlas AS7-D.mtf')]);
  });
});

describe('a catalog read on first use (ADR 0046)', () => {
  it('lists a unit from its summary and reads its equipment only when the unit is asked for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-catalog-'));
    const text = readFileSync(join(UNIT_DIR, ATLAS), 'utf8').replace('Left Arm:\nShoulder', 'Left Arm:\nFlux Capacitor');
    writeFileSync(join(dir, 'Atlas AS7-D.mtf'), text);
    const catalog = loadCatalog(dir);
    expect(catalog.problems).toEqual([]);
    const entry = catalog.find('Atlas AS7-D')!;
    expect(entry.summary).toMatchObject({ name: 'Atlas AS7-D', tonnage: 100, techBase: 'Inner Sphere', movement: { walk: 3, run: 5, jump: 0 } });
    expect(() => entry.unit).toThrow(MarshalError);
    expect(() => entry.unit).toThrow(/Flux Capacitor/);
    const full = readInFull(catalog);
    expect([full.units, full.problems.map((p) => p.path)]).toEqual([0, ['Atlas AS7-D.mtf']]);
    expect(full.problems[0]!.message).toMatch(/Flux Capacitor/);
  });

  it('reads each unit and its Battle Value once, the same as reading the file in full', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-catalog-'));
    copyFileSync(join(UNIT_DIR, ATLAS), join(dir, 'Atlas AS7-D.mtf'));
    const entry = loadCatalog(dir).find('Atlas AS7-D')!;
    expect(entry.unit).toBe(entry.unit);
    expect(entry.unit).toEqual({ ...parseUnitFile(readFileSync(join(dir, 'Atlas AS7-D.mtf'), 'utf8'), 'Atlas AS7-D.mtf'), official: true });
    expect(entry.bv).toBe(battleValue(entry.unit)!.total);
    expect(entry.bv).toBe(1897);
  });

  it('every bundled file, official or not, summarises to the very fields its full unit carries', () => {
    const files = unitFiles(UNIT_DIR, true);
    expect(files.length).toBeGreaterThan(7000);
    const differ = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const path = relative(UNIT_DIR, file);
      return JSON.stringify(summarizeUnitFile(text, path)) !== JSON.stringify(pickSummary(parseUnitFile(text, path)));
    });
    expect(differ).toEqual([]);
  }, 120_000);
});
