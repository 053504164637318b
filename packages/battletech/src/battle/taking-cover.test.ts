import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { previewAttack } from '../calculator/calculator';
import { lineOfSight } from '../map/los';
import { losRules } from '../map/los-rules';
import { battleModule } from './module';
import { fireOptions, losUnit } from './fire';
import type { BattleState } from './state';
import { duelSetup, duelist } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;

/** Red at `redHex`, Blue at 0808, on a clear board with these hexes raised; in the fire phase. */
function duel(redHex: string, raised: Record<string, number>): BattleState {
  const setup = duelSetup();
  const text = ['size 16 17', ...Object.entries(raised).map(([h, l]) => `hex ${h} ${l} "" ""`), 'end'].join('\n');
  const units = setup.units.map((u) => ({ ...u, hex: u.id === 'red' ? redHex : '0808' }));
  return {
    ...battleModule.init(battleModule.parseSetup({ ...setup, map: { boards: [{ name: 'test', text, rotated: false }] }, units }), solaris),
    phase: 'fire',
  };
}

const laser = (s: BattleState, rules = solaris) => fireOptions(s, 'red', 'blue', rules).find((o) => o.profile.name === 'Medium Laser')!.toHit;
const cover = (r: { modifiers: readonly { id: string; value: number }[] }) => r.modifiers.filter((m) => m.id.startsWith('partial-cover'));

describe('expanded partial cover and taking cover in the battle loop (Solaris VII Stable Challenge §8.4)', () => {
  it('a line entering the target hex through a corner beside a hex as tall as the target: vertical cover +1, as the line-of-sight tool finds it', () => {
    const s = duel('1011', { '0809': 2 });
    const ruling = laser(s);
    expect(cover(ruling)).toEqual([expect.objectContaining({ id: 'partial-cover-vertical', value: 1 })]);
    expect(ruling.modifiers.find((m) => m.id === 'partial-cover-vertical')!.source).toMatchObject({ section: '8.4.1 Expanded Partial Cover' });
    const tool = lineOfSight(s.map, losUnit(s, 'red'), losUnit(s, 'blue'), losRules(['tacops-expanded-partial-cover', 'tacops-taking-cover']));
    expect(cover(ruling)).toEqual(tool.modifiers.filter((m) => m.id.startsWith('partial-cover')));
    expect(fireOptions(s, 'red', 'blue', tw)).toEqual([]);
    const calc = previewAttack({
      attacker: { unit: duelist('Red') },
      target: { unit: duelist('Blue') },
      attack: { weapon: 'Medium Laser', range: tool.distance, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, los: tool },
      ruleset: ['solaris-vii'],
    }).toHit;
    expect({ target: ruling.target, modifiers: ruling.modifiers }).toEqual({ target: calc.target, modifiers: calc.modifiers });
  });

  it('taking cover behind a hex one level up gives partial cover even against a higher attacker; no torso twist then', () => {
    const s = duel('0812', { '0812': 3, '0809': 1 });
    expect(cover(laser(s))).toEqual([]);
    expect(refusal(s, { type: 'takeCover', unit: 'blue', hexside: 3 }, tw)).toMatch(/taking-cover option/);
    expect(refusal(s, { type: 'takeCover', unit: 'blue', hexside: 0 }, solaris)).toMatch(/one level above/);
    const r = play(s, { type: 'takeCover', unit: 'blue', hexside: 3 }, [], solaris);
    expect(r.events).toEqual([{ type: 'coverTaken', unit: 'blue', hexside: 3, behind: '0809' }]);
    const taken = cover(laser(r.state));
    expect(taken).toEqual([expect.objectContaining({ id: 'partial-cover-taking-cover', value: 1 })]);
    expect(refusal(r.state, { type: 'fire', unit: 'blue', attacks: [], twist: 1 }, solaris)).toMatch(/taking cover and may not twist/);
    const fired = play(r.state, { type: 'fire', unit: 'red', attacks: [] }, [], solaris).state;
    expect(refusal(fired, { type: 'takeCover', unit: 'red', hexside: 0 }, solaris)).toMatch(/beginning of the weapon attack phase/);
  });
});
