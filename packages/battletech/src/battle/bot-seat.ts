import type { BotCapability } from '@marshal/core';
import { botCommand } from '../bot/bot';
import type { CombatRules } from '../options/rules';
import type { BattleCommand } from './schema';
import { battleSeats } from './seats';
import type { BattleState } from './state';

/**
 * The bot as a player holding one side's seat: from that seat's view it plays the command the bot would play next,
 * when that command is its own side's. Initiative, heat and the end of a round belong to no seat and are left to the
 * people playing, as is anything the other side owes first.
 */
export const battleBot: BotCapability<BattleState, BattleCommand, CombatRules> = {
  command(view, rules, seat) {
    const next = botCommand(view, rules);
    return next && battleSeats.seatOf(view, next) === seat ? next : null;
  },
};
