// Draws a map as SVG text (hex shapes, terrain colours, labels, sheet borders, units and overlays); the web view shares its geometry.
import { type Facing, type Hex, hexCentre } from '@marshal/core';
import { type GameMap, type MapHex, allHexes, buildingOf, gridLabel, hasTerrain, hexAt, terrainLevel, waterDepth, woodsOf } from '@marshal/battletech';

/** One SVG element: attributes in the order given; self-closing when it has no content. */
function el(tag: string, attrs: Readonly<Record<string, string>>, inner?: string): string {
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  return inner === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${inner}</${tag}>`;
}

/** Pixel centre of a hex for a hex radius `size` (corner to centre). */
export function hexPixel(h: Hex, size: number): { x: number; y: number } {
  const c = hexCentre(h);
  return { x: c.x * size, y: c.y * size };
}

/** The six corners of a flat-topped hex as an SVG points string. */
export function hexPoints(h: Hex, size: number): string {
  const { x, y } = hexPixel(h, size);
  return [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `${(x + size * Math.cos(r)).toFixed(1)},${(y + size * Math.sin(r)).toFixed(1)}`;
    })
    .join(' ');
}

export function mapPixelSize(map: GameMap, size: number): { width: number; height: number } {
  return { width: (1.5 * map.width + 0.5) * size, height: Math.sqrt(3) * (map.height + 0.5) * size };
}

const LEVEL_TINT = ['#f1ecd2', '#e3d6a8', '#d5c184', '#c7ac62', '#b99744', '#a9822e'];

/** Fill colour of a hex from its main terrain and level. */
export function hexFill(h: MapHex): string {
  if (hasTerrain(h, 'impassable')) return '#555555';
  const depth = waterDepth(h);
  if (depth > 0) return ['#9fcbe8', '#6ea8d6', '#3f7fbf'][Math.min(depth, 3) - 1]!;
  const b = buildingOf(h);
  if (b) return { light: '#c9c9c9', medium: '#a9a9a9', heavy: '#8a8a8a', hardened: '#6b6b6b' }[b.type];
  const w = woodsOf(h);
  if (w) return { light: '#a8cf84', heavy: '#6f9f55', 'ultra-heavy': '#3f6f32' }[w.density];
  if (hasTerrain(h, 'pavement')) return '#cfcfcf';
  if (hasTerrain(h, 'rough') || hasTerrain(h, 'rubble')) return '#cbb58c';
  if (hasTerrain(h, 'swamp') || hasTerrain(h, 'mud')) return '#9a9a6a';
  if (hasTerrain(h, 'sand')) return '#ecd9a0';
  if (hasTerrain(h, 'snow') || hasTerrain(h, 'ice')) return '#f4f8fb';
  if (h.level < 0) return '#d8d2c0';
  return LEVEL_TINT[Math.min(h.level, LEVEL_TINT.length - 1)]!;
}

/** Short marks printed in a hex: level, and letters for terrain (LW/HW woods, W1 water, B2/40 building, R rough …). */
export function hexMarks(h: MapHex): string[] {
  const out: string[] = [];
  if (h.level !== 0) out.push(`L${h.level}`);
  const w = woodsOf(h);
  if (w) out.push({ light: 'LW', heavy: 'HW', 'ultra-heavy': 'UW' }[w.density]);
  if (waterDepth(h)) out.push(`W${waterDepth(h)}`);
  const b = buildingOf(h);
  if (b) out.push(`B${b.height}/${b.cf}`);
  if (hasTerrain(h, 'rough')) out.push('R');
  if (hasTerrain(h, 'rubble')) out.push('Rb');
  if (terrainLevel(h, 'smoke')) out.push('Sm');
  if (hasTerrain(h, 'fire')) out.push('F');
  return out;
}

export interface MapUnit {
  readonly hex: Hex;
  readonly facing: Facing;
  readonly label: string;
  readonly colour?: string;
}

export interface MapZone {
  readonly hexes: readonly Hex[];
  readonly label: string;
  readonly kind: 'deployment' | 'objective' | 'line' | 'path';
  readonly colour?: string;
}

export interface SvgOptions {
  readonly size?: number;
  readonly labels?: boolean;
  readonly units?: readonly MapUnit[];
  readonly zones?: readonly MapZone[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Triangle pointing along a facing, centred in the hex. */
export function facingArrow(h: Hex, facing: Facing, size: number): string {
  const { x, y } = hexPixel(h, size);
  const a = ((facing * 60 - 90) * Math.PI) / 180;
  const p = (ang: number, r: number) => `${(x + r * Math.cos(ang)).toFixed(1)},${(y + r * Math.sin(ang)).toFixed(1)}`;
  return [p(a, size * 0.7), p(a + 2.5, size * 0.45), p(a - 2.5, size * 0.45)].join(' ');
}

const f1 = (n: number) => n.toFixed(1);

/** A tree (trunk-less crown) at a point: woods are drawn as clumps of them, darker and more for heavier woods. */
const tree = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${fill}" stroke="#1f3d14" stroke-width="0.4"/>`;

/**
 * Symbols drawn over a hex's fill so terrain reads at a glance: tree clumps for woods (two light, three heavy, four
 * ultra-heavy), wave lines for water (one per depth level), scattered stones for rough and rubble, a block for a
 * building, a road band for pavement, and a contour ring for hills and depressions.
 */
export function terrainSymbols(h: MapHex, x: number, y: number, size: number): string {
  const out: string[] = [];
  const w = woodsOf(h);
  if (w) {
    const n = { light: 2, heavy: 3, 'ultra-heavy': 4 }[w.density];
    const fill = { light: '#5e9a3f', heavy: '#2f6b23', 'ultra-heavy': '#1d4a15' }[w.density];
    const spots = [
      [-0.28, 0.05],
      [0.28, 0.05],
      [0, -0.18],
      [0, 0.3],
    ] as const;
    for (const [dx, dy] of spots.slice(0, n)) out.push(tree(x + dx * size, y + dy * size, size * 0.2, fill));
  }
  const depth = waterDepth(h);
  for (let i = 0; i < Math.min(depth, 3); i++) {
    const yy = y - size * 0.15 + i * size * 0.2;
    const a = size * 0.35;
    const half = f1(a / 2);
    const d = `M${f1(x - a)},${f1(yy)} q${f1(a / 4)},${f1(-size * 0.1)} ${half},0 t${half},0 t${half},0 t${half},0`;
    out.push(el('path', { d, fill: 'none', stroke: '#1d4e89', 'stroke-width': f1(size * 0.05) }));
  }
  if (hasTerrain(h, 'rough') || hasTerrain(h, 'rubble')) {
    const fill = hasTerrain(h, 'rubble') ? '#6b5a45' : '#8a7350';
    for (const [dx, dy] of [
      [-0.3, 0],
      [0.25, -0.12],
      [0.05, 0.25],
      [0.3, 0.2],
      [-0.12, -0.22],
    ] as const) {
      const at = (ddx: number, ddy: number) => `${f1(x + (dx + ddx) * size)},${f1(y + (dy + ddy) * size)}`;
      out.push(el('polygon', { points: `${at(0, -0.07)} ${at(0.07, 0.05)} ${at(-0.07, 0.05)}`, fill }));
    }
  }
  const b = buildingOf(h);
  if (b) {
    const r = size * 0.38;
    const box = { x: f1(x - r), y: f1(y - r * 0.7), width: f1(2 * r), height: f1(1.4 * r) };
    out.push(el('rect', { ...box, fill: '#5d5d66', stroke: '#222', 'stroke-width': '0.6', opacity: '0.85' }));
  } else if (hasTerrain(h, 'pavement') || hasTerrain(h, 'road')) {
    const box = { x: f1(x - size * 0.9), y: f1(y - size * 0.14), width: f1(size * 1.8), height: f1(size * 0.28) };
    out.push(el('rect', { ...box, fill: '#9b9b9b', opacity: '0.7' }));
  }
  if (h.level !== 0)
    out.push(
      el('polygon', {
        points: hexPointsAt(x, y, size * 0.86),
        fill: 'none',
        stroke: h.level > 0 ? '#7a5a1e' : '#4a6a8a',
        'stroke-width': f1(size * 0.05 * Math.min(Math.abs(h.level), 4)),
        'stroke-opacity': '0.6',
      }),
    );
  return out.join('');
}

function hexPointsAt(x: number, y: number, size: number): string {
  return [0, 60, 120, 180, 240, 300].map((a) => `${f1(x + size * Math.cos((a * Math.PI) / 180))},${f1(y + size * Math.sin((a * Math.PI) / 180))}`).join(' ');
}

/** The legend: one sample hex per kind of terrain the map draws, with its words. */
export const TERRAIN_LEGEND: readonly { readonly label: string; readonly hex: MapHex }[] = [
  ['clear, level 0', 0, []],
  ['hill, level 2', 2, []],
  ['light woods', 0, [['woods', 1]]],
  ['heavy woods', 0, [['woods', 2]]],
  ['water, depth 1', 0, [['water', 1]]],
  ['water, depth 2+', 0, [['water', 2]]],
  ['rough', 0, [['rough', 1]]],
  ['rubble', 0, [['rubble', 1]]],
  ['pavement', 0, [['pavement', 1]]],
  [
    'building',
    0,
    [
      ['building', 2],
      ['bldg_cf', 40],
      ['bldg_elev', 2],
    ],
  ],
].map(([label, level, terrain]) => ({
  label: label as string,
  hex: { level: level as number, terrain: Object.fromEntries((terrain as [string, number][]).map(([type, lv]) => [type, { level: lv }])) },
}));

/** One hex drawn on its own (legend swatches): fill, symbols and marks, centred in a box 2×size wide. */
export function sampleHexSvg(h: MapHex, size: number): string {
  const at = { x: size, y: size * 0.87 };
  return `<polygon points="${hexPointsAt(at.x, at.y, size)}" fill="${hexFill(h)}" stroke="#777" stroke-width="0.6"/>` + terrainSymbols(h, at.x, at.y, size);
}

/** The hexes of a map as SVG markup (one <g data-hex> per hex: shape, terrain symbols, label, terrain marks), for embedding. */
export function hexLayerSvg(map: GameMap, size: number, labels = true): string {
  const out: string[] = [];
  const fs = f1(size * 0.3);
  for (const h of allHexes(map)) {
    const data = hexAt(map, h)!;
    const { x, y } = hexPixel(h, size);
    const label = gridLabel(map, h);
    const marks = hexMarks(data);
    const title = `<title>${label}${marks.length ? ` ${esc(marks.join(' '))}` : ''}</title>`;
    const text = { 'font-size': fs, 'text-anchor': 'middle' };
    out.push(
      `<g data-hex="${label}">` +
        el('polygon', { points: hexPoints(h, size), fill: hexFill(data), stroke: '#777', 'stroke-width': '0.6' }, title) +
        `<g pointer-events="none">${terrainSymbols(data, x, y, size)}</g>` +
        (labels ? el('text', { x: f1(x), y: f1(y - size * 0.58), ...text, fill: '#333', 'pointer-events': 'none' }, label) : '') +
        (marks.length
          ? el(
              'text',
              { x: f1(x), y: f1(y + size * 0.72), 'font-size': fs, 'font-weight': '700', 'text-anchor': 'middle', fill: '#222', 'pointer-events': 'none' },
              esc(marks.join(' ')),
            )
          : '') +
        '</g>',
    );
  }
  return out.join('\n');
}

export function renderMapSvg(map: GameMap, opts: SvgOptions = {}): string {
  const size = opts.size ?? 20;
  const { width, height } = mapPixelSize(map, size);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" ` +
      `width="${width.toFixed(0)}" height="${height.toFixed(0)}" font-family="sans-serif">`,
    `<title>${esc(map.name)}</title>`,
  ];
  out.push(hexLayerSvg(map, size, opts.labels !== false));
  for (const s of map.sheets) {
    const tl = hexPixel({ col: s.origin.col, row: s.origin.row }, size);
    const box = {
      x: (tl.x - size).toFixed(1),
      y: (tl.y - size * 0.87).toFixed(1),
      width: (1.5 * s.width * size + 0.5 * size).toFixed(1),
      height: (Math.sqrt(3) * (s.height + 0.5) * size).toFixed(1),
    };
    out.push(el('rect', { ...box, fill: 'none', stroke: '#000', 'stroke-width': '2' }, `<title>${esc(s.name)}${s.rotated ? ' (rotated 180°)' : ''}</title>`));
  }
  for (const z of opts.zones ?? []) {
    const colour = z.colour ?? (z.kind === 'deployment' ? '#1f6fd1' : z.kind === 'objective' ? '#d1a21f' : '#d11f1f');
    for (const h of z.hexes)
      out.push(
        el(
          'polygon',
          { points: hexPoints(h, size), fill: colour, 'fill-opacity': '0.3', stroke: colour, 'stroke-width': '1.5' },
          `<title>${esc(z.label)}</title>`,
        ),
      );
  }
  for (const u of opts.units ?? []) {
    const { x, y } = hexPixel(u.hex, size);
    out.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size * 0.5).toFixed(1)}" fill="${u.colour ?? '#b22222'}" stroke="#000"/>`);
    out.push(`<polygon points="${facingArrow(u.hex, u.facing, size)}" fill="#fff" stroke="#000" stroke-width="0.5"><title>${esc(u.label)}</title></polygon>`);
  }
  out.push('</svg>');
  return out.join('\n');
}
