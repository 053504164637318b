import type { Source } from '@marshal/core';
import type { Reason } from '../rules/forced-withdrawal';
import type { Side } from '../units';
import type { MissionState } from '../tracker/state';
import type { MissionRules } from '../options';

export type MissionId =
  | 'escort'
  | 'diversion'
  | 'sabotage'
  | 'rapid-recon'
  | 'take-the-position'
  | 'extraction'
  | 'open-engagement'
  | 'assassination'
  | 'break-the-line';

/** Edges named from the attacker's deployment: home (attacker's edge), far (opposite), flank (either side edge). */
export type EdgeName = 'home' | 'far' | 'flank';

export type Outcome = 'complete-victory' | 'defeat' | 'draw' | 'pending';
export type FactionPoints = 'gain' | 'lose' | 'half-gain' | 'gain-as-winner' | 'none';

export interface SideResult {
  readonly outcome: Outcome;
  /** Percentage of contracted pay; null while pending. */
  readonly payPercent: number | null;
  readonly factionPoints: FactionPoints | null;
  readonly reasons: readonly Reason[];
}

export interface MissionStatus {
  readonly decided: boolean;
  readonly attacker: SideResult;
  readonly defender: SideResult;
}

export interface Zone {
  readonly side: Side | 'objective';
  readonly text: string;
  readonly source: Source;
}

/** A mission as data plus its objective function. */
export interface MissionDefinition {
  readonly id: MissionId;
  readonly title: string;
  readonly source: Source;
  readonly summary: string;
  readonly edges: 'narrow-to-narrow' | 'any-edge-opposite' | 'any-edge';
  /** Fixed sheet count, when the mission sets one (Break the Line: four). */
  readonly sheets?: number;
  readonly deployment: readonly Zone[];
  readonly specialRules: readonly Zone[];
  /** Edges each side may leave by. */
  readonly withdrawalEdges: Readonly<Record<Side, readonly EdgeName[]>>;
  /** Sides whose units may leave at any time, without Forced Withdrawal. */
  readonly freeWithdrawal: readonly Side[];
  /** Pay that keeps accruing per objective after the outcome is settled (Sabotage, Rapid Recon: 25% each, so four give 100%). */
  readonly payAccrues?: boolean;
  /** Commands specific to this mission that the tracker accepts. */
  readonly accepts: readonly string[];
  readonly salvage: (state: MissionState, rules: MissionRules) => { controller: Side | 'undecided'; reason: Reason };
  readonly gameEnd: (state: MissionState, rules: MissionRules) => Reason | null;
  readonly evaluate: (state: MissionState, rules: MissionRules) => MissionStatus;
}
