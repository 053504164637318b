import { readFileSync } from 'node:fs';
import { ScriptedDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { campaignModule } from './module';
import type { CampaignEvent } from './events';
import { campaignTimeline, describeEvent } from './timeline';
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

  it('names a battle by its turn, scenario and how it was fought, never by the battle record’s id', () => {
    const src = { kind: 'default', missing: 'x', rationale: 'y' } as const;
    const started = {
      type: 'digitalBattleStarted',
      scenario: 'advance',
      battle: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
      attacker: ['atlas'],
      defender: ['warhammer'],
      deployment: { attacker: { code: 'edge', edge: 'south' }, defender: { code: 'edge', edge: 'north' }, note: 'default deployment', source: src },
    } as unknown as CampaignEvent;
    const reported = (kind: string) =>
      ({
        type: 'battleReported',
        source: kind === 'entered' ? { kind } : { kind, recordId: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c' },
        winner: 'attacker',
        losses: [{ unit: 'warhammer', status: 'destroyed' }],
        salvage: [],
      }) as unknown as CampaignEvent;
    const entries = [
      { seq: 1, command: { type: 'nextTurn' }, rolls: [], events: [{ type: 'turnStarted', turn: 3, scenario: 'advance', attempt: 1 }] },
      { seq: 2, command: { type: 'fightDigitally' }, rolls: [], events: [started] },
      { seq: 3, command: { type: 'reportDigitalBattle' }, rolls: [], events: [reported('digital')] },
    ];
    const lines = campaignTimeline(entries, (id) => `<${id}>`)
      .flatMap((t) => t.entries)
      .flatMap((e) => e.events.map((x) => x.text));
    expect(lines).toContain(
      'Advance fought as a digital battle: attacker <atlas> (Edge — enter through the home edge, south edge); defender <warhammer> ' +
        '(Edge — enter through the home edge, north edge) — default deployment [default — source table not available (x): y]',
    );
    expect(lines).toContain('Battle of turn 3 (Advance, played digitally): the attacker won; <warhammer> destroyed');
    for (const line of lines) expect(line).not.toMatch(/3f1c2a9e/);
    expect(describeEvent(reported('entered'))).toBe('Battle (entered at the table): the attacker won; warhammer destroyed');
    expect(describeEvent(reported('missions'), undefined, undefined, { turn: 2, scenario: 'landing' })).toBe(
      'Battle of turn 2 (Planetary landing, tracked with the missions companion): the attacker won; warhammer destroyed',
    );
  });

  it('timeline.ts keeps to the house rule of no line over 160 characters', () => {
    const long = readFileSync(new URL('./timeline.ts', import.meta.url), 'utf8')
      .split('\n')
      .flatMap((l, i) => (l.length > 160 ? [i + 1] : []));
    expect(long).toEqual([]);
  });
});
