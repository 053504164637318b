import { type BattleState, movementHeat } from '@marshal/battletech';

/**
 * What a record sheet shows of a unit's heat: the heat that applies now (the last heat phase's result: its to-hit and
 * movement effects hold this turn), and the heat built since, which the next heat phase will count — its weapons fired
 * (and inferno hits) and its movement this turn.
 */
export interface SheetHeat {
  readonly applied: number;
  readonly fired: number;
  readonly movement: number;
}

type RecordedEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

/** Each unit's heat after the last heat phase among `events` (a battle's, in order); a unit not in one yet is absent (it began at 0). */
export function heatAfterLastPhase(events: Iterable<RecordedEvent>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events)
    if (e.type === 'heatResolved' && Array.isArray(e.reports)) for (const r of e.reports as { unit: string; heat: number }[]) out[r.unit] = r.heat;
  return out;
}

/** Phases in which heat is being built for the coming heat phase (after it, the end phase, the heat is settled). */
const BUILDING = new Set(['movement', 'fire', 'physical', 'heat']);

/** Every unit's `SheetHeat` in `state`, given the heat each had after the last heat phase. */
export function sheetHeat(state: BattleState, settled: Readonly<Record<string, number>>): Record<string, SheetHeat> {
  const out: Record<string, SheetHeat> = {};
  const building = BUILDING.has(state.phase);
  for (const [id, u] of Object.entries(state.units)) {
    const applied = Math.min(settled[id] ?? 0, u.heat);
    out[id] = building ? { applied, fired: u.heat - applied, movement: movementHeat(state.moved[id]) } : { applied: u.heat, fired: 0, movement: 0 };
  }
  return out;
}
