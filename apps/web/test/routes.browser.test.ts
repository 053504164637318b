import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import axe from 'axe-core';
import { sampleDarkAgeState } from '@marshal/dark-age';
import { sampleM42State } from '@marshal/m42';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '@marshal/server';
import { useBrowser } from './harness';

/** Every `path:` in the web app's route table, read from its source so a new page is walked without editing this test. */
const ROUTES_FILE = resolve(import.meta.dirname, '../src/routes.tsx');
const paths = [...readFileSync(ROUTES_FILE, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);

const PHONE = { width: 390, height: 844 };

/** An axe result worth failing on: 'serious' or 'critical' impact, with where it happened. */
interface Finding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

async function get<T>(server: MarshalServer, url: string): Promise<T> {
  const res = await server.app.inject({ url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function post<T>(server: MarshalServer, url: string, payload: object): Promise<T> {
  const res = await server.app.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Real ids for every `:param`: the demo content, plus an M42 battle, a Fire for Effect game and a contract started through the API. */
async function paramValues(server: MarshalServer): Promise<Record<string, Record<string, string>>> {
  const games = await get<{ id: string; module: string; title: string }[]>(server, '/api/games');
  const game = (module: string, title?: RegExp) => {
    const found = games.find((g) => g.module === module && (!title || title.test(g.title)));
    if (!found) throw new Error(`the demo content has no ${module} game${title ? ` titled ${title}` : ''}: ${games.map((g) => g.title).join(', ')}`);
    return found.id;
  };
  const tournament = game('solaris-vii-stable-challenge');
  const view = await get<{ state: { rounds: { duels: { id: string }[] }[] } }>(server, `/api/tournaments/${tournament}`);
  const duel = view.state.rounds.flatMap((r) => r.duels)[0];
  if (!duel) throw new Error('the demo tournament has no paired duel');
  const m42 = await post<{ game: { id: string } }>(server, '/api/games', { module: 'm42', setup: sampleM42State, dice: 'seeded', title: 'M42 walk' });
  const da = await post<{ game: { id: string } }>(server, '/api/games', { module: 'dark-age', setup: sampleDarkAgeState, dice: 'seeded', title: 'FfE walk' });
  const contract = await post<{ contract: { id: string } }>(server, '/api/contracts', {
    unitName: 'Grey Death Legion',
    employer: 'Federated Suns',
    force: { name: 'Command lance', units: [{ unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Grayson', gunnery: 3, piloting: 4 } }] },
    contractValue: 2_000_000,
    payPercent: 50,
  });
  return {
    '/missions/:id': { id: game('mission') },
    '/contracts/:id': { id: contract.contract.id },
    '/m42/:id': { id: m42.game.id },
    '/dark-age/:id': { id: da.game.id },
    '/campaigns/:id': { id: game('campaign') },
    '/tournaments/:id/standings': { id: tournament },
    '/tournaments/:id/pairings': { id: tournament },
    '/tournaments/:id/sheets': { id: tournament },
    '/tournaments/:id/duels/:duel/clock': { id: tournament, duel: duel.id },
    '/tournaments/:id': { id: tournament },
    '/battles/:id/replay': { id: game('battletech-battle', /replay/) },
    '/battles/:id': { id: game('battletech-battle', /ready to play/) },
  };
}

/** Wait until the lazy page and its data are in: a visible h1 in <main> and no "Loading…" left. */
async function pageRendered(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  await expect.poll(() => page.locator('main').innerText(), { timeout: 60_000 }).not.toMatch(/Loading…/);
}

async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.addScriptTag({ content: axe.source });
  const script = `window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) })))`;
  const violations = (await page.evaluate(script)) as Finding[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Press Tab until the focused element matches `selector` (at most `limit` times); each stop must show a focus ring. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<string[]> {
  const unringed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(`(() => {
      const e = document.activeElement; if (!e || e === document.body) return null;
      const s = getComputedStyle(e);
      const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
      return { name: e.tagName.toLowerCase() + ' ' + (e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 40), ring,
        hit: e.matches(${JSON.stringify(selector)}) };
    })()`)) as { name: string; ring: boolean; hit: boolean } | null;
    if (!stop) continue;
    if (!stop.ring) unringed.push(stop.name);
    if (stop.hit) return unringed;
  }
  throw new Error(`${limit} presses of Tab did not reach ${selector}`);
}

describe('every page at a 390 px phone width in Chromium', () => {
  const h = useBrowser({ demo: true, viewport: PHONE });
  let params: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    params = await paramValues(h().server);
  }, 240_000);

  it('the route table is read and every route with parameters has real ids', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => p.includes(':') && !params[p])).toEqual([]);
  });

  it.each(paths)('%s fits the width, has one page heading and no serious accessibility violations', { timeout: 180_000 }, async (path) => {
    const { page, url, errors } = h();
    const values = params[path] ?? {};
    const at = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
    errors.length = 0;
    await page.goto(url(at));
    await pageRendered(page);
    expect(await page.locator('main h1').count(), `${at}: page headings`).toBe(1);
    const width = await page.evaluate('document.documentElement.scrollWidth');
    if ((width as number) > PHONE.width) {
      const wide = await page.evaluate(`[...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > ${PHONE.width} + 1)
        .slice(0, 8).map((e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : ''))`);
      expect.fail(`${at} is ${String(width)} px wide at ${PHONE.width} px; too wide: ${(wide as string[]).join(', ')}`);
    }
    // Nothing squeezed to a sliver without overflowing either (an empty select in an inline row shrank to its arrow).
    const squeezed = await page.evaluate(`[...document.querySelectorAll('main select, main input:not([type=checkbox]):not([type=radio]), main .board-view')]
      .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.width < 48; }).map((e) => e.outerHTML.slice(0, 80))`);
    expect(squeezed, `${at}: controls narrower than 48 px`).toEqual([]);
    expect(await axeFindings(page), `${at}: serious or critical axe-core violations`).toEqual([]);
    expect(errors, `${at}: page errors`).toEqual([]);
  });

  it('steps through a battle replay with the keyboard alone: tab stops with a visible focus ring, Enter presses, keys step', async () => {
    const { page, url } = h();
    await page.goto(url(`/battles/${params['/battles/:id/replay']!.id}/replay`));
    await pageRendered(page);
    const step = page.getByTestId('replay-step');
    const total = Number((await step.innerText()).match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(2);
    expect(await tabTo(page, '.replay-controls button:not([disabled])')).toEqual([]);
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Play');
    await page.keyboard.press('Tab'); // to Forward
    await page.keyboard.press('Enter');
    expect(await step.innerText()).toBe(`Step 1 of ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await step.innerText()).toBe(`Step 2 of ${total}`);
    await page.keyboard.press('End');
    expect(await step.innerText()).toBe(`Step ${total} of ${total}`);
    expect(await page.locator('.replay-controls').getAttribute('aria-keyshortcuts')).toContain('ArrowRight');
  });

  it('gives the battle board the phone’s width, with the record sheets below it rather than beside it', async () => {
    const { page, url } = h();
    await page.goto(url(`/battles/${params['/battles/:id']!.id}`));
    await pageRendered(page);
    const board = (await page.getByRole('region', { name: 'Board view' }).boundingBox())!;
    const sheets = (await page.getByRole('region', { name: 'Record sheets' }).boundingBox())!;
    expect(board.width).toBeGreaterThan(PHONE.width - 60);
    expect(sheets.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
  });

  it('reaches the battle board with Tab and pans and zooms it with keys', async () => {
    const { page, url } = h();
    await page.goto(url(`/battles/${params['/battles/:id']!.id}`));
    await pageRendered(page);
    expect(await tabTo(page, 'svg[tabindex="0"]')).toEqual([]);
    const svg = page.locator('svg[tabindex="0"]').first();
    expect(await svg.getAttribute('aria-label')).toMatch(/arrow keys pan, \+ and − zoom/);
    const viewBox = async () => (await svg.getAttribute('viewBox'))!.split(' ').map(Number);
    const [x0, , w0] = await viewBox();
    await page.keyboard.press('ArrowRight');
    expect((await viewBox())[0]).toBeGreaterThan(x0!);
    await page.keyboard.press('+');
    expect((await viewBox())[2]).toBeLessThan(w0!);
    await page.keyboard.press('0');
    expect((await viewBox()).slice(0, 2)).toEqual([0, 0]);
  });
});
