/** Events the campaign records: every roll with its table row or ruling, every cost, every phase outcome. */
import type { Modifier, Roll, Source } from '@marshal/core';
import type { BattleSource } from './commands';
import type { BattleDeployment, DamagePoint } from './digital-schema';
import type { ForceUnit, Group, SideId } from './force';
import type { ScenarioType } from './scenarios';
import type { LandingConditions } from './tables/landing-table';
import type { MeetingConditions } from './tables/meeting-table';
import type { UnitStatus } from './state';

export interface TableRowRef {
  readonly table: string;
  readonly title: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly source: Source;
}

export interface LanceBreakdown {
  readonly side: SideId;
  readonly lance: string;
  readonly name: string;
  readonly units: readonly string[];
  readonly modifiers: readonly Modifier[];
  readonly total: number;
}

export interface LandingAttack {
  readonly roll: Roll;
  readonly hit: boolean;
}

export type CampaignEvent =
  | { type: 'landingRolled'; modifier: Modifier; roll: Roll; total: number; row: TableRowRef; conditions: LandingConditions }
  | {
      type: 'landingAttacksRolled';
      unit: string;
      target: number;
      modifiers: readonly Modifier[];
      attacks: readonly LandingAttack[];
      hits: number;
      damage: number;
    }
  | {
      type: 'scenarioFielded';
      scenario: ScenarioType;
      attacker: readonly string[];
      defender: readonly string[];
      defenderDeclined: boolean;
      survivorsOnMap: boolean;
      defenderSpend: number;
    }
  | {
      type: 'logisticsCharged';
      side: SideId;
      reason: 'landing' | 'ordinary' | 'repair' | 'landing-owed';
      multiplier: number;
      units: readonly { unit: string; cost: number }[];
      total: number;
      owed: boolean;
      source: Source;
    }
  | { type: 'logisticsSuspended'; side: SideId; reason: string; source: Source }
  | { type: 'scenarioDecided'; scenario: ScenarioType; winner: SideId; noBattle: boolean; reason: string; source: Source }
  | {
      type: 'meetingEngagementRolled';
      lances: readonly LanceBreakdown[];
      sideModifiers: readonly Modifier[];
      attackerTotal: number;
      defenderTotal: number;
      modifier: number;
      roll: Roll;
      total: number;
      row: TableRowRef;
      conditions: MeetingConditions;
    }
  | { type: 'meetingEngagementSkipped'; reason: string }
  | {
      type: 'battleReported';
      scenario: ScenarioType;
      winner: SideId;
      attacker: readonly string[];
      defender: readonly string[];
      losses: readonly { unit: string; status: UnitStatus }[];
      source: BattleSource;
      notes?: string;
      salvage: readonly string[];
      /** Surviving units that left the map (a digital battle). */
      withdrawn?: readonly string[];
      /** Damage each surviving unit carries on, by unit id (a digital battle; replaces what it carried in). */
      damage?: Readonly<Record<string, readonly DamagePoint[]>>;
    }
  | {
      type: 'digitalBattleStarted';
      scenario: ScenarioType;
      battle: string;
      attacker: readonly string[];
      defender: readonly string[];
      deployment: BattleDeployment;
    }
  | {
      type: 'reinforcementsBought';
      side: SideId;
      group: string;
      lance: string;
      units: readonly ForceUnit[];
      cost: number;
      /** Points the lance may still spend this turn after this purchase. */
      left: number;
      source: Source;
    }
  | { type: 'victoryDetermined'; scenario: ScenarioType; winner: SideId; next: ScenarioType | null; end: SideId | null; source: Source }
  | { type: 'victorySkipped'; reason: string; source: Source }
  | { type: 'battlefieldRecovered'; side: SideId; recovered: readonly string[]; captured: readonly string[]; source: Source }
  | { type: 'eventsNoted'; notes: readonly string[]; source: Source }
  | { type: 'unitsRepaired'; side: SideId; units: readonly string[] }
  | { type: 'repairsBarred'; side: SideId; units: readonly string[]; source: Source }
  | { type: 'supportReceived'; side: SideId; group: Group; value: number }
  | { type: 'turnStarted'; turn: number; scenario: ScenarioType; attempt: number }
  | { type: 'campaignEnded'; winner: SideId; reason: string; source: Source };
