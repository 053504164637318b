import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRollLogModule } from '../modules/roll-log';
import { TableRegistry, defineRollTable } from '../tables/roll-table';
import { bookSource } from '../source';
import { PhysicalDice, SeededDice } from '../dice/sources';
import { playCommand, startGame, verifyRecord, type LiveGame } from './game';
import { parseRecord, revealSeed, serializeRecord } from './record';

const tables = new TableRegistry([
  defineRollTable({
    id: 'coin',
    title: 'Coin',
    source: bookSource('Test'),
    roll: '1d6',
    rows: [
      { on: [1, 3], label: 'heads', result: 'H' },
      { on: [4, 6], label: 'tails', result: 'T' },
    ],
  }),
]);
const mod = createRollLogModule(tables);
const src = bookSource('Total Warfare', { page: 113 });
const commands = [
  { type: 'rollDice', notation: '2d6', purpose: 'initiative' },
  { type: 'rollCheck', id: 'psr', label: 'Piloting roll', modifiers: [{ id: 'piloting', label: 'Piloting', value: 5, source: src }] },
  { type: 'rollTable', table: 'coin' },
];

function play(seed: string): LiveGame {
  const dice = SeededDice.fromSeed(seed);
  let game = startGame(mod, { setup: { title: 'test' }, dice: { kind: 'seeded', seed } });
  for (const c of commands) {
    const r = playCommand(game, c, dice);
    if (!r.ok) throw new Error(r.rejection.reason);
    game = r.game;
  }
  return { ...game, record: revealSeed(game.record, seed) };
}

describe('records', () => {
  it('a genuine record verifies, dice regenerated from the revealed seed', () => {
    const text = serializeRecord(play('s1').record);
    const report = verifyRecord(mod, parseRecord(text));
    expect(report).toMatchObject({ ok: true, entries: 3, diceVerified: true });
  });
  it('same seed and commands give the same bytes', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => serializeRecord(play(seed).record) === serializeRecord(play(seed).record)),
      { numRuns: 20 },
    );
  });
  it('a tampered die face is caught on its line', () => {
    const lines = serializeRecord(play('s2').record).split('\n');
    const entry = JSON.parse(lines[1]!);
    entry.rolls[0].faces[0] = entry.rolls[0].faces[0] === 6 ? 5 : 6;
    lines[1] = JSON.stringify(entry);
    const report = verifyRecord(mod, parseRecord(lines.join('\n')));
    expect(report.ok).toBe(false);
    expect(report.divergence).toMatchObject({ line: 2, seq: 1, what: 'rolls' });
  });
  it('a divergence names the module version the record was made with when it differs', () => {
    const lines = serializeRecord(play('s3').record).split('\n');
    const entry = JSON.parse(lines[1]!);
    entry.rolls[0].faces[0] = entry.rolls[0].faces[0] === 6 ? 5 : 6;
    lines[1] = JSON.stringify(entry);
    const newer = { ...mod, version: `${mod.version}-next` };
    const report = verifyRecord(newer, parseRecord(lines.join('\n')));
    expect(report.divergence?.message).toContain(`made with version ${mod.version} of ${mod.id}; this is version ${mod.version}-next`);
    expect(verifyRecord(mod, parseRecord(lines.join('\n'))).divergence?.message).not.toContain('made with version');
  });
  it('a tampered event is caught even when dice are trusted', () => {
    const physical = new PhysicalDice([[6, 6], [1, 2], [4]]);
    let game = startGame(mod, { setup: { title: 't' }, dice: { kind: 'physical' } });
    for (const c of commands) {
      const r = playCommand(game, c, physical);
      if (!r.ok) throw new Error();
      game = r.game;
    }
    const text = serializeRecord(game.record).replace('"row":"tails"', '"row":"heads"');
    const report = verifyRecord(mod, parseRecord(text));
    expect(report.divergence).toMatchObject({ line: 4, seq: 3, what: 'events' });
    expect(verifyRecord(mod, parseRecord(serializeRecord(game.record)))).toMatchObject({ ok: true, diceVerified: false });
  });
  it('a tampered hash or a wrong seed is caught', () => {
    const good = serializeRecord(play('s3').record);
    const lines = good.split('\n');
    const e = JSON.parse(lines[2]!);
    e.hash = '0'.repeat(64);
    lines[2] = JSON.stringify(e);
    expect(verifyRecord(mod, parseRecord(lines.join('\n'))).divergence).toMatchObject({ line: 3, what: 'hash' });
    expect(() => revealSeed(startGame(mod, { setup: { title: 't' }, dice: { kind: 'seeded', seed: 'a' } }).record, 'b')).toThrow(
      'does not match the commitment',
    );
  });
  it("a sender's command id is kept on its entry and sealed by the running hash; records without ids hash as before", () => {
    const start = startGame(mod, { setup: { title: 'ids' }, dice: { kind: 'physical' } });
    const named = playCommand(start, commands[0], new PhysicalDice([[3, 4]]), { commandId: 'phone-0001' });
    const plain = playCommand(start, commands[0], new PhysicalDice([[3, 4]]));
    if (!named.ok || !plain.ok) throw new Error('rejected');
    const [withId] = named.game.record.entries;
    const [withoutId] = plain.game.record.entries;
    expect(withId).toMatchObject({ seq: 1, commandId: 'phone-0001' });
    expect(withoutId).not.toHaveProperty('commandId');
    expect(withId!.hash).not.toBe(withoutId!.hash);
    const text = serializeRecord(named.game.record);
    expect(verifyRecord(mod, parseRecord(text))).toMatchObject({ ok: true, entries: 1 });
    const tampered = text.replace('phone-0001', 'phone-0002');
    expect(verifyRecord(mod, parseRecord(tampered)).divergence).toMatchObject({ line: 2, what: 'hash' });
  });
  it('malformed records name the line and field', () => {
    const lines = serializeRecord(play('s4').record).split('\n');
    expect(() => parseRecord([lines[0], '{oops', ...lines.slice(2)].join('\n'), 'game.jsonl')).toThrow(/^game\.jsonl:2: not valid JSON/);
    const e = JSON.parse(lines[2]!);
    e.rolls[0].faces = 'x';
    expect(() => parseRecord([lines[0], lines[1], JSON.stringify(e)].join('\n'), 'g')).toThrow(/^g:3, field rolls\.0\.faces: /);
  });
  it('rejected commands change nothing and are not recorded', () => {
    const game = startGame(mod, { setup: { title: 't' }, dice: { kind: 'scripted' } });
    const r = playCommand(game, { type: 'rollTable', table: 'nope' }, new PhysicalDice());
    expect(r.ok).toBe(false);
    expect(game.record.entries).toHaveLength(0);
  });
});
