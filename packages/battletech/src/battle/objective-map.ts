// Objective buildings on the battle map: each standing one is a level 1 building in its hex (Mechwarriors of Fortune,
// Sabotage: "a level 1 building", Total Warfare building rules), so line of sight and cover see it; a destroyed one
// leaves rubble. Units may not enter a standing one's hex.
import { parseHexLabel } from '@marshal/core';
import type { GameMap } from '../map/compose';
import type { MapHex } from '../map/terrain';
import type { BattleState, BuildingState } from './state';

const standing = (h: MapHex, cf: number): MapHex => ({
  ...h,
  terrain: { ...h.terrain, building: { level: 1 }, bldg_elev: { level: 1 }, bldg_cf: { level: cf } },
});

const rubble = (h: MapHex): MapHex => {
  const { building: _b, bldg_elev: _e, bldg_cf: _c, ...rest } = h.terrain;
  return { ...h, terrain: { ...rest, rubble: { level: 1 } } };
};

/** The map with every objective building on it: standing ones as level 1 buildings, destroyed ones as rubble. */
export function withObjectiveBuildings(map: GameMap, buildings: Readonly<Record<string, BuildingState>>): GameMap {
  const at = new Map(
    Object.values(buildings)
      .map((b) => [parseHexLabel(b.hex), b] as const)
      .map(([h, b]) => [h.row * map.width + h.col, b]),
  );
  if (!at.size) return map;
  return { ...map, hexes: map.hexes.map((h, i) => (at.has(i) ? (at.get(i)!.destroyed ? rubble(h) : standing(h, at.get(i)!.remaining)) : h)) };
}

/** Hexes no unit may enter: each standing objective building's, with why. */
export const buildingHexesClosed = (s: BattleState): [string, string][] =>
  Object.values(s.buildings ?? {})
    .filter((b) => !b.destroyed)
    .map((b) => [b.hex, `${b.label} stands there (an objective building blocks movement)`]);
