// Small hand-made boards for the map tests: "LABEL LEVEL TERRAIN" entries on an otherwise clear sheet.
import { type Board, parseBoard } from './board';
import { type GameMap, boardAsMap } from './compose';

export function testBoard(entries: readonly string[], width = 16, height = 17, name = 'test'): Board {
  const lines = [`size ${width} ${height}`];
  for (const e of entries) {
    const [label, level = '0', terrain = ''] = e.split(/\s+/);
    lines.push(`hex ${label} ${level} "${terrain}" ""`);
  }
  return parseBoard(lines.join('\n'), `${name}.board`, name);
}

export const testMap = (entries: readonly string[], width = 16, height = 17): GameMap => boardAsMap(testBoard(entries, width, height));
