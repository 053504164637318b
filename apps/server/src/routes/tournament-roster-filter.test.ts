// The roster form's unit filter ("available to faction / era", GET /api/catalog/units) and the roster check decide
// availability with one function (`availableTo`): every 'Mech the filter offers passes the check's availability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFor, catalogSources, eraFactions, loadAvailability } from '@marshal/loaders';
import { GENERAL_POOLS } from '@marshal/catalog';
import { ScriptedDice } from '@marshal/core';
import { baseRules, catalogRosterCatalog, checkRoster, playTournament, resolveRosterInput, startTournament, type TournamentRules } from '@marshal/tournament';
import { createTestServer } from '../testing';
import type { MarshalServer } from '../app';

let server: MarshalServer;
beforeAll(async () => {
  server = await createTestServer();
  catalogFor();
  loadAvailability();
});
afterAll(async () => {
  await server.close();
});

/** Every 'Mech the catalog filter offers for the faction in the era (Introductory or Standard rules, as the roster form). */
async function offered(faction: string, era: string): Promise<{ id: string; name: string }[]> {
  const out: { id: string; name: string }[] = [];
  for (let offset = 0; ; offset += 500) {
    const q = new URLSearchParams({ kind: 'mech', rules: 'intro,standard', era, faction, limit: '500', offset: String(offset) });
    const r = await server.app.inject({ method: 'GET', url: `/api/catalog/units?${q.toString()}` });
    expect(r.statusCode).toBe(200);
    const body = r.json() as { total: number; results: { id: string; name: string }[] };
    out.push(...body.results);
    if (out.length >= body.total) return out;
  }
}

/** The roster check's availability and year problems for each unit, twelve 'Mechs (the most a roster input holds) at a time. */
function refused(units: readonly { id: string }[], faction: string, rules: TournamentRules): string[] {
  const catalog = catalogRosterCatalog(catalogSources(catalogFor(), loadAvailability()));
  const factions = eraFactions(loadAvailability(), rules.era.name);
  const out: string[] = [];
  for (let i = 0; i < units.length; i += 12) {
    const chunk = units.slice(i, i + 12);
    const input = { mechs: chunk.map((u) => ({ category: 'light', unit: u.id, ownedAndPainted: true })) };
    const roster = resolveRosterInput(input, catalog, faction, rules.era.name);
    for (const p of checkRoster(roster, faction, rules, factions))
      if (p.field === 'faction' || /\.unit\.(availability|introYear)$/.test(p.field)) out.push(p.reason);
  }
  return out;
}

const eraRules = (name: string, year: number): TournamentRules => ({ ...baseRules, era: { ...baseRules.era, name, year } });

describe.runIf(loadAvailability())("the roster form's unit filter and the roster check agree", () => {
  for (const [faction, era, rules] of [
    ['DC', 'jihad', baseRules],
    ['MERC', 'jihad', baseRules],
    ['Mercenary', 'jihad', baseRules],
    // a command fields its parent's list too (the Capellan Home Guard lists two tanks of its own, no 'Mech)
    ['Capellan Home Guard (Capellan Confederation)', 'jihad', baseRules],
    ['FS', 'clan-invasion', eraRules('Clan Invasion', 3061)],
  ] as const)
    it(`every 'Mech offered to ${faction} in ${rules.era.name} passes the check`, async () => {
      const units = await offered(faction, era);
      expect(units.length).toBeGreaterThan(100);
      expect(refused(units, faction, rules)).toEqual([]);
    });

  it('does not offer the Draconis Combine a design introduced after the era (Akuma AKU-2XK, 3083) nor one it never fields (Assassin ASN-21)', async () => {
    const names = (await offered('DC', 'jihad')).map((u) => u.name);
    expect(names).not.toContain('Akuma AKU-2XK');
    expect(names).not.toContain('Assassin ASN-21');
    expect(names).toContain('Atlas AS7-D');
  });

  it('offers Mercenary the Inner Sphere staples, and the check accepts them (Atlas AS7-D, Marauder MAD-3R, Warhammer WHM-6R)', async () => {
    const staples = ['Atlas AS7-D', 'Marauder MAD-3R', 'Warhammer WHM-6R'];
    for (const faction of ['MERC', 'Mercenary']) {
      const units = (await offered(faction, 'jihad')).filter((u) => staples.includes(u.name));
      expect(units.map((u) => u.name).sort()).toEqual([...staples].sort());
      expect(refused(units, faction, baseRules)).toEqual([]);
    }
  });
});

describe.runIf(loadAvailability())('factions are offered by name, never by code', () => {
  it("the event's faction list and the unit filter's name a command with its faction and keep its code as the id", async () => {
    const listed = eraFactions(loadAvailability(), 'Jihad');
    expect(listed.find((f) => f.id === 'CC.CHG')).toEqual({ id: 'CC.CHG', name: 'Capellan Home Guard (Capellan Confederation)' });
    expect(listed.find((f) => f.id === 'IS')?.group).toBe('Other');
    const offeredNames = listed.filter((f) => f.group !== 'Other').map((f) => f.name);
    expect(offeredNames.filter((n) => /^[A-Za-z]+(\.[A-Za-z0-9]+)+$|^[A-Z]{2,5}$/.test(n))).toEqual([]);
    const r = await server.app.inject({ method: 'GET', url: '/api/catalog/factions?era=jihad' });
    const { factions } = r.json() as { factions: { id: string; name: string }[] };
    expect(factions.find((f) => f.id === 'CC.CHG')?.name).toBe('Capellan Home Guard (Capellan Confederation)');
    expect(factions.filter((f) => f.name === f.id && f.id.includes('.'))).toEqual([]);
    // the codes MegaMek names nowhere carry our default name and stay out of the players' choice
    expect(listed.find((f) => f.id === 'CC.HG')).toEqual({ id: 'CC.HG', name: 'HG (Capellan Confederation)', group: 'Other' });
    expect(factions.find((f) => f.id === 'CC.HG')?.name).toBe('HG (Capellan Confederation)');
  });

  it('keeps the general pools ("Periphery", "Clan - Homeworld") out of sign-up, even from an older event\'s list', () => {
    const listed = eraFactions(loadAvailability(), 'Jihad');
    const pools = listed.filter((f) => GENERAL_POOLS.includes(f.id.toUpperCase()));
    expect(pools.map((f) => f.name).sort()).toEqual(expect.arrayContaining(['Clan - Homeworld', 'Clan - Inner Sphere', 'Periphery']));
    expect(pools.filter((f) => f.group !== 'Other')).toEqual([]);
    // An event made before kept the pools outside "Other": signing up with one is refused all the same.
    const older = listed.map((f) => (GENERAL_POOLS.includes(f.id.toUpperCase()) ? { id: f.id, name: f.name } : f));
    const game = startTournament({ title: 'Older list', factions: older });
    const signUp = (faction: string) =>
      playTournament(game, { type: 'addPlayer', actor: { role: 'organiser' }, player: 'p1', name: 'Pilot 1', faction }, new ScriptedDice([])).rejection
        ?.reason ?? null;
    expect(signUp('Periphery')).toMatch(/^Periphery is in the "Other" group of the Jihad era/);
    expect(signUp('Clan - Homeworld')).toMatch(/^Clan - Homeworld is in the "Other" group/);
    expect(signUp('Federated Suns')).toBeNull();
  });

  it('a player signed up under a command by name is checked against that command', () => {
    const rules = baseRules;
    const catalog = catalogRosterCatalog(catalogSources(catalogFor(), loadAvailability()));
    const faction = 'Capellan Home Guard (Capellan Confederation)';
    const problems = checkRoster(
      resolveRosterInput({ mechs: [] }, catalog, faction, rules.era.name),
      faction,
      rules,
      eraFactions(loadAvailability(), rules.era.name),
    );
    expect(problems.filter((p) => p.field === 'faction')).toEqual([]);
  });
});
