import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '@marshal/core';
import { entryCost, mechMover } from './movement-cost';
import { parseOrders } from './notation';
import { runOrders } from './path';
import { MOTIVE_TABLE, motiveType, vehicleMover } from './vehicle-movers';
import { testMap } from './test-boards';

const at = (label: string, facing: 0 | 1 | 2 | 3 | 4 | 5 = 0) => ({ hex: parseHexLabel(label), facing });
const mover = mechMover(4, 3, 'Test Mech'); // walk 4, run 6, jump 3

describe('seed 003 §1.2 worked example', () => {
  it("a level 0 'Mech in front of a level 2 hill writes F then R: one hex forward, two levels up, one turn = 4 MP", () => {
    const map = testMap(['0504 2']);
    for (const orders of ['F R', '1xF 1xR']) {
      const r = runOrders(map, mover, at('0505'), orders);
      expect(r.stopped).toBeUndefined();
      expect(r.mpUsed).toBe(4);
      expect(r.steps.map((s) => [s.order, s.hex, s.mp])).toEqual([
        [orders.split(' ')[0], '0504', 3],
        [orders.split(' ')[1], '0504', 1],
      ]);
      expect(r.steps[0]!.items).toEqual([
        { label: 'enter hex', mp: 1 },
        { label: 'up 2 levels', mp: 2 },
      ]);
      expect(r.end).toEqual({ hex: '0504', facing: 1 });
      expect(r.mode).toBe('walk');
    }
  });
  it('a jump to a hex with a facing: J 2610, Face 2609', () => {
    const map = testMap([], 32, 17);
    const r = runOrders(map, mover, at('2612', 3), 'J 2610, Face 2609');
    expect(r).toMatchObject({ mpUsed: 2, hexesMoved: 2, mode: 'jump', end: { hex: '2610', facing: 0 } });
    expect(r.targetModifiers.map((m) => `${m.id}:${m.value}`)).toEqual(['target-movement:0', 'target-jumped:1']);
    expect(r.attackerModifier).toMatchObject({ id: 'attacker-movement', value: 3 });
  });
});

describe('movement costs (Total Warfare)', () => {
  const map = testMap([
    '0504 0 rough:1',
    '0503 0 woods:1',
    '0502 0 woods:2',
    '0604 0 water:1',
    '0605 0 water:2',
    '0404 3',
    '0406 0 impassable:1',
    '0506 0 building:2;bldg_elev:2;bldg_cf:40',
  ]);
  const cost = (from: string, to: string) => entryCost(map, parseHexLabel(from), parseHexLabel(to), mover);
  it('clear 1, rough +1, light woods +1, heavy woods +2, water depth 1 +1, depth 2+ +3, buildings by type', () => {
    expect([cost('0505', '0405'), cost('0505', '0504'), cost('0504', '0503'), cost('0503', '0502')].map((c) => c.ok && c.mp)).toEqual([1, 2, 2, 3]);
    expect(cost('0505', '0604')).toMatchObject({ ok: true, mp: 2, water: true });
    expect(cost('0505', '0605')).toMatchObject({ ok: true, mp: 4 });
    expect(cost('0505', '0506')).toMatchObject({ ok: true, mp: 3 });
  });
  it("more than two levels in one hex is impossible for a 'Mech; impassable hexes and the map edge stop movement", () => {
    expect(cost('0405', '0404')).toEqual({ ok: false, reason: 'a change of 3 levels in one hex (at most 2)' });
    expect(cost('0405', '0406')).toEqual({ ok: false, reason: 'the hex is impassable' });
    expect(entryCost(map, parseHexLabel('0101'), { col: 0, row: -1 }, mover)).toEqual({ ok: false, reason: 'the hex is off the map' });
  });
  it('a road connected through its exits costs 1 whatever the terrain', () => {
    const road = testMap(['0505 0 road:1:9', '0504 0 woods:2;road:1:9', '0503 0 woods:2']);
    expect(entryCost(road, parseHexLabel('0505'), parseHexLabel('0504'), mover)).toMatchObject({ ok: true, mp: 1 });
    expect(entryCost(road, parseHexLabel('0504'), parseHexLabel('0503'), mover)).toMatchObject({ ok: true, mp: 3 });
  });
});

describe('running orders', () => {
  const map = testMap(['0502 0 woods:2', '0606 0 water:1', '0404 3']);
  it('walk, run and the resulting modifiers', () => {
    const walk = runOrders(map, mover, at('0510'), '3xF');
    expect(walk).toMatchObject({ mpUsed: 3, hexesMoved: 3, mode: 'walk', end: { hex: '0507', facing: 0 } });
    expect(walk.targetModifiers.map((m) => m.value)).toEqual([1]);
    expect(walk.attackerModifier.value).toBe(1);
    const run = runOrders(map, mover, at('0512'), '6xF');
    expect(run).toMatchObject({ mpUsed: 6, hexesMoved: 6, mode: 'run' });
    expect(run.targetModifiers.map((m) => m.value)).toEqual([2]);
    expect(run.attackerModifier).toMatchObject({ value: 2, label: 'attacker ran' });
    expect(runOrders(map, mover, at('0505'), '').mode).toBe('stand');
  });
  it('stops at the first impossible step with the reason and keeps the steps before it', () => {
    const r = runOrders(testMap(['0502 0 woods:2', '0501 0 rough:1']), mover, at('0505'), 'F F F F');
    expect(r.stopped).toEqual({ index: 4, order: 'F', reason: 'moving into 0501 needs 7 MP in all; only 6 available' });
    expect(r).toMatchObject({ mpUsed: 5, hexesMoved: 3, end: { hex: '0502', facing: 0 } });
    expect(r.steps.map((s) => s.total)).toEqual([1, 2, 5]);
    const over = runOrders(map, mover, at('0510'), '7xF');
    expect(over.stopped).toEqual({ index: 1, order: '7xF', reason: 'moving into 0503 needs 7 MP in all; only 6 available' });
    expect(over).toMatchObject({ mpUsed: 6, end: { hex: '0504' } });
  });
  it('turning costs MP too and stops when none is left', () => {
    const r = runOrders(testMap([]), mover, at('0510'), '6xF R');
    expect(r.stopped).toEqual({ index: 2, order: 'R', reason: 'turning needs 7 MP in all; only 6 available' });
    expect(runOrders(testMap([]), mover, at('0510'), 'B 3xF R').stopped?.reason).toBe(
      'turning needs 5 MP in all; only 4 available (walking only after moving backward or into water)',
    );
  });
  it('a climb of three levels stops the move there', () => {
    const r = runOrders(map, mover, at('0405'), 'F R');
    expect(r.stopped).toEqual({ index: 1, order: 'F', reason: 'cannot move forward into 0404: a change of 3 levels in one hex (at most 2)' });
    expect(r.mpUsed).toBe(0);
  });
  it('moving backward or into water forbids running', () => {
    const back = runOrders(map, mover, at('0505'), 'B B B B B');
    expect(back.stopped).toEqual({
      index: 5,
      order: 'B',
      reason: 'moving into 0510 needs 5 MP but a unit that moved backward or into water may only walk (4 MP)',
    });
    expect(back.end.hex).toBe('0509');
    expect(runOrders(map, mover, at('0605', 3), 'F F F F F').stopped?.reason).toMatch(/may only walk/);
  });
  it('prohibited terrain stops the move: impassable hexes, and what a unit declares it cannot enter', () => {
    const m = testMap(['0504 0 impassable:1', '0604 0 woods:1', '0605 0 water:1']);
    expect(runOrders(m, mover, at('0505'), 'F').stopped?.reason).toBe('cannot move forward into 0504: the hex is impassable');
    const tank = { ...mechMover(5, 0, 'Wheeled APC'), maxLevelChange: 1, mpPerLevel: 2, maxWaterDepth: 0, prohibited: ['woods'] };
    expect(runOrders(m, tank, at('0505', 1), 'F').stopped?.reason).toBe('cannot move forward into 0604: Wheeled APC cannot enter woods');
    expect(runOrders(m, tank, at('0505', 2), 'F').stopped?.reason).toBe('cannot move forward into 0605: Wheeled APC cannot enter water of depth 1');
    expect(runOrders(testMap(['0504 1']), tank, at('0505'), 'F')).toMatchObject({
      mpUsed: 3,
      steps: [
        {
          items: [
            { label: 'enter hex', mp: 1 },
            { label: 'up 1 level', mp: 2 },
          ],
        },
      ],
    });
  });
  it('running off the map stops with the reason', () => {
    expect(runOrders(map, mover, at('0102'), 'F F').stopped).toEqual({ index: 2, order: 'F', reason: 'cannot move forward into 0100: the hex is off the map' });
  });
  it('jumps: too far, too high, or mixed with walking are refused', () => {
    expect(runOrders(map, mover, at('0510'), 'J 0505').stopped?.reason).toBe('cannot jump to 0505: 5 hexes away, jump MP 3');
    expect(runOrders(map, mechMover(4, 2), at('0406'), 'J 0404').stopped?.reason).toBe('cannot jump to 0404: it is 3 levels higher, more than jump MP 2');
    expect(runOrders(map, mover, at('0510'), 'F J 0507').stopped?.reason).toBe('a jump cannot follow walking or running in the same turn');
    expect(runOrders(map, mover, at('0510'), 'J 0508 Face 0808').stopped?.reason).toBe('cannot face 0808: it is not next to 0508');
    expect(runOrders(map, mover, at('0510'), 'J 0508 Face SE').end).toEqual({ hex: '0508', facing: 2 });
  });
});

describe('parseOrders', () => {
  it('reads F, B, L, R, counts and jumps, case-insensitively', () => {
    expect(parseOrders('f 2xF l, R b').map((o) => o.kind)).toEqual(['forward', 'forward', 'forward', 'left', 'right', 'backward']);
    expect(parseOrders('J 2610, Face 2609')).toEqual([{ kind: 'jump', to: { col: 25, row: 9 }, face: { col: 25, row: 8 }, token: 'J 2610', index: 1 }]);
    expect(parseOrders('J2610 Face2609')).toEqual(parseOrders('J 2610, Face 2609'));
  });
  it('names the token it cannot read', () => {
    expect(() => parseOrders('F F X R')).toThrow('order 3 "X" is not a movement order (F, B, L, R, 3xF, J 2610, Face 2609, Ch, DFA 2610)');
    expect(() => parseOrders('F J')).toThrow(/order 2 "J": a jump needs the landing hex/);
    expect(() => parseOrders('J 26A0')).toThrow(/order 2 "26A0": a jump lands on a hex label/);
    expect(() => parseOrders('J 2610 Face up')).toThrow(/not "up"/);
  });
});

describe('leaving the map (battle loop, `exits`)', () => {
  it('a step off an edge hex leaves by that edge for 1 MP; later orders are not carried out; without `exits` it stops', () => {
    const map = testMap([], 16, 17);
    const r = runOrders(map, mover, at('0802'), 'F F R', { exits: true });
    expect(r.exited).toEqual({ index: 2, order: 'F', edge: 'north' });
    expect(r.end.hex).toBe('0801');
    expect(r.mpUsed).toBe(2);
    expect(r.steps[1]!.items).toEqual([{ label: 'leave the map by the north edge', mp: 1 }]);
    expect(r.stopped).toMatchObject({ index: 3, reason: 'the unit has left the map by the north edge' });
    expect(runOrders(map, mover, at('0802'), 'F F').stopped?.reason).toMatch(/off the map/);
    expect(runOrders(map, mover, at('0108', 3), 'R F', { exits: true }).exited?.edge).toBe('west');
    expect(runOrders(map, mover, at('1608', 3), 'L F', { exits: true }).exited?.edge).toBe('east');
    expect(runOrders(map, mover, at('0816', 3), 'F F', { exits: true }).exited?.edge).toBe('south');
  });
  it('leaving needs the MP: backing off the map is walking only', () => {
    const map = testMap([], 16, 17);
    const slow = mechMover(2, 0, 'Slow');
    expect(runOrders(map, slow, at('0803', 3), 'B B B', { exits: true }).stopped?.reason).toMatch(/needs 3 MP in all; only 2 available/);
    expect(runOrders(map, slow, at('0803'), 'F F F', { exits: true }).exited?.edge).toBe('north');
  });
});

describe('vehicle movers (motive table)', () => {
  const m = testMap(['0504 0 water:2', '0604 0 woods:1', '0605 0 woods:2', '0506 0 mud:1']);
  it('a hovercraft skims deep water and mud for 1 MP (and may still flank); woods stop it', () => {
    const hover = vehicleMover('hover', 6, 'Hover');
    expect(runOrders(m, hover, at('0505'), 'F')).toMatchObject({ mpUsed: 1, steps: [{ hex: '0504', items: [{ label: 'enter hex', mp: 1 }] }] });
    expect(runOrders(m, hover, at('0505', 3), 'F').steps[0]!.items).toEqual([{ label: 'enter hex', mp: 1 }]);
    expect(runOrders(m, hover, at('0505', 1), 'F').stopped?.reason).toBe('cannot move forward into 0604: Hover cannot enter woods');
  });
  it('a tracked vehicle enters light woods (+1) but not heavy woods or water; one level a hex at 2 MP', () => {
    const tank = vehicleMover('tracked', 4, 'Tank');
    expect(runOrders(m, tank, at('0505', 1), 'F').mpUsed).toBe(2);
    expect(runOrders(m, tank, at('0505', 2), 'F').stopped?.reason).toBe('cannot move forward into 0605: Tank cannot enter heavy woods');
    expect(runOrders(m, tank, at('0505'), 'F').stopped?.reason).toBe('cannot move forward into 0504: Tank cannot enter water of depth 2');
    expect(runOrders(testMap(['0504 1']), tank, at('0505'), 'F').steps[0]!.items).toContainEqual({ label: 'up 1 level', mp: 2 });
    expect(runOrders(testMap(['0504 2']), tank, at('0505'), 'F').stopped?.reason).toBe(
      'cannot move forward into 0504: a change of 2 levels in one hex (at most 1)',
    );
  });
  it('a VTOL flies over anything for 1 MP a hex; motive types come from the catalog movement mode', () => {
    const vtol = vehicleMover('vtol', 8, 'Copter');
    expect(runOrders(m, vtol, at('0505', 2), 'F F').mpUsed).toBe(2);
    expect([motiveType('Wheeled'), motiveType('tracked'), motiveType('Hover'), motiveType('VTOL'), motiveType('biped')]).toEqual([
      'wheeled',
      'tracked',
      'hover',
      'vtol',
      null,
    ]);
    expect(MOTIVE_TABLE.wheeled.source.kind).toBe('book');
  });
});
