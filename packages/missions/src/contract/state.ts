/** The ledger of a mercenary contract: the unit's force as it stands now, and each mission's wash-up with running totals. */
import type { Source } from '@marshal/core';
import type { CarriedDamagePoint } from '@marshal/battletech';
import type { MissionFacts } from './schema';

export type PilotStatus = 'fit' | 'injured' | 'killed' | 'captured' | 'missing';
export type ContractUnitStatus = 'ready' | 'damaged' | 'wrecked' | 'lost';

export interface ContractPilot {
  readonly name: string;
  readonly gunnery: number;
  readonly piloting: number;
  readonly hits: number;
  readonly status: PilotStatus;
}

export interface CarriedDamage {
  readonly armourStripped: readonly string[];
  readonly destroyed: readonly string[];
  /** Armour and structure points lost, when the damage came out of a digital battle (`battleAftermath`). */
  readonly points?: readonly CarriedDamagePoint[];
}

export interface ContractUnit {
  readonly id: string;
  readonly name: string;
  readonly unitId: string;
  readonly pilot: ContractPilot;
  readonly damage: CarriedDamage;
  readonly status: ContractUnitStatus;
  /** The mission (1-based) that last changed this unit, or 0. */
  readonly since: number;
}

/** One figure of the ledger with how it was worked out and the rule it comes from. */
export interface LedgerLine {
  readonly text: string;
  readonly sources: readonly Source[];
}

export interface SalvageItem {
  readonly name: string;
  readonly tonnage: number;
  readonly value: number;
  readonly kind: 'gained' | 'recovered' | 'lost' | 'undecided';
}

export interface MissionEntry {
  readonly n: number;
  readonly game: string;
  readonly version: number;
  readonly hash: string;
  readonly mission: string;
  readonly title: string;
  readonly side: MissionFacts['side'];
  readonly employer: string;
  readonly outcome: MissionFacts['outcome'];
  readonly payPercent: number;
  readonly cbills: number;
  readonly factionPoints: number;
  readonly salvage: readonly SalvageItem[];
  /** What happened to each contract unit that fought, in words. */
  readonly crews: readonly { readonly unit: string; readonly text: string }[];
  readonly damage: readonly { readonly unit: string; readonly text: string }[];
  /** Every figure of this mission explained with its source. */
  readonly lines: readonly LedgerLine[];
}

export interface ContractTotals {
  readonly cbills: number;
  readonly factionPoints: Readonly<Record<string, number>>;
  readonly salvage: { readonly units: number; readonly tons: number; readonly value: number };
}

export interface ContractState {
  readonly unitName: string;
  readonly employer: string;
  readonly forceName: string;
  readonly contractValue: number;
  readonly payPercent: number;
  readonly factionTable: { readonly points: Readonly<Record<'gain' | 'lose' | 'half-gain' | 'gain-as-winner', number>>; readonly source: Source };
  readonly units: Readonly<Record<string, ContractUnit>>;
  readonly missions: readonly MissionEntry[];
  /** Missions started from the contract and not yet added to the ledger (the mission's game, its side, the contract units that fight). */
  readonly started: readonly StartedMission[];
  readonly totals: ContractTotals;
  readonly closed: boolean;
}

export interface StartedMission {
  readonly game: string;
  readonly mission: string;
  readonly title: string;
  readonly side: MissionFacts['side'];
  readonly units: readonly string[];
  /** The digital battle its tracker follows, if it is fought as one. */
  readonly battle?: string;
}

export type ContractEvent =
  | { readonly type: 'missionRecorded'; readonly entry: MissionEntry; readonly units: Readonly<Record<string, ContractUnit>> }
  | { readonly type: 'missionStarted'; readonly started: StartedMission }
  | { readonly type: 'unitRepaired'; readonly unit: string; readonly source: Source }
  | { readonly type: 'contractClosed' };

/** The contracted pay of one mission (the seed's 100%): the contract value × the contract's pay %. */
export const contractedPay = (s: Pick<ContractState, 'contractValue' | 'payPercent'>): number => Math.round((s.contractValue * s.payPercent) / 100);

export const emptyTotals: ContractTotals = { cbills: 0, factionPoints: {}, salvage: { units: 0, tons: 0, value: 0 } };

export function totalsOf(missions: readonly MissionEntry[]): ContractTotals {
  const factionPoints: Record<string, number> = {};
  let cbills = 0;
  let units = 0;
  let tons = 0;
  let value = 0;
  for (const m of missions) {
    cbills += m.cbills;
    factionPoints[m.employer] = (factionPoints[m.employer] ?? 0) + m.factionPoints;
    for (const s of m.salvage.filter((x) => x.kind === 'gained')) {
      units += 1;
      tons += s.tonnage;
      value += s.value;
    }
  }
  return { cbills, factionPoints, salvage: { units, tons, value } };
}
