import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRollLogModule } from '../modules/roll-log';
import { TableRegistry } from '../tables/roll-table';
import { PhysicalDice, SeededDice } from '../dice/sources';
import { type LiveGame, playCommand, startGame, verifyRecord } from './game';
import { lastHash, parseRecord, revealSeed, serializeRecord } from './record';

const mod = createRollLogModule(new TableRegistry([]));
const roll = (i: number) => ({ type: 'rollDice', notation: '2d6', purpose: `roll ${i}` });

function played(seed: string, n: number): LiveGame {
  const dice = SeededDice.fromSeed(seed);
  let game = startGame(mod, { setup: { title: 'length' }, dice: { kind: 'seeded', seed } });
  for (let i = 1; i <= n; i++) {
    const r = playCommand(game, roll(i), dice);
    if (!r.ok) throw new Error(r.rejection.reason);
    game = r.game;
  }
  return game;
}

const revealed = (seed: string, n: number) => serializeRecord(revealSeed(played(seed, n).record, seed));
const lines = (text: string) => text.trimEnd().split('\n');
const verifyText = (text: string) => verifyRecord(mod, parseRecord(text));

describe('records that cannot be shortened', () => {
  it('the reveal commits to the entry count and the final running hash', () => {
    const game = played('len-1', 15);
    const closed = revealSeed(game.record, 'len-1');
    expect(closed.reveal).toEqual({ seed: 'len-1', entries: 15, hash: lastHash(game.record) });
    expect(verifyText(serializeRecord(closed))).toMatchObject({ ok: true, status: 'genuine', unchecked: [], entries: 15, diceVerified: true });
  });

  it('a record cut short under its reveal is refused, naming where it ends and what the reveal says', () => {
    const all = lines(revealed('len-2', 15));
    const cut = [...all.slice(0, 13), all.at(-1)!].join('\n');
    const report = verifyText(cut);
    expect(report).toMatchObject({ ok: false, status: 'cut-short', diceVerified: true });
    expect(report.divergence).toMatchObject({ line: 14, seq: null, what: 'length', expected: 15, actual: 12 });
    expect(report.divergence!.message).toBe('the record ends at entry 12 but its reveal says 15 entries: it has been cut short');
    const headerOnly = verifyText([all[0], all.at(-1)].join('\n'));
    expect(headerOnly).toMatchObject({ ok: false, status: 'cut-short' });
    expect(headerOnly.divergence!.message).toContain('ends at entry 0 but its reveal says 15 entries');
  });

  it('a record whose reveal was removed is unfinished with unverified dice, never genuine, and says which checks were not made', () => {
    const all = lines(revealed('len-3', 6));
    for (const keep of [7, 4, 1]) {
      const report = verifyText(all.slice(0, keep).join('\n'));
      expect(report).toMatchObject({ ok: true, status: 'unfinished', diceVerified: false, entries: keep - 1 });
      expect(report.summary).toMatch(/^unfinished: no reveal: .*cut short/);
      expect(report.unchecked).toHaveLength(2);
      expect(report.unchecked.join(' ')).toMatch(/dice: the seed is not revealed.*length: there is no reveal/);
    }
  });

  it('a reveal that claims fewer entries, or another final hash, diverges', () => {
    const all = lines(revealed('len-4', 5));
    const reveal = JSON.parse(all.at(-1)!);
    const fewer = verifyText([...all.slice(0, -1), JSON.stringify({ reveal: { ...reveal.reveal, entries: 4 } })].join('\n'));
    expect(fewer).toMatchObject({
      ok: false,
      status: 'diverged',
      divergence: { line: 7, what: 'length', message: 'the record has 5 entries but its reveal says 4 entries' },
    });
    const otherHash = verifyText([...all.slice(0, -1), JSON.stringify({ reveal: { ...reveal.reveal, hash: 'a'.repeat(64) } })].join('\n'));
    expect(otherHash).toMatchObject({ ok: false, status: 'diverged', divergence: { line: 7, what: 'hash' } });
    expect(() => parseRecord([...all.slice(0, -1), JSON.stringify({ reveal: { seed: 'len-4', entries: 5 } })].join('\n'), 'r')).toThrow(
      /^r:7, field reveal: a reveal gives both/,
    );
  });

  it('a reveal made before the count commitment still replays, with its length said to be unchecked', () => {
    const all = lines(revealed('len-5', 5));
    const report = verifyText([...all.slice(0, -1), JSON.stringify({ reveal: { seed: 'len-5' } })].join('\n'));
    expect(report).toMatchObject({ ok: true, status: 'uncounted', diceVerified: true, entries: 5 });
    expect(report.summary).toContain('made before count commitment');
  });

  it('dice rolled at the table are consistent at best, never genuine, and cannot carry a reveal', () => {
    let game = startGame(mod, { setup: { title: 'table' }, dice: { kind: 'physical' } });
    const r = playCommand(game, roll(1), new PhysicalDice([[3, 4]]));
    if (!r.ok) throw new Error();
    game = r.game;
    const report = verifyText(serializeRecord(game.record));
    expect(report).toMatchObject({ ok: true, status: 'unverified-dice', diceVerified: false });
    expect(report.unchecked.join(' ')).toMatch(/rolled at the table/);
    const withReveal = serializeRecord(game.record) + JSON.stringify({ reveal: { seed: 'x' } });
    expect(verifyText(withReveal)).toMatchObject({ ok: false, divergence: { what: 'seed' } });
  });

  it('no cut of a revealed record, at any line or any character, verifies as genuine', () => {
    const text = revealed('len-6', 8);
    const all = lines(text);
    for (let keep = 1; keep < all.length; keep++) {
      expect(verifyText(all.slice(0, keep).join('\n')).status).not.toBe('genuine');
      if (keep < all.length - 1) expect(verifyText([...all.slice(0, keep), all.at(-1)].join('\n')).status).toBe('cut-short');
    }
    const content = text.trimEnd();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: content.length - 1 }), fc.boolean(), (cut, keepReveal) => {
        const shortened = content.slice(0, cut) + (keepReveal ? `\n${all.at(-1)}` : '');
        // Cutting exactly before the reveal (or its line break) and putting the reveal back is the whole record
        // again, at most with a blank line, which the reader skips: not a cut.
        if (shortened.replace(/\n+/g, '\n') === content) return true;
        try {
          return verifyText(shortened).status !== 'genuine';
        } catch {
          return true;
        }
      }),
      { numRuns: 300 },
    );
  });
});
