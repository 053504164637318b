import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Facing } from '@marshal/core';
import { type GameMap, gridLabel } from '@marshal/battletech';
import { facingArrow, hexLayerSvg, hexPixel, hexPoints, mapPixelSize } from '@marshal/map-render';

export interface BoardUnit {
  readonly id: string;
  readonly hex: { col: number; row: number };
  readonly facing: Facing;
  readonly label: string;
  readonly colour: string;
}
export interface BoardOverlay {
  readonly id: string;
  readonly hexes: readonly string[];
  readonly label: string;
  readonly colour: string;
  readonly kind: 'deployment' | 'objective' | 'line' | 'path';
}

const SIZE = 20;

/** The hexes themselves, as one block of SVG markup drawn once per map: thousands of hexes go in without React diffing each one. */
const HexLayer = memo(function HexLayer({ map }: { map: GameMap }) {
  const markup = useMemo(() => hexLayerSvg(map, SIZE), [map]);
  return <g className="hexes" dangerouslySetInnerHTML={{ __html: markup }} />;
});

function hexFromPoint(map: GameMap, px: number, py: number): { col: number; row: number } | null {
  let best: { col: number; row: number } | null = null;
  let bestD = Infinity;
  const approxCol = Math.round((px / SIZE - 1) / 1.5);
  for (let col = approxCol - 1; col <= approxCol + 1; col++) {
    if (col < 0 || col >= map.width) continue;
    const approxRow = Math.round(py / SIZE / Math.sqrt(3) - 0.5 - (col & 1) / 2);
    for (let row = approxRow - 1; row <= approxRow + 1; row++) {
      if (row < 0 || row >= map.height) continue;
      const c = hexPixel({ col, row }, SIZE);
      const d = (c.x - px) ** 2 + (c.y - py) ** 2;
      if (d < bestD) [best, bestD] = [{ col, row }, d];
    }
  }
  return best && bestD <= SIZE * SIZE ? best : null;
}

export interface BoardViewProps {
  readonly map: GameMap;
  readonly units?: readonly BoardUnit[];
  readonly overlays?: readonly BoardOverlay[];
  readonly onHexClick?: (label: string, hex: { col: number; row: number }) => void;
  readonly onRendered?: (ms: number) => void;
}

/** An SVG mapsheet view with drag-to-pan, wheel and button zoom, hex labels, terrain, units with facing and overlays. */
export function BoardView({ map, units = [], overlays = [], onHexClick, onRendered }: BoardViewProps) {
  const { width, height } = mapPixelSize(map, SIZE);
  const [view, setView] = useState({ x: 0, y: 0, w: width, h: height });
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  // Time from this render starting to the frame after the hexes are in the document (layout and paint included).
  const started = useMemo(() => performance.now(), [map]);
  useEffect(() => {
    setView({ x: 0, y: 0, w: width, h: height });
  }, [map, width, height]);
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => onRendered?.(performance.now() - started), 0));
  }, [map, started, onRendered]);
  const toMap = useCallback(
    (clientX: number, clientY: number) => {
      const r = svg.current!.getBoundingClientRect();
      const scale = Math.max(view.w / r.width, view.h / r.height);
      const ox = (r.width * scale - view.w) / 2;
      const oy = (r.height * scale - view.h) / 2;
      return { x: view.x - ox + (clientX - r.left) * scale, y: view.y - oy + (clientY - r.top) * scale, scale };
    },
    [view],
  );
  const zoom = (factor: number, cx?: number, cy?: number) =>
    setView((v) => {
      const w = Math.min(Math.max(v.w * factor, width / 20), width * 2);
      const h = (w / v.w) * v.h;
      const px = cx ?? v.x + v.w / 2;
      const py = cy ?? v.y + v.h / 2;
      return { x: px - ((px - v.x) * w) / v.w, y: py - ((py - v.y) * h) / v.h, w, h };
    });
  const byLabel = useMemo(() => {
    const m = new Map<string, { col: number; row: number }>();
    for (let row = 0; row < map.height; row++) for (let col = 0; col < map.width; col++) m.set(gridLabel(map, { col, row }), { col, row });
    return m;
  }, [map]);
  return (
    <div className="board-view" role="region" aria-label="Board view" data-map={map.name} data-hexes={map.width * map.height}>
      <svg
        ref={svg}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        role="img"
        aria-label={`${map.name}, ${map.width} by ${map.height} hexes`}
        onWheel={(e) => {
          const p = toMap(e.clientX, e.clientY);
          zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d) return;
          const { scale } = toMap(e.clientX, e.clientY);
          if (Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 4) d.moved = true;
          if (d.moved) setView((v) => ({ ...v, x: d.vx - (e.clientX - d.x) * scale, y: d.vy - (e.clientY - d.y) * scale }));
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          if (d?.moved || !onHexClick) return;
          const p = toMap(e.clientX, e.clientY);
          const h = hexFromPoint(map, p.x, p.y);
          if (h) onHexClick(gridLabel(map, h), h);
        }}
      >
        <HexLayer map={map} />
        {map.sheets.map((s) => {
          const tl = hexPixel(s.origin, SIZE);
          return (
            <rect
              key={`${s.row}-${s.col}`}
              x={tl.x - SIZE}
              y={tl.y - SIZE * 0.87}
              width={1.5 * s.width * SIZE + 0.5 * SIZE}
              height={Math.sqrt(3) * (s.height + 0.5) * SIZE}
              fill="none"
              stroke="#000"
              strokeWidth={2}
              pointerEvents="none"
            >
              <title>{s.name}</title>
            </rect>
          );
        })}
        {overlays.map((o) => (
          <g key={o.id} data-overlay={o.kind} aria-label={o.label} pointerEvents="none">
            {o.hexes.map((l, i) => {
              const h = byLabel.get(l);
              return h ? (
                <polygon
                  key={`${l}-${i}`}
                  points={hexPoints(h, SIZE)}
                  fill={o.colour}
                  fillOpacity={o.kind === 'line' || o.kind === 'path' ? 0.45 : 0.25}
                  stroke={o.colour}
                  strokeWidth={1.5}
                />
              ) : null;
            })}
          </g>
        ))}
        {units.map((u) => {
          const { x, y } = hexPixel(u.hex, SIZE);
          return (
            <g key={u.id} data-unit={u.id} pointerEvents="none">
              <circle cx={x} cy={y} r={SIZE * 0.5} fill={u.colour} stroke="#000" />
              <polygon points={facingArrow(u.hex, u.facing, SIZE)} fill="#fff" stroke="#000" strokeWidth={0.5} />
              <title>{`${u.label} facing ${u.facing}`}</title>
            </g>
          );
        })}
      </svg>
      <div className="zoom">
        <button type="button" onClick={() => zoom(1 / 1.3)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(1.3)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => setView({ x: 0, y: 0, w: width, h: height })}>
          Fit
        </button>
      </div>
    </div>
  );
}
