import { describe, expect, it } from 'vitest';
import { MarshalError } from '@marshal/core';
import { composeMap, parseBoard, parseLayout } from '@marshal/battletech';
import { addForceGeneratorYear, parseBlk, parseMtf } from '@marshal/catalog';
import { parsePlayersCsv } from '@marshal/tournament';
import { bundledCorpus, fuzzCase, runFuzz } from './fuzz-run';
import { FuzzRng, mutate } from './mutate';

/**
 * A short run of the importer fuzzer inside `npm test` (the long one is `npm run fuzz`): every mutated bundled
 * board and unit file is either read or rejected with a MarshalError naming its line; nothing else escapes.
 * No timing is asserted here; `npm run fuzz` measures hangs.
 */
describe('importer fuzzer', () => {
  const corpus = bundledCorpus(40);

  it('is deterministic: a seed and a case number give the same file, mutations and text', () => {
    const a = fuzzCase('repeat', 17, corpus);
    const b = fuzzCase('repeat', 17, corpus);
    expect(b.source.file).toBe(a.source.file);
    expect(b.mutations).toEqual(a.mutations);
    expect(b.text).toBe(a.text);
    expect(fuzzCase('other', 17, corpus).text).not.toBe(a.text);
    const rng = new FuzzRng('m');
    expect(mutate('size 16 17\nhex 0101 0 "" ""', rng).applied.length).toBeGreaterThan(0);
  });

  it('finds no crash and no rejection without a line in 2,500 mutated files', () => {
    const report = runFuzz({ seed: 'vitest', cases: 2500, corpus });
    expect(report.findings.map((f) => `${f.kind} case ${f.case} ${f.target} ${f.file} ${f.mutations.join('+')}: ${f.message}`)).toEqual([]);
    expect(report.rejected).toBeGreaterThan(500);
    expect(report.accepted).toBeGreaterThan(100);
    expect(Object.values(report.byTarget).every((n) => n > 0)).toBe(true);
  });
});

/** The inputs the attacker's fuzzer found, each now a located MarshalError. */
describe('hostile inputs found by fuzzing', () => {
  const rejects = (fn: () => unknown, line: number, pattern: RegExp) => {
    let error: unknown;
    try {
      fn();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MarshalError);
    expect((error as MarshalError).location.line).toBe(line);
    expect((error as MarshalError).message).toMatch(pattern);
  };

  it('a 6000×6000 board, a board past 2³² hexes and a level of 1e308 are refused at their line', () => {
    rejects(() => parseBoard('# big\nsize 6000 6000\n', 'big.board'), 2, /6000×6000 hexes is larger than Marshal reads \(at most 128×128\)/);
    rejects(() => parseBoard('size 65537 65537\n', 'big.board'), 1, /at most 128×128/);
    rejects(() => parseBoard('size 2 2\nhex 0101 1e308 "" ""', 'x.board'), 2, /level "1e308" is not a whole number within ±1000/);
    rejects(() => parseBoard('size 2 2\nhex 0101 0 "__proto__:1" ""', 'x.board'), 2, /not a terrain name/);
    rejects(() => parseBoard('size 2 2\nhex 0101 0 "woods:1" ""\u0000', 'x.board'), 2, /NUL byte/);
    rejects(() => (parseBoard('size 2 2\n', 'x.board').hexes.length === 0 ? undefined : parseBoard('tag x', 'x.board')), 1, /no size line/);
  });

  it('a battle armour squad of 4294967297 troopers and a platoon of 1e308 are refused at their line', () => {
    const ba = (count: string) =>
      [
        '<UnitType>',
        'BattleArmor',
        '</UnitType>',
        '<Name>',
        'Test Suit',
        '</Name>',
        '<type>',
        'IS Level 2',
        '</type>',
        '<year>',
        '3050',
        '</year>',
        '<Trooper Count>',
        count,
        '</Trooper Count>',
      ].join('\n');
    rejects(() => parseBlk(ba('4294967297'), 'ba.blk'), 14, /Trooper Count 4294967297 is out of range \(1–6\)/);
    rejects(() => parseBlk(ba('NaN'), 'ba.blk'), 14, /must be a number/);
    expect(parseBlk(ba('5'), 'ba.blk').troopers).toBe(5);
    const platoon = [
      '<UnitType>',
      'Infantry',
      '</UnitType>',
      '<Name>',
      'Test Platoon',
      '</Name>',
      '<type>',
      'IS Level 2',
      '</type>',
      '<year>',
      '3050',
      '</year>',
      '<squad_size>',
      '7',
      '</squad_size>',
      '<squadn>',
      '1e308',
      '</squadn>',
    ].join('\n');
    rejects(() => parseBlk(platoon, 'p.blk'), 17, /squadn 1e\+308 is out of range \(0–30\)/);
    rejects(() => parseBlk(platoon.replace('1e308', '20'), 'p.blk'), 17, /a platoon of 20 squads of 7 is 140 troopers; at most 100/);
    rejects(() => parseBlk(platoon.replace('Infantry', 'constructor'), 'p.blk'), 2, /unknown unit type "constructor"/);
  });

  it('a missing line is named where the file ends; a 13th critical slot at its line', () => {
    rejects(() => parseMtf('Version:1.0\nAtlas\nAS7-D\n\nConfig:Biped\n', 'a.mtf'), 6, /missing "techbase:" line \(reached the end of the file\)/);
    rejects(() => parseBlk('<UnitType>\nTank\n</UnitType>\n', 't.blk'), 4, /missing <Name>/);
    const slots = ['Left Arm:', ...new Array<string>(13).fill('-Empty-')].join('\n');
    rejects(() => parseMtf(`Version:1.0\nAtlas\nAS7-D\n\n${slots}\n`, 'a.mtf'), 18, /more than 12 critical slots listed for LA/);
  });

  it('composed maps, player sheets and force-generator files are bounded too', () => {
    expect(() => parseLayout('9x1')).toThrow(/at most 8 rows, 8 columns, 16 sheets/);
    expect(() => parseLayout('5x4')).toThrow(/at most 8 rows, 8 columns, 16 sheets/);
    expect(parseLayout('2x3')).toMatchObject({ rows: 2, cols: 3 });
    const big = parseBoard('size 128 128\n', 'big.board');
    expect(() =>
      composeMap([{ board: big }, { board: big }, { board: big }, { board: big }, { board: big }, { board: big }, { board: big }], parseLayout('1x7')),
    ).toThrow(/896×128 = 114688 hexes; at most 100000/);
    rejects(() => parsePlayersCsv(`id,name,faction\nx,${'A'.repeat(101)},FS`, 'p.csv'), 2, /a cell is 101 characters long; at most 100/);
    rejects(() => parsePlayersCsv(`id,name,faction\n${'x,y,z\n'.repeat(2001)}`, 'p.csv'), 2002, /more than 2,001 lines/);
    rejects(
      () => addForceGeneratorYear(new Map(), '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY a "aaaa">]>\n<ratgen/>', 3025, '3025.xml'),
      2,
      /document type or entity declaration is not allowed/,
    );
  });
});
