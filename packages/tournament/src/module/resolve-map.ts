/**
 * Map choice for a duel (Solaris VII Stable Challenge §2.2): step by step, each step by the player whose step it is
 * (`mapStep`), or the whole record at once by the organiser for a physical table (`chooseMap`).
 */
import { reject, type Rejection } from '@marshal/core';
import { resolveMapChoice } from '../duel/map-choice';
import { newMapDraft, takeMapStep } from '../duel/map-steps';
import type { TournamentRules } from '../rules';
import { defaults, SOLARIS } from '../sources';
import { actorName, isOrganiser, organiserOnly } from './permissions';
import type { TournamentCommand } from './schemas';
import type { TournamentEvent, TournamentState } from './state';
import { inDuel, type Played, playedDuel } from './resolve-duel';

type Cmd<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;
type Out = TournamentEvent[] | Rejection;

/** The lower- and higher-BV players (the BV the rules say decides the roles); equal BV needs the players' word. */
function mapRoles(d: Played, rules: TournamentRules, lowerBvPlayer: string | undefined): { lower: string; higher: string } | Rejection {
  const bvA = rules.mapRoleBv === 'adjusted' ? d.balance!.a.adjustedBv : d.a.bv;
  const bvB = rules.mapRoleBv === 'adjusted' ? d.balance!.b.adjustedBv : d.b.bv;
  let lower = bvA < bvB ? d.a.player : d.b.player;
  if (bvA === bvB) {
    if (!lowerBvPlayer || ![d.a.player, d.b.player].includes(lowerBvPlayer))
      return reject(`both 'Mechs have ${bvA} BV: say which player takes the lower-BV role (lowerBvPlayer)`, defaults.equalBv, 'lowerBvPlayer');
    lower = lowerBvPlayer;
  }
  return { lower, higher: lower === d.a.player ? d.b.player : d.a.player };
}

function openDuel(state: TournamentState, id: string): Played | Rejection {
  const d = playedDuel(state, id);
  if ('rejected' in d) return d;
  if (d.mapChoice) return reject(`the map for ${d.id} is already recorded (${d.mapChoice.map})`, SOLARIS.map, 'duel');
  if (d.final) return reject(`${d.id} already has a final result`, undefined, 'duel');
  return d;
}

/** The organiser records a physical table's whole map choice at once; players make their own steps (`mapStep`). */
export function chooseMap(state: TournamentState, c: Cmd<'chooseMap'>, rules: TournamentRules): Out {
  const denied = organiserOnly(c.actor, 'record a whole map choice at once (players make their own steps of it)');
  if (denied) return denied;
  const d = openDuel(state, c.duel);
  if ('rejected' in d) return d;
  if (d.mapDraft) return reject(`the players of ${d.id} are making the map choice step by step`, SOLARIS.map, 'duel');
  const roles = mapRoles(d, rules, c.lowerBvPlayer);
  if ('rejected' in roles) return roles;
  const choice = resolveMapChoice(c.choice, roles.lower, roles.higher, rules.mapSwap);
  if (typeof choice === 'string') return reject(choice, SOLARIS.map, 'choice');
  return [{ type: 'mapChosen', duel: d.id, choice, by: c.actor }];
}

/** One step of the map choice, by the player whose step it is (the organiser may enter any step for a physical table). */
export function mapStep(state: TournamentState, c: Cmd<'mapStep'>, rules: TournamentRules): Out {
  const d = openDuel(state, c.duel);
  if ('rejected' in d) return d;
  if (!isOrganiser(c.actor) && !inDuel(d, c.actor)) return reject(`${actorName(c.actor)} does not play in ${d.id}`, undefined, 'actor');
  let draft = d.mapDraft;
  if (!draft) {
    const roles = mapRoles(d, rules, c.step.kind === 'offer' ? c.step.lowerBvPlayer : undefined);
    if ('rejected' in roles) return roles;
    draft = newMapDraft(roles.lower, roles.higher);
  }
  const names = (p: string) => state.players[p]?.name ?? p;
  const taken = takeMapStep(draft, c.step, c.actor.role === 'player' ? c.actor.player : null, rules.mapSwap, names);
  if (typeof taken === 'string') return reject(taken, SOLARIS.map, 'step');
  const events: TournamentEvent[] = [{ type: 'mapStepTaken', duel: d.id, draft: taken.draft }];
  return taken.choice ? [...events, { type: 'mapChosen', duel: d.id, choice: taken.choice, by: c.actor }] : events;
}
