// Each unit's heat over a turn, read back from a battle's events: what it began the turn with (the last heat phase's
// result) and what its fire added before the heat phase, so a log can tell the heat phase's whole sum.
import type { HeatPhaseReport } from '../rules/heat/heat';

/** A unit's heat before a heat phase: at the start of the turn, and added by fire since (weapons fired, inferno hits). */
export interface HeatTurn {
  readonly start: number;
  readonly fired: number;
}

type RecordedEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

/**
 * For every `heatResolved` event among `events` (a battle's, in order from its start), each unit's `HeatTurn`. Units
 * start at heat 0; an event carrying a unit's new heat (`units[id].heat`) moves it; a heat phase's result starts the
 * next turn. Events a seat may not read (hidden, without a body) change nothing.
 */
export function heatTurns(events: Iterable<RecordedEvent>): Map<RecordedEvent, Readonly<Record<string, HeatTurn>>> {
  const now: Record<string, number> = {};
  const start: Record<string, number> = {};
  const out = new Map<RecordedEvent, Readonly<Record<string, HeatTurn>>>();
  for (const e of events) {
    const reports = e.type === 'heatResolved' && Array.isArray(e.reports) ? (e.reports as readonly HeatPhaseReport[]) : null;
    if (reports) {
      const turn: Record<string, HeatTurn> = {};
      for (const r of reports) turn[r.unit] = { start: start[r.unit] ?? 0, fired: (now[r.unit] ?? start[r.unit] ?? 0) - (start[r.unit] ?? 0) };
      out.set(e, turn);
    }
    const units = e.units;
    if (units && typeof units === 'object')
      for (const [id, c] of Object.entries(units as Record<string, { heat?: unknown }>)) if (typeof c?.heat === 'number') now[id] = c.heat;
    if (reports) for (const r of reports) now[r.unit] = start[r.unit] = r.heat;
  }
  return out;
}
