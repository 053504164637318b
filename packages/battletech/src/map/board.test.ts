import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseHexLabel } from '@marshal/core';
import { parseBoard } from './board';
import { buildingOf, describeHex, hexFloor, hexTop, waterDepth, woodsOf } from './terrain';
import { hexAt } from './grid';

const BOARDS = join(__dirname, '../../../../data/megamek/boards');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.board') ? [p] : [];
  });
}

const sample = [
  'size 3 2',
  'description "A test board"',
  'option exit_roads_to_pavement false',
  'hex 0101 0 "woods:1;foliage_elev:2" "grass"',
  'hex 0201 2 "woods:2;road:1:9" ""',
  'hex 0301 0 "water:2" ""',
  'hex 0102 1 "building:3:63;bldg_cf:90;bldg_elev:2;bldg_class:2" ""',
  'hex 0202 0 "rough:1;smoke:2;fire:1;jungle:3" ""',
  'hex 0302 0 "lava_tubes:1;rubble:1" ""',
  'end',
].join('\n');

describe('parseBoard', () => {
  const b = parseBoard(sample, 'test.board');
  const at = (l: string) => hexAt(b, parseHexLabel(l))!;
  it('reads size, levels and terrain', () => {
    expect([b.width, b.height]).toEqual([3, 2]);
    expect(b.description).toEqual(['A test board']);
    expect(b.options.exit_roads_to_pavement).toBe('false');
    expect(woodsOf(at('0101'))).toEqual({ density: 'light', kind: 'woods', height: 2 });
    expect(at('0101').theme).toBe('grass');
    expect(woodsOf(at('0201'))?.density).toBe('heavy');
    expect(at('0201').terrain.road).toEqual({ level: 1, exits: 9 });
    expect(waterDepth(at('0301'))).toBe(2);
    expect(hexFloor(at('0301'))).toBe(-2);
    expect(buildingOf(at('0102'))).toEqual({ type: 'heavy', height: 2, cf: 90, buildingClass: 'fortress' });
    expect(hexTop(at('0102'))).toBe(3);
    expect(woodsOf(at('0202'))).toEqual({ density: 'ultra-heavy', kind: 'jungle', height: 3 });
    expect(describeHex(at('0202'))).toBe('level 0, ultra-heavy jungle, rough, heavy smoke, fire');
  });
  it('reports unknown terrain with its line instead of dropping it', () => {
    expect(b.problems).toEqual([{ severity: 'warning', line: 9, message: 'unknown terrain "lava_tubes" (kept as is)' }]);
    expect(at('0302').terrain.lava_tubes).toEqual({ level: 1 });
    expect(at('0302').terrain.rubble).toEqual({ level: 1 });
  });
  it('names the line of malformed input', () => {
    expect(() => parseBoard('size 2 2\nhex 0101 x "" ""', 'bad.board')).toThrow('bad.board:2, field level: level "x" is not a whole number');
    expect(() => parseBoard('size 2 2\nhex 0301 0 "" ""', 'bad.board')).toThrow('bad.board:2, field hex: hex 0301 is outside the 2×2 board');
    expect(() => parseBoard('size 2 2\nhex 0101 0 "woods:a" ""', 'bad.board')).toThrow(/bad.board:2, field terrain: terrain "woods:a"/);
    expect(() => parseBoard('size 2 2\nbogus line', 'bad.board')).toThrow('bad.board:2: unrecognised line "bogus line"');
    expect(() => parseBoard('hex 0101 0 "" ""', 'bad.board')).toThrow('bad.board:1: hex line before the size line');
  });
  it('reports hexes the file does not list', () => {
    expect(parseBoard('size 2 1\nhex 0101 0 "" ""', 'x').problems[0]!.message).toBe('1 hexes not listed (clear, level 0), first 0201');
  });
});

describe('bundled official MegaMek boards', () => {
  const files = walk(BOARDS);
  it('are all there (240 official boards, none from unofficial/)', () => {
    expect(files).toHaveLength(240);
    expect(files.some((f) => f.includes('unofficial'))).toBe(false);
  });
  it('all load with zero problems', () => {
    const problems = files.flatMap((f) => {
      const b = parseBoard(readFileSync(f, 'utf8'), relative(BOARDS, f));
      expect(b.hexes).toHaveLength(b.width * b.height);
      return b.problems.map((p) => `${relative(BOARDS, f)}:${p.line} ${p.message}`);
    });
    expect(problems).toEqual([]);
  });
});
