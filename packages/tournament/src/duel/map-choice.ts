/** Map choice: the lower-BV player strikes one of three maps, the higher-BV player picks, the other picks the entry edge; the lower-BV player may switch roles. */
import { z } from 'zod';
import { defaultSource, type Source } from '@marshal/core';
import { SOLARIS } from '../sources';

export const EDGES = ['north', 'south', 'east', 'west'] as const;
export type Edge = (typeof EDGES)[number];
const OPPOSITE: Record<Edge, Edge> = { north: 'south', south: 'north', east: 'west', west: 'east' };

export const mapChoiceInputSchema = z.object({
  maps: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
  removed: z.string().min(1),
  swapRoles: z.boolean().default(false),
  map: z.string().min(1),
  entryEdge: z.enum(EDGES),
});
export type MapChoiceInput = z.infer<typeof mapChoiceInputSchema>;

export interface MapChoice {
  readonly maps: readonly string[];
  readonly lowerBvPlayer: string;
  readonly higherBvPlayer: string;
  readonly removed: string;
  readonly removedBy: string;
  readonly swapRoles: boolean;
  readonly map: string;
  readonly mapPickedBy: string;
  readonly entryEdge: Edge;
  readonly edgePickedBy: string;
  readonly opponentEdge: Edge;
  readonly source: Source;
  /** The reading of "switch roles" applied, when roles were switched. */
  readonly swapSource?: Source;
}

/** What switching roles swaps: every role including the strike (default), or only the map pick and the edge pick. */
export interface MapSwapRule {
  readonly strike: 'swaps' | 'stays';
  readonly source: Source;
}

export const DEFAULT_MAP_SWAP: MapSwapRule = {
  strike: 'swaps',
  source: defaultSource(
    'Solaris VII Stable Challenge §2.2 Map: what switching roles swaps',
    'the players exchange every role of the map choice: the higher-BV player strikes a map and picks the edge, the lower-BV player picks the map',
  ),
};

/** Check the three steps against the roles; a string is the reason the choice is refused. */
export function resolveMapChoice(input: MapChoiceInput, lower: string, higher: string, swap: MapSwapRule = DEFAULT_MAP_SWAP): MapChoice | string {
  const maps = input.maps;
  if (new Set(maps).size !== 3) return 'the three maps must be different';
  if (!maps.includes(input.removed)) return `removed map "${input.removed}" is not one of ${maps.join(', ')}`;
  if (input.map === input.removed) return `"${input.map}" was removed and cannot be picked`;
  if (!maps.includes(input.map)) return `picked map "${input.map}" is not one of ${maps.join(', ')}`;
  const mapPickedBy = input.swapRoles ? lower : higher;
  const edgePickedBy = input.swapRoles ? higher : lower;
  return {
    maps: [...maps],
    lowerBvPlayer: lower,
    higherBvPlayer: higher,
    removed: input.removed,
    removedBy: input.swapRoles && swap.strike === 'swaps' ? higher : lower,
    swapRoles: input.swapRoles,
    map: input.map,
    mapPickedBy,
    entryEdge: input.entryEdge,
    edgePickedBy,
    opponentEdge: OPPOSITE[input.entryEdge],
    source: SOLARIS.map,
    ...(input.swapRoles ? { swapSource: swap.source } : {}),
  };
}
