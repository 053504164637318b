/** Sign-up: adding players, entering rosters (checked, then frozen when the event starts). */
import { reject, type Rejection } from '@marshal/core';
import { checkRoster } from '../roster/check-roster';
import { factionProblem } from '../roster/faction-check';
import { SOLARIS } from '../sources';
import { ammoTons, pulsePoints, precisionPoints } from '../roster/points';
import type { Roster } from '../roster/roster';
import type { TournamentRules } from '../rules';
import { organiserOnly, selfOrOrganiser } from './permissions';
import type { TournamentCommand } from './schemas';
import type { RosterSummary, TournamentEvent, TournamentState } from './state';
import { activePlayers } from './views';

type Cmd<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;
type Out = TournamentEvent[] | Rejection;

export function rosterSummary(roster: Roster, rules: TournamentRules): RosterSummary {
  return {
    pulsePoints: roster.mechs.reduce((s, m) => s + pulsePoints(m.unit, rules.points).total, 0),
    precisionPoints: roster.mechs.reduce((s, m) => s + precisionPoints(m.specialAmmo, rules.points).total, 0),
    unpainted: roster.mechs.filter((m) => !m.ownedAndPainted).length,
  };
}

export const mechAmmoTons = ammoTons;

export function addPlayer(state: TournamentState, c: Cmd<'addPlayer'>, rules: TournamentRules): Out {
  const self = c.actor.role === 'player' && c.actor.player === c.player;
  const denied = self ? null : organiserOnly(c.actor, 'add other players (a player signs up as themselves, with their user name as the player id)');
  if (denied) return denied;
  if (state.phase !== 'registration') return reject('registration is closed: the event has started', undefined, 'type');
  if (state.players[c.player]) return reject(`player id ${c.player} is already taken (${state.players[c.player]!.name})`, undefined, 'player');
  const badFaction = factionProblem(c.faction, state.setup.factions, rules.era);
  if (badFaction) return reject(badFaction, SOLARIS.battleforce, 'faction');
  return [
    {
      type: 'playerAdded',
      player: { id: c.player, name: c.name, faction: c.faction, ...(c.club ? { club: c.club } : {}), roster: null, summary: null, dropped: false },
    },
  ];
}

export function dropPlayer(state: TournamentState, c: Cmd<'dropPlayer'>): Out {
  const denied = organiserOnly(c.actor, 'drop players');
  if (denied) return denied;
  const p = state.players[c.player];
  if (!p) return reject(`no player ${c.player}`, undefined, 'player');
  if (p.dropped) return reject(`${p.name} has already been dropped`, undefined, 'player');
  return [{ type: 'playerDropped', player: c.player }];
}

export function setRoster(state: TournamentState, c: Cmd<'setRoster'>, rules: TournamentRules): Out {
  const p = state.players[c.player];
  if (!p) return reject(`no player ${c.player}`, undefined, 'player');
  const denied = selfOrOrganiser(c.actor, c.player, 'set the roster');
  if (denied) return denied;
  if (state.phase !== 'registration')
    return reject(
      'rosters and special ammunition are frozen once the event has started',
      { kind: 'seed', seed: '003', section: '1.1 Special Ammunition' },
      'roster',
    );
  const problems = checkRoster(c.roster, p.faction, rules, state.setup.factions);
  if (problems.length) return reject(`roster refused: ${problems.map((x) => `${x.field}: ${x.reason}`).join('; ')}`, problems[0]!.source, problems[0]!.field);
  return [{ type: 'rosterSet', player: c.player, roster: c.roster, summary: rosterSummary(c.roster, rules), by: c.actor }];
}

/** What the organiser should know before a small field starts (nothing blocks: the event may still be cut short). */
function startWarnings(state: TournamentState, players: number, rules: TournamentRules): string[] {
  const rounds = rules.categories.length;
  if (players > rounds) return [];
  return state.setup.pairing === 'swiss'
    ? [
        `${players} players cannot all play ${rounds} duels without a rematch: Swiss pairing will ${rules.unpairable.policy === 'rematch' ? 'rematch (fewest meetings first)' : 'give byes to the players it cannot pair'} once every opponent has been met`,
      ]
    : [`${players} players meet everyone within ${players - 1 + (players % 2)} rounds; round robin then repeats opponents`];
}

export function startEvent(state: TournamentState, c: Cmd<'startEvent'>, rules: TournamentRules): Out {
  const denied = organiserOnly(c.actor, 'start the event');
  if (denied) return denied;
  if (state.phase !== 'registration') return reject('the event has already started', undefined, 'type');
  const players = activePlayers(state);
  if (players.length < 2) return reject('at least two players are needed', undefined, 'players');
  const missing = players.filter((id) => !state.players[id]!.roster);
  if (missing.length) return reject(`no checked roster yet for: ${missing.join(', ')}`, undefined, 'players');
  return [{ type: 'eventStarted', players, warnings: startWarnings(state, players.length, rules) }];
}
