import type { Source } from '@marshal/core';
import type { BattleSetup, BattleView } from '@marshal/battletech';
import type { ForceEntry } from '../from-catalog';
import type { Reason } from '../rules/forced-withdrawal';
import type { MissionUnit, Side } from '../units';
import type { MissionState, ObjectiveState, UnitState } from '../tracker/state';
import type { MissionCommand, MissionSetup, MissionSetupInput } from '../tracker/commands';
import type { MissionRules } from '../options';
import type { MissionParams } from '../params';
import type { DeployInTurns, DeploymentRule } from './zones';

export type MissionId =
  'escort' | 'diversion' | 'sabotage' | 'rapid-recon' | 'take-the-position' | 'extraction' | 'open-engagement' | 'assassination' | 'break-the-line';

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

/** A number the referee needs on the set-up sheet, with how it was worked out. */
export interface BriefingNumber {
  readonly label: string;
  readonly value: string;
  readonly source: Source;
}

/** A turn to watch on the set-up sheet's turn track. */
export interface TurnMark {
  readonly afterTurn: number;
  readonly text: string;
  readonly source: Source;
}

/** What a mission's set-up sheet hooks see: the forces and the game's mission numbers. */
export interface BriefingInput {
  readonly units: readonly MissionUnit[];
  readonly params: MissionParams;
}

/** A unit a mission brings to a digital battle: a force entry naming a catalog unit, for the shell to load. */
export type MissionForceEntry = ForceEntry & { readonly unit: string };

/** What a mission adds when it is fought as a digital battle (every hook optional: most missions add nothing). */
export interface MissionBattleHooks {
  /**
   * Units the mission brings when the players have not put them in the force (Escort: the convoy, one Packrat per
   * full 50 attacking tons): `units` are the force as given, with their catalog tonnage.
   */
  readonly extraUnits?: (input: {
    readonly units: readonly { readonly side: Side; readonly tonnage: number; readonly group?: string | undefined }[];
    readonly params: MissionParams;
  }) => MissionForceEntry[];
  /** Whether a unit moves before every other unit each turn, whatever the initiative (Escort: the convoy). */
  readonly movesFirst?: (entry: ForceEntry) => boolean;
  /**
   * The battle's objective buildings (Total Warfare immobile structures), and the mission's own to-hit modifier for
   * shots at them when its rule gives one (Sabotage: one building per objective token, a quarter of the game's tonnage each, −4 to hit).
   */
  readonly buildings?: (input: { readonly objectives: NonNullable<MissionSetupInput['objectives']>; readonly units: readonly MissionUnit[] }) => {
    readonly buildings: NonNullable<BattleSetup['buildings']>;
    readonly toHit?: BattleSetup['buildingToHit'];
  };
}

/**
 * A mission as data plus its objective function, and hooks for what only it adds: numbers on the set-up sheet,
 * turns to watch, and what it brings to a digital battle. Shared code calls the hooks; it never asks which mission it has.
 */
export interface MissionDefinition {
  readonly id: MissionId;
  readonly title: string;
  readonly source: Source;
  readonly summary: string;
  readonly edges: 'narrow-to-narrow' | 'any-edge-opposite' | 'any-edge';
  /** Fixed sheet count, when the mission sets one (Break the Line: four). */
  readonly sheets?: number;
  readonly deployment: readonly Zone[];
  /** The deployment text as zones a digital battle places units in (`deployment-zones.ts` turns them into hex tests). */
  readonly zones: readonly DeploymentRule[];
  /** The sides take it in turn to deploy, one unit at a time (a digital battle plays it as a deployment phase); absent: one side after the other. */
  readonly deployInTurns?: DeployInTurns;
  readonly specialRules: readonly Zone[];
  /** Edges each side may leave by. */
  readonly withdrawalEdges: Readonly<Record<Side, readonly EdgeName[]>>;
  /** Sides whose units may leave at any time, without Forced Withdrawal. */
  readonly freeWithdrawal: readonly Side[];
  /** Commands specific to this mission that the tracker accepts. */
  readonly accepts: readonly string[];
  readonly salvage: (state: MissionState, rules: MissionRules) => { controller: Side | 'undecided'; reason: Reason };
  readonly gameEnd: (state: MissionState, rules: MissionRules) => Reason | null;
  readonly evaluate: (state: MissionState, rules: MissionRules) => MissionStatus;
  /** Numbers the referee needs on the set-up sheet (Escort: Packrats in the convoy; Sabotage: each building's construction factor). */
  readonly briefingNumbers?: (input: BriefingInput) => BriefingNumber[];
  /** Turns to watch besides the common ceasefire mark (Rapid Recon: forced withdrawal after turn 8). */
  readonly turnTrack?: (params: MissionParams) => TurnMark[];
  /** What the mission adds to a digital battle. */
  readonly battle?: MissionBattleHooks;
  /** How many objective tokens the set-up must place (Sabotage: its buildings; Rapid Recon: the points to scan). */
  readonly objectiveTokens?: (params: MissionParams) => number;
  /** Refuse a set-up the mission's own rules forbid, naming the field (Diversion: the split; Sabotage: tokens in water). */
  readonly checkSetup?: (setup: MissionSetup, params: MissionParams) => void;
  /**
   * Refuse objective placements the real map breaks, naming the field (Sabotage: water; Rapid Recon and Extraction: distance from
   * the edges; Extraction: water; Take the Position: the high point). Called only when the map is known (a digital battle).
   */
  readonly checkOnMap?: (objectives: MissionSetup['objectives'], params: MissionParams, map: MapProbe) => void;
  /** The mission's objectives at the start, from the set-up (the rest of the objective state starts empty). */
  readonly initObjectives?: (setup: MissionSetup, params: MissionParams, gameTonnage: number) => MissionObjectivesAtStart;
  /** Leaving the board this way completes an objective, so it is always allowed: why, or null. */
  readonly objectiveExit?: (state: MissionState, unit: UnitState, edge: EdgeName) => string | null;
  /** After this turn every attacking unit must withdraw (Rapid Recon, Extraction), with the rule. */
  readonly attackersWithdrawAfter?: (params: MissionParams) => { readonly turn: number; readonly source: Source };
  /** The objective is carried like a unit (Extraction), so Sundry 1 does not close its hex to the defender. */
  readonly objectiveIsUnit?: boolean;
  /** Immobile attackers left on the board are abandoned to the defender in the wash-up. */
  readonly abandonsImmobileAttackers?: boolean;
  /**
   * The attacker is paid per objective (Sabotage, Rapid Recon: 25% each, so four give 100%): pay keeps accruing after
   * the outcome is settled, and a ceasefire keeps the pay earned.
   */
  readonly payPerObjective?: boolean;
  /** A report the mission itself reads from a digital battle once the common ones are in (Take the Position: who stands in the area). */
  readonly followReport?: (state: MissionState, battle: BattleView) => MissionCommand | null;
}

/** What a mission may ask of the real map when it is fought digitally (hexes by label; `map-probe.ts` builds it). */
export interface MapProbe {
  /** Hexes to the nearest map edge: 0 on an edge row. */
  edgeDistance(hex: string): number;
  waterDepth(hex: string): number;
  /** Ground level. */
  level(hex: string): number;
  /** The map's hexes within `n` of this one, itself left out. */
  within(hex: string, n: number): string[];
  /** Rows from the attacker's edge (0 on his edge row), and the deepest row. */
  depthFromAttacker(hex: string): number;
  readonly maxDepth: number;
}

/** What `initObjectives` may set; anything left out starts empty. */
export interface MissionObjectivesAtStart {
  readonly buildings?: ObjectiveState['buildings'];
  readonly reconTokens?: ObjectiveState['reconTokens'];
  readonly extractionHex?: string | null;
  readonly positionHex?: string;
  readonly assassinationTargets?: ObjectiveState['assassinationTargets'];
}
