import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hexDistance } from '@marshal/core';
import { type GameMap, allHexes, composeMap, lineOfSight, parseBoard, parseLayout } from '@marshal/battletech';
import type { Bench } from './registry';

/** A 2×3 map of six real sheets with woods, water, hills and buildings (built once per bench). */
function sixSheets(): GameMap {
  const names = [
    'MapSet2/16x17 Scattered Woods',
    'MapSet2/16x17 Lake Area',
    'MapSet2/16x17 Desert Hills',
    'MapSet6/16x17 City (Residential)',
    'MapSet6/16x17 Woodland',
    'MapSet2/16x17 Mountain Lake',
  ];
  const boards = names.map((n) => {
    const file = fileURLToPath(new URL(`../data/megamek/boards/${n}.board`, import.meta.url));
    return { board: parseBoard(readFileSync(file, 'utf8'), file, n) };
  });
  return composeMap(boards, parseLayout('2x3'));
}

/** Walks every ordered pair of hexes of the map in turn (one pair per call), so a long run covers them all. */
function pairs(map: GameMap) {
  const hexes = allHexes(map);
  const n = hexes.length;
  let k = 0;
  return () => {
    const a = hexes[Math.floor(k / n) % n]!;
    const b = hexes[k % n]!;
    k = (k + 1) % (n * n);
    return [a, b] as const;
  };
}

export const benches: readonly Bench[] = [
  {
    id: 'map-distance-pairs',
    title: 'hex distance for every pair of hexes on a 2×3 map (the LOS baseline)',
    unit: 'pair',
    setup: () => {
      const next = pairs(sixSheets());
      return () => {
        const [a, b] = next();
        return hexDistance(a, b);
      };
    },
  },
  {
    id: 'map-los-pairs',
    title: "Total Warfare line of sight for every pair on a 2×3 map ('Mech to 'Mech); divide by map-distance-pairs for the ratio",
    unit: 'pair',
    setup: () => {
      const map = sixSheets();
      const next = pairs(map);
      return () => {
        const [a, b] = next();
        return lineOfSight(map, { hex: a, height: 1 }, { hex: b, height: 1 });
      };
    },
  },
];
