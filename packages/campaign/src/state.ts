/** Campaign state: forces with their fate, the current turn and scenario, the ledger, and finished turns. */
import type { Source } from '@marshal/core';
import type { BattleDeployment, DamagePoint } from './digital-schema';
import type { ForceUnit, GroupRole, SideId } from './force';
import type { ScenarioType } from './scenarios';
import type { CampaignSetup } from './setup';
import type { MeetingConditions } from './tables/meeting-table';
import type { TableOverrides } from './tables/table-overrides';

export type UnitStatus = 'operational' | 'damaged' | 'destroyed';

export interface UnitState {
  readonly unit: ForceUnit;
  readonly side: SideId;
  readonly group: string;
  readonly lance: string;
  readonly status: UnitStatus;
  /** Damage points suffered from landing attacks, to mark on the record sheet. */
  readonly landingDamage: number;
  /**
   * Damage the unit carries out of its last digital battle (armour, rear armour, structure by location); it
   * includes any landing damage it fought with. Cleared by repair.
   */
  readonly damage?: readonly DamagePoint[];
}

export interface GroupState {
  readonly id: string;
  readonly name: string;
  readonly role: GroupRole;
  readonly side: SideId;
  readonly lances: readonly { readonly id: string; readonly name: string; readonly formation: 'lance' | 'star' }[];
}

export interface ScenarioState {
  readonly type: ScenarioType;
  readonly status: 'awaiting-roll' | 'awaiting-battle' | 'resolved';
  /** Landing attempt number (1 for the first landing). */
  readonly attempt: number;
  readonly participants?: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  readonly winner?: SideId;
  readonly noBattle?: boolean;
  /** Destroyed units named for salvage in the battle report, recovered in the battlefield recovery phase. */
  readonly salvage?: readonly string[];
  /** The digital battle this scenario is fought as (set when it is created), with its deployment. */
  readonly battle?: { readonly id: string; readonly deployment: BattleDeployment };
  /** Points each defender lance has spent on reinforcements this turn (lost-landing item 6). */
  readonly reinforcements?: Readonly<Record<string, number>>;
  /** Surviving units that withdrew from the battle. */
  readonly withdrawn?: readonly string[];
}

export interface SideLedger {
  readonly name: string;
  readonly budget?: number;
  readonly supply?: number;
  /** Logistics points paid so far. */
  readonly spent: number;
  /** Landing costs owed but not yet paid (house rule "owed until won"). */
  readonly owed: number;
  readonly turnCost: number;
}

export interface TurnSummary {
  readonly turn: number;
  readonly scenario: ScenarioType;
  readonly winner: SideId | null;
  readonly noBattle: boolean;
  readonly costs: Readonly<Record<SideId, number>>;
}

export interface CampaignEnd {
  readonly winner: SideId;
  readonly reason: string;
  readonly source: Source;
}

export interface CampaignState {
  readonly title: string;
  readonly goal: CampaignSetup['goal'];
  readonly tables: TableOverrides;
  readonly turn: number;
  readonly scenario: ScenarioState;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly groups: Readonly<Record<string, GroupState>>;
  readonly sides: Readonly<Record<SideId, SideLedger>>;
  readonly landingWon: boolean;
  readonly landingModifier: number | null;
  readonly meetingPlayed: boolean;
  /** The meeting-engagement roll's deployment and choosers, once rolled (a digital battle deploys by it). */
  readonly meeting?: MeetingConditions;
  readonly history: readonly TurnSummary[];
  readonly ended?: CampaignEnd;
}

export function initCampaign(setup: CampaignSetup): CampaignState {
  const units: Record<string, UnitState> = {};
  const groups: Record<string, GroupState> = {};
  for (const side of ['attacker', 'defender'] as const) {
    for (const g of setup[side].groups) {
      groups[g.id] = { id: g.id, name: g.name, role: g.role, side, lances: g.lances.map((l) => ({ id: l.id, name: l.name, formation: l.formation })) };
      for (const l of g.lances) for (const u of l.units) units[u.id] = { unit: u, side, group: g.id, lance: l.id, status: 'operational', landingDamage: 0 };
    }
  }
  const ledger = (side: SideId): SideLedger => {
    const s = setup[side];
    return {
      name: s.name,
      ...(s.budget !== undefined ? { budget: s.budget } : {}),
      ...(s.supply !== undefined ? { supply: s.supply } : {}),
      spent: 0,
      owed: 0,
      turnCost: 0,
    };
  };
  return {
    title: setup.title,
    goal: setup.goal,
    tables: setup.tables,
    turn: 1,
    scenario: { type: 'landing', status: 'awaiting-roll', attempt: 1 },
    units,
    groups,
    sides: { attacker: ledger('attacker'), defender: ledger('defender') },
    landingWon: false,
    landingModifier: null,
    meetingPlayed: false,
    history: [],
  };
}

export const unitsOf = (state: CampaignState, side: SideId): UnitState[] => Object.values(state.units).filter((u) => u.side === side);
export const aliveUnits = (state: CampaignState, side: SideId): UnitState[] => unitsOf(state, side).filter((u) => u.status !== 'destroyed');
