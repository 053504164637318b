import type { DestructionCause } from '../rules/crew-survival';
import type { DamageFacts } from '../rules/forced-withdrawal';
import type { MissionId, MissionStatus } from '../missions/types';
import type { MissionParams } from '../params';
import type { MissionUnit, Side } from '../units';

export type UnitStatus = 'active' | 'immobile' | 'abandoned' | 'destroyed' | 'exited' | 'surrendered';

export interface UnitState {
  readonly unit: MissionUnit;
  readonly status: UnitStatus;
  readonly facts: DamageFacts;
  /** Meets the Forced Withdrawal conditions (damage only accumulates, so this stays set). */
  readonly forcedWithdrawal: boolean;
  /** Must now move toward its edge and leave. */
  readonly mustWithdraw: boolean;
  /** Where and when it left; `displaced` when it was pushed off the map rather than withdrawn. */
  readonly exit?: { readonly edge: string; readonly turn: number; readonly walkMp: number; readonly displaced?: true };
  readonly gone?: { readonly turn: number; readonly phase: string };
  readonly crew: 'aboard' | 'killed' | 'escaped' | 'bailed-out';
  /** Destroyed with its Crew Survival roll still to make (`rollCrewSurvival`): how it was destroyed. */
  readonly crewRollDue?: DestructionCause;
  readonly immobileDecision?: 'fight-on' | 'abandon';
}

export interface BuildingState {
  readonly id: string;
  readonly hex: string;
  readonly cf: number;
  readonly damage: number;
}

export interface ObjectiveState {
  readonly buildings: readonly BuildingState[];
  readonly reconTokens: readonly { readonly id: string; readonly hex: string }[];
  readonly scanned: readonly string[];
  readonly reconAttempts: readonly { readonly unit: string; readonly turn: number }[];
  readonly extraction: {
    readonly hex: string | null;
    readonly carrier: string | null;
    readonly extracted: boolean;
    readonly droppedTurn: number | null;
    /** Pick-up attempts made (one per unit at the end of a turn). */
    readonly attempts?: readonly { readonly unit: string; readonly turn: number }[];
  };
  /** Turn at whose end the attacker held the Take the Position area, if ever. */
  readonly positionTakenTurn: number | null;
  /** Take the Position's objective hex, when the set-up names one (a digital battle reads the area from it). */
  readonly positionHex?: string;
  /** The last turn whose objective area was reported. */
  readonly areaReportedTurn?: number;
  readonly assassinationTargets: Readonly<Record<Side, string | null>>;
}

export interface CeasefireTerms {
  readonly objectivesMet: Readonly<Record<Side, boolean>>;
  readonly surrendered: readonly string[];
  readonly fieldControl: Side | null;
}

export interface MissionState {
  readonly mission: MissionId;
  readonly params: MissionParams;
  readonly gameTonnage: number;
  /** Current turn; turns completed = turn − 1. */
  readonly turn: number;
  readonly phase: string;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly generalRetreat: Readonly<Record<Side, string | null>>;
  readonly targetIgnoresGeneralRetreat: boolean;
  readonly objectives: ObjectiveState;
  readonly ceasefire: CeasefireTerms | null;
  /** The mission outcome once frozen (e.g. at a turn limit), while the battle may go on. */
  readonly decided: MissionStatus | null;
  readonly ended: { readonly reason: string; readonly turn: number } | null;
}

export const turnsCompleted = (s: MissionState): number => s.turn - 1;
export const unitsOf = (s: MissionState, side: Side): UnitState[] => Object.values(s.units).filter((u) => u.unit.side === side);
export const onBoard = (u: UnitState): boolean => u.status === 'active' || u.status === 'immobile';
