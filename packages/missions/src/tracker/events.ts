import type { Roll, Ruling } from '@marshal/core';
import type { DamageFacts, Reason } from '../rules/forced-withdrawal';
import type { MissionStatus } from '../missions/types';
import type { Side } from '../units';
import type { CeasefireTerms } from './state';

type RulingSummary = Omit<Ruling, 'odds'> & { probability: number };

export type MissionEvent =
  | { type: 'phaseSet'; phase: string }
  | { type: 'turnEnded'; turn: number }
  | { type: 'damageReported'; unit: string; facts: DamageFacts }
  | { type: 'forcedWithdrawalReached'; unit: string; reasons: Reason[] }
  | { type: 'mustWithdraw'; unit: string; reason: Reason }
  | { type: 'generalRetreatSignalled'; side: Side; by: string; reason: Reason }
  | { type: 'unitExited'; unit: string; edge: string; turn: number; walkMp: number; phase: string; displaced?: true }
  | { type: 'unitDestroyed'; unit: string; cause: string; turn: number; phase: string; crewRollLater?: true }
  | { type: 'crewFate'; unit: string; fate: 'killed' | 'escaped' | 'bailed-out'; reason: string; ruling: RulingSummary | null; roll: Roll | null }
  | { type: 'unitImmobilised'; unit: string; abandoned: boolean; reason: Reason | null }
  | { type: 'immobileDecided'; unit: string; decision: 'fight-on' | 'abandon' }
  | { type: 'buildingDamaged'; building: string; damage: number; remaining: number; destroyed: boolean }
  | { type: 'reconRolled'; unit: string; objective: string; ruling: RulingSummary; roll: Roll; success: boolean }
  | { type: 'extractionRolled'; unit: string; ruling: RulingSummary; roll: Roll; success: boolean }
  | { type: 'objectiveDropped'; unit: string; hex: string | null; turn: number }
  | { type: 'objectiveExtracted'; unit: string }
  | { type: 'areaReported'; turn: number; attackerTons: number; neededTons: number; defenders: number; held: boolean }
  | { type: 'ceasefireAgreed'; terms: CeasefireTerms }
  | { type: 'missionDecided'; status: MissionStatus }
  | { type: 'gameEnded'; reason: string; turn: number };

export const summarise = (r: Ruling): RulingSummary => {
  const { odds, ...rest } = r;
  return { ...rest, probability: odds.probability };
};
