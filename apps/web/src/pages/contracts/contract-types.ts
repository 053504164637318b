import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../i18n/format';

/** The contract view the server sends (GET /api/contracts/:id), as the pages read it. */
export interface ContractUnitView {
  readonly id: string;
  readonly name: string;
  readonly status: 'ready' | 'damaged' | 'wrecked' | 'lost';
  readonly since: number;
  readonly pilot: { readonly name: string; readonly gunnery: number; readonly piloting: number; readonly hits: number; readonly status: string };
  readonly damage: { readonly armourStripped: readonly string[]; readonly destroyed: readonly string[] };
}

export interface MissionEntryView {
  readonly n: number;
  readonly game: string;
  readonly title: string;
  readonly side: 'attacker' | 'defender';
  readonly employer: string;
  readonly outcome: string;
  readonly payPercent: number;
  readonly cbills: number;
  readonly runningCbills: number;
  readonly factionPoints: number;
  readonly salvage: readonly { readonly name: string; readonly tonnage: number; readonly value: number; readonly kind: string }[];
  readonly lines: readonly { readonly text: string; readonly sources: readonly string[] }[];
}

/** A unit as it would go into the next mission (`nextMissionForce`). */
export interface NextForceUnitView {
  readonly id: string;
  readonly name: string;
  readonly pilot: string;
  readonly gunnery: number;
  readonly piloting: number;
  readonly startDamage: { readonly armourStripped: readonly string[]; readonly destroyed: readonly string[] };
  readonly damagePoints: readonly { readonly location: string; readonly amount: number; readonly rear?: boolean; readonly internal?: boolean }[];
  readonly pilotHits: number;
  readonly unavailable: string | null;
}

export interface StartedMissionView {
  readonly game: string;
  readonly mission: string;
  readonly title: string;
  readonly side: 'attacker' | 'defender';
  readonly units: readonly string[];
  readonly battle?: string;
  /** How far it has come (GET /contracts/:id): still played, ended with a Crew Survival roll to make, or over. */
  readonly progress?: 'playing' | 'crew-roll' | 'ended';
}

export interface ContractView {
  readonly contract: { readonly id: string; readonly title: string };
  readonly version: number;
  readonly unitName: string;
  readonly employer: string;
  readonly forceName: string;
  readonly contractValue: number;
  readonly payPercent: number;
  readonly contractedPay: number;
  readonly factionTable: { readonly points: Readonly<Record<string, number>>; readonly source: string };
  readonly closed: boolean;
  readonly units: readonly ContractUnitView[];
  readonly nextForce: readonly NextForceUnitView[];
  /** Missions started from the contract and not yet in the ledger. */
  readonly started: readonly StartedMissionView[];
  readonly missions: readonly MissionEntryView[];
  readonly totals: {
    readonly cbills: number;
    readonly factionPoints: Readonly<Record<string, number>>;
    readonly salvage: { readonly units: number; readonly tons: number; readonly value: number };
  };
}

/** A whole percentage in the reader's language (`25%`, `25 %`). */
export const percent = (f: Formatters, p: number): string => f.number(p / 100, { style: 'percent', maximumFractionDigits: 2 });

/** Money as `1,000,000 C-bills` (`1.000.000 C-Noten`), grouped the reader's way. */
export function useMoney(): (n: number) => string {
  const { t } = useTranslation('contracts');
  const f = useFormat();
  return (n) => t('money', { amount: f.number(n) });
}
export const signed = (n: number): string => `${n >= 0 ? '+' : ''}${n}`;

/** A contract unit as players name it: the machine and its pilot ("Atlas AS7-D (Grayson Carlyle)"), never its id. */
export const unitLabel = (t: TFunction<'contracts'>, u: { readonly name: string; readonly pilot: string | { readonly name: string } }): string =>
  t('force.unitPilot', { unit: u.name, pilot: typeof u.pilot === 'string' ? u.pilot : u.pilot.name });
