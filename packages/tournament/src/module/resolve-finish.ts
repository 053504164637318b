/** The end of the day: coin tosses for ties still level, the prize draw and the best-painted prize. */
import { reject, type Dice, type Rejection } from '@marshal/core';
import { drawPrizes as draw } from '../prizes/draw-prizes';
import { shuffleWithDice } from '../pairing/pair-round';
import type { TournamentRules } from '../rules';
import { SOLARIS } from '../sources';
import { unresolvedTies } from '../standings/standings';
import { organiserOnly } from './permissions';
import type { TournamentCommand } from './schemas';
import type { TournamentEvent, TournamentState } from './state';
import { activePlayers, roundComplete, standings } from './views';
import { bestPaintedProblem } from './progress';

type Cmd<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;
type Out = TournamentEvent[] | Rejection;

function allPlayed(state: TournamentState, rules: TournamentRules): Rejection | null {
  if (state.rounds.length < rules.categories.length || !roundComplete(state))
    return reject(`all ${rules.categories.length} duels must have final results first (${state.rounds.length} paired)`, undefined, 'type');
  return null;
}

export function tossCoins(state: TournamentState, c: Cmd<'tossCoins'>, rules: TournamentRules, dice: Dice): Out {
  const bad = organiserOnly(c.actor, 'toss coins') ?? allPlayed(state, rules);
  if (bad) return bad;
  const groups = unresolvedTies(standings(state));
  if (!groups.length) return reject('no ties are left for a coin toss', SOLARIS.tiebreakers, 'type');
  return [
    { type: 'coinsTossed', groups: groups.map((players) => ({ players, order: shuffleWithDice(players, dice, `coin toss between ${players.join(', ')}`) })) },
  ];
}

export function drawPrizes(state: TournamentState, c: Cmd<'drawPrizes'>, rules: TournamentRules, dice: Dice): Out {
  const bad = organiserOnly(c.actor, 'draw the prizes') ?? allPlayed(state, rules);
  if (bad) return bad;
  if (state.prizes) return reject('the prizes have already been drawn', SOLARIS.prizes, 'type');
  const active = new Set(activePlayers(state));
  const rows = standings(state).filter((r) => active.has(r.id));
  const bonusPlaces = rules.prizes.placeBonus.length;
  if (rows.slice(0, bonusPlaces).some((r) => r.tiedWithNext)) return reject('places 1–3 are still tied: toss coins first', SOLARIS.tiebreakers, 'type');
  const result = draw(
    rows.map((r) => r.id),
    { ...rules.prizes, prizeCount: c.prizeCount ?? rules.prizes.prizeCount },
    dice,
  );
  return [{ type: 'prizesDrawn', draw: result }];
}

export function awardBestPainted(state: TournamentState, c: Cmd<'awardBestPainted'>, rules: TournamentRules): Out {
  const bad = organiserOnly(c.actor, 'award the best-painted prize');
  if (bad) return bad;
  const early = bestPaintedProblem(state, rules);
  if (early) return reject(early, SOLARIS.prizes, 'type');
  if (!state.players[c.player]) return reject(`no player ${c.player}`, undefined, 'player');
  return [{ type: 'bestPaintedAwarded', player: c.player, note: c.note }];
}
