import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMtf } from '@marshal/catalog';
import { missionBattle } from './to-battle';
import { battleStart, round } from '../test/scripted-battle';

/** Objective placements checked against the real map when a mission is fought digitally (issue 18, item 4). */

const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../data/megamek/mechfiles', path), 'utf8'), path);
const hbk = mtf('mechs/3039u/Hunchback HBK-4G.mtf');
const wvr = mtf('mechs/3039u/Wolverine WVR-6R.mtf');
const units = [
  { entry: { id: 'a1', side: 'attacker' as const }, unit: hbk },
  { entry: { id: 'd1', side: 'defender' as const }, unit: wvr },
];
// 16×17: a lake (depth 2) at 0806, a shallow ford (depth 0 water) at 1006, a hill of level 2 at 0805 with a level-3 crest at 0802.
const board = {
  name: 'test',
  text: ['size 16 17', 'hex 0806 0 "water:2" ""', 'hex 1006 0 "water:0" ""', 'hex 0805 2 "" ""', 'hex 1204 1 "" ""', 'hex 0802 3 "" ""', 'end'].join('\n'),
};
const fight = (mission: string, objectives: object, params: Record<string, number> = {}) =>
  missionBattle({ mission, units, boards: [board], attackerEdge: 'south', objectives: objectives as never, params });
const tokens = (...hexes: string[]) => hexes.map((hex, i) => ({ id: `t${i + 1}`, hex }));

describe('objective placement on the real map', () => {
  it('Sabotage: a token in the map’s water deeper than 0 is refused whatever depth was typed; depth 0 water is fine and recorded', () => {
    expect(() => fight('sabotage', { tokens: [{ id: 't1', hex: '0806', waterDepth: 0 }, ...tokens('0210', '1406', '1012').slice(0, 3)] })).toThrow(
      'field objectives.tokens.0: Objective 1 at 0806 is in water of depth 2 on this map; no water allowed ' +
        '[Mechwarriors of Fortune – The Missions, Sabotage › Set Up]',
    );
    const ok = fight('sabotage', { tokens: tokens('1006', '0210', '1406', '0512') });
    expect(ok.mission.objectives!.tokens!.map((t) => t.waterDepth)).toEqual([0, 0, 0, 0]);
  });
  it('Rapid Recon: tokens at least 4 hexes from every map edge (a number players may change)', () => {
    expect(() => fight('rapid-recon', { tokens: tokens('0505', '1005', '0511', '1311') })).toThrow(
      /objectives\.tokens\.3: Objective 4 at 1311 is 3 hexes from the nearest map edge; at least 4 needed \[Mechwarriors of Fortune/,
    );
    expect(() => fight('rapid-recon', { tokens: tokens('0505', '1005', '0511', '1311') }, { reconMinFromEdge: 3 })).not.toThrow();
  });
  it('Extraction: the objective at least 6 hexes from every edge and not in water', () => {
    expect(() => fight('extraction', { tokens: [], objectiveHex: '0804' })).toThrow(
      /the objective at 0804 is 3 hexes from the nearest map edge; at least 6 needed/,
    );
    expect(() => fight('extraction', { tokens: [], objectiveHex: '0808' })).not.toThrow();
    expect(() => fight('extraction', { tokens: [], objectiveHex: '0806' }, { extractionMinFromEdge: 5 })).toThrow(
      /objectives\.objectiveHex: the objective at 0806 is in water of depth 2/,
    );
  });
  it('Take the Position: the objective hex in the far half and at least as high as every hex within 6', () => {
    expect(() => fight('take-the-position', { tokens: [], objectiveHex: '0812' })).toThrow(
      /0812 is 5 rows from the attacker's edge, in his half of the map \(17 rows\); the objective goes in the far half/,
    );
    expect(() => fight('take-the-position', { tokens: [], objectiveHex: '0805' })).toThrow(
      /0805 \(level 2\) is not a high point: 0802, within 6 hexes, is at level 3 \[Mechwarriors of Fortune – The Missions, Take the Position › Set Up\]/,
    );
    expect(() => fight('take-the-position', { tokens: [], objectiveHex: '0802' })).not.toThrow();
  });
  it('a token off the map is refused naming it; tokens too close together are still refused by the tracker', () => {
    expect(() => fight('sabotage', { tokens: tokens('2005', '0210', '1406', '0512') })).toThrow(/field objectives.tokens.0: 2005 is not on this 16×17-hex map/);
  });
});

describe('Sundry 1 in a digital battle: the defender may not enter an objective hex', () => {
  it('closes every token hex to the defender (not the attacker), and the battle stops a defender before it; Extraction’s carried objective is exempt', () => {
    const placed = [
      { entry: { id: 'a1', side: 'attacker' as const, hex: '0417', facing: 0 }, unit: hbk },
      { entry: { id: 'd1', side: 'defender' as const, hex: '0903', facing: 3 }, unit: wvr },
    ];
    const mb = missionBattle({
      mission: 'sabotage',
      units: placed,
      boards: [board],
      attackerEdge: 'south',
      objectives: { tokens: tokens('0905', '0210', '1410', '0414') },
    });
    const [attacker, defender] = mb.battle.sides;
    expect(attacker!.closedHexes).toBeUndefined();
    expect(defender!.closedHexes!.map((c) => c.hex)).toEqual(['0905', '0210', '1410', '0414']);
    expect(defender!.closedHexes![0]!.reason).toBe(
      'it holds an objective, which the defender may not enter [Mechwarriors of Fortune – The Missions, Sundry — rule 1]',
    );
    const after = round(battleStart(mb.battle), { orders: { d1: 'F F F' } });
    expect(after.positions.d1!.hex).toBe('0904');
    const extraction = missionBattle({
      mission: 'extraction',
      units,
      boards: [board],
      attackerEdge: 'south',
      objectives: { tokens: [], objectiveHex: '0808' },
    });
    expect(extraction.battle.sides[1]!.closedHexes).toBeUndefined();
  });
});
