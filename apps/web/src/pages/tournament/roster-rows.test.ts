import { describe, expect, it } from 'vitest';
import type { ForceUnitFacts } from '@marshal/catalog';
import { newRow } from '../../components/force-builder/force-rows';
import {
  guessCategory,
  missingCategories,
  munitionsFor,
  munitionsFromRoster,
  rosterFilters,
  rosterInput,
  rosterProblem,
  specialAmmo,
  type SolarisExtra,
} from './roster-rows';

const mech = (unitId: string, name: string, tons: number, jump: number): ForceUnitFacts => ({
  unitId,
  name,
  chassis: name.split(' ')[0]!,
  model: name.split(' ')[1] ?? '',
  kind: 'mech',
  tons,
  weightClass: 'medium',
  techBase: 'Inner Sphere',
  rulesLevel: 'Introductory',
  introYear: 2600,
  walk: 4,
  run: 6,
  jump,
  bv: 1000,
  movementMode: 'Biped',
});
const hunchback = mech('hunchback-hbk-4g', 'Hunchback HBK-4G', 50, 0);
const bins = [
  { name: 'IS Ammo AC/20', family: 'ac20', tons: 1 },
  { name: 'IS Ammo AC/20', family: 'ac20', tons: 1 },
];

describe('Solaris roster rows', () => {
  it('guesses the duel category from tonnage and jump jets, skipping taken ones', () => {
    expect(guessCategory(hunchback)).toBe('medium-no-jump');
    expect(guessCategory(hunchback, ['medium-no-jump'])).toBe('medium');
    expect(guessCategory({ tons: 55, jump: 5 })).toBe('medium');
    expect(guessCategory({ tons: 55, jump: 5 }, ['medium'])).toBe('medium');
    expect(guessCategory({ tons: 100, jump: 0 })).toBe('assault');
    expect(guessCategory({ tons: 10, jump: 0 })).toBe('');
  });

  it('sums special ammunition per family and munition from the bins, standard bins left out', () => {
    expect(specialAmmo(bins, { 0: 'precision', 1: 'precision' })).toEqual([{ family: 'ac20', munition: 'precision', tons: 2 }]);
    expect(specialAmmo(bins, { 1: 'armor-piercing' })).toEqual([{ family: 'ac20', munition: 'armor-piercing', tons: 1 }]);
    expect(specialAmmo(bins, {})).toEqual([]);
    expect(munitionsFor('lrm').map((m) => m.id)).toContain('swarm');
    expect(munitionsFor('ac20').map((m) => m.id)).not.toContain('swarm');
    expect(munitionsFromRoster(bins, [{ family: 'ac20', munition: 'precision', tons: 1 }])).toEqual({ 0: 'precision' });
  });

  it('builds the roster the server checks and puts its problems on their rows', () => {
    const extra: SolarisExtra = { category: 'medium-no-jump', ownedAndPainted: true, munitions: { 0: 'precision' } };
    const rows = [
      newRow(hunchback, extra, { gunnery: 3, piloting: 4 }, ' Gray '),
      newRow<SolarisExtra>(mech('x', 'Griffin GRF-1N', 55, 5), { ...extra, category: '' }, { gunnery: 3, piloting: 4 }),
    ];
    expect(rosterInput(rows.slice(0, 1), () => bins)).toEqual({
      mechs: [
        {
          category: 'medium-no-jump',
          unit: 'hunchback-hbk-4g',
          pilot: 'Gray',
          ownedAndPainted: true,
          specialAmmo: [{ family: 'ac20', munition: 'precision', tons: 1 }],
        },
      ],
    });
    expect(missingCategories(rows)).toEqual([{ unit: 1, message: 'Unit 2 (Griffin GRF-1N): choose its duel category' }]);
    expect(rosterProblem({ field: 'mechs[1].unit.availability', reason: 'Griffin GRF-1N is not available to FS' }, rows)).toEqual({
      unit: 1,
      field: 'unit',
      message: 'Unit 2 (Griffin GRF-1N): is not available to FS',
    });
    expect(rosterProblem({ field: 'mechs.0.unit', reason: 'no unit called "x"' }, rows)).toMatchObject({
      unit: 0,
      message: 'Unit 1 (Hunchback HBK-4G): no unit called "x"',
    });
    expect(rosterProblem({ field: 'mechs[light]', reason: "no 'Mech for category 15–35 t" }, rows)).toEqual({ message: "no 'Mech for category 15–35 t" });
  });
});

describe('rosterFilters', () => {
  it("starts the unit search at the event's era and the player's faction (as the code the faction list offers), Introductory or Standard", () => {
    const era = { era: { name: 'Jihad', year: 3080, excludedFactions: [] } };
    expect(rosterFilters('DC', era)).toEqual({ rules: 'intro,standard', era: 'jihad', faction: 'DC' });
    expect(rosterFilters('Draconis Combine', era)).toEqual({ rules: 'intro,standard', era: 'jihad', faction: 'DC' });
    expect(rosterFilters('Mercenary', era).faction).toBe('MERC');
    expect(rosterFilters('MERC.KH', era).faction).toBe('MERC.KH');
    // a command chosen by name (as the sign-up form offers it) is filtered by its code, as the data spells it
    expect(rosterFilters('Capellan Home Guard (Capellan Confederation)', era).faction).toBe('CC.CHG');
    expect(rosterFilters('Planetary Militia (Draconis Combine)', era, ['DC', 'DC.pm']).faction).toBe('DC.pm');
  });
});
