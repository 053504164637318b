import { describe, expect, it } from 'vitest';
import { TableRegistry, defineRollTable, lookupRow, rollOnTable } from './roll-table';
import { bookSource, defaultSource } from '../source';
import { RecordingDice } from '../dice/dice';
import { scriptedDice } from '../dice/sources';

const source = bookSource('Total Warfare', { table: 'Punch Location' });
const punch = defineRollTable({
  id: 'punch-location',
  title: 'Punch location',
  source,
  roll: '1d6',
  rows: [
    { on: [1, 1], label: 'Left torso', result: 'LT' },
    { on: 2, label: 'Left torso', result: 'LT' },
    { on: 3, label: 'Centre torso', result: 'CT' },
    { on: 4, label: 'Right torso', result: 'RT' },
    { on: 5, label: 'Right arm', result: 'RA' },
    { on: 6, label: 'Head', result: 'HD' },
  ],
});

describe('roll tables', () => {
  it('looks up rows by total and rolls with a purpose', () => {
    expect(lookupRow(punch, 6).result).toBe('HD');
    const r = rollOnTable(punch, new RecordingDice(scriptedDice(3)), 'punch location');
    expect(r.row.result).toBe('CT');
    expect(r.roll.purpose).toBe('punch location');
  });
  it('refuses gaps, overlaps and rows outside the range when defined', () => {
    const base = { id: 't', title: 't', source, roll: '1d6' };
    expect(() => defineRollTable({ ...base, rows: [{ on: [1, 5], label: 'a', result: 1 }] })).toThrow('table t: total 6 is not covered by any row');
    expect(() =>
      defineRollTable({
        ...base,
        rows: [
          { on: [1, 4], label: 'a', result: 1 },
          { on: [4, 6], label: 'b', result: 2 },
        ],
      }),
    ).toThrow('total 4 is covered twice, by "a" and "b"');
    expect(() => defineRollTable({ ...base, rows: [{ on: [0, 6], label: 'a', result: 1 }] })).toThrow(/outside the table's range/);
  });
  it('clamps modified totals when the table says so', () => {
    const landing = defineRollTable({
      id: 'landing',
      title: 'Landing',
      source: defaultSource('landing table', 'test'),
      roll: '2d6',
      range: [2, 12],
      outside: 'clamp',
      rows: [
        { on: [2, 6], label: 'hot', result: 'hot' },
        { on: [7, 12], label: 'cold', result: 'cold' },
      ],
    });
    expect(rollOnTable(landing, new RecordingDice(scriptedDice(1, 1)), 'landing', -3).row.result).toBe('hot');
    expect(rollOnTable(landing, new RecordingDice(scriptedDice(6, 6)), 'landing', 3).total).toBe(15);
    expect(() => lookupRow(punch, 7)).toThrow(/outside 1–6/);
  });
  it('a registry refuses duplicate ids and names the known ones', () => {
    const reg = new TableRegistry([punch]);
    expect(() => reg.add(punch)).toThrow('defined twice');
    expect(() => reg.get('kick')).toThrow('no table "kick"; known: punch-location');
  });
});
