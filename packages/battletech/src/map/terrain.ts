// Terrain in a hex: MegaMek's terrain names with a level (and hexside exits), read as the rules need them.

/** Every terrain name a MegaMek board may use; anything else is reported as unknown. */
export const KNOWN_TERRAINS: readonly string[] = [
  'none',
  'woods',
  'water',
  'rough',
  'rubble',
  'jungle',
  'sand',
  'tundra',
  'magma',
  'planted_fields',
  'heavy_industrial',
  'space',
  'pavement',
  'road',
  'swamp',
  'mud',
  'rapids',
  'ice',
  'snow',
  'fire',
  'smoke',
  'geyser',
  'building',
  'bldg_cf',
  'bldg_elev',
  'bldg_basement_type',
  'bldg_class',
  'bldg_armor',
  'bridge',
  'bridge_cf',
  'bridge_elev',
  'fuel_tank',
  'fuel_tank_cf',
  'fuel_tank_elev',
  'fuel_tank_magn',
  'impassable',
  'elevator',
  'fortified',
  'screen',
  'fluff',
  'arms',
  'legs',
  'metal_deposit',
  'bldg_base_collapsed',
  'bldg_fluff',
  'road_fluff',
  'ground_fluff',
  'water_fluff',
  'cliff_top',
  'cliff_bottom',
  'incline_top',
  'incline_bottom',
  'incline_high_top',
  'incline_high_bottom',
  'foliage_elev',
  'black_ice',
  'sky',
  'deployment_zone',
  'hazardous_liquid',
  'ultra_sublevel',
  'bridge_repaired',
];

const KNOWN = new Set(KNOWN_TERRAINS);
export const isKnownTerrain = (name: string): boolean => KNOWN.has(name);

export interface TerrainEntry {
  readonly level: number;
  /** Bit d set = connects towards direction d (roads, bridges, buildings). */
  readonly exits?: number;
}

/** One hex of a board or map: ground level, terrain by name, and the art theme. */
export interface MapHex {
  readonly level: number;
  readonly terrain: Readonly<Record<string, TerrainEntry>>;
  readonly theme?: string;
}

export const CLEAR_HEX: MapHex = Object.freeze({ level: 0, terrain: Object.freeze({}) });

export const terrainLevel = (h: MapHex, name: string): number => h.terrain[name]?.level ?? 0;
export const hasTerrain = (h: MapHex, name: string): boolean => name in h.terrain;

export type WoodsDensity = 'light' | 'heavy' | 'ultra-heavy';
const DENSITY: Record<number, WoodsDensity> = { 1: 'light', 2: 'heavy', 3: 'ultra-heavy' };

/** Woods or jungle in the hex (jungle counts as woods of the same density for line of sight). */
export function woodsOf(h: MapHex): { density: WoodsDensity; kind: 'woods' | 'jungle'; height: number } | undefined {
  for (const kind of ['woods', 'jungle'] as const) {
    const level = terrainLevel(h, kind);
    if (level > 0) {
      const density = DENSITY[Math.min(level, 3)]!;
      const height = h.terrain.foliage_elev?.level ?? (density === 'ultra-heavy' ? 3 : 2);
      return { density, kind, height };
    }
  }
  return undefined;
}

export const waterDepth = (h: MapHex): number => Math.max(0, terrainLevel(h, 'water'));

export type BuildingType = 'light' | 'medium' | 'heavy' | 'hardened';
const BUILDING_TYPES: Record<number, BuildingType> = { 1: 'light', 2: 'medium', 3: 'heavy', 4: 'hardened' };

export interface Building {
  readonly type: BuildingType;
  /** Height in levels above the hex. */
  readonly height: number;
  /** Construction factor. */
  readonly cf: number;
  readonly buildingClass?: 'hangar' | 'fortress' | 'gun-emplacement';
  readonly armor?: number;
}

export function buildingOf(h: MapHex): Building | undefined {
  const b = h.terrain.building;
  if (!b) return undefined;
  const classes = { 1: 'hangar', 2: 'fortress', 3: 'gun-emplacement' } as const;
  const cls = classes[terrainLevel(h, 'bldg_class') as 1 | 2 | 3];
  return {
    type: BUILDING_TYPES[Math.min(Math.max(b.level, 1), 4)]!,
    height: terrainLevel(h, 'bldg_elev'),
    cf: terrainLevel(h, 'bldg_cf'),
    ...(cls ? { buildingClass: cls } : {}),
    ...(hasTerrain(h, 'bldg_armor') ? { armor: terrainLevel(h, 'bldg_armor') } : {}),
  };
}

/** Level of the top of whatever stands in the hex (ground plus building), used for blocking line of sight. */
export const hexTop = (h: MapHex): number => h.level + (buildingOf(h)?.height ?? 0);

/** Level of the bottom of the water (the ground a 'Mech stands on). */
export const hexFloor = (h: MapHex): number => h.level - waterDepth(h);

/** A short human description, e.g. "level 2, heavy woods, road". */
export function describeHex(h: MapHex): string {
  const bits = [`level ${h.level}`];
  const w = woodsOf(h);
  if (w) bits.push(`${w.density} ${w.kind}`);
  if (waterDepth(h) > 0) bits.push(`water depth ${waterDepth(h)}`);
  const b = buildingOf(h);
  if (b) bits.push(`${b.type} building (height ${b.height}, CF ${b.cf})`);
  for (const t of ['rough', 'rubble', 'road', 'pavement', 'smoke', 'fire', 'swamp', 'mud', 'sand', 'snow', 'ice', 'magma', 'rapids', 'bridge', 'impassable'])
    if (hasTerrain(h, t)) bits.push(t === 'smoke' ? (terrainLevel(h, t) > 1 ? 'heavy smoke' : 'light smoke') : t);
  return bits.join(', ');
}
