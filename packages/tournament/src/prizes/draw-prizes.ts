/** Prize draw: one ticket each plus bonus tickets for the top places; a drawn player's other tickets are void. */
import type { Dice, Roll } from '@marshal/core';

export interface Ticket {
  readonly number: number;
  readonly player: string;
  readonly reason: string;
}

export interface PrizeDraw {
  readonly prize: number;
  readonly roll: Roll | null;
  /** Tickets still in the pot when this draw was made, in pot order. */
  readonly pot: readonly number[];
  readonly ticket: number;
  readonly player: string;
  readonly voided: readonly number[];
}

export interface PrizeDrawResult {
  readonly tickets: readonly Ticket[];
  readonly draws: readonly PrizeDraw[];
}

export function issueTickets(rankedIds: readonly string[], rules: { ticketsEach: number; placeBonus: readonly number[] }): Ticket[] {
  const tickets: Ticket[] = [];
  rankedIds.forEach((player, place) => {
    for (let i = 0; i < rules.ticketsEach; i++) tickets.push({ number: tickets.length + 1, player, reason: 'taking part' });
    const bonus = rules.placeBonus[place] ?? 0;
    for (let i = 0; i < bonus; i++) tickets.push({ number: tickets.length + 1, player, reason: `place ${place + 1}` });
  });
  return tickets;
}

/** Draw `prizes` winners; every roll says which prize it is for, so the draw is auditable and replays. */
export function drawPrizes(
  rankedIds: readonly string[],
  rules: { ticketsEach: number; placeBonus: readonly number[]; prizeCount: number },
  dice: Dice,
): PrizeDrawResult {
  const tickets = issueTickets(rankedIds, rules);
  let pot = tickets.map((t) => t.number);
  const draws: PrizeDraw[] = [];
  for (let prize = 1; prize <= rules.prizeCount && pot.length > 0; prize++) {
    const contenders = new Set(pot.map((n) => tickets[n - 1]!.player)).size;
    const roll = contenders > 1 ? dice.roll(`1d${pot.length}`, `prize ${prize}: draw one of ${pot.length} tickets`) : null;
    const ticket = pot[roll ? roll.total - 1 : 0]!;
    const player = tickets[ticket - 1]!.player;
    const voided = pot.filter((n) => n !== ticket && tickets[n - 1]!.player === player);
    draws.push({ prize, roll, pot, ticket, player, voided });
    pot = pot.filter((n) => tickets[n - 1]!.player !== player);
  }
  return { tickets, draws };
}
