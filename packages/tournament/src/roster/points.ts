/** Pulse-weapon points and precision-ammunition points, per 'Mech and per roster (seed 003 §4). */
import type { PulseSize, UnitFacts } from './unit-facts';

export interface PointValues {
  readonly pulse: Readonly<Record<PulseSize, number>>;
  readonly clanPulseExtra: number;
  /** Points per ton of precision ammunition, by autocannon family. */
  readonly precisionPerTon: Readonly<Record<string, number>>;
}

export interface SpecialAmmoChoice {
  readonly family: string;
  readonly munition: string;
  readonly tons: number;
}

export interface PointLine {
  readonly what: string;
  readonly points: number;
}

export function pulsePoints(unit: Pick<UnitFacts, 'pulseWeapons'>, values: PointValues): { total: number; lines: PointLine[] } {
  const lines = unit.pulseWeapons.map((w) => ({
    what: `${w.name} (${w.size}${w.clan ? ', Clan' : ''})`,
    points: values.pulse[w.size] + (w.clan ? values.clanPulseExtra : 0),
  }));
  return { total: lines.reduce((s, l) => s + l.points, 0), lines };
}

export function precisionPoints(ammo: readonly SpecialAmmoChoice[], values: PointValues): { total: number; lines: PointLine[] } {
  const lines = ammo
    .filter((a) => a.munition === 'precision')
    .map((a) => ({ what: `${a.tons} t precision (${a.family})`, points: a.tons * (values.precisionPerTon[a.family] ?? 0) }));
  return { total: lines.reduce((s, l) => s + l.points, 0), lines };
}

export const ammoTons = (unit: Pick<UnitFacts, 'ammo'>): number => unit.ammo.reduce((s, a) => s + a.tons, 0);
