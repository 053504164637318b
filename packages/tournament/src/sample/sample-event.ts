/** A sample event for tests, demos and the web page: fixture unit facts (illustrative values, not catalog data) and builders. */
import { type CategoryId } from '../roster/categories';
import type { Roster } from '../roster/roster';
import { fixtureCatalog, type FactionInfo, type FixtureUnit, type RosterCatalog } from '../roster/unit-facts';
import type { MechState } from '../rules';
import type { TournamentCommand } from '../module/schemas';

const IS = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League', 'Capellan Confederation'];
const ALL = [...IS, 'Clan Wolf'];

const u = (name: string, tonnage: number, jumpMp: number, bv: number, extra: Partial<FixtureUnit> = {}): FixtureUnit => ({
  unitId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  tonnage,
  jumpMp,
  bv,
  rulesLevel: 'Introductory',
  named: false,
  pulseWeapons: [],
  ammo: [],
  factions: ALL,
  ...extra,
});
const mpl = { name: 'Medium Pulse Laser', size: 'medium' as const, clan: false };

export const SAMPLE_FACTIONS: readonly FactionInfo[] = [
  ...ALL.map((f) => ({ id: f, name: f, group: f.startsWith('Clan') ? 'Clan' : 'Inner Sphere' })),
  { id: 'Solaris 7', name: 'Solaris 7', group: 'Other' },
];

export const SAMPLE_UNITS: readonly FixtureUnit[] = [
  u('Commando COM-2D', 25, 0, 541, { ammo: [{ name: 'IS Ammo SRM-6', family: 'srm', tons: 1 }] }),
  u('Jenner JR7-D', 35, 5, 875, { ammo: [{ name: 'IS Ammo SRM-4', family: 'srm', tons: 1 }] }),
  u('Panther PNT-9R', 35, 4, 769, { ammo: [{ name: 'IS Ammo SRM-4', family: 'srm', tons: 1 }] }),
  u('Wolfhound WLF-2', 35, 0, 1001, { rulesLevel: 'Standard', pulseWeapons: [mpl] }),
  u('Griffin GRF-1N', 55, 5, 1272, { ammo: [{ name: 'IS Ammo LRM-10', family: 'lrm', tons: 2 }] }),
  u('Shadow Hawk SHD-2H', 55, 3, 1064, {
    ammo: [
      { name: 'IS Ammo AC/5', family: 'ac5', tons: 1 },
      { name: 'IS Ammo LRM-5', family: 'lrm', tons: 1 },
    ],
  }),
  u('Hunchback HBK-4G', 50, 0, 1041, { ammo: [{ name: 'IS Ammo AC/20', family: 'ac20', tons: 2 }] }),
  u('Centurion CN9-A', 50, 0, 945, {
    ammo: [
      { name: 'IS Ammo AC/10', family: 'ac10', tons: 2 },
      { name: 'IS Ammo LRM-10', family: 'lrm', tons: 1 },
    ],
  }),
  u('Trebuchet TBT-5N', 50, 0, 1191, { ammo: [{ name: 'IS Ammo LRM-15', family: 'lrm', tons: 2 }] }),
  u('Catapult CPLT-C1', 65, 4, 1399, { ammo: [{ name: 'IS Ammo LRM-15', family: 'lrm', tons: 2 }] }),
  u('Marauder MAD-3R', 75, 0, 1363, { ammo: [{ name: 'IS Ammo AC/5', family: 'ac5', tons: 1 }] }),
  u('Rifleman RFL-3N', 60, 0, 1039, { ammo: [{ name: 'IS Ammo AC/5', family: 'ac5', tons: 2 }] }),
  u('Thunderbolt TDR-5S', 65, 0, 1335, {
    ammo: [
      { name: 'IS Ammo LRM-15', family: 'lrm', tons: 2 },
      { name: 'IS Ammo SRM-2', family: 'srm', tons: 1 },
    ],
  }),
  u('Orion ON1-K', 75, 0, 1429, {
    ammo: [
      { name: 'IS Ammo AC/10', family: 'ac10', tons: 2 },
      { name: 'IS Ammo LRM-15', family: 'lrm', tons: 1 },
    ],
  }),
  u('Atlas AS7-D', 100, 0, 1897, {
    ammo: [
      { name: 'IS Ammo AC/20', family: 'ac20', tons: 2 },
      { name: 'IS Ammo LRM-20', family: 'lrm', tons: 1 },
    ],
  }),
  u('Awesome AWS-8Q', 80, 0, 1605),
  u('BattleMaster BLR-1G', 85, 0, 1519, { ammo: [{ name: 'IS Ammo SRM-6', family: 'srm', tons: 1 }] }),
  u('Highlander HGN-732', 90, 3, 1844, { rulesLevel: 'Standard', ammo: [{ name: 'IS Gauss Ammo', family: 'gauss', tons: 2 }] }),
  u('Timber Wolf Prime', 75, 0, 2737, {
    rulesLevel: 'Standard',
    factions: ['Clan Wolf'],
    pulseWeapons: [{ name: 'CL Medium Pulse Laser', size: 'medium', clan: true }],
    ammo: [{ name: 'CL Ammo LRM-20', family: 'lrm', tons: 2 }],
  }),
  u('Wolfhound WLF-1 (Allard)', 35, 0, 1010, { named: true }),
  u('Hollander III BZK-D1', 35, 0, 980, { rulesLevel: 'Advanced' }),
];

export const sampleCatalog = (): RosterCatalog => fixtureCatalog(SAMPLE_UNITS, SAMPLE_FACTIONS);

const CHOICES: Record<CategoryId, readonly string[]> = {
  light: ['Commando COM-2D', 'Jenner JR7-D', 'Panther PNT-9R', 'Wolfhound WLF-2'],
  medium: ['Griffin GRF-1N', 'Shadow Hawk SHD-2H', 'Hunchback HBK-4G', 'Centurion CN9-A'],
  'medium-no-jump': ['Hunchback HBK-4G', 'Centurion CN9-A', 'Trebuchet TBT-5N'],
  heavy: ['Catapult CPLT-C1', 'Marauder MAD-3R', 'Rifleman RFL-3N', 'Orion ON1-K'],
  'heavy-no-jump': ['Marauder MAD-3R', 'Rifleman RFL-3N', 'Thunderbolt TDR-5S', 'Orion ON1-K'],
  assault: ['Atlas AS7-D', 'Awesome AWS-8Q', 'BattleMaster BLR-1G', 'Highlander HGN-732'],
};

/** Roster names for sample player k: a different mix for each player. */
export function sampleRosterNames(k: number): { category: CategoryId; unit: string }[] {
  return (Object.keys(CHOICES) as CategoryId[]).map((category, i) => ({ category, unit: CHOICES[category][(k + i * (k % 3)) % CHOICES[category].length]! }));
}

/** Build a roster from unit names via a catalog; special ammunition: precision in the first autocannon bin for every third player. */
export function buildSampleRoster(catalog: RosterCatalog, k: number, faction: string, era = 'Jihad'): Roster {
  return {
    mechs: sampleRosterNames(k).map(({ category, unit }, i) => {
      const facts = catalog.unitFacts(unit, faction, era)!;
      const ac = facts.ammo.find((a) => /^ac\d+$/.test(a.family));
      return {
        category,
        unit: facts,
        ownedAndPainted: (k + i) % 5 !== 0,
        specialAmmo: ac && k % 3 === 0 ? [{ family: ac.family, munition: 'precision', tons: 1 }] : [],
      };
    }),
  };
}

export function samplePlayerCommands(count: number, catalog = sampleCatalog()): TournamentCommand[] {
  const organiser = { role: 'organiser' as const };
  const out: TournamentCommand[] = [];
  for (let k = 0; k < count; k++) {
    const player = `p${String(k + 1).padStart(2, '0')}`;
    const faction = IS[k % IS.length]!;
    out.push({ type: 'addPlayer', actor: organiser, player, name: `Pilot ${k + 1}`, faction });
    out.push({ type: 'setRoster', actor: { role: 'player', player }, player, roster: buildSampleRoster(catalog, k, faction) });
  }
  return out;
}

/** A deterministic, varied table result for a duel id (FNV-1a hash; no randomness). */
export function sampleResult(duelId: string, salt = ''): { a: MechState; b: MechState; gameRounds: number } {
  let h = 0x811c9dc5;
  for (const ch of `${salt}${duelId}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  const states: MechState[] = ['intact', 'crippled', 'destroyed'];
  return { a: states[h % 3]!, b: states[(h >>> 3) % 3]!, gameRounds: 6 + ((h >>> 7) % 15) };
}

/**
 * The `mapStep` commands of a whole map choice, each by the player whose step it is (default reading of switching
 * roles: every role swaps, the strike included).
 */
export function sampleMapSteps(
  duel: string,
  lower: string,
  higher: string,
  c: { maps: [string, string, string]; removed: string; map: string; edge: 'north' | 'south' | 'east' | 'west'; swap?: boolean; equalBv?: boolean },
): Record<string, unknown>[] {
  const by = (player: string) => ({ role: 'player', player });
  const [remover, picker, edger] = c.swap ? [higher, lower, higher] : [lower, higher, lower];
  const step = (actor: string, s: object) => ({ type: 'mapStep', actor: by(actor), duel, step: s });
  return [
    step(higher, { kind: 'offer', maps: c.maps, ...(c.equalBv ? { lowerBvPlayer: lower } : {}) }),
    step(lower, { kind: 'roles', swapRoles: !!c.swap }),
    step(remover, { kind: 'remove', map: c.removed }),
    step(picker, { kind: 'pick', map: c.map }),
    step(edger, { kind: 'edge', edge: c.edge }),
  ];
}
