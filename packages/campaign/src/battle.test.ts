import { ScriptedDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { reportFromOutcome } from './battle';
import type { CampaignEvent } from './events';
import { campaignModule } from './module';
import type { CampaignState } from './state';
import { setup } from '../test/fixtures';

describe('battle results from elsewhere', () => {
  it('a missions-tracker outcome becomes a battle report that names its record', () => {
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
    const landed = playCommand(g, { type: 'landing', modifier: 0, defender: ['warhammer'] }, new ScriptedDice([3, 3, ...Array(12).fill(1)]));
    if (!landed.ok) throw new Error(landed.rejection.reason);
    g = landed.game;
    const cmd = reportFromOutcome({
      winner: 'attacker',
      attacker: [...(g.state as CampaignState).scenario.participants!.attacker],
      defender: ['warhammer'],
      destroyed: ['warhammer'],
      damaged: ['atlas'],
      salvage: ['warhammer'],
      recordId: 'mission-17',
      from: 'missions',
    });
    const r = playCommand(g, cmd, new ScriptedDice([]));
    if (!r.ok) throw new Error(r.rejection.reason);
    expect((r.events as CampaignEvent[])[0]).toMatchObject({
      type: 'battleReported',
      source: { kind: 'missions', recordId: 'mission-17' },
      losses: [
        { unit: 'warhammer', status: 'destroyed' },
        { unit: 'atlas', status: 'damaged' },
      ],
    });
    const next = playCommand(r.game, { type: 'nextTurn' }, new ScriptedDice([]));
    if (!next.ok) throw new Error(next.rejection.reason);
    expect((next.game.state as CampaignState).units['warhammer']).toMatchObject({ side: 'attacker', group: 'attacker-captured' });
  });

  it('refuses losses of units that did not fight and salvage of units not destroyed', () => {
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
    const landed = playCommand(g, { type: 'landing', modifier: 0, defender: ['warhammer'] }, new ScriptedDice([3, 3, ...Array(12).fill(1)]));
    if (!landed.ok) throw new Error(landed.rejection.reason);
    g = landed.game;
    const a = playCommand(g, { type: 'reportBattle', winner: 'attacker', destroyed: ['schrek'] }, new ScriptedDice([]));
    expect(!a.ok && a.rejection).toMatchObject({ reason: 'schrek did not fight in this battle', field: 'destroyed' });
    const b = playCommand(g, { type: 'reportBattle', winner: 'attacker', damaged: ['warhammer'], salvage: ['warhammer'] }, new ScriptedDice([]));
    expect(!b.ok && b.rejection.field).toBe('salvage');
  });
});
