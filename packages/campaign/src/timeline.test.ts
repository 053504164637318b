import { readFileSync } from 'node:fs';
import { ScriptedDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { campaignModule } from './module';
import { campaignTimeline } from './timeline';
import { setup } from '../test/fixtures';

describe('campaign timeline', () => {
  it('groups entries by turn with each roll, its table row and source, the scenario outcome and the costs', () => {
    let g = startGame(campaignModule, { setup: setup(), dice: { kind: 'scripted' } });
    for (const [cmd, faces] of [
      [{ type: 'landing', modifier: -3, defender: ['warhammer'] }, [2, 2]],
      [{ type: 'nextTurn', events: ['storm over the landing zone'] }, []],
    ] as const) {
      const r = playCommand(g, cmd, new ScriptedDice(faces));
      if (!r.ok) throw new Error(r.rejection.reason);
      g = r.game;
    }
    const [t1, t2] = campaignTimeline(g.record.entries, (id) => `<${id}>`);
    expect(t1).toMatchObject({ turn: 1, scenario: 'landing', winner: 'attacker', costs: { attacker: 99, defender: 14 + 5 * 2 + 2 * 10 + 3 * 7 + 3 } });
    const lines = t1!.entries.flatMap((e) => e.events.map((x) => x.text));
    expect(lines).toContain(
      'Landing roll 2d6 [2, 2] = 4 -3 = 1: Unseen — no contact [default — source table not available (Tactical Handbook, Planetary landing: landing table): higher totals land nearer the objective and meet a harder defence (more attacks per Mech); low totals may land unseen; -3 always makes contact less likely, +3 more]',
    );
    expect(lines).toContain('Events: storm over the landing zone');
    expect(lines.some((l) => l.startsWith('Victory determination: the attacker won the Planetary landing → Meeting engagement'))).toBe(true);
    expect(t2).toMatchObject({ turn: 2, scenario: 'meeting-engagement' });
  });

  it('timeline.ts keeps to the house rule of no line over 160 characters', () => {
    const long = readFileSync(new URL('./timeline.ts', import.meta.url), 'utf8')
      .split('\n')
      .flatMap((l, i) => (l.length > 160 ? [i + 1] : []));
    expect(long).toEqual([]);
  });
});
