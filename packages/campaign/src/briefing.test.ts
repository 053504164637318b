import { ScriptedDice, formatSource, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { logisticsOverTurns, scenarioBriefing, scenarioBriefings } from './briefing';
import { campaignModule, campaignRules } from './module';
import type { CampaignRules } from './rules';
import type { CampaignState } from './state';
import { setup } from '../test/fixtures';

function played(commands: readonly (readonly [object, readonly number[]])[]) {
  let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
  for (const [cmd, faces] of commands) {
    const r = playCommand(g, cmd, new ScriptedDice(faces));
    if (!r.ok) throw new Error(r.rejection.reason);
    g = r.game;
  }
  const state = g.state as CampaignState;
  return { state, rules: campaignRules(state, g.ruleset.rules as CampaignRules) };
}

describe('scenario briefings', () => {
  it('names the groups each side fields, the deployment, what wins and where each result leads, each with its source', () => {
    const { state, rules } = played([]);
    const all = scenarioBriefings(state, rules);
    expect(all.map((b) => b.scenario)).toEqual(['landing', 'meeting-engagement', 'advance', 'pursuit', 'assault', 'defense', 'counterattack']);
    const meeting = all[1]!;
    expect(meeting.roles).toEqual(['reconnaissance']);
    expect(meeting.fields.attacker.every((g) => g.role === 'reconnaissance')).toBe(true);
    expect(meeting.fields.attacker.length).toBeGreaterThan(0);
    expect(meeting.deployment).toEqual({ attacker: null, defender: null });
    expect(formatSource(meeting.winsSource)).toMatch(/Meeting engagement/);
    expect(meeting.next).toEqual({ A: 'advance', D: 'defense' });
    const landing = all[0]!;
    expect(landing).toMatchObject({ deployment: { attacker: 'edge', defender: 'board' }, next: { A: 'meeting-engagement', D: 'landing' } });
    expect(formatSource(landing.winsSource)).toMatch(/item 4/);
    const assault = scenarioBriefing(state, rules, 'assault');
    expect(assault).toMatchObject({ deployment: { attacker: 'edge', defender: 'board-1st' }, next: { A: 'attacker-victory', D: 'counterattack' } });
    expect(assault.fields.attacker.map((g) => g.role)).not.toContain('reconnaissance');
    expect(formatSource(assault.winsSource)).toMatch(/default — source table not available/);
  });

  it('shows a lost landing fought again with both sides on the board', () => {
    const { state, rules } = played([
      [{ type: 'landing', modifier: -3, defender: ['warhammer'] }, [4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
      [{ type: 'reportBattle', winner: 'defender', destroyed: [], damaged: [], salvage: [] }, []],
      [{ type: 'nextTurn', events: [] }, []],
    ]);
    expect(state.turn).toBe(2);
    expect(scenarioBriefing(state, rules, 'landing').deployment).toEqual({ attacker: 'board', defender: 'board' });
  });
});

describe('logistics over turns', () => {
  it('gives each finished turn its costs and running totals, then the turn in play, ending at what each side has spent', () => {
    const { state } = played([
      [{ type: 'landing', modifier: -3, defender: ['warhammer'] }, [2, 2]],
      [{ type: 'nextTurn', events: [] }, []],
    ]);
    const points = logisticsOverTurns(state);
    expect(points.map((p) => p.turn)).toEqual([1, 2]);
    expect(points[0]!.spent).toEqual({ attacker: 99, defender: 14 + 5 * 2 + 2 * 10 + 3 * 7 + 3 });
    expect(points[1]!.total).toEqual({ attacker: state.sides.attacker.spent, defender: state.sides.defender.spent });
    expect(points[1]!.total.attacker).toBe(points[0]!.total.attacker + points[1]!.spent.attacker);
  });
});
