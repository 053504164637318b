import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecordingDice, isRejection, parseHexLabel, scriptedDice } from '@marshal/core';
import {
  type BattleState,
  type Mover,
  battleModule,
  boardAsMap,
  combatRuleset,
  mechMover,
  parseBoard,
  parseOrders,
  plotFace,
  plotTo,
  runOrders,
} from '@marshal/battletech';
import { duelSetup } from '@marshal/battletech/testing';
import { REASON_GROUPS } from './engine-text';
import { type Shown, de, en, englishLeft, literal } from './engine-text.testing';

/**
 * Found walking a battle in German: a click on the board that the engine refused ("no route to 0812 with the 6 MP
 * left") stayed English. Every refusal a move can meet — pointing, running orders, entering terrain, the battle's own
 * checks and the notation — is driven here and must read German.
 */
const BOARD = [
  'size 16 17',
  'hex 0808 0 "woods:1" ""',
  'hex 0909 0 "woods:2" ""',
  'hex 0506 0 "water:3" ""',
  'hex 0510 4 "" ""',
  'hex 0312 0 "impassable:1" ""',
  'hex 0710 1 "" ""',
  'end',
].join('\n');
const map = boardAsMap(parseBoard(BOARD, 'test'));
const at = (hex: string, facing = 0) => ({ hex: parseHexLabel(hex), facing: facing as 0 });
const stop = (mover: Mover, from: string, orders: string, facing = 0): string => {
  const r = runOrders(map, mover, at(from, facing), orders, { exits: true });
  if (!r.stopped) throw new Error(`${orders} from ${from} was not stopped`);
  return r.stopped.reason;
};
const refused = (r: { ok: boolean; reason?: string }): string => {
  if (r.ok || !r.reason) throw new Error('not refused');
  return r.reason;
};
const thrown = (orders: string): string => {
  try {
    parseOrders(orders);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`${orders} was read`);
};
const wheeled: Mover = { ...mechMover(6, 0, 'Scout Car'), maxLevelChange: 1, maxWaterDepth: 0, prohibited: ['woods'] };
const tracked: Mover = { ...mechMover(4, 0, 'Tank'), maxLevelChange: 1, maxWaterDepth: 0, prohibitedFrom: { woods: 2 } };
const rules = combatRuleset(['solaris-vii']).rules;

function battleRefusals(): string[] {
  const setup = battleModule.parseSetup(duelSetup('alternating'));
  let s: BattleState = battleModule.init(setup, rules);
  s = { ...s, phase: 'movement', moveQueue: ['red', 'blue'] };
  const out: string[] = [];
  const reject = (state: BattleState, command: object) => {
    const r = battleModule.resolve(state, command as never, { dice: new RecordingDice(scriptedDice(6, 6, 6, 6)), rules });
    if (!isRejection(r)) throw new Error(`${JSON.stringify(command)} was played`);
    out.push(r.reason);
  };
  reject(s, { type: 'move', unit: 'blue', orders: 'F' });
  reject(s, { type: 'move', unit: 'red', orders: 'F', elevation: 3 });
  reject(s, { type: 'writeOrders', side: 'a', orders: { red: 'F' } });
  const stopped = (state: BattleState, orders: string): string => {
    const r = battleModule.resolve(state, { type: 'move', unit: 'red', orders }, { dice: new RecordingDice(scriptedDice(6, 6, 6, 6)), rules });
    if (isRejection(r)) throw new Error(r.reason);
    const moved = r.find((e) => e.type === 'unitMoved');
    if (!moved || moved.type !== 'unitMoved' || !moved.report.stopped) throw new Error(`${orders} was not stopped`);
    return moved.report.stopped.reason;
  };
  const near = { ...s, positions: { ...s.positions, red: { hex: '0805', facing: 0 as const }, blue: { hex: '0803', facing: 3 as const } } };
  out.push(stopped(near, 'F F'));
  out.push(stopped({ ...near, sideOf: { ...near.sideOf, blue: 'a' } }, 'F Ch'));
  out.push(stopped({ ...near, positions: { ...near.positions, blue: { hex: '0301', facing: 3 as const } } }, 'F Ch'));
  const edge = { ...s, sides: s.sides.map((x) => (x.id === 'a' ? { ...x, exitEdges: ['south' as const] } : x)) as unknown as BattleState['sides'] };
  out.push(stopped({ ...edge, positions: { ...edge.positions, red: { hex: '0801', facing: 0 as const } } }, 'F'));
  out.push(stopped({ ...s, units: { ...s.units, red: { ...s.units.red!, prone: true, pilot: { ...s.units.red!.pilot, conscious: false } } } }, 'F'));
  const simultaneous = battleModule.init(battleModule.parseSetup(duelSetup('simultaneous')), rules);
  reject({ ...simultaneous, phase: 'movement' }, { type: 'move', unit: 'red', orders: 'F' });
  return out;
}

describe('German of every refusal a move can meet', () => {
  it('pointing at the board, running orders, terrain, the battle and the notation all read German', () => {
    const walker = mechMover(4, 0, 'Hunchback HBK-4G');
    const jumper = mechMover(4, 3, 'Jenner JR7-D');
    const ctx = {
      map,
      mover: walker,
      start: at('0815'),
      occupant: (hex: string) => (hex === '0813' ? ('friend' as const) : hex === '0810' ? ('enemy' as const) : undefined),
    };
    const texts: string[] = [
      refused(plotTo(ctx, '', parseHexLabel('0801'))),
      refused(plotTo(ctx, '', parseHexLabel('2099'))),
      refused(plotTo(ctx, '', parseHexLabel('0813'))),
      refused(plotTo(ctx, '', parseHexLabel('0810'))),
      refused(plotTo(ctx, 'F', parseHexLabel('0814'))),
      refused(plotTo(ctx, '8xF', parseHexLabel('0805'))),
      refused(plotTo({ ...ctx, mode: 'jump' }, '', parseHexLabel('0815'))),
      refused(plotTo({ ...ctx, occupant: (hex: string) => (hex === '0814' ? ('enemy' as const) : undefined) }, 'Ch', parseHexLabel('0812'))),
      refused(plotFace(ctx, 'Ch', 2)),
      stop(walker, '0815', '7xF'),
      stop(walker, '0815', 'L L L L L L L'),
      stop(walker, '0815', 'B L L L L L'),
      stop(walker, '0807', '7xF'),
      stop(walker, '0508', '3xF'),
      stop(walker, '0512', 'F F'),
      stop(walker, '0709', 'B'),
      stop(walker, '0313', 'F'),
      stop(walker, '0802', '3xF'),
      stop(walker, '0815', 'B 4xF'),
      stop(walker, '0815', 'J 0812'),
      stop(jumper, '0815', 'J 0811'),
      stop(jumper, '0815', 'J 2099'),
      stop(jumper, '0314', 'J 0312'),
      stop({ ...jumper, maxWaterDepth: 0 }, '0507', 'J 0506'),
      stop(jumper, '0512', 'J 0510'),
      stop(jumper, '0815', 'F J 0813'),
      stop(jumper, '0815', 'J 0813 J 0812'),
      stop(jumper, '0815', 'J 0813 Face 0805'),
      stop(jumper, '0815', 'DFA 0811'),
      stop(wheeled, '0809', 'F'),
      stop(tracked, '0910', 'F'),
      stop(wheeled, '0507', 'F'),
      stop({ ...wheeled, name: undefined }, '0809', 'F'),
      stop(walker, '0815', 'B Ch'),
      thrown('Face'),
      thrown('0xF'),
      thrown('DFA'),
      thrown('J'),
      thrown('J X'),
      thrown('Q'),
      thrown('J 0812 Face Q'),
      ...battleRefusals(),
    ];
    expect(new Set(texts).size).toBe(texts.length);
    const shown = texts.map((t): Shown => [t, REASON_GROUPS]);
    expect(englishLeft(shown, ['Hunchback HBK-4G', 'Jenner JR7-D', 'Scout Car', 'Tank', 'Red', 'Blue', 'red', 'blue', 'Face'])).toEqual([]);
    expect(de('no route to 0812 with the 6 MP left', REASON_GROUPS)).toBe('kein Weg nach 0812 mit den verbleibenden 6 BP');
    expect(de('Scout Car cannot enter heavy woods', REASON_GROUPS)).toBe('Scout Car kann dichten Wald nicht betreten');
  });

  it('each refusal the movement code writes has a template of its own (read from its source), so a new one fails here', () => {
    const files = ['map/plot.ts', 'map/path.ts', 'map/movement-cost.ts', 'battle/movement.ts'];
    const missing: string[] = [];
    let count = 0;
    for (const file of files) {
      const text = readFileSync(resolve(import.meta.dirname, '../../../../packages/battletech/src', file), 'utf8');
      for (const m of text.matchAll(/reason: (?:[^'`?]*\? )?(['`])/gu)) {
        const shape = literal(text, m.index + m[0].length - 1, '§');
        if (!shape) continue;
        count++;
        const variants = shape.includes('§') ? [shape.replace(/§$/u, ''), shape.replace(/§/gu, '1')] : [shape];
        if (!variants.some((v) => en.some((t) => /^(reason|part)\./u.test(t.key) && t.pattern.test(v)))) missing.push(`${file}: ${shape}`);
      }
    }
    expect(count).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });
});
