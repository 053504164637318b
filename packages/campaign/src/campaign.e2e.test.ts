import {
  type LiveGame,
  SeededDice,
  ScriptedDice,
  canonicalJson,
  parseRecord,
  playCommand,
  revealSeed,
  serializeRecord,
  startGame,
  verifyRecord,
} from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { campaignModule } from './module';
import type { CampaignState } from './state';
import { campaignTimeline } from './timeline';
import { setup } from '../test/fixtures';

const pairs = (...p: [number, number][]) => new ScriptedDice(p.flat());
const none = new ScriptedDice([]);
const state = (g: LiveGame) => g.state as CampaignState;

function play(g: LiveGame, cmd: unknown, dice = none): LiveGame {
  const r = playCommand(g, cmd, dice);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.reason}`);
  return r.game;
}
function refused(g: LiveGame, cmd: unknown, dice = none): string {
  const r = playCommand(g, cmd, dice);
  if (r.ok) throw new Error('expected a refusal');
  return `${r.rejection.reason} | ${r.rejection.source ? JSON.stringify(r.rejection.source) : ''}`;
}
const win = (g: LiveGame, winner: 'attacker' | 'defender', attacker: string[], defender: string[], extra: object = {}) =>
  play(play(g, { type: 'reportBattle', winner, attacker, defender, ...extra }), { type: 'nextTurn' });

describe('a campaign from landing to its end', () => {
  it('runs a lost landing, the meeting engagement and a chain of scenarios, and replays to the same state', () => {
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
    expect(refused(g, { type: 'landing', modifier: 4, defender: [] })).toMatch(/outside -3..\+3.*Planetary landing/);
    expect(refused(g, { type: 'meetingEngagement', attacker: ['spider'], defender: ['s1-a'] })).toMatch(/comes in the turn after the landing is won/);

    // Turn 1: landing at -3, 6+5-3 = 8 → intercepted, 2 attacks on each of the six landing 'Mechs (the defender rolls).
    const attacks: [number, number][] = [[6, 6], [6, 6], ...Array.from({ length: 10 }, () => [1, 1] as [number, number])];
    g = play(g, { type: 'landing', modifier: -3, defender: ['warhammer', 'schrek'] }, pairs([6, 5], ...attacks));
    let s = state(g);
    expect(s.units['jenner-1']!.landingDamage).toBe(10);
    expect(s.units['jenner-1']!.status).toBe('damaged');
    expect(s.sides.attacker.spent).toBe(3 * (4 + 4 + 4 + 3 + 10 + 8));
    expect(s.sides.defender.spent).toBe(2 * (7 + 3));
    g = win(g, 'defender', [], [], { attacker: undefined, defender: undefined, destroyed: ['jenner-2'] });
    s = state(g);
    expect(s.turn).toBe(2);
    expect(s.scenario).toMatchObject({ type: 'landing', attempt: 2 });
    expect(s.units['jenner-1']!.status).toBe('damaged');

    // Turn 2: the landing again, survivors on the map, the defender may spend 3600 per lance (3 lances).
    expect(refused(g, { type: 'landing', modifier: 0, defender: ['warhammer'] })).toMatch(/first attempt/);
    expect(refused(g, { type: 'landing', defender: ['warhammer'], defenderSpend: 10_801 })).toMatch(/at most 10800/);
    g = play(g, { type: 'landing', defender: ['warhammer', 'schrek'], defenderSpend: 7200 });
    expect(state(g).scenario.participants!.attacker).not.toContain('jenner-2');
    g = win(g, 'attacker', [], [], { attacker: undefined, defender: undefined, damaged: ['warhammer'] });
    s = state(g);
    expect(s.landingWon).toBe(true);
    expect(s.units['jenner-1']!.status).toBe('operational');
    expect(s.scenario.type).toBe('meeting-engagement');

    // Turn 3: the meeting engagement, reconnaissance groups only: 1 - 6 = -5 with the surviving Jenner still slowest at 7.
    expect(refused(g, { type: 'meetingEngagement', attacker: ['atlas'], defender: ['s1-a'] }, pairs([3, 4]))).toMatch(/admits only reconnaissance/);
    const r = playCommand(
      g,
      {
        type: 'meetingEngagement',
        attacker: ['jenner-1', 'ostscout', 'spider'],
        defender: ['s1-a', 's1-b', 's1-c', 's1-d', 's1-e', 's2-a', 's2-b', 's2-c', 's2-d', 's2-e'],
      },
      pairs([5, 4]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rolled = r.events.find((e) => e.type === 'meetingEngagementRolled') as unknown as { modifier: number; total: number; conditions: object };
    expect(rolled.modifier).toBe(-5);
    expect(rolled.total).toBe(4);
    expect(rolled.conditions).toEqual({ attacker: 'board-1st', defender: 'board', maps: 'def', homeEdge: 'def' });
    g = r.game;
    expect(refused(g, { type: 'meetingEngagement', attacker: ['spider'], defender: ['s1-a'] })).toMatch(/only once per campaign/);
    g = win(g, 'attacker', [], [], { attacker: undefined, defender: undefined });
    expect(state(g).scenario.type).toBe('advance');

    // Turn 4 advance (A) → pursuit; turn 5 pursuit (A, salvage) → assault; turn 6 assault (D) → counterattack.
    g = win(g, 'attacker', ['atlas', 'spider'], ['s2-a', 'warhammer']);
    expect(state(g).scenario.type).toBe('pursuit');
    g = win(g, 'attacker', ['atlas'], ['s2-a'], { destroyed: ['s2-a'], salvage: ['s2-a'] });
    s = state(g);
    expect(s.units['s2-a']).toMatchObject({ side: 'attacker', status: 'operational', group: 'attacker-captured' });
    expect(s.scenario.type).toBe('assault');
    expect(refused(g, { type: 'reportBattle', winner: 'attacker', attacker: ['spider'], defender: ['warhammer'] })).toMatch(
      /reconnaissance group.*admits only line, fire-support, reserve/,
    );
    g = win(g, 'defender', ['atlas', 'marauder'], ['warhammer', 'schrek'], { destroyed: ['marauder'] });
    expect(state(g).scenario.type).toBe('counterattack');

    // Turn 7 counterattack (A) → advance; 8 advance (A) → pursuit; 9 pursuit (A) → assault; 10 assault (A) → goal taken.
    g = win(g, 'attacker', ['atlas', 'spider'], ['warhammer']);
    g = win(g, 'attacker', ['atlas'], ['warhammer']);
    g = win(g, 'attacker', ['spider'], ['warhammer']);
    g = win(g, 'attacker', ['atlas', 's2-a'], ['warhammer', 'schrek']);
    s = state(g);
    expect(s.ended).toMatchObject({ winner: 'attacker' });
    expect(s.history.map((h) => h.scenario)).toEqual([
      'landing',
      'landing',
      'meeting-engagement',
      'advance',
      'pursuit',
      'assault',
      'counterattack',
      'advance',
      'pursuit',
      'assault',
    ]);
    expect(refused(g, { type: 'nextTurn' })).toMatch(/campaign is over/);

    const text = serializeRecord(g.record);
    const report = verifyRecord(campaignModule, parseRecord(text, 'campaign.jsonl'));
    expect(report.ok).toBe(true);
    expect(canonicalJson(report.state)).toBe(canonicalJson(g.state));

    const timeline = campaignTimeline(g.record.entries);
    expect(timeline.map((t) => t.scenario)).toEqual(s.history.map((h) => h.scenario));
    expect(timeline[0]!.entries[0]!.rolls).toHaveLength(13);
    expect(timeline[0]!.costs.attacker).toBe(s.history[0]!.costs.attacker);
  });

  it('ends with the defender victorious when it wins the counterattack, and replays from a revealed seed', () => {
    const seed = 'campaign-seed';
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'seeded', seed } });
    let dice = SeededDice.fromSeed(seed, 'main');
    const go = (cmd: unknown) => {
      const r = playCommand(g, cmd, dice);
      if (!r.ok) throw new Error(r.rejection.reason);
      g = r.game;
      dice = SeededDice.fromState(dice.save());
    };
    go({ type: 'landing', modifier: 3, defender: [] });
    expect(state(g).scenario).toMatchObject({ status: 'resolved', winner: 'attacker', noBattle: true });
    expect(state(g).sides.defender.spent).toBe(0);
    go({ type: 'nextTurn' });
    go({ type: 'meetingEngagement', attacker: ['spider'], defender: ['s1-a'] });
    for (const winner of ['defender', 'defender', 'defender'] as const) {
      go({
        type: 'reportBattle',
        winner,
        attacker: state(g).scenario.participants?.attacker ?? ['atlas'],
        defender: state(g).scenario.participants?.defender ?? ['warhammer'],
      });
      go({ type: 'nextTurn' });
    }
    const s = state(g);
    expect(s.history.map((h) => h.scenario)).toEqual(['landing', 'meeting-engagement', 'defense', 'counterattack']);
    expect(s.ended).toMatchObject({ winner: 'defender' });
    const record = parseRecord(serializeRecord(revealSeed(g.record, seed)));
    const report = verifyRecord(campaignModule, record);
    expect(report).toMatchObject({ ok: true, diceVerified: true });
    expect(canonicalJson(report.state)).toBe(canonicalJson(g.state));
  });
});
