/** Deployment zones as hex tests: the shapes a mission's set-up text turns into (each mission lists its own in its file). */
import type { Source } from '@marshal/core';
import { s000 } from '../sources';
import type { Side } from '../units';
import type { EdgeName } from './types';

/** One side's (or one group's) zone: along an edge, or anywhere with minimum distances. */
export type ZoneRule =
  | { readonly kind: 'edge'; readonly edge: EdgeName | 'flanks'; readonly depth?: number }
  | { readonly kind: 'anywhere'; readonly fromAttackerZone?: number; readonly fromAttackerEdge?: number; readonly fromNarrowEdges?: number };

export interface DeploymentRule {
  readonly side: Side;
  /** Only the units of this group (Diversion's trapped force); `others` = the side's units outside every named group. */
  readonly group?: string;
  readonly others?: boolean;
  readonly zone: ZoneRule;
  readonly text: string;
  readonly source: Source;
}

/** The mission's Set Up section. */
export const setUp = (title: string) => s000(`${title} › Set Up`);

/** A side along the attacker's edge (the common zone), with anything the mission changes. */
export const homeZone = (side: Side, title: string, extra: Partial<DeploymentRule> = {}): DeploymentRule => ({
  side,
  zone: { kind: 'edge', edge: 'home' },
  text: "along the attacker's edge",
  source: setUp(title),
  ...extra,
});
