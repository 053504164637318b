import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { RecordingDice, ScriptedDice, parseRecord, serializeRecord, verifyRecord } from '@marshal/core';
import { applyDamage } from '../rules/damage/damage';
import { combatRuleset } from '../options/ruleset';
import { botBattleRecord } from '../bot/bot-record';
import { battleModule } from './module';
import { fireOptions } from './fire';
import { moverFor } from './movement';
import { closePhase } from './phases';
import type { BattleSetup } from './schema';
import type { BattleState } from './state';
import { play, refusal } from './test/play';
import { duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const WARRIOR = 'vehicles/3039u/Warrior H-7 Attack Helicopter.blk';
const warrior = () => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', WARRIOR), 'utf8'), WARRIOR) as never;
const BOARD = ['size 16 17', 'hex 0806 0 "woods:2" ""', 'hex 0906 0 "water:2" ""', 'hex 0708 2 "" ""', 'end'].join('\n');

function setup(): BattleSetup {
  return {
    title: 'VTOL test',
    map: { boards: [{ name: 'test', text: BOARD, rotated: false }] },
    movement: 'alternating',
    timers: null,
    roundLimit: 12,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'heli', side: 'a', unit: warrior(), gunnery: 4, piloting: 5, hex: '0814', facing: 0 },
      { id: 'mech', side: 'b', unit: duelist('Blue') as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 },
    ],
  };
}
const start = () => battleModule.init(battleModule.parseSetup(setup()), rules);
/** A clear column between the two: the VTOL (side a) moves first. */
const clear = (heliHex = '0814'): BattleState => {
  const base = setup();
  const s = battleModule.init(battleModule.parseSetup({ ...base, map: { boards: [{ name: 'test', text: 'size 16 17\nend', rotated: false }] } }), rules);
  return play({ ...s, positions: { ...s.positions, heli: { hex: heliHex, facing: 0 } } }, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
};
type Moved = Extract<ReturnType<typeof play>['events'][number], { type: 'unitMoved' }>;

describe('a VTOL in the turn loop', () => {
  it('starts flying at elevation 1 and moves by the VTOL row', () => {
    const s = start();
    expect(s.units.heli!.elevation).toBe(1);
    expect(moverFor(s.units.heli!)).toMatchObject({ jump: 0 });
  });
  it('declares an elevation with its move, 1 MP a level on top of its hexes; only a flying unit may, within its flank MP', () => {
    const s0 = clear();
    const r = play(s0, { type: 'move', unit: 'heli', orders: 'F F F F', elevation: 3 }, [], rules);
    const report = (r.events[0] as Moved).report;
    expect([report.to.hex, report.mpUsed, report.elevation]).toEqual(['0810', 6, { from: 1, to: 3 }]);
    expect(r.state.units.heli!.elevation).toBe(3);
    // ten hexes to 0804 (beside the 'Mech) and five levels up is 15 MP; flank is ⌈9 × 1.5⌉ = 14
    expect(refusal(s0, { type: 'move', unit: 'heli', orders: Array(10).fill('F').join(' '), elevation: 6 }, rules)).toBe(
      `${s0.units.heli!.name} has 14 MP: 10 to move and 5 to change elevation is too many`,
    );
    expect(refusal(s0, { type: 'move', unit: 'heli', orders: Array(10).fill('F').join(' '), elevation: 5 }, rules)).toBeNull();
    expect(refusal(r.state, { type: 'move', unit: 'mech', orders: '', elevation: 2 }, rules)).toBe('Blue is not flying: it cannot choose an elevation');
  });
  it('is +1 to hit after it moved, and cannot be kicked', () => {
    let s = play(clear('0805'), { type: 'move', unit: 'heli', orders: 'F' }, [], rules).state;
    s = play(s, { type: 'move', unit: 'mech', orders: '' }, [], rules).state;
    const mods = fireOptions(s, 'mech', 'heli', rules)[0]!.toHit.modifiers.map((m) => [m.id, m.value]);
    expect(mods).toContainEqual(['target-flying', 1]);
    s = play(s, { type: 'fire', unit: 'heli', attacks: [] }, [], rules).state;
    s = play(s, { type: 'fire', unit: 'mech', attacks: [] }, [], rules).state;
    expect(s.phase).toBe('physical');
    expect(refusal(s, { type: 'physical', unit: 'mech', attack: { kind: 'kick', limb: 'RL', target: 'heli' } }, rules)).toMatch(/flying at elevation 1/u);
  });
  it('crashes at the end of the phase its rotor is destroyed: damage by elevation, then immobile on the ground', () => {
    const s = clear();
    const heli = s.units.heli!;
    const noRotor = applyDamage(heli, { location: 'RO', rear: false, amount: heli.locations.RO!.armor + heli.locations.RO!.structure }).unit;
    // facing roll 1 (front); ⌈21/10⌉ × 2 = 6 in groups of 5 and 1; location rolls 3+4 twice
    const r = closePhase(s, { ...s.units, heli: noRotor }, rules, new RecordingDice(new ScriptedDice([1, 3, 4, 3, 4])));
    expect(r.reports).toEqual([
      expect.objectContaining({ unit: 'heli', crash: expect.objectContaining({ elevation: 1, damage: Math.ceil(heli.tonnage / 10) * 2 }) }),
    ]);
    expect(r.units.heli).toMatchObject({ elevation: 0, immobile: true });
  });
  it('a bot battle with a VTOL plays to its end and its record verifies', () => {
    const { record, state } = botBattleRecord(setup(), [], 'vtol-1');
    expect(state.phase).toBe('over');
    expect(verifyRecord(battleModule, parseRecord(serializeRecord(record)))).toMatchObject({ ok: true });
    // the 'Mech's shots at the helicopter after it flew carry the +1
    expect(serializeRecord(record)).toContain('"target-flying"');
  });
});
