// What entering a hex costs in movement points (Total Warfare ground movement), and what forbids it.
import { TOTAL_WARFARE, bookSource, directionTo, type Hex } from '@marshal/core';
import type { GameMap } from './compose';
import { hexAt } from './grid';
import { type MapHex, buildingOf, hasTerrain, terrainLevel, waterDepth, woodsOf } from './terrain';

export const TW_MOVEMENT = bookSource(TOTAL_WARFARE, { section: 'Movement › Movement costs' });

/** What a unit can do when moving on the ground; units declare these, rules never ask what kind of unit it is. */
export interface Mover {
  readonly name?: string;
  readonly walk: number;
  /** Defaults to ceil(1.5 × walk). */
  readonly run?: number;
  readonly jump: number;
  /** Most levels it can climb or descend entering one hex ('Mech 2, vehicles 1). */
  readonly maxLevelChange: number;
  /** MP per level climbed or descended ('Mech 1; infantry and vehicles 2). */
  readonly mpPerLevel: number;
  /** Deepest water it may enter (Infinity for 'Mechs, 0 for most vehicles). */
  readonly maxWaterDepth: number;
  /** Whether it pays for buildings it walks into (infantry do not). */
  readonly paysForBuildings: boolean;
  /** Terrain it may not enter at all, by terrain name (e.g. woods for wheeled vehicles). */
  readonly prohibited?: readonly string[];
  /** Terrain it may not enter from a level on (tracked vehicles: woods from 2, heavy). */
  readonly prohibitedFrom?: Readonly<Record<string, number>>;
  /** Terrain whose extra cost it does not pay (hovercraft skim water, mud, swamp, ice and snow); water in this list does not slow it to walking. */
  readonly skims?: readonly string[];
  /** Flies over the map (VTOL): every hex costs 1 MP whatever its terrain or level. */
  readonly flies?: boolean;
}

/** A BattleMech's movement capabilities from its walk and jump MP. */
export const mechMover = (walk: number, jump = 0, name?: string): Mover => ({
  ...(name ? { name } : {}),
  walk,
  jump,
  maxLevelChange: 2,
  mpPerLevel: 1,
  maxWaterDepth: Infinity,
  paysForBuildings: true,
});

export const runMP = (m: Mover): number => m.run ?? Math.ceil(m.walk * 1.5);

export interface CostItem {
  readonly label: string;
  readonly mp: number;
}

export type EntryCost =
  { readonly ok: true; readonly mp: number; readonly items: readonly CostItem[]; readonly water: boolean } | { readonly ok: false; readonly reason: string };

const WOODS_COST = { light: 1, heavy: 2, 'ultra-heavy': 3 } as const;
const JUNGLE_COST = { light: 2, heavy: 3, 'ultra-heavy': 4 } as const;
const BUILDING_COST = { light: 1, medium: 2, heavy: 3, hardened: 4 } as const;

function roadConnects(from: MapHex, to: MapHex, dir: number): boolean {
  const a = from.terrain.road;
  const b = to.terrain.road;
  if (!a || !b) return false;
  const out = a.exits === undefined || (a.exits & (1 << dir)) !== 0;
  const back = b.exits === undefined || (b.exits & (1 << ((dir + 3) % 6))) !== 0;
  return out && back;
}

function terrainItems(to: MapHex, m: Mover): CostItem[] {
  const skims = m.skims ?? [];
  return landItems(to, m).filter((i) => !skims.some((t) => i.label.includes(t)));
}

function landItems(to: MapHex, m: Mover): CostItem[] {
  const items: CostItem[] = [];
  const w = woodsOf(to);
  if (w) items.push({ label: `${w.density} ${w.kind}`, mp: (w.kind === 'jungle' ? JUNGLE_COST : WOODS_COST)[w.density] });
  const rough = terrainLevel(to, 'rough');
  if (rough) items.push({ label: rough > 1 ? 'ultra rough' : 'rough', mp: rough > 1 ? 2 : 1 });
  const rubble = terrainLevel(to, 'rubble');
  if (rubble) items.push({ label: rubble >= 6 ? 'ultra rubble' : 'rubble', mp: rubble >= 6 ? 2 : 1 });
  const depth = waterDepth(to);
  if (depth === 1) items.push({ label: 'water depth 1', mp: 1 });
  if (depth >= 2) items.push({ label: `water depth ${depth}`, mp: 3 });
  for (const t of ['mud', 'swamp', 'ice'] as const) if (hasTerrain(to, t)) items.push({ label: t, mp: 1 });
  if (terrainLevel(to, 'snow') >= 2) items.push({ label: 'deep snow', mp: 1 });
  if (terrainLevel(to, 'magma') >= 2) items.push({ label: 'liquid magma', mp: 1 });
  const b = buildingOf(to);
  if (b && m.paysForBuildings)
    items.push({ label: `${b.type} building`, mp: BUILDING_COST[b.type] + (b.buildingClass === 'hangar' ? -1 : b.buildingClass === 'fortress' ? 1 : 0) });
  return items;
}

const terrainName = (h: MapHex, t: string): string => {
  const w = woodsOf(h);
  return t === 'water'
    ? `water of depth ${waterDepth(h)}`
    : w && w.kind === t
      ? `${w.density} ${t}`
      : terrainLevel(h, t) > 1 && ['rough', 'rubble'].includes(t)
        ? `ultra ${t}`
        : t;
};

/** The cost of moving from one hex into an adjacent one (forward or backward alike). */
export function entryCost(map: GameMap, from: Hex, to: Hex, m: Mover): EntryCost {
  const a = hexAt(map, from);
  const b = hexAt(map, to);
  if (!b) return { ok: false, reason: 'the hex is off the map' };
  if (!a) return { ok: false, reason: 'the unit is not on the map' };
  if (hasTerrain(b, 'impassable')) return { ok: false, reason: 'the hex is impassable' };
  if (m.flies) return { ok: true, mp: 1, items: [{ label: 'fly over hex', mp: 1 }], water: false };
  const banned = (m.prohibited ?? []).find((t) => hasTerrain(b, t));
  if (banned) return { ok: false, reason: `${m.name ?? 'the unit'} cannot enter ${banned}` };
  const forbidden = Object.entries(m.prohibitedFrom ?? {}).find(([t, level]) => hasTerrain(b, t) && terrainLevel(b, t) >= level)?.[0];
  if (forbidden) return { ok: false, reason: `${m.name ?? 'the unit'} cannot enter ${terrainName(b, forbidden)}` };
  if (waterDepth(b) > m.maxWaterDepth) return { ok: false, reason: `${m.name ?? 'the unit'} cannot enter water of depth ${waterDepth(b)}` };
  const climb = b.level - a.level;
  if (Math.abs(climb) > m.maxLevelChange) return { ok: false, reason: `a change of ${Math.abs(climb)} levels in one hex (at most ${m.maxLevelChange})` };
  const dir = directionTo(from, to)!;
  const onRoad = hasTerrain(b, 'pavement') || roadConnects(a, b, dir);
  const items: CostItem[] = [{ label: onRoad ? 'enter hex along road/pavement' : 'enter hex', mp: 1 }];
  if (!onRoad || buildingOf(b)) items.push(...terrainItems(b, m));
  if (climb !== 0)
    items.push({ label: `${climb > 0 ? 'up' : 'down'} ${Math.abs(climb)} level${Math.abs(climb) > 1 ? 's' : ''}`, mp: Math.abs(climb) * m.mpPerLevel });
  return { ok: true, mp: items.reduce((s, i) => s + i.mp, 0), items, water: waterDepth(b) > 0 && !(m.skims ?? []).includes('water') };
}
