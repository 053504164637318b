import { describe, expect, it } from 'vitest';
import { forcedWithdrawal } from './forced-withdrawal';
import { DEFAULT_BOARD_SIZE_TABLE, parseBoardSizeTable, sheetLayout, suggestBoardSize } from './board-size';
import { checkUnitCap } from './unit-cap';
import { mech } from '../../test/builders';

describe('forced withdrawal (seed 000)', () => {
  const m = mech('m', 'attacker');
  it("a 'Mech meets it when two of head, legs and front torsos lose all armour", () => {
    expect(forcedWithdrawal(m, { armourStripped: ['HD'], destroyed: [] }).meets).toBe(false);
    const v = forcedWithdrawal(m, { armourStripped: ['HD', 'LL'], destroyed: [] });
    expect(v.meets).toBe(true);
    expect(v.reasons[0]!.source).toMatchObject({ kind: 'seed', seed: '000', section: 'Forced Withdrawal' });
  });
  it('arms and rear armour do not count; a destroyed leg or torso does', () => {
    expect(forcedWithdrawal(m, { armourStripped: ['LA', 'RA', 'RTC'], destroyed: ['LA'] }).meets).toBe(false);
    expect(forcedWithdrawal(m, { armourStripped: [], destroyed: ['RT'] }).meets).toBe(true);
    expect(forcedWithdrawal(m, { armourStripped: [], destroyed: ['RL'] }).meets).toBe(true);
  });
  it('a vehicle meets it with one location stripped or more than half its mobility gone', () => {
    const v = mech('v', 'attacker', { withdrawalTest: 'vehicle', walkMp: 6 });
    expect(forcedWithdrawal(v, { armourStripped: ['Front'], destroyed: [] }).meets).toBe(true);
    expect(forcedWithdrawal(v, { armourStripped: [], destroyed: [], walkMp: 3 }).meets).toBe(false);
    expect(forcedWithdrawal(v, { armourStripped: [], destroyed: [], walkMp: 2 }).meets).toBe(true);
  });
  it('infantry and battle armour meet it below half strength', () => {
    const ba = mech('ba', 'attacker', { withdrawalTest: 'squad', strength: 5 });
    expect(forcedWithdrawal(ba, { armourStripped: [], destroyed: [], strength: 3 }).meets).toBe(false);
    expect(forcedWithdrawal(ba, { armourStripped: [], destroyed: [], strength: 2 }).meets).toBe(true);
  });
});

describe('mission set-up rules', () => {
  it('caps a side at 12 units unless both agree', () => {
    const units = Array.from({ length: 13 }, (_, i) => mech(`a${i}`, 'attacker'));
    expect(checkUnitCap(units, false)[0]!.message).toBe('the attacker fields 13 units; at most 12 are allowed unless both players agree');
    expect(checkUnitCap(units, true)).toEqual([]);
  });
  it('suggests sheets from counted units only, with a labelled default table', () => {
    const units = [...Array.from({ length: 6 }, (_, i) => mech(`a${i}`, 'attacker')), mech('inf', 'defender', { countsForBoardSize: false })];
    const s = suggestBoardSize(units);
    expect(s.countedUnits).toBe(6);
    expect(s.sheets).toBe(2);
    expect(DEFAULT_BOARD_SIZE_TABLE.source.kind).toBe('default');
  });
  it('lays out 2–3 sheets long edge to long edge, 4 as 2×2, 6 as 2×3', () => {
    expect(sheetLayout(3)).toMatchObject({ columns: 3, rows: 1 });
    expect(sheetLayout(4)).toMatchObject({ columns: 2, rows: 2 });
    expect(sheetLayout(6)).toMatchObject({ columns: 3, rows: 2 });
    expect(sheetLayout(5).source.kind).toBe('default');
    expect(() => sheetLayout(7)).toThrow('the defender may choose 1 to 6 sheets, not 7');
  });
  it('accepts a replacement table as data and names the bad field', () => {
    expect(parseBoardSizeTable({ id: 'club', rows: [{ units: [0, 99], sheets: 2 }] }).rows[0]!.sheets).toBe(2);
    expect(() => parseBoardSizeTable({ id: 'club', rows: [{ units: [1, 99], sheets: 2 }] })).toThrow(/rows\.0\.units/);
    expect(() => parseBoardSizeTable({ id: 'club', rows: [{ units: [0, 99], sheets: 9 }] })).toThrow(/rows\.0\.sheets/);
  });
});
