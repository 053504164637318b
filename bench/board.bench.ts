// The battle board in Chromium: a 2×3 map of six real sheets drawn as the board view draws it (one block of hex
// markup), then panned by moving the SVG viewBox as the board does on drag. Each is a ratio to an empty page in the
// same browser run: first frame of the board vs first frame of an empty page, and a pan frame vs an empty frame.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, chromium } from 'playwright-core';
import { type GameMap, composeMap, parseBoard, parseLayout } from '@marshal/battletech';
import { hexLayerSvg, mapPixelSize } from '@marshal/map-render';
import type { Bench, BrowserBench } from './registry';

const CHROMIUM = '/usr/bin/chromium';
const SIZE = 20;

export function sixSheets(): GameMap {
  const names = [
    'MapSet2/16x17 Scattered Woods',
    'MapSet2/16x17 Lake Area',
    'MapSet2/16x17 Desert Hills',
    'MapSet6/16x17 City (Residential)',
    'MapSet6/16x17 Woodland',
    'MapSet2/16x17 Mountain Lake',
  ];
  const boards = names.map((n) => {
    const file = fileURLToPath(new URL(`../data/megamek/boards/${n}.board`, import.meta.url));
    return { board: parseBoard(readFileSync(file, 'utf8'), file, n) };
  });
  return composeMap(boards, parseLayout('2x3'));
}

/** The board page: the hex layer of the 2×3 map in an SVG filling a 1366×768 window, as the battle page shows it. */
export function boardPage(map: GameMap = sixSheets()): string {
  const { width, height } = mapPixelSize(map, SIZE);
  return `<!doctype html><html><body style="margin:0"><svg id="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" style="width:100vw;height:100vh;display:block;overflow:visible" font-family="sans-serif"><g>${hexLayerSvg(map, SIZE)}</g></svg></body></html>`;
}

let built: string | null = null;
/** The board page of the bundled 2×3 map, built once per process. */
const sixSheetPage = (): string => (built ??= boardPage());

const EMPTY = '<!doctype html><html><body style="margin:0"></body></html>';

/**
 * In the page (as source: it runs in Chromium): `frames` animation frames of a drag, ms per frame. `how`: 'layer' moves
 * the drawn map as a composited layer (CSS transform, as the board does while dragging), 'viewBox' changes the
 * viewBox every frame (the whole map repainted each time: the comparison).
 */
const panFrames = (frames: number, how: 'layer' | 'viewBox' = 'layer') => `new Promise((resolve) => {
  const svg = document.getElementById('board');
  const [x0, y0, w, h] = (svg ? svg.getAttribute('viewBox') : '0 0 1 1').split(' ').map(Number);
  const vw = w / 3, vh = h / 3;
  let i = 0;
  const start = performance.now();
  const tick = () => {
    if (i++ >= ${frames}) return resolve((performance.now() - start) / ${frames});
    const t = i / ${frames};
    if (svg && '${how}' === 'viewBox') svg.setAttribute('viewBox', (x0 + t * (w - vw)) + ' ' + (y0 + t * (h - vh)) + ' ' + vw + ' ' + vh);
    if (svg && '${how}' === 'layer') { svg.style.willChange = 'transform'; svg.style.transform = 'translate(' + (-t * 600) + 'px,' + (-t * 300) + 'px)'; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** In the page: the absolute time of the second animation frame (the first painted one after the content). */
const FIRST_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))))';
const NOW = 'performance.timeOrigin + performance.now()';

async function inChromium<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    return await work(page);
  } finally {
    await browser.close();
  }
}

/** Milliseconds from handing the page its HTML to its second frame (layout and paint done), best of `rounds`. */
async function renderMs(page: Page, html: string, rounds = 5): Promise<number> {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    await page.goto('about:blank');
    const t0 = Number(await page.evaluate(NOW));
    await page.setContent(html);
    const t1 = Number(await page.evaluate(FIRST_FRAME));
    best = Math.min(best, t1 - t0);
  }
  return best;
}

const ms = 1e6;

function panBench(id: string, title: string, how: 'layer' | 'viewBox'): BrowserBench {
  return {
    id,
    title,
    unit: 'frame',
    baseline: "an empty page's frame",
    page: sixSheetPage,
    run: () =>
      inChromium(async (page) => {
        await page.setContent(EMPTY);
        const empty = Number(await page.evaluate(panFrames(120, how)));
        await page.setContent(sixSheetPage());
        await page.evaluate(FIRST_FRAME);
        const board = Number(await page.evaluate(panFrames(120, how)));
        return { nsPerOp: board * ms, baselineNsPerOp: empty * ms };
      }),
  };
}

export const browserBenches: readonly BrowserBench[] = [
  {
    id: 'board-render-2x3',
    title: 'battle board: a 2×3 map (1,632 hexes with terrain) to its first painted frame in Chromium',
    unit: 'render',
    baseline: "an empty page's first frame",
    page: sixSheetPage,
    run: () =>
      inChromium(async (page) => {
        const html = sixSheetPage();
        const empty = await renderMs(page, EMPTY);
        const board = await renderMs(page, html);
        return { nsPerOp: board * ms, baselineNsPerOp: empty * ms };
      }),
  },
  panBench('board-pan-2x3', 'battle board: one frame of dragging a 2×3 map as the board does (the drawn map moved as a layer) in Chromium', 'layer'),
  panBench('board-pan-viewbox-2x3', 'for comparison: one frame of panning a 2×3 map by changing the viewBox every frame (a full repaint each)', 'viewBox'),
];

export const benches: readonly Bench[] = [];
