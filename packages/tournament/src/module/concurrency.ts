import type { ConcurrencyCapability } from '@marshal/core';
import type { TournamentCommand } from './schemas';

/**
 * What a tournament command touches: a duel's map choice, battle, result and clock are that duel's alone; a roster
 * or an entry is that player's. Commands that read the whole event (pairing, coin tosses, the prize draw, start)
 * touch everything. So results of different duels reported at once are all played; two on the same duel are not.
 */
export const tournamentConcurrency: ConcurrencyCapability<TournamentCommand> = {
  touches(c) {
    switch (c.type) {
      case 'chooseMap':
      case 'mapStep':
      case 'startDigitalDuel':
      case 'attachBattleResult':
      case 'reportResult':
      case 'confirmResult':
      case 'disputeResult':
      case 'settleResult':
      case 'tableClock':
        return [`duel ${c.duel}`];
      case 'setRoster':
        return [`roster ${c.player}`];
      case 'addPlayer':
      case 'dropPlayer':
        return [`player ${c.player}`];
      case 'awardBestPainted':
        return ['best painted'];
      default:
        return 'everything';
    }
  },
};
