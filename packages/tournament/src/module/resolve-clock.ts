/** A duel's table clock (Solaris VII Stable Challenge, 2.1 Time Limit): its players or the organiser start, stop and advance it. */
import { reject, type Rejection } from '@marshal/core';
import { applyClock, type ClockLimits, replayClock } from '../duel/table-clock';
import type { TournamentRules } from '../rules';
import { SOLARIS } from '../sources';
import { actorName, isOrganiser } from './permissions';
import type { TournamentCommand } from './schemas';
import type { DuelState, TournamentEvent, TournamentState } from './state';
import { findDuel } from './views';

type Cmd = Extract<TournamentCommand, { type: 'tableClock' }>;

export const clockLimits = (rules: TournamentRules): ClockLimits => ({ ...rules.phaseLimits, maxRounds: rules.maxGameRounds });

/** The limits a duel's clock runs with: those fixed by its first event, or the event's rules. */
export const duelClockLimits = (d: DuelState, rules: TournamentRules): ClockLimits => d.clock?.limits ?? clockLimits(rules);

export function tableClock(state: TournamentState, c: Cmd, rules: TournamentRules): TournamentEvent[] | Rejection {
  const d = findDuel(state, c.duel);
  if (!d) return reject(`no duel ${c.duel}; duels are named like R1-T3`, undefined, 'duel');
  if (!d.b) return reject(`${d.id} is a bye: there is no duel to time`, undefined, 'duel');
  const players = [d.a.player, d.b.player];
  if (!isOrganiser(c.actor) && !(c.actor.role === 'player' && players.includes(c.actor.player)))
    return reject(`${actorName(c.actor)} does not play in ${d.id}: only its players or the organiser keep its clock`, undefined, 'actor');
  if (d.final) return reject(`${d.id} already has a final result`, undefined, 'duel');
  if (c.clock.action === 'timeOut') {
    if (!players.includes(c.clock.player)) return reject(`${c.clock.player} does not play in ${d.id}`, undefined, 'clock.player');
    if (c.actor.role === 'player' && c.actor.player !== c.clock.player)
      return reject(`${actorName(c.actor)} may only choose for themselves what to do at a time-out`, SOLARIS.timeLimit, 'clock.player');
  }
  const limits = duelClockLimits(d, rules);
  const event = { ...c.clock, at: c.at };
  const next = applyClock(replayClock(limits, d.clock?.events ?? []), event);
  if (typeof next === 'string') return reject(next, c.clock.action === 'extraMinute' ? SOLARIS.psrExtraTime : SOLARIS.timeLimit, 'clock');
  return [{ type: 'clockEvent', duel: d.id, by: c.actor, limits, event }];
}
