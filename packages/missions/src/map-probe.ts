/** The real map as a mission's placement checks see it: edge distances, water, ground level, the hexes around a hex. */
import { MarshalError, hexDistance, parseHexLabel } from '@marshal/core';
import { type GameMap, gridLabel, hexAt, waterDepth } from '@marshal/battletech';
import { type Frame, depthOf } from './deployment-zones';
import type { MapProbe } from './missions/types';

export function mapProbe(map: GameMap, frame: Frame, field: string): MapProbe {
  const at = (label: string) => {
    const h = parseHexLabel(label, field);
    const mh = hexAt(map, h);
    if (!mh) throw new MarshalError('objectives', `${label} is not on this ${map.width}×${map.height}-hex map`, { field });
    return { h, mh };
  };
  return {
    edgeDistance(label) {
      const { h } = at(label);
      return Math.min(h.col, h.row, map.width - 1 - h.col, map.height - 1 - h.row);
    },
    waterDepth: (label) => waterDepth(at(label).mh),
    level: (label) => at(label).mh.level,
    within(label, n) {
      const { h } = at(label);
      const out: string[] = [];
      for (let col = Math.max(0, h.col - n); col <= Math.min(map.width - 1, h.col + n); col++)
        for (let row = Math.max(0, h.row - n); row <= Math.min(map.height - 1, h.row + n); row++) {
          const other = { col, row };
          const d = hexDistance(h, other);
          if (d > 0 && d <= n) out.push(gridLabel(map, other));
        }
      return out;
    },
    depthFromAttacker: (label) => depthOf(frame, at(label).h),
    maxDepth: frame.maxDepth,
  };
}
