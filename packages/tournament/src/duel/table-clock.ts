/**
 * The table clock of a Solaris duel played on a physical table (Solaris VII Stable Challenge, 2.1 Time Limit and
 * 1.2.1 Piloting Skill Rolls while moving): two minutes for each movement phase, one minute for each combat phase (dice
 * rolling does not count, so players stop the clock to roll), one more minute to change a movement after a failed
 * piloting roll once the time has run out, and at a time-out each player still writing chooses to do nothing or to
 * carry out what is written. Pure: every event carries its time (milliseconds), readings take `now` as an argument.
 */
import { z } from 'zod';

export type ClockPhase = 'movement' | 'fire';

export const clockActionSchema = z.discriminatedUnion('action', [
  /** Start (or restart after a stop) the current phase's countdown. */
  z.object({ action: z.literal('start') }),
  /** Stop the countdown, e.g. while the dice are rolled. */
  z.object({ action: z.literal('stop') }),
  /** The phase is over: on to the next (combat → the next round's movement). */
  z.object({ action: z.literal('next') }),
  /** A failed piloting roll after the movement time ran out: one more minute to change the movement. */
  z.object({ action: z.literal('extraMinute') }),
  /** At a time-out, what a player still writing does. */
  z.object({ action: z.literal('timeOut'), player: z.string().min(1).max(60), choice: z.enum(['nothing', 'as-written']) }),
]);
export type ClockAction = z.infer<typeof clockActionSchema>;
export type ClockEvent = ClockAction & { readonly at: number };

export interface ClockLimits {
  readonly movementSeconds: number;
  readonly fireSeconds: number;
  readonly psrExtraSeconds: number;
  readonly maxRounds: number;
}

export interface PhaseTime {
  readonly round: number;
  readonly phase: ClockPhase;
  /** Time counted against the phase (stops excluded), and its limit with any extra minutes. */
  readonly usedMs: number;
  readonly limitMs: number;
  readonly extraMinutes: number;
  readonly timeOuts: readonly { readonly player: string; readonly choice: 'nothing' | 'as-written' }[];
}

export interface TableClock extends PhaseTime {
  readonly limits: ClockLimits;
  /** When the running countdown last started; null while stopped. */
  readonly runningSince: number | null;
  readonly lastAt: number | null;
  /** Phases already over, oldest first. */
  readonly history: readonly PhaseTime[];
  /** The last round's combat phase is over. */
  readonly finished: boolean;
}

export interface ClockReading {
  readonly round: number;
  readonly phase: ClockPhase;
  readonly running: boolean;
  readonly remainingMs: number;
  /** Past the limit (0 when within it). */
  readonly overMs: number;
  readonly expired: boolean;
}

const phaseLimitMs = (limits: ClockLimits, phase: ClockPhase) => (phase === 'movement' ? limits.movementSeconds : limits.fireSeconds) * 1000;

export function newTableClock(limits: ClockLimits): TableClock {
  const limitMs = phaseLimitMs(limits, 'movement');
  return {
    limits,
    round: 1,
    phase: 'movement',
    usedMs: 0,
    limitMs,
    extraMinutes: 0,
    timeOuts: [],
    runningSince: null,
    lastAt: null,
    history: [],
    finished: false,
  };
}

/** Time used in the current phase at `now`. */
export const usedAt = (c: TableClock, now: number): number => c.usedMs + (c.runningSince === null ? 0 : Math.max(0, now - c.runningSince));

export function clockReading(c: TableClock, now: number): ClockReading {
  const used = usedAt(c, now);
  return {
    round: c.round,
    phase: c.phase,
    running: c.runningSince !== null,
    remainingMs: Math.max(0, c.limitMs - used),
    overMs: Math.max(0, used - c.limitMs),
    expired: used >= c.limitMs,
  };
}

const phaseName = (p: ClockPhase) => (p === 'movement' ? 'movement phase' : 'combat phase');

function nextPhase(c: TableClock, at: number): TableClock {
  const done: PhaseTime = { round: c.round, phase: c.phase, usedMs: usedAt(c, at), limitMs: c.limitMs, extraMinutes: c.extraMinutes, timeOuts: c.timeOuts };
  const phase: ClockPhase = c.phase === 'movement' ? 'fire' : 'movement';
  const round = phase === 'movement' ? c.round + 1 : c.round;
  const finished = round > c.limits.maxRounds;
  return {
    ...c,
    history: [...c.history, done],
    finished,
    round: finished ? c.round : round,
    phase: finished ? c.phase : phase,
    usedMs: 0,
    limitMs: phaseLimitMs(c.limits, phase),
    extraMinutes: 0,
    timeOuts: [],
    runningSince: null,
  };
}

/** The clock after one event, or why the event cannot happen now (in players' words). */
export function applyClock(c: TableClock, e: ClockEvent): TableClock | string {
  if (c.lastAt !== null && e.at < c.lastAt) return 'a clock event cannot come before the previous one';
  if (c.finished) return `the duel's ${c.limits.maxRounds} rounds are over; the clock has stopped`;
  const r = clockReading(c, e.at);
  const at = { ...c, lastAt: e.at };
  switch (e.action) {
    case 'start':
      return r.running ? 'the clock is already running' : { ...at, runningSince: e.at };
    case 'stop':
      return r.running ? { ...at, usedMs: usedAt(c, e.at), runningSince: null } : 'the clock is already stopped';
    case 'next':
      return nextPhase(at, e.at);
    case 'extraMinute':
      if (c.phase !== 'movement') return 'the extra minute is for changing a movement after a failed piloting roll';
      if (!r.expired) return 'the movement time has not run out: the change is made in the time left';
      return {
        ...at,
        usedMs: usedAt(c, e.at),
        runningSince: e.at,
        limitMs: usedAt(c, e.at) + c.limits.psrExtraSeconds * 1000,
        extraMinutes: c.extraMinutes + 1,
      };
    case 'timeOut':
      if (!r.expired) return `the ${phaseName(c.phase)} time has not run out`;
      if (c.timeOuts.some((t) => t.player === e.player)) return `${e.player} has already chosen what to do at this time-out`;
      return { ...at, timeOuts: [...c.timeOuts, { player: e.player, choice: e.choice }] };
  }
}

/** Replay a duel's clock events; throws on an event that could not happen (the record checked each when it was made). */
export function replayClock(limits: ClockLimits, events: readonly ClockEvent[]): TableClock {
  let c = newTableClock(limits);
  for (const [i, e] of events.entries()) {
    const next = applyClock(c, e);
    if (typeof next === 'string') throw new Error(`clock event ${i + 1} (${e.action}): ${next}`);
    c = next;
  }
  return c;
}

/** Minutes and seconds as the clock shows them, rounding up so 0:00 means the time is over. */
export function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
