/** Where each side may set up on a real map, mission by mission: the seed's deployment text turned into hex tests with their numbers. */
import { type Hex, type Source, defaultSource, hexDistance } from '@marshal/core';
import type { EdgeName as CompassEdge, HexGrid } from '@marshal/battletech';
import { MISSIONS } from './missions/index';
import type { MissionId, EdgeName } from './missions/types';
import type { DeploymentRule, ZoneRule } from './missions/zones';

export type { DeploymentRule, ZoneRule };

export type { CompassEdge };

/** Depth of an "along the edge" zone when the seed gives none: three hexes (the edge row and the two behind it). */
export const DEFAULT_DEPLOY_DEPTH = 3;
export const DEPLOY_DEPTH_SOURCE: Source = defaultSource(
  'deployment zone depth',
  'the seed says "along" an edge without a depth; Marshal uses the three rows nearest the edge (changeable per game)',
);

/** Each mission's deployment rules as zones, by mission (the rules live in each mission's file, `zones`). */
export const DEPLOYMENT_RULES: Readonly<Record<MissionId, readonly DeploymentRule[]>> = Object.fromEntries(MISSIONS.map((m) => [m.id, m.zones])) as Record<
  MissionId,
  readonly DeploymentRule[]
>;

export const OPPOSITE: Readonly<Record<CompassEdge, CompassEdge>> = { north: 'south', south: 'north', east: 'west', west: 'east' };
const FLANKS: Readonly<Record<CompassEdge, readonly [CompassEdge, CompassEdge]>> = {
  north: ['west', 'east'],
  south: ['west', 'east'],
  east: ['north', 'south'],
  west: ['north', 'south'],
};

/** A mission edge name on a map whose attacker deploys along `homeEdge` (flank: both side edges). */
export function compassEdges(edge: EdgeName, homeEdge: CompassEdge): readonly CompassEdge[] {
  return edge === 'home' ? [homeEdge] : edge === 'far' ? [OPPOSITE[homeEdge]] : FLANKS[homeEdge];
}

/** The map seen from the attacker's edge: depth 0 is the attacker's edge row, `along` runs parallel to it. */
export interface Frame {
  readonly grid: HexGrid;
  readonly home: CompassEdge;
  readonly maxDepth: number;
  readonly length: number;
  readonly deployDepth: number;
}

export function frameFor(grid: HexGrid, home: CompassEdge, deployDepth = DEFAULT_DEPLOY_DEPTH): Frame {
  const ns = home === 'north' || home === 'south';
  return { grid, home, maxDepth: (ns ? grid.height : grid.width) - 1, length: ns ? grid.width : grid.height, deployDepth };
}

export function depthOf(f: Frame, h: Hex): number {
  return f.home === 'north' ? h.row : f.home === 'south' ? f.grid.height - 1 - h.row : f.home === 'west' ? h.col : f.grid.width - 1 - h.col;
}

export const alongOf = (f: Frame, h: Hex): number => (f.home === 'north' || f.home === 'south' ? h.col : h.row);

/** Hexes of the attacker's "along the edge" zone (the distance target for "from the attacker's deployment zone"). */
function attackerZone(f: Frame): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < f.grid.height; row++)
    for (let col = 0; col < f.grid.width; col++) if (depthOf(f, { col, row }) < f.deployDepth) out.push({ col, row });
  return out;
}

/** Why a hex is outside the zone (with the numbers), or null when it is inside. */
export type ZoneTest = (h: Hex) => string | null;

export function zoneTest(f: Frame, zone: ZoneRule): ZoneTest {
  if (zone.kind === 'edge') {
    const depth = zone.depth ?? f.deployDepth;
    const band = `${depth} hex${depth === 1 ? '' : 'es'} deep`;
    if (zone.edge === 'flanks') {
      const [a, b] = FLANKS[f.home];
      return (h) =>
        Math.min(alongOf(f, h), f.length - 1 - alongOf(f, h)) < depth
          ? null
          : `it is ${Math.min(alongOf(f, h), f.length - 1 - alongOf(f, h))} hexes from the ${a} and ${b} edges; the zone is ${band}`;
    }
    const edge = compassEdges(zone.edge, f.home)[0]!;
    const dist = (h: Hex) => (zone.edge === 'home' ? depthOf(f, h) : f.maxDepth - depthOf(f, h));
    return (h) => (dist(h) < depth ? null : `it is ${dist(h)} hexes from the ${edge} edge; the zone is ${band}`);
  }
  const tests: ZoneTest[] = [];
  if (zone.fromAttackerEdge !== undefined) {
    const min = zone.fromAttackerEdge;
    tests.push((h) => (depthOf(f, h) >= min ? null : `it is ${depthOf(f, h)} hexes from the attacker's ${f.home} edge; at least ${min} needed`));
  }
  if (zone.fromAttackerZone !== undefined) {
    const min = zone.fromAttackerZone;
    const zoneHexes = attackerZone(f);
    tests.push((h) => {
      const d = depthOf(f, h) - f.deployDepth + 1 >= min ? min : Math.min(...zoneHexes.map((z) => hexDistance(z, h)));
      return d >= min
        ? null
        : `it is ${d} hexes from the attacker's deployment zone (${f.deployDepth} hexes deep along the ${f.home} edge); at least ${min} needed`;
    });
  }
  if (zone.fromNarrowEdges !== undefined) {
    const min = zone.fromNarrowEdges;
    tests.push((h) => {
      const d = Math.min(depthOf(f, h), f.maxDepth - depthOf(f, h));
      return d >= min ? null : `it is ${d} hexes from a narrow edge; at least ${min} needed`;
    });
  }
  return (h) => tests.map((t) => t(h)).find((x) => x !== null) ?? null;
}

/** The facing a unit in this zone starts with: into the map, away from its own edge (anywhere: toward the attacker). */
export function zoneFacing(f: Frame, zone: ZoneRule, h: Hex): number {
  const away: Readonly<Record<CompassEdge, number>> = { north: 3, south: 0, west: 2, east: 4 };
  if (zone.kind === 'anywhere') return away[OPPOSITE[f.home]];
  if (zone.edge === 'flanks') {
    const [a, b] = FLANKS[f.home];
    return away[alongOf(f, h) < f.length / 2 ? a : b];
  }
  return away[compassEdges(zone.edge, f.home)[0]!];
}

/**
 * Order of preference for automatic placement: nearest the zone's own edge (anywhere: nearest the attacker,
 * as far forward as allowed), and a position along that line so units spread out.
 */
export function zonePreference(f: Frame, zone: ZoneRule, h: Hex): { readonly rank: number; readonly line: number; readonly lineLength: number } {
  const depth = depthOf(f, h);
  const along = alongOf(f, h);
  if (zone.kind === 'anywhere') return { rank: depth, line: along, lineLength: f.length };
  if (zone.edge === 'flanks') {
    const second = along >= f.length / 2;
    return { rank: second ? f.length - 1 - along : along, line: depth + (second ? f.maxDepth + 1 : 0), lineLength: 2 * (f.maxDepth + 1) };
  }
  return { rank: zone.edge === 'home' ? depth : f.maxDepth - depth, line: along, lineLength: f.length };
}
