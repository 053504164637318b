import { type LiveGame, ScriptedDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { campaignModule } from './module';
import type { CampaignState } from './state';
import { setup } from '../test/fixtures';

const play = (g: LiveGame, cmd: unknown, faces: number[] = []) => {
  const r = playCommand(g, cmd, new ScriptedDice(faces));
  if (!r.ok) throw new Error(r.rejection.reason);
  return r.game;
};

/** The defender's two stars become a line group: it has no reconnaissance unit. */
function noDefenderRecon(tables = {}): LiveGame {
  const s = setup({ tables });
  s.defender.groups[0]!.role = 'line';
  let g = startGame(campaignModule, { setup: s, dice: { kind: 'scripted' } });
  g = play(g, { type: 'landing', modifier: -3, defender: [] }, [1, 1]);
  return play(g, { type: 'nextTurn' });
}

describe('scenarios a side has no units for', () => {
  it('the meeting engagement is won uncontested by the side that has reconnaissance units', () => {
    const g = noDefenderRecon();
    const refused = playCommand(g, { type: 'meetingEngagement', attacker: [], defender: [] }, new ScriptedDice([]));
    expect(!refused.ok && refused.rejection.reason).toBe('the attacker has reconnaissance units: field at least one');
    const s = play(g, { type: 'meetingEngagement', attacker: ['spider'], defender: [] }).state as CampaignState;
    expect(s.scenario).toMatchObject({ status: 'resolved', winner: 'attacker', noBattle: true });
    expect(s.meetingPlayed).toBe(true);
  });

  it('a battle may list no units for a side with none eligible, which cannot be the winner', () => {
    let g = noDefenderRecon();
    g = play(g, { type: 'meetingEngagement', attacker: ['spider'], defender: [] });
    g = play(g, { type: 'nextTurn' });
    expect((g.state as CampaignState).scenario.type).toBe('advance');
    const wrong = playCommand(g, { type: 'reportBattle', winner: 'defender', attacker: ['atlas'], defender: [] }, new ScriptedDice([]));
    expect(!wrong.ok && wrong.rejection.reason).toBe("list the defender's units that fought");
  });

  it('with an edited eligibility table that leaves the defender nobody, the attacker wins uncontested', () => {
    let g = noDefenderRecon({ eligibility: { byScenario: { advance: ['reconnaissance'] } } });
    g = play(g, { type: 'meetingEngagement', attacker: ['spider'], defender: [] });
    g = play(g, { type: 'nextTurn' });
    const wrong = playCommand(g, { type: 'reportBattle', winner: 'defender', attacker: ['spider'], defender: [] }, new ScriptedDice([]));
    expect(!wrong.ok && wrong.rejection).toMatchObject({ field: 'winner', source: { kind: 'default' } });
    const atlas = playCommand(g, { type: 'reportBattle', winner: 'attacker', attacker: ['atlas'], defender: [] }, new ScriptedDice([]));
    expect(!atlas.ok && atlas.rejection.reason).toMatch(/the Advance admits only reconnaissance groups/);
    g = play(g, { type: 'reportBattle', winner: 'attacker', attacker: ['spider'], defender: [] });
    expect((play(g, { type: 'nextTurn' }).state as CampaignState).scenario.type).toBe('pursuit');
  });
});
