import { type LiveGame, ScriptedDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import type { CampaignEvent } from './events';
import { campaignModule } from './module';
import type { CampaignState } from './state';
import { setup, unit } from '../test/fixtures';

const faces = (...f: number[]) => new ScriptedDice(f);
const start = (ruleset: string[] = [], over = {}) => startGame(campaignModule, { setup: setup(over), dice: { kind: 'scripted' }, ruleset });
function play(g: LiveGame, cmd: unknown, dice = faces()) {
  const r = playCommand(g, cmd, dice);
  if (!r.ok) throw new Error(r.rejection.reason);
  return { game: r.game, state: r.game.state as CampaignState, events: r.events as CampaignEvent[] };
}

describe('planetary landing', () => {
  it('refuses a modifier outside -3..+3 with the rule, and a missing one', () => {
    for (const modifier of [-4, 4, undefined]) {
      const r = playCommand(start(), { type: 'landing', modifier, defender: [] }, faces(3, 3));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rejection).toMatchObject({ field: 'modifier', source: { kind: 'seed', seed: '004', section: 'Planetary landing' } });
    }
  });

  it('with no contact: no battle, no attacks, but the attacker still pays 3x and the defender who took part 2x', () => {
    const { state, events } = play(start(), { type: 'landing', modifier: -3, defender: ['warhammer'] }, faces(2, 3));
    expect(events.some((e) => e.type === 'landingAttacksRolled')).toBe(false);
    expect(state.scenario).toMatchObject({ status: 'resolved', winner: 'attacker', noBattle: true });
    expect(state.sides.attacker.spent).toBe(3 * 33);
    expect(state.sides.defender.spent).toBe(2 * 7);
    expect(state.landingWon).toBe(true);
  });

  it('subjects only landing Mechs to attacks, rolled with the defender named in the purpose', () => {
    const over = setup();
    over.attacker.groups[1]!.lances[0]!.units.push(unit('Scorpion tank', 4, 0, { id: 'tank', kind: 'vehicle', tonnage: 25 }));
    const g = startGame(campaignModule, { setup: over, dice: { kind: 'scripted' } });
    const { events, game } = play(g, { type: 'landing', modifier: 0, defender: ['warhammer'] }, faces(3, 3, ...Array(12).fill(1)));
    const attacked = events.filter((e) => e.type === 'landingAttacksRolled').map((e) => (e as { unit: string }).unit);
    expect(attacked).toHaveLength(6);
    expect(attacked).not.toContain('tank');
    expect(game.record.entries[0]!.rolls[1]!.purpose).toMatch(/Landing attack 1 of 1 on Jenner JR7-D \(defender rolls, 8\+ hits\)/);
  });

  it('costs the defender nothing when it stays out, and the landing is unopposed', () => {
    const { state } = play(start(), { type: 'landing', modifier: 3, defender: [] }, faces(6, 6));
    expect(state.sides.defender.spent).toBe(0);
    expect(state.scenario).toMatchObject({ winner: 'attacker', noBattle: true });
  });

  it('under "owed until won" the attacker pays nothing while the landing is lost, then everything owed in the turn it is won', () => {
    let { game, state } = play(
      start(['landing-logistics-when-won']),
      { type: 'landing', modifier: 0, defender: ['warhammer'] },
      faces(3, 3, ...Array(12).fill(1)),
    );
    expect(state.sides.attacker).toMatchObject({ spent: 0, owed: 99 });
    ({ game } = play(game, { type: 'reportBattle', winner: 'defender' }));
    ({ game, state } = play(game, { type: 'nextTurn' }));
    expect(state.sides.attacker).toMatchObject({ spent: 0, owed: 99 });
    ({ game } = play(game, { type: 'landing', defender: ['warhammer'] }));
    expect((game.state as CampaignState).sides.attacker.owed).toBe(198);
    ({ game } = play(game, { type: 'reportBattle', winner: 'attacker' }));
    ({ state } = play(game, { type: 'nextTurn' }));
    expect(state.sides.attacker).toMatchObject({ spent: 198, owed: 0 });
  });

  it('refuses defender spending on the first landing, with the 3600-per-lance rule', () => {
    const r = playCommand(start(), { type: 'landing', modifier: 0, defender: ['warhammer'], defenderSpend: 100 }, faces(3, 3));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.source).toMatchObject({ kind: 'seed', note: expect.stringMatching(/3600/) });
  });

  it('ends the campaign when every attacker is destroyed in the landing', () => {
    let { game } = play(start(), { type: 'landing', modifier: -3, defender: ['warhammer'] }, faces(6, 6, ...Array(36).fill(1)));
    ({ game } = play(game, { type: 'reportBattle', winner: 'defender', destroyed: ['jenner-1', 'jenner-2', 'ostscout', 'spider', 'atlas', 'marauder'] }));
    const { state, events } = play(game, { type: 'nextTurn' });
    expect(events.at(-1)).toMatchObject({ type: 'campaignEnded', winner: 'defender', reason: 'the attacker has no units left' });
    expect(state.ended?.source).toMatchObject({ kind: 'seed', section: 'Operational turns' });
  });
});
