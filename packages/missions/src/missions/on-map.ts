/** Objective placements checked against the real map (a digital battle): water, distance from the edges, the high point. */
import { MarshalError, type Source, formatSource } from '@marshal/core';
import { objectiveName } from '../objective-names';
import type { MapProbe } from './types';

/** A token by its number as the page shows it ("Objective 2"); the single objective hex by its own name ("the objective"). */
const named = (hexes: readonly { id: string }[], t: { id: string }, field: string) => (field.endsWith('tokens') ? objectiveName(t.id, hexes) : t.id);

const refuse = (message: string, source: Source, field: string): never => {
  throw new MarshalError('objectives', `${message} [${formatSource(source)}]`, { field });
};

/** Each hex at least `min` hexes from every map edge. */
export function offEdges(hexes: readonly { id: string; hex: string }[], min: number, map: MapProbe, source: Source, field: string): void {
  const at = (i: number) => (field.endsWith('tokens') ? `${field}.${i}` : field);
  hexes.forEach((t, i) => {
    const d = map.edgeDistance(t.hex);
    if (d < min)
      refuse(`${named(hexes, t, field)} at ${t.hex} is ${d} hex${d === 1 ? '' : 'es'} from the nearest map edge; at least ${min} needed`, source, at(i));
  });
}

/** No hex in water deeper than `maxDepth`, as the map has it (whatever the token's own depth says). */
export function outOfWater(hexes: readonly { id: string; hex: string }[], maxDepth: number, map: MapProbe, source: Source, field: string): void {
  const at = (i: number) => (field.endsWith('tokens') ? `${field}.${i}` : field);
  hexes.forEach((t, i) => {
    const depth = map.waterDepth(t.hex);
    const allowed = maxDepth ? `at most depth ${maxDepth}` : 'no water';
    if (depth > maxDepth) refuse(`${named(hexes, t, field)} at ${t.hex} is in water of depth ${depth} on this map; ${allowed} allowed`, source, at(i));
  });
}

/** A high point in the half of the map away from the attacker, at least as high as every hex within `radius`. */
export function highPoint(hex: string, radius: number, map: MapProbe, source: Source, field: string): void {
  const depth = map.depthFromAttacker(hex);
  if (depth * 2 < map.maxDepth)
    refuse(
      `${hex} is ${depth} rows from the attacker's edge, in his half of the map (${map.maxDepth + 1} rows); the objective goes in the far half`,
      source,
      field,
    );
  const level = map.level(hex);
  const higher = map.within(hex, radius).find((h) => map.level(h) > level);
  if (higher) refuse(`${hex} (level ${level}) is not a high point: ${higher}, within ${radius} hexes, is at level ${map.level(higher)}`, source, field);
}
