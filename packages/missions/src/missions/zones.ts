/** Deployment zones as hex tests: the shapes a mission's set-up text turns into (each mission lists its own in its file). */
import { type Source, defaultSource } from '@marshal/core';
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

/** A mission whose sides take it in turn to deploy, one unit at a time, and who starts, with the rule. */
export interface DeployInTurns {
  readonly first: Side;
  readonly text: string;
  readonly source: Source;
}

/** "With the attacker deploying first, both … take it in turn to deploy" (Escort, Break the Line). */
export const attackerFirst = (title: string): DeployInTurns => ({
  first: 'attacker',
  text: 'the attacker deploys first, then the sides take it in turn to deploy one unit at a time',
  source: setUp(title),
});

/**
 * "Both sides take it in turns to deploy" without saying who starts (Open Engagement, Assassination): the attacker
 * starts, as in the missions that do say (a labelled default).
 */
export const inTurnsAttackerByDefault = (title: string): DeployInTurns => ({
  first: 'attacker',
  text:
    `the sides take it in turn to deploy one unit at a time (${title} › Set Up); ` +
    'who starts is not said, so the attacker starts, as in Escort and Break the Line',
  source: defaultSource(
    'who deploys first',
    `${title} › Set Up says the sides take turns but not who starts; the attacker starts, as in Escort and Break the Line`,
  ),
});
