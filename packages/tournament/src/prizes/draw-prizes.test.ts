import { describe, expect, it } from 'vitest';
import { RecordingDice, scriptedDice, SeededDice } from '@marshal/core';
import { drawPrizes, issueTickets } from './draw-prizes';
import { explainPrizeDraw, ticketHoldings } from './explain-draw';

const rules = { ticketsEach: 1, placeBonus: [3, 2, 1], prizeCount: 3 };
const ranked = ['first', 'second', 'third', 'fourth', 'fifth'];

describe('prize draw (seed 003 §6)', () => {
  it('gives one ticket each and 3/2/1 extra to the top three', () => {
    const t = issueTickets(ranked, rules);
    expect(t).toHaveLength(5 + 6);
    expect(t.filter((x) => x.player === 'first')).toHaveLength(4);
    expect(t.filter((x) => x.player === 'second')).toHaveLength(3);
    expect(t.filter((x) => x.player === 'third')).toHaveLength(2);
    expect(t.filter((x) => x.player === 'fifth')).toHaveLength(1);
  });
  it('voids a drawn player’s other tickets and draws from what is left', () => {
    // Tickets 1–4 first, 5–7 second, 8–9 third, 10 fourth, 11 fifth. Roll 2 → ticket 2 (first): 1,3,4 void.
    const dice = new RecordingDice(scriptedDice(2, 1, 3));
    const r = drawPrizes(ranked, rules, dice);
    expect(r.draws.map((d) => [d.ticket, d.player, d.voided, d.pot.length])).toEqual([
      [2, 'first', [1, 3, 4], 11],
      [5, 'second', [6, 7], 7],
      [10, 'fourth', [], 4],
    ]);
    expect(dice.rolls.map((x) => x.notation)).toEqual(['1d11', '1d7', '1d4']);
  });
  it('no player wins twice, whatever the seed', () => {
    for (let s = 0; s < 50; s++) {
      const r = drawPrizes(ranked, rules, new RecordingDice(SeededDice.fromSeed(`s${s}`)));
      expect(new Set(r.draws.map((d) => d.player)).size).toBe(3);
    }
  });
  it('a field smaller than the prize count gives everyone a prize, the last without a roll', () => {
    const r = drawPrizes(['x', 'y'], rules, new RecordingDice(scriptedDice(1)));
    expect(r.draws.map((d) => d.player)).toEqual(['x', 'y']);
    expect(r.draws[1]!.roll).toBeNull();
  });
});

describe('the prize draw explained', () => {
  it('lists each player’s tickets with the reasons, and each draw’s roll, winner and voided tickets with why', () => {
    const r = drawPrizes(ranked, rules, new RecordingDice(scriptedDice(2, 1, 3)));
    expect(ticketHoldings(r).slice(0, 2)).toEqual([
      {
        player: 'first',
        numbers: [1, 2, 3, 4],
        why: '1 for taking part, 3 for place 1',
        reasons: [
          { reason: 'taking part', count: 1 },
          { reason: 'place 1', count: 3 },
        ],
      },
      {
        player: 'second',
        numbers: [5, 6, 7],
        why: '1 for taking part, 2 for place 2',
        reasons: [
          { reason: 'taking part', count: 1 },
          { reason: 'place 2', count: 2 },
        ],
      },
    ]);
    const steps = explainPrizeDraw(r, (p) => p.toUpperCase());
    expect(steps[0]).toEqual({
      prize: 1,
      potSize: 11,
      rolled: 2,
      ticket: 2,
      player: 'first',
      voided: [1, 3, 4],
      voidedWhy: 'FIRST has won prize 1 and may not win twice',
      left: 7,
    });
    expect(steps[2]).toMatchObject({ rolled: 3, ticket: 10, player: 'fourth', voided: [], voidedWhy: null, left: 3 });
  });
});
