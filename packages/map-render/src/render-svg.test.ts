import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '@marshal/core';
import { boardAsMap, parseBoard } from '@marshal/battletech';
import { renderMapSvg } from './render-svg';

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
});
