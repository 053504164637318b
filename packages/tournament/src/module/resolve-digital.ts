/** A duel played as a digital battle: started by a player of the duel or the organiser, its result read from the battle record, confirmed by both players. */
import { reject, type Rejection } from '@marshal/core';
import { scoreDuel } from '../duel/score';
import type { TournamentRules } from '../rules';
import { SOLARIS } from '../sources';
import { actorName, isOrganiser } from './permissions';
import type { Actor, TournamentCommand } from './schemas';
import type { DuelState, TournamentEvent, TournamentState } from './state';
import { findDuel } from './views';

type Cmd<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;
type Out = TournamentEvent[] | Rejection;
type Played = DuelState & { b: NonNullable<DuelState['b']> };

function played(state: TournamentState, id: string): Played | Rejection {
  const d = findDuel(state, id);
  if (!d) return reject(`no duel ${id}; duels are named like R1-T3`, undefined, 'duel');
  if (!d.b) return reject(`${id} is a bye: there is nothing to play`, undefined, 'duel');
  return d as Played;
}

const inDuel = (d: Played, actor: Actor): boolean => actor.role === 'player' && (d.a.player === actor.player || d.b.player === actor.player);

/** The battle of a duel is recorded once, after the map choice and before any result. */
export function startDigitalDuel(state: TournamentState, c: Cmd<'startDigitalDuel'>): Out {
  const d = played(state, c.duel);
  if ('rejected' in d) return d;
  if (!isOrganiser(c.actor) && !inDuel(d, c.actor)) return reject(`${actorName(c.actor)} does not play in ${d.id}`, undefined, 'actor');
  if (!d.mapChoice) return reject(`record the map choice of ${d.id} first`, SOLARIS.map, 'duel');
  if (d.battle) return reject(`${d.id} is already played as battle ${d.battle.game}`, undefined, 'duel');
  if (d.final || d.report) return reject(`${d.id} already has a result`, undefined, 'duel');
  return [{ type: 'digitalDuelStarted', duel: d.id, battle: { game: c.game, units: c.units, by: c.actor } }];
}

/** The result read from the duel's own battle record (the shell reads it; nobody types it). */
export function attachBattleResult(state: TournamentState, c: Cmd<'attachBattleResult'>, rules: TournamentRules): Out {
  const d = played(state, c.duel);
  if ('rejected' in d) return d;
  if (!d.battle) return reject(`${d.id} is not played digitally`, undefined, 'duel');
  if (c.result.via.kind !== 'battle' || c.result.via.record !== d.battle.game)
    return reject(`the result of ${d.id} comes from its battle ${d.battle.game}`, undefined, 'result.via');
  if (d.report || d.final) return reject(`${d.id} already has a result`, undefined, 'duel');
  if (c.result.gameRounds > rules.maxGameRounds)
    return reject(`a duel lasts at most ${rules.maxGameRounds} game rounds, not ${c.result.gameRounds}`, SOLARIS.duels, 'result.gameRounds');
  return [{ type: 'battleResultAttached', duel: d.id, result: c.result }];
}

/** A player of the duel may not type a result for a duel played digitally: it comes from the battle record. */
export function digitalReportProblem(d: DuelState, actor: Actor): Rejection | null {
  if (!d.battle || isOrganiser(actor)) return null;
  return reject(`${d.id} is played digitally: its result is read from battle ${d.battle.game} when it ends`, undefined, 'duel');
}

/**
 * Confirming a result read from the battle: each player confirms once; the second confirmation makes it final.
 * Null when the duel's result was reported at the table (the ordinary confirm applies).
 */
export function confirmBattleResult(d: Played, actor: Actor, rules: TournamentRules): Out | null {
  if (!d.battle || d.report?.result.via.kind !== 'battle' || d.status !== 'reported') return null;
  const final = (): TournamentEvent => ({
    type: 'resultConfirmed',
    duel: d.id,
    by: actor,
    score: scoreDuel({ ...d.a, state: d.report!.result.a }, { ...d.b, state: d.report!.result.b }, rules),
  });
  if (isOrganiser(actor)) return [final()];
  if (!inDuel(d, actor) || actor.role !== 'player') return reject(`${actorName(actor)} does not play in ${d.id}`, undefined, 'actor');
  const done = d.confirmedBy ?? [];
  if (done.includes(actor.player)) return reject(`${actorName(actor)} has already confirmed ${d.id}; the opponent confirms too`, undefined, 'actor');
  const opponent = d.a.player === actor.player ? d.b.player : d.a.player;
  const ack: TournamentEvent = { type: 'resultAcknowledged', duel: d.id, player: actor.player };
  return done.includes(opponent) ? [ack, final()] : [ack];
}
