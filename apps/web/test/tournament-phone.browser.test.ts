// The tournament's players and standings tables on a 390 px phone: nothing behind a sideways scroll, every column's
// value on screen (the players table as a labelled card per player, the standings with their detail line spelled out).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness';

const PHONE = { width: 390, height: 844 };

interface Row {
  readonly id: string;
  readonly name: string;
  readonly points: number;
  readonly kills: number;
  readonly crippling: number;
  readonly rosterPulsePoints: number;
  readonly rosterPrecisionPoints: number;
  readonly unpainted: number;
}

/** The demo event (the harness seeds the demo content before the server starts). */
async function demoEvent(page: Page, baseUrl: string): Promise<string> {
  const list = (await (await page.request.get(`${baseUrl}/api/tournaments`)).json()) as { id: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.id;
}

/** How far the page and the named table reach past their boxes (0 when they fit). */
const overflow = (page: Page, table: string) =>
  page.evaluate((name) => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number }; querySelector(s: string): unknown } }).document;
    type El = { scrollWidth: number; clientWidth: number; parentElement: El | null; getBoundingClientRect(): { right: number } };
    const t = d.querySelector(`table[aria-label="${name}"]`) as El | null;
    if (!t) return { page: d.documentElement.scrollWidth, table: -1, right: -1 };
    return { page: d.documentElement.scrollWidth, table: t.scrollWidth - t.parentElement!.clientWidth, right: t.getBoundingClientRect().right };
  }, table);

/** Is the element's box on screen horizontally (inside 0…390 px) and shown? */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5 && box.width > 0;
}

describe('tournament tables on a 390 px phone in Chromium', () => {
  const h = useBrowser({ demo: true, viewport: PHONE });

  it('the players table is a card per player: no sideways scroll, every column labelled and on screen', async () => {
    const { page, url, baseUrl, errors } = h();
    const id = await demoEvent(page, baseUrl);
    await page.goto(url(`/tournaments/${id}`));
    const table = page.getByRole('table', { name: 'Players' });
    await table.locator('tbody tr').first().waitFor();
    expect(await overflow(page, 'Players')).toMatchObject({ page: PHONE.width, table: 0 });
    // No "more columns: scroll sideways" hint: nothing is hidden.
    expect(await page.locator('section[aria-labelledby="players"] .table-scroll-hint').count()).toBe(0);
    const row = table.locator('tbody tr').first();
    const cells = row.locator('th, td');
    const n = await cells.count();
    expect(n).toBe(5);
    for (let i = 0; i < n; i++) expect(await onScreen(page, cells.nth(i)), `cell ${i} on screen`).toBe(true);
    expect(await row.innerText()).toMatch(/^Pilot 1\np01\nLyran Commonwealth\n6 'Mechs/);
    // Each value says its column ("Faction: Lyran Commonwealth"), the header being off screen.
    const labels = await row.locator('td').evaluateAll((tds) =>
      tds.map((td) => {
        const g = globalThis as unknown as { getComputedStyle(e: unknown, pseudo: string): { content: string } };
        return g.getComputedStyle(td, '::before').content;
      }),
    );
    expect(labels).toEqual(['"Player id: "', '"Faction: "', '"Roster: "', 'none']);
    expect(await onScreen(page, row.getByRole('button', { name: 'Drop Pilot 1' }))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the standings keep place, player, points and kills as columns and every other value, named in full, on a line under the name', async () => {
    const { page, url, baseUrl, errors } = h();
    const id = await demoEvent(page, baseUrl);
    const rows = ((await (await page.request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as { standings: Row[] }).standings;
    for (const path of [`/tournaments/${id}`, `/tournaments/${id}/standings`, `/tournaments/${id}/pairings`]) {
      await page.goto(url(path));
      const table = page.getByRole('table', { name: 'Standings' }).first();
      await table.locator('tbody tr').first().waitFor();
      const o = await overflow(page, 'Standings');
      expect(o.page, path).toBe(PHONE.width);
      expect(o.table, path).toBeLessThanOrEqual(0);
      for (const r of rows.slice(0, 3)) {
        const row = table.locator(`tr[data-player="${r.id}"]`);
        const detail = row.locator('.narrow-detail');
        expect(await onScreen(page, detail), `${path}: ${r.name}'s detail line`).toBe(true);
        expect(await detail.innerText()).toContain(
          [
            `crippling damage ${r.crippling}`,
            `roster pulse points ${r.rosterPulsePoints}`,
            `roster precision points ${r.rosterPrecisionPoints}`,
            `unpainted models ${r.unpainted}`,
          ].join(' · '),
        );
        const shown = (await row.locator('td').evaluateAll((tds) => tds.map((td) => [(td as unknown as { innerText: string }).innerText]))).flat();
        expect(shown.slice(2, 4), `${path}: ${r.name}'s points and kills`).toEqual([String(r.points), String(r.kills)]);
        for (const c of await row.locator('td:visible').all()) expect(await onScreen(page, c)).toBe(true);
      }
    }
    expect(errors).toEqual([]);
  }, 240_000);
});
