// Every ruling a battle event carries, in the order the event lists them, with the roll made against it: what the web log and the CLI show expandable.
import type { Ruling } from '@marshal/core';
import type { HitReport } from '../rules/damage/apply-hit';
import type { CrashReport, FallReport } from '../rules/piloting/falls';
import type { HeatPhaseReport } from '../rules/heat/heat';
import type { PhaseEndReport } from '../rules/piloting/phase-end';
import type { FireReport } from './fire';
import type { BattleEvent } from './module';
import type { GetUpAttempt } from './movement';
import type { PhysicalReport } from './phases';

/** A ruling and the total rolled against it (null: not rolled, e.g. an automatic outcome). */
export interface RolledRuling {
  readonly ruling: Ruling;
  readonly roll: number | null;
}

const hits = (list: readonly HitReport[]): RolledRuling[] => list.flatMap((h) => h.pilot.flatMap((c) => (c ? [{ ruling: c.ruling, roll: c.roll }] : [])));
const fall = (f: FallReport | CrashReport | null | undefined): RolledRuling[] =>
  !f ? [] : [...hits(f.hits), ...('pilotCheck' in f ? [{ ruling: f.pilotCheck.ruling, roll: f.pilotCheck.roll }] : [])];
const attempt = (a: GetUpAttempt): RolledRuling[] => [{ ruling: a.ruling, roll: a.roll }, ...fall(a.fall)];
const phaseEnd = (r: PhaseEndReport): RolledRuling[] => [...r.psrs.map((p) => ({ ruling: p.ruling, roll: p.roll })), ...fall(r.fall), ...fall(r.crash)];

function fire(f: FireReport): RolledRuling[] {
  const r = f.report;
  if ('skipped' in r) return [];
  return [{ ruling: r.toHit, roll: r.roll }, ...('hits' in r ? hits(r.hits) : [])];
}

function physical(p: PhysicalReport): RolledRuling[] {
  const r = p.report;
  const attack = r ? [{ ruling: r.toHit, roll: r.roll }, ...hits(r.hits), ...hits(r.attackerHits)] : [];
  return [...attack, ...(p.displacement?.falls.flatMap((x) => fall(x.fall)) ?? [])];
}

function heat(h: HeatPhaseReport): RolledRuling[] {
  const out: RolledRuling[] = [];
  if (h.restart?.ruling) out.push({ ruling: h.restart.ruling, roll: h.restart.roll });
  if (h.shutdown) out.push({ ruling: h.shutdown.ruling, roll: h.shutdown.roll });
  if (h.ammo) out.push({ ruling: h.ammo.ruling, roll: h.ammo.roll });
  return out;
}

/** The rulings of one battle event: to-hit numbers, piloting rolls, falls' pilot checks, consciousness, heat checks. */
export function battleEventRulings(e: BattleEvent): RolledRuling[] {
  switch (e.type) {
    case 'ordersWritten':
      return Object.values(e.psrs).flatMap((list) => list.flatMap(attempt));
    case 'ordersRevised':
      return e.psrs.flatMap(attempt);
    case 'unitMoved':
      return [...e.report.gettingUp.flatMap(attempt), ...(e.report.rolls ?? []).flatMap(attempt)];
    case 'fireResolved':
    case 'pointBlankResolved':
      return [...e.reports.flatMap(fire), ...e.psrs.flatMap(phaseEnd)];
    case 'moveInterrupted':
      return e.rolls.flatMap(attempt);
    case 'physicalResolved':
      return [...e.reports.flatMap(physical), ...e.psrs.flatMap(phaseEnd)];
    case 'heatResolved':
      return [...e.reports.flatMap(heat), ...e.psrs.flatMap(phaseEnd)];
    default:
      return [];
  }
}
