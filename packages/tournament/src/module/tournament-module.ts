/** The Solaris VII Stable Challenge as a kernel module: commands in, events out, an append-only record that replays. */
import { MarshalError, parseWith, type GameModule } from '@marshal/core';
import { baseRules, tournamentOptions, type TournamentRules } from '../rules';
import { scheduleProblem } from '../schedule';
import { addPlayer, dropPlayer, setRoster, startEvent } from './resolve-registration';
import { confirmResult, disputeResult, reportResult, settleResult } from './resolve-duel';
import { awardBestPainted, drawPrizes, tossCoins } from './resolve-finish';
import { pairRound } from './resolve-round';
import { chooseMap, mapStep } from './resolve-map';
import { attachBattleResult, startDigitalDuel } from './resolve-digital';
import { tableClock } from './resolve-clock';
import { commandSchema, setupSchema, type TournamentCommand, type TournamentSetup } from './schemas';
import { applyEvent, initState, type TournamentEvent, type TournamentState } from './state';
import { tournamentConcurrency } from './concurrency';

export const TOURNAMENT_MODULE_ID = 'solaris-vii-stable-challenge';

function parseSetup(input: unknown): TournamentSetup {
  const setup = parseWith(setupSchema, input, 'tournament setup');
  const problem = scheduleProblem(setup.schedule);
  if (problem) throw new MarshalError('invalid-input', `tournament setup: ${problem}`, { field: 'schedule' });
  return setup;
}

export const tournamentModule: GameModule<TournamentState, TournamentCommand, TournamentEvent, TournamentRules, TournamentSetup> = {
  id: TOURNAMENT_MODULE_ID,
  version: '1',
  title: 'Solaris VII Stable Challenge (duel tournament)',
  options: tournamentOptions,
  baseRules,
  parseSetup,
  parseCommand: (input) => parseWith(commandSchema, input, 'tournament command'),
  /**
   * Organisers and players alike send commands; the shell fills in `actor` from the caller's account (an organiser acts
   * as the organiser, a player as the player named by their user name) and the rules check what that actor may do.
   */
  authority: {
    create: 'organiser',
    commands: {
      addPlayer: 'participant',
      dropPlayer: 'participant',
      setRoster: { issuer: 'participant', builtBy: 'POST /api/tournaments/:id/rosters' },
      startEvent: 'participant',
      pairRound: 'participant',
      chooseMap: 'participant',
      mapStep: 'participant',
      startDigitalDuel: { issuer: 'participant', builtBy: 'POST /api/tournaments/:id/duels/:duel/battle' },
      attachBattleResult: { issuer: 'participant', builtBy: 'the tournament server, from the battle record when it ends' },
      reportResult: 'participant',
      confirmResult: 'participant',
      disputeResult: 'participant',
      settleResult: 'participant',
      tossCoins: 'participant',
      drawPrizes: 'participant',
      awardBestPainted: 'participant',
      tableClock: { issuer: 'participant', builtBy: 'POST /api/tournaments/:id/duels/:duel/clock' },
    },
    actingFields: (caller) => ({
      actor: caller.role === 'organiser' ? { role: 'organiser', name: caller.displayName.slice(0, 100) } : { role: 'player', player: caller.username },
    }),
  },
  concurrency: tournamentConcurrency,
  init: (setup) => initState(setup),
  resolve(state, c, { dice, rules }) {
    switch (c.type) {
      case 'addPlayer':
        return addPlayer(state, c, rules);
      case 'dropPlayer':
        return dropPlayer(state, c);
      case 'setRoster':
        return setRoster(state, c, rules);
      case 'startEvent':
        return startEvent(state, c, rules);
      case 'pairRound':
        return pairRound(state, c, rules, dice);
      case 'chooseMap':
        return chooseMap(state, c, rules);
      case 'mapStep':
        return mapStep(state, c, rules);
      case 'startDigitalDuel':
        return startDigitalDuel(state, c);
      case 'attachBattleResult':
        return attachBattleResult(state, c, rules);
      case 'reportResult':
        return reportResult(state, c, rules);
      case 'confirmResult':
        return confirmResult(state, c, rules);
      case 'disputeResult':
        return disputeResult(state, c);
      case 'settleResult':
        return settleResult(state, c, rules);
      case 'tossCoins':
        return tossCoins(state, c, rules, dice);
      case 'drawPrizes':
        return drawPrizes(state, c, rules, dice);
      case 'tableClock':
        return tableClock(state, c, rules);
      case 'awardBestPainted':
        return awardBestPainted(state, c, rules);
    }
  },
  apply: applyEvent,
};
