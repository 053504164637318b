import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMtf } from '@marshal/catalog';
import { baseRules } from '../rules';
import { unitToFacts, type CatalogSources } from './catalog-adapter';
import { checkRoster } from './check-roster';
import type { Roster } from './roster';

/** Real catalog units (the bundled MegaMek files) through the adapter and the roster checks. */
const read = (path: string) =>
  parseMtf(readFileSync(fileURLToPath(new URL(`../../../../data/megamek/mechfiles/mechs/${path}`, import.meta.url)), 'utf8'), path);
const sources: CatalogSources = { findUnit: () => undefined, battleValue: () => 1500, availability: () => true, factions: () => [] };
const facts = (path: string, faction: string) => unitToFacts(read(path), sources, faction, 'Jihad')!;
const problemsFor = (path: string, faction: string, specialAmmo: Roster['mechs'][number]['specialAmmo'] = []) => {
  const roster: Roster = { mechs: [{ category: 'heavy', unit: facts(path, faction), ownedAndPainted: true, specialAmmo }] };
  return checkRoster(roster, faction, baseRules).filter((p) => p.field.startsWith('mechs[0]'));
};

describe('roster checks on real catalog units', () => {
  it('a Timber Wolf Prime may load a ton of swarm LRM into its Clan LRM-20 bins', () => {
    const tw = facts('3050U/Mad Cat (Timber Wolf) Prime.mtf', 'Clan Wolf');
    expect(tw.ammo.filter((a) => a.family === 'lrm').reduce((s, a) => s + a.tons, 0)).toBe(2);
    expect(problemsFor('3050U/Mad Cat (Timber Wolf) Prime.mtf', 'Clan Wolf', [{ family: 'lrm', munition: 'swarm', tons: 1 }])).toEqual([]);
  });
  it('a unit introduced after the event year (3080) is refused: Marauder II MAD-6D, 3083', () => {
    const problems = problemsFor('3085u/Phoenix/Marauder II MAD-6D.mtf', 'Capellan Confederation').filter((p) => p.field === 'mechs[0].unit.introYear');
    expect(problems.map((p) => p.reason)).toEqual(['Marauder II MAD-6D was introduced in 3083, after the event year 3080']);
    expect(problems[0]!.source).toMatchObject({ seed: '003', section: '1 Creation of the Battleforce' });
  });
});
