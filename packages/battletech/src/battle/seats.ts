// A battle's seats are its two sides: each sees its own written orders, pre-reveal rolls and declared attacks, the other side's only once they are revealed; the phase clocks of seed 003 §2.1.
import type { GameEvent, PhaseTimer, SeatCapability, SeatEntry } from '@marshal/core';
import { z } from 'zod';
import type { BattleCommand } from './schema';
import { type BattleState, canAct, unitsOf } from './state';
import { viewFor } from './view';
import { placesUnseen, setupWithoutHidden, unseenBy } from './hidden';

/** The side a command acts for; initiative, heat and end are nobody's (anyone at the table may send them). */
export function commandSide(s: BattleState, c: BattleCommand): string | null {
  switch (c.type) {
    case 'writeOrders':
    case 'reviseOrders':
    case 'timeOut':
      return c.side;
    case 'deploy':
    case 'move':
    case 'fire':
    case 'physical':
    case 'pointBlank':
    case 'setEcm':
    case 'takeCover':
      return s.sideOf[c.unit] ?? null;
    default:
      return null;
  }
}

/** Sides that still owe something in the current phase. */
export function waitingSides(s: BattleState): string[] {
  const owes = (side: string, unit: (id: string) => boolean) => unitsOf(s, side).some((id) => canAct(s, id) && unit(id));
  const sides = s.sides.map((x) => x.id);
  if (s.phase === 'deployment') return s.deployment?.next ? [s.deployment.next] : [];
  if (s.pointBlank) return [...new Set(s.pointBlank.waiting.map((id) => s.sideOf[id]!))];
  if (s.phase === 'movement' && s.movementMode === 'alternating') return s.moveQueue[0] ? [s.sideOf[s.moveQueue[0]]!] : [];
  if (s.phase === 'movement') return sides.filter((side) => !s.written[side] || s.revisable.some((id) => s.sideOf[id] === side));
  if (s.phase === 'fire') return sides.filter((side) => owes(side, (id) => !s.fire[id]));
  if (s.phase === 'physical') return sides.filter((side) => owes(side, (id) => !(id in s.physical)));
  return [];
}

/**
 * The clock of the phase: movement, fire and physical attacks are timed (physical attacks are combat, timed as
 * fire). Once a pre-reveal roll has failed, the sides get the extra time to change orders — at least that long
 * from the failure, never less than the movement time left.
 */
export function battleTimer(s: BattleState): PhaseTimer | null {
  const t = s.timers;
  const waiting = waitingSides(s);
  if (!t || s.outcome || !waiting.length || s.phase === 'deployment') return null;
  const at = `round ${s.round} ${s.phase}`;
  if (s.pointBlank) return { key: `${at} ${s.pointBlank.mover} point-blank ${s.pointBlank.step}`, phase: s.phase, seconds: t.fireSeconds, waiting };
  if (s.phase === 'movement' && s.movementMode === 'alternating')
    return { key: `${at} ${s.moveQueue[0]}`, phase: s.phase, seconds: t.movementSeconds, waiting };
  if (s.phase === 'movement') {
    const failed = Object.entries(s.prepared)
      .filter(([, a]) => a.some((x) => !x.success))
      .map(([id]) => id)
      .sort();
    if (!failed.length) return { key: at, phase: s.phase, seconds: t.movementSeconds, waiting };
    return { key: `${at} after failed rolls of ${failed.join(', ')}`, phase: s.phase, seconds: t.afterFailedRollSeconds, waiting, extend: true };
  }
  return { key: at, phase: s.phase, seconds: t.fireSeconds, waiting };
}

const draftSchema = z.object({ orders: z.record(z.string(), z.string().max(500)).optional(), onTimeOut: z.enum(['as-written', 'nothing']).optional() });

/** What a side's clock running out plays: its draft orders (if it had any and chose to keep them) or nothing. */
export function timeOutCommand(s: BattleState, side: string, draft: unknown): BattleCommand | null {
  if (!waitingSides(s).includes(side)) return null;
  const d = draftSchema.safeParse(draft ?? {});
  const kept = d.success ? d.data : {};
  const choice = kept.onTimeOut ?? s.timers?.onTimeOut ?? 'as-written';
  const mine = unitsOf(s, side);
  const orders = Object.fromEntries(Object.entries(kept.orders ?? {}).filter(([id]) => mine.includes(id)));
  return { type: 'timeOut', side, choice, ...(choice === 'as-written' && Object.keys(orders).length ? { orders } : {}) };
}

function hiddenCommand(c: BattleCommand): GameEvent {
  const shown: { type: string; side?: string; unit?: string } = { type: c.type };
  if ('side' in c) shown.side = c.side;
  else if ('unit' in c) shown.unit = c.unit;
  return shown;
}

function hiddenEvent(e: GameEvent): GameEvent {
  const { side, unit } = e as { side?: unknown; unit?: unknown };
  return { type: e.type, ...(typeof side === 'string' ? { side } : {}), ...(typeof unit === 'string' ? { unit } : {}), hidden: true } as GameEvent;
}

/** How many entries at the end of the record belong to the current phase while its secrets are still kept. */
function secretTail(entries: readonly SeatEntry[], s: BattleState): number {
  const declaring = s.phase === 'fire' ? 'fireDeclared' : s.phase === 'physical' ? 'physicalDeclared' : null;
  const writing = s.phase === 'movement' && s.movementMode === 'simultaneous';
  if (s.outcome || (!declaring && !writing)) return 0;
  let n = 0;
  for (let i = entries.length - 1; i >= 0; i--, n++) {
    const types = entries[i]!.events.map((e) => e.type);
    if (writing && types.some((t) => t === 'initiativeRolled' || t === 'ordersRevealed')) break;
    if (declaring && !(types.length && types.every((t) => t === declaring))) break;
  }
  return n;
}

/**
 * The record as these sides may see it: in the current phase's secret part, another side's command keeps only
 * its type and side or unit, its rolls are dropped and its events keep only their type (marked hidden).
 */
export function redactBattle(entries: readonly SeatEntry[], seats: readonly string[], s: BattleState): readonly SeatEntry[] {
  const from = entries.length - secretTail(entries, s);
  const unseen = unseenBy(s, seats);
  return entries.map((entry, i) => {
    if (i < from) return unseen.size ? withoutUnseen(entry, unseen) : entry;
    const side = commandSide(s, entry.command as BattleCommand);
    if (side === null || seats.includes(side)) return entry;
    return { seq: entry.seq, command: hiddenCommand(entry.command as BattleCommand), rolls: [], events: entry.events.map(hiddenEvent), hidden: true };
  });
}

/** An entry without where the other side's still-hidden units were placed or stood (Total Warfare Hidden Units). */
function withoutUnseen(entry: SeatEntry, unseen: ReadonlySet<string>): SeatEntry {
  const c = entry.command as BattleCommand;
  const own = (c.type === 'deploy' || c.type === 'move' || c.type === 'pointBlank') && unseen.has(c.unit);
  const asks = (e: GameEvent) => e.type === 'moveInterrupted' && (e as { waiting?: string[] }).waiting?.some((id) => unseen.has(id));
  if (!own && !entry.events.some((e) => placesUnseen(e, unseen) || asks(e))) return entry;
  // A hidden unit letting a mover pass: not even its name is told (it would say where it lies in wait).
  const nameless = c.type === 'pointBlank' && own;
  const events = entry.events.map((e) =>
    nameless && e.type === 'pointBlankDeclined'
      ? ({ type: e.type, hidden: true } as GameEvent)
      : placesUnseen(e, unseen)
        ? hiddenEvent(e)
        : asks(e)
          ? { ...e, waiting: (e as unknown as { waiting: string[] }).waiting.filter((id) => !unseen.has(id)) }
          : e,
  );
  const command = nameless ? ({ type: c.type } as GameEvent) : own ? hiddenCommand(c) : c;
  return { seq: entry.seq, command, rolls: own ? [] : entry.rolls, events, hidden: true };
}

export const battleSeats: SeatCapability<BattleState, BattleCommand> = {
  list: (s) => s.sides.map((x) => ({ id: x.id, name: x.name })),
  seatOf: commandSide,
  view: (s, seats) => (s.outcome ? s : viewFor(s, seats)),
  redact: redactBattle,
  setup: setupWithoutHidden,
  over: (s) => s.outcome !== null,
  timer: battleTimer,
  timeOut: timeOutCommand,
};
