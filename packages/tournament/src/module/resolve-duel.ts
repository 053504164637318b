/** One duel: map choice, the players' report, the opponent's confirmation or dispute, and the organiser's settlement. */
import { reject, type Rejection } from '@marshal/core';
import { scoreDuel } from '../duel/score';
import type { TournamentRules } from '../rules';
import { SOLARIS } from '../sources';
import { actorName, isOrganiser, organiserOnly } from './permissions';
import type { Actor, DuelResult, TournamentCommand } from './schemas';
import type { DuelState, TournamentEvent, TournamentState } from './state';
import { findDuel } from './views';
import { confirmBattleResult, digitalReportProblem } from './resolve-digital';

type Cmd<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;
type Out = TournamentEvent[] | Rejection;
export type Played = DuelState & { b: NonNullable<DuelState['b']> };

export function playedDuel(state: TournamentState, id: string): Played | Rejection {
  const d = findDuel(state, id);
  if (!d) return reject(`no duel ${id}; duels are named like R1-T3`, undefined, 'duel');
  if (!d.b) return reject(`${id} is a bye: there is nothing to play`, undefined, 'duel');
  return d as Played;
}

export const inDuel = (d: Played, actor: Actor): boolean => actor.role === 'player' && (d.a.player === actor.player || d.b.player === actor.player);

function gameRoundsProblem(result: DuelResult, rules: TournamentRules): Rejection | null {
  return result.gameRounds > rules.maxGameRounds
    ? reject(`a duel lasts at most ${rules.maxGameRounds} game rounds, not ${result.gameRounds}`, SOLARIS.duels, 'result.gameRounds')
    : null;
}

const score = (d: Played, r: DuelResult, rules: TournamentRules) => scoreDuel({ ...d.a, state: r.a }, { ...d.b, state: r.b }, rules);

export function reportResult(state: TournamentState, c: Cmd<'reportResult'>, rules: TournamentRules): Out {
  const d = playedDuel(state, c.duel);
  if ('rejected' in d) return d;
  const bad = gameRoundsProblem(c.result, rules);
  if (bad) return bad;
  if (isOrganiser(c.actor))
    return [{ type: 'resultSettled', duel: d.id, by: c.actor, result: c.result, score: score(d, c.result, rules), note: 'entered by the organiser' }];
  if (!inDuel(d, c.actor)) return reject(`${actorName(c.actor)} does not play in ${d.id}: players report only their own duels`, undefined, 'actor');
  const digital = digitalReportProblem(d, c.actor);
  if (digital) return digital;
  if (d.status === 'reported')
    return reject(`${d.id} was already reported by ${actorName(d.report!.by)}; the opponent confirms or disputes it`, undefined, 'duel');
  if (d.status === 'disputed') return reject(`${d.id} is disputed; the organiser settles it`, undefined, 'duel');
  if (d.final) return reject(`${d.id} already has a final result`, undefined, 'duel');
  return [{ type: 'resultReported', duel: d.id, by: c.actor, result: c.result }];
}

function opponentCheck(d: Played, actor: Actor, verb: string): Rejection | null {
  if (d.status !== 'reported') return reject(`${d.id} has no result waiting to be ${verb} (status ${d.status})`, undefined, 'duel');
  if (isOrganiser(actor)) return null;
  if (!inDuel(d, actor)) return reject(`${actorName(actor)} does not play in ${d.id}`, undefined, 'actor');
  const reporter = d.report!.by;
  if (reporter.role === 'player' && actor.role === 'player' && reporter.player === actor.player)
    return reject(`the opponent, not the reporter, ${verb.replace(/ed$/, 's')} a result`, undefined, 'actor');
  return null;
}

export function confirmResult(state: TournamentState, c: Cmd<'confirmResult'>, rules: TournamentRules): Out {
  const d = playedDuel(state, c.duel);
  if ('rejected' in d) return d;
  const fromBattle = confirmBattleResult(d, c.actor, rules);
  if (fromBattle) return fromBattle;
  const bad = opponentCheck(d, c.actor, 'confirmed');
  if (bad) return bad;
  return [{ type: 'resultConfirmed', duel: d.id, by: c.actor, score: score(d, d.report!.result, rules) }];
}

export function disputeResult(state: TournamentState, c: Cmd<'disputeResult'>): Out {
  const d = playedDuel(state, c.duel);
  if ('rejected' in d) return d;
  const bad = opponentCheck(d, c.actor, 'disputed');
  if (bad) return bad;
  return [{ type: 'resultDisputed', duel: d.id, by: c.actor, reason: c.reason }];
}

export function settleResult(state: TournamentState, c: Cmd<'settleResult'>, rules: TournamentRules): Out {
  const denied = organiserOnly(c.actor, 'settle a result');
  if (denied) return denied;
  const d = playedDuel(state, c.duel);
  if ('rejected' in d) return d;
  const bad = gameRoundsProblem(c.result, rules);
  if (bad) return bad;
  return [{ type: 'resultSettled', duel: d.id, by: c.actor, result: c.result, score: score(d, c.result, rules), note: c.note }];
}
