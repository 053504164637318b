/** The prize draw told step by step: whose tickets, how many and why; each draw's pot, roll, winner and voided tickets. */
import type { PrizeDrawResult } from './draw-prizes';

export interface TicketHolding {
  readonly player: string;
  /** Ticket numbers held. */
  readonly numbers: readonly number[];
  /** "1 for taking part, 3 for place 1". */
  readonly why: string;
  /** The same, as parts a shell can word in its own language: each ticket reason ("taking part", "place 1") with its count. */
  readonly reasons: readonly { readonly reason: string; readonly count: number }[];
}

export interface DrawStep {
  readonly prize: number;
  readonly potSize: number;
  /** The die roll that chose the ticket (1 to the pot size), or null when one player's tickets were left. */
  readonly rolled: number | null;
  readonly ticket: number;
  readonly player: string;
  readonly voided: readonly number[];
  /** Why the voided tickets are out: they belong to the winner, who cannot win twice. */
  readonly voidedWhy: string | null;
  /** Tickets still in the pot for the next prize. */
  readonly left: number;
}

export function ticketHoldings(draw: PrizeDrawResult): TicketHolding[] {
  const byPlayer = new Map<string, { numbers: number[]; reasons: Map<string, number> }>();
  for (const t of draw.tickets) {
    const h = byPlayer.get(t.player) ?? { numbers: [], reasons: new Map<string, number>() };
    h.numbers.push(t.number);
    h.reasons.set(t.reason, (h.reasons.get(t.reason) ?? 0) + 1);
    byPlayer.set(t.player, h);
  }
  return [...byPlayer].map(([player, h]) => ({
    player,
    numbers: h.numbers,
    why: [...h.reasons].map(([reason, n]) => `${n} for ${reason}`).join(', '),
    reasons: [...h.reasons].map(([reason, count]) => ({ reason, count })),
  }));
}

export function explainPrizeDraw(draw: PrizeDrawResult, names: (player: string) => string = (p) => p): DrawStep[] {
  return draw.draws.map((d) => ({
    prize: d.prize,
    potSize: d.pot.length,
    rolled: d.roll?.total ?? null,
    ticket: d.ticket,
    player: d.player,
    voided: d.voided,
    voidedWhy: d.voided.length ? `${names(d.player)} has won prize ${d.prize} and may not win twice` : null,
    left: d.pot.length - 1 - d.voided.length,
  }));
}
