import { type LiveGame, ScriptedDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { campaignModule } from './module';
import type { CampaignState } from './state';
import { setup, unit } from '../test/fixtures';

const reinforcements = (id = 'reinforcements', value = 500) => ({
  id,
  name: 'Second wave',
  role: 'line',
  lances: [{ id: `${id}-lance`, name: 'Second wave lance', units: [unit('Griffin GRF-1N', 5, 5, { id: `${id}-griffin`, tonnage: 55, value })] }],
});
const play = (g: LiveGame, cmd: unknown, faces: number[] = []) => playCommand(g, cmd, new ScriptedDice(faces));

describe('receiving support', () => {
  it('is refused to the attacker until the landing is won, citing item 7, and then joins the force', () => {
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
    const early = play(g, { type: 'receiveSupport', side: 'attacker', group: reinforcements() });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.rejection.source).toMatchObject({ seed: '004', note: expect.stringMatching(/item 7/) });
    const defender = play(g, { type: 'receiveSupport', side: 'defender', group: reinforcements('militia') });
    expect(defender.ok).toBe(true);
    const landed = play(g, { type: 'landing', modifier: -3, defender: [] }, [1, 1]);
    if (!landed.ok) throw new Error(landed.rejection.reason);
    g = landed.game;
    const later = play(g, { type: 'receiveSupport', side: 'attacker', group: reinforcements() });
    if (!later.ok) throw new Error(later.rejection.reason);
    const s = later.game.state as CampaignState;
    expect(s.units['reinforcements-griffin']).toMatchObject({ side: 'attacker', group: 'reinforcements', status: 'operational' });
    expect(s.groups['reinforcements']).toMatchObject({ role: 'line', side: 'attacker' });
  });

  it('is refused over the budget and for an id already in use', () => {
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
    const r = play(g, { type: 'landing', modifier: -3, defender: [] }, [1, 1]);
    if (!r.ok) throw new Error(r.rejection.reason);
    g = r.game;
    const over = play(g, { type: 'receiveSupport', side: 'attacker', group: reinforcements('big', 9000) });
    expect(!over.ok && over.rejection.reason).toMatch(/over its budget of 10000/);
    const dup = reinforcements('dup');
    dup.lances[0]!.units[0]!.id = 'atlas';
    const d = play(g, { type: 'receiveSupport', side: 'attacker', group: dup });
    expect(!d.ok && d.rejection).toMatchObject({ reason: 'unit atlas already exists', field: 'group.lances.0.units.0.id' });
  });
});
