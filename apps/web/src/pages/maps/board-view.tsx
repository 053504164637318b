import './maps.css';
import { type ReactNode, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type GameMap, gridLabel } from '@marshal/battletech';
import { hexLayerSvg, hexPixel, mapPixelSize } from '@marshal/map-render';
import { useTranslation } from 'react-i18next';
import { type BoardOverlay, type BoardUnit, Counter, HoverCard, Legend, Overlay, SIZE } from './board-parts';

export type { BoardOverlay, BoardUnit } from './board-parts';

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

type View = { x: number; y: number; w: number; h: number };

/** Hex radius on screen (px) the first view zooms in to at most: labels stay readable around a few close units. */
const READABLE_RADIUS = 30;

/**
 * The first view of a readable board (map pixels) in a frame `frame` (screen px) wide and high: everything in `points`
 * (the units, a deployment zone) with a counter's margin around, as large as it fits but never zoomed in beyond a
 * readable hex (radius 30 px) — so the whole board when that is readable, else the units and the zone however far
 * apart, never one side's units with the enemy off-screen. Without points: the whole board, or its middle at a
 * readable size.
 */
export function firstView(points: readonly { x: number; y: number }[], map: { width: number; height: number }, frame: { width: number; height: number }): View {
  const { width, height } = map;
  const full = Math.min(frame.width / width, frame.height / height);
  const readable = READABLE_RADIUS / SIZE;
  let box = { x0: 0, x1: width, y0: 0, y1: height };
  if (points.length) {
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const m = SIZE * 1.5;
    box = {
      x0: Math.max(0, Math.min(...xs) - m),
      x1: Math.min(width, Math.max(...xs) + m),
      y0: Math.max(0, Math.min(...ys) - m),
      y1: Math.min(height, Math.max(...ys) + m),
    };
  }
  const fits = Math.min(frame.width / (box.x1 - box.x0), frame.height / (box.y1 - box.y0));
  const scale = Math.max(full, Math.min(fits, readable));
  const w = frame.width / scale;
  const h = frame.height / scale;
  const place = (centre: number, size: number, extent: number) =>
    size >= extent ? (extent - size) / 2 : Math.min(Math.max(centre - size / 2, 0), extent - size);
  return { x: place((box.x0 + box.x1) / 2, w, width), y: place((box.y0 + box.y1) / 2, h, height), w, h };
}

export interface BoardViewProps {
  readonly map: GameMap;
  readonly units?: readonly BoardUnit[];
  readonly overlays?: readonly BoardOverlay[];
  readonly onHexClick?: (label: string, hex: { col: number; row: number }) => void;
  readonly onRendered?: (ms: number) => void;
  /**
   * Open framed on `focus` (`firstView`): every point in view, zoomed in no further than a readable hex size; until the
   * player pans or zooms, a resized frame is framed again. Otherwise the first view fits the map.
   */
  readonly readable?: boolean;
  /** What a readable first view frames: e.g. the units and the deployment zone; the whole board when empty. */
  readonly focus?: readonly { col: number; row: number }[];
  /** Show the terrain legend beside the toolbar. */
  readonly legend?: boolean;
  /** More controls for the toolbar above the map. */
  readonly tools?: ReactNode;
}

/**
 * An SVG mapsheet view: drag to pan, wheel or buttons (and arrow/+/− keys) to zoom, all without React re-rendering.
 * A drag or a burst of wheel turns moves the drawn map as one composited layer (a CSS transform: no repaint of the
 * hexes per frame; the SVG overflows its box so the map beyond the edge is there to drag in), then the viewBox takes
 * the new view once, when the gesture ends (ADR 0029).
 */
export function BoardView({ map, units = [], overlays = [], onHexClick, onRendered, readable, focus, legend, tools }: BoardViewProps) {
  const { width, height } = mapPixelSize(map, SIZE);
  const view = useRef<View>({ x: 0, y: 0, w: width, h: height });
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(null);
  const wheel = useRef<{ k: number; x: number; y: number; px: number; py: number; timer: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [hover, setHover] = useState<{ label: string; x: number; y: number } | null>(null);
  const started = useMemo(() => performance.now(), [map]);
  const show = useCallback((v: View) => {
    view.current = v;
    svg.current?.setAttribute('viewBox', `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`);
  }, []);
  // The player has panned or zoomed (or pressed Fit): from then on the view is theirs, never framed again by itself.
  const touched = useRef(false);
  const fit = useCallback(() => {
    touched.current = true;
    show({ x: 0, y: 0, w: width, h: height });
  }, [show, width, height]);
  const focusOn = useRef(focus);
  focusOn.current = focus;
  const frameFirst = useCallback(
    (r: { width: number; height: number }) =>
      show(
        firstView(
          (focusOn.current ?? []).map((h) => hexPixel(h, SIZE)),
          { width, height },
          { width: r.width, height: r.height },
        ),
      ),
    [show, width, height],
  );
  useLayoutEffect(() => {
    touched.current = false;
    const r = svg.current?.parentElement?.getBoundingClientRect();
    if (!readable || !r || !r.width || !r.height) return show({ x: 0, y: 0, w: width, h: height });
    frameFirst(r);
    // the first view only (per map): later moves of the units do not move the map under the player
  }, [map, width, height, show, readable, frameFirst]);
  // When the frame changes size (a side column appears, the window is resized) the hexes keep their size on screen;
  // a readable board the player has not moved yet is framed again, so its units stay in view.
  useEffect(() => {
    const el = svg.current?.parentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = el.getBoundingClientRect();
    const watch = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || !last.width || !last.height) {
        if (r.width && r.height && readable && !touched.current) frameFirst(r);
        return void (last = r);
      }
      const v = view.current;
      const scale = Math.max(v.w / last.width, v.h / last.height);
      last = r;
      if (readable && !touched.current) return frameFirst(r);
      show({ x: v.x, y: v.y, w: r.width * scale, h: r.height * scale });
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [show, readable, frameFirst]);
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => onRendered?.(performance.now() - started), 0));
  }, [map, started, onRendered]);
  const toMap = useCallback((clientX: number, clientY: number) => {
    const v = view.current;
    const r = svg.current!.parentElement!.getBoundingClientRect();
    const scale = Math.max(v.w / r.width, v.h / r.height);
    const ox = (r.width * scale - v.w) / 2;
    const oy = (r.height * scale - v.h) / 2;
    return { x: v.x - ox + (clientX - r.left) * scale, y: v.y - oy + (clientY - r.top) * scale, scale };
  }, []);
  const zoom = useCallback(
    (factor: number, cx?: number, cy?: number) => {
      touched.current = true;
      const v = view.current;
      const w = Math.min(Math.max(v.w * factor, width / 40), width * 2);
      const h = (w / v.w) * v.h;
      const px = cx ?? v.x + v.w / 2;
      const py = cy ?? v.y + v.h / 2;
      show({ x: px - ((px - v.x) * w) / v.w, y: py - ((py - v.y) * h) / v.h, w, h });
    },
    [show, width],
  );
  const pan = (dx: number, dy: number) => {
    touched.current = true;
    show({ ...view.current, x: view.current.x + dx * view.current.w, y: view.current.y + dy * view.current.h });
  };
  const layer = (transform: string, origin = '0 0') => {
    const el = svg.current;
    if (!el) return;
    el.style.transformOrigin = origin;
    el.style.transform = transform;
    el.style.willChange = transform ? 'transform' : '';
    // while moved as a layer, the map beyond the box is drawn too, so a drag brings it in rather than a blank edge
    el.style.overflow = transform ? 'visible' : '';
  };
  const endWheel = useCallback(() => {
    const w = wheel.current;
    wheel.current = null;
    if (!w) return;
    clearTimeout(w.timer);
    layer('');
    zoom(1 / w.k, w.px, w.py);
  }, [zoom]);
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = el.parentElement!.getBoundingClientRect();
      const x = e.clientX - box.left;
      const y = e.clientY - box.top;
      if (wheel.current && (Math.abs(wheel.current.x - x) > 8 || Math.abs(wheel.current.y - y) > 8)) endWheel();
      const p = toMap(e.clientX, e.clientY);
      const w = (wheel.current ??= { k: 1, x, y, px: p.x, py: p.y, timer: 0 });
      w.k = Math.min(Math.max(w.k * (e.deltaY > 0 ? 1 / 1.12 : 1.12), 0.2), 5);
      layer(`scale(${w.k})`, `${x}px ${y}px`);
      clearTimeout(w.timer);
      w.timer = window.setTimeout(endWheel, 150);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [toMap, endWheel]);
  const byLabel = useMemo(() => {
    const m = new Map<string, { col: number; row: number }>();
    for (let row = 0; row < map.height; row++) for (let col = 0; col < map.width; col++) m.set(gridLabel(map, { col, row }), { col, row });
    return m;
  }, [map]);
  const at = useCallback((l: string) => byLabel.get(l), [byLabel]);
  const { t } = useTranslation('maps');
  const hovered = hover ? units.find((u) => gridLabel(map, u.hex) === hover.label) : undefined;
  const keys: Record<string, () => void> = {
    ArrowLeft: () => pan(-0.1, 0),
    ArrowRight: () => pan(0.1, 0),
    ArrowUp: () => pan(0, -0.1),
    ArrowDown: () => pan(0, 0.1),
    '+': () => zoom(1 / 1.3),
    '=': () => zoom(1 / 1.3),
    '-': () => zoom(1.3),
    '0': fit,
  };
  return (
    <div className="board-view" role="region" aria-label={t('view.label')} data-map={map.name} data-hexes={map.width * map.height}>
      <div className="board-toolbar" role="toolbar" aria-label={t('view.controls')}>
        <button type="button" onClick={() => zoom(1 / 1.3)} aria-label={t('view.zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => zoom(1.3)} aria-label={t('view.zoomOut')}>
          −
        </button>
        <button type="button" onClick={fit}>
          {t('view.fit')}
        </button>
        {tools}
        <span className="hint">
          {t('view.hint')}
          {onHexClick ? t('view.click') : ''}
        </span>
      </div>
      <div className="board-frame">
        <svg
          ref={svg}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          tabIndex={0}
          aria-label={t('view.svg', { name: map.name, width: map.width, height: map.height })}
          onKeyDown={(e) => {
            const k = keys[e.key];
            if (!k) return;
            e.preventDefault();
            k();
          }}
          onPointerDown={(e) => {
            endWheel();
            drag.current = { x: e.clientX, y: e.clientY, vx: view.current.x, vy: view.current.y, moved: false };
          }}
          onPointerMove={(e) => {
            const d = drag.current;
            if (!d) {
              const p = toMap(e.clientX, e.clientY);
              const h = hexFromPoint(map, p.x, p.y);
              const label = h ? gridLabel(map, h) : null;
              const box = e.currentTarget.parentElement!.getBoundingClientRect();
              if (label !== hover?.label) setHover(label ? { label, x: e.clientX - box.left, y: e.clientY - box.top } : null);
              return;
            }
            if (Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 4) {
              if (!d.moved) e.currentTarget.setPointerCapture(e.pointerId);
              d.moved = true;
            }
            if (d.moved) layer(`translate(${e.clientX - d.x}px, ${e.clientY - d.y}px)`);
          }}
          onPointerLeave={() => setHover(null)}
          onPointerUp={(e) => {
            const d = drag.current;
            drag.current = null;
            if (d?.moved) {
              const { scale } = toMap(e.clientX, e.clientY);
              layer('');
              touched.current = true;
              return show({ ...view.current, x: d.vx - (e.clientX - d.x) * scale, y: d.vy - (e.clientY - d.y) * scale });
            }
            if (!onHexClick) return;
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
            <Overlay key={o.id} o={o} at={at} />
          ))}
          {units.map((u) => (
            <Counter key={u.id} u={u} />
          ))}
        </svg>
        {hovered && hover && <HoverCard unit={hovered} x={hover.x} y={hover.y} />}
      </div>
      {legend && <Legend />}
    </div>
  );
}
