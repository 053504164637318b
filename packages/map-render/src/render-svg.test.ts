import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '@marshal/core';
import { boardAsMap, parseBoard } from '@marshal/battletech';
import { TERRAIN_LEGEND, renderMapSvg, sampleHexSvg, terrainSymbols } from './render-svg';

const testMap = (entries: readonly string[]) =>
  boardAsMap(
    parseBoard(
      [
        'size 16 17',
        ...entries.map((e) => {
          const [label, level, terrain] = e.split(/\s+/);
          return `hex ${label} ${level} "${terrain}" ""`;
        }),
      ].join('\n'),
      'test.board',
      'test',
    ),
  );

describe('renderMapSvg', () => {
  it('draws every hex with its label, terrain marks, sheet borders and units', () => {
    const svg = renderMapSvg(testMap(['0506 2 woods:2']), {
      units: [{ hex: parseHexLabel('0505'), facing: 0, label: 'Atlas' }],
      zones: [{ hexes: [parseHexLabel('0101')], label: 'deploy', kind: 'deployment' }],
    });
    expect(svg.match(/<polygon points="[^"]+" fill="#/g)!.length).toBeGreaterThanOrEqual(16 * 17);
    expect(svg).toContain('>0506</text>');
    expect(svg).toContain('>L2 HW</text>');
    expect(svg).toContain('<title>Atlas</title>');
    expect(svg).toContain('<title>deploy</title>');
  });

  it('draws terrain so it reads at a glance: more and darker trees for heavier woods, a wave per water depth, stones, a building block', () => {
    const hex = (terrain: Record<string, number>, level = 0) => ({
      level,
      terrain: Object.fromEntries(Object.entries(terrain).map(([k, v]) => [k, { level: v }])),
    });
    const trees = (t: string) => t.match(/<circle/g)?.length ?? 0;
    expect(trees(terrainSymbols(hex({ woods: 1 }), 0, 0, 20))).toBe(2);
    expect(trees(terrainSymbols(hex({ woods: 2 }), 0, 0, 20))).toBe(3);
    expect(terrainSymbols(hex({ woods: 2 }), 0, 0, 20)).toContain('#2f6b23');
    expect(terrainSymbols(hex({ water: 2 }), 0, 0, 20).match(/<path/g)).toHaveLength(2);
    expect(terrainSymbols(hex({ rough: 1 }), 0, 0, 20).match(/<polygon/g)).toHaveLength(5);
    expect(terrainSymbols(hex({ building: 2, bldg_cf: 40 }), 0, 0, 20)).toContain('<rect');
    expect(terrainSymbols(hex({}, 2), 0, 0, 20)).toContain('stroke="#7a5a1e"');
    expect(terrainSymbols(hex({}), 0, 0, 20)).toBe('');
    expect(TERRAIN_LEGEND.map((l) => l.label)).toEqual(
      expect.arrayContaining(['light woods', 'heavy woods', 'water, depth 1', 'rough', 'building', 'pavement']),
    );
    for (const l of TERRAIN_LEGEND) expect(sampleHexSvg(l.hex, 20)).toMatch(/^<polygon points=/);
  });
});
