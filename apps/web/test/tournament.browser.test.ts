import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { parseRecord, verifyRecord } from '@marshal/core';
import { buildSampleRoster, sampleCatalog, sampleResult, standings, tournamentModule, type TournamentState } from '@marshal/tournament';
import { useBrowser } from './harness';

type View = {
  tournament: { version: number };
  state: { rounds: { duels: { id: string; a: { player: string }; b: { player: string } | null; status: string }[] }[] };
};

async function login(request: APIRequestContext, base: string, username: string): Promise<string> {
  const res = await request.post(`${base}/api/auth/login`, { data: { username, password: `${username}-password` }, headers: { 'x-marshal-csrf': '1' } });
  if (!res.ok()) throw new Error(await res.text());
  return ((await res.json()) as { token: string }).token;
}

const FACTIONS = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League', 'Capellan Confederation'];
const csv = ['id,name,faction', ...Array.from({ length: 16 }, (_, k) => `p${String(k + 1).padStart(2, '0')},Pilot ${k + 1},${FACTIONS[k % 5]}`)].join('\n');

async function command(request: APIRequestContext, base: string, id: string, command: object): Promise<void> {
  const view = (await (await request.get(`${base}/api/tournaments/${id}`)).json()) as View;
  // page.request carries the browser's session cookie, so it sends the CSRF header as the web app does.
  const res = await request.post(`${base}/api/tournaments/${id}/commands`, {
    data: { expectedVersion: view.tournament.version, command },
    headers: { 'x-marshal-csrf': '1' },
  });
  if (res.status() !== 201) throw new Error(`${JSON.stringify(command).slice(0, 80)}: ${await res.text()}`);
}

describe('Solaris VII tournament in Chromium', () => {
  const h = useBrowser({ mode: 'shared' });
  let id = '';

  it('creates an event, imports 16 players from CSV and refuses an illegal roster with its reasons', async () => {
    const { page, url, errors, baseUrl } = h();
    const reg = await page.request.post(`${baseUrl}/api/auth/register`, { data: { username: 'organiser', password: 'organiser-password' } });
    const token = ((await reg.json()) as { token: string }).token;
    for (let k = 1; k <= 16; k++) {
      const username = `p${String(k).padStart(2, '0')}`;
      await page.request.post(`${baseUrl}/api/auth/register`, {
        data: { username, password: `${username}-password`, role: 'player' },
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await login(page.request, baseUrl, 'organiser');
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'New tournament' });
    await form.getByLabel('Title').fill('Browser Cup');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect.poll(() => page.url()).toMatch(/\/tournaments\/[^/]+$/);
    id = page.url().split('/').pop()!;
    await page.getByRole('form', { name: 'Import players' }).getByRole('textbox').fill(csv);
    await page.getByRole('button', { name: 'Import players' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Players' }).locator('tbody tr').count()).toBe(16);
    const roster = page.getByRole('form', { name: 'Roster' });
    await roster.getByLabel('Player').selectOption('p01');
    await roster.getByLabel('Unit data').selectOption('sample');
    await roster.getByRole('textbox').fill(JSON.stringify({ mechs: [{ category: 'light', unit: 'Wolfhound WLF-1 (Allard)', ownedAndPainted: true }] }));
    await roster.getByRole('button', { name: 'Save roster' }).click();
    const problems = page.getByRole('list', { name: 'Roster problems' });
    await expect.poll(() => problems.innerText()).toMatch(/named 'Mech/);
    expect(await problems.innerText()).toMatch(/no 'Mech for category 80–100 t/);
    expect(errors).toEqual([]);
  });

  it('balances, chooses maps, reports and confirms in the page, pairs six rounds and draws prizes', async () => {
    const { page, url, baseUrl, errors } = h();
    const request = page.request;
    const cat = sampleCatalog();
    for (let k = 0; k < 16; k++) {
      const p = `p${String(k + 1).padStart(2, '0')}`;
      await command(request, baseUrl, id, { type: 'setRoster', player: p, roster: buildSampleRoster(cat, k, FACTIONS[k % 5]!) });
    }
    await page.goto(url(`/tournaments/${id}`));
    await page.getByRole('button', { name: 'Start the event (freeze rosters)' }).click();
    await page.getByRole('button', { name: 'Pair duel 1' }).click();
    const duel = page.locator('[data-duel="R1-T1"]');
    await duel.waitFor();
    await duel.locator('details.balance summary').click();
    expect(await duel.locator('details.balance').innerText()).toMatch(/×\d/);
    const map = duel.getByRole('form', { name: 'Map choice R1-T1' });
    await map.getByLabel('Map 1').fill('Grassland');
    await map.getByLabel('Map 2').fill('City Ruins');
    await map.getByLabel('Map 3').fill('Desert Hills');
    await map.getByLabel('Removed (lower BV)').selectOption('City Ruins');
    await map.getByLabel('Picked').selectOption('Grassland');
    await map.getByRole('button', { name: 'Record map' }).click();
    await expect.poll(() => duel.locator('[data-map]').innerText()).toMatch(/Map: Grassland/);
    const first = ((await (await request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as View).state.rounds[0]!.duels[0]!;
    await login(request, baseUrl, first.a.player);
    await page.reload();
    const result = duel.getByRole('form', { name: 'Result R1-T1' });
    await result.getByLabel("Second 'Mech").selectOption('destroyed');
    await result.getByRole('button', { name: 'Report result' }).click();
    await expect.poll(() => duel.locator('[data-report]').innerText()).toMatch(/destroyed/);
    expect(await page.locator('[data-me]').innerText()).toMatch(/\(player\)/);
    expect(await page.getByRole('button', { name: /Pair duel/ }).count()).toBe(0);
    await login(request, baseUrl, first.b!.player);
    await page.reload();
    await duel.getByRole('button', { name: 'Confirm result' }).click();
    await expect.poll(() => duel.locator('[data-score] summary').innerText()).toMatch(/Score \d+ – \d+/);

    await login(request, baseUrl, 'organiser');
    for (let r = 1; r <= 6; r++) {
      if (r > 1) await command(request, baseUrl, id, { type: 'pairRound' });
      const view = (await (await request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as View;
      for (const d of view.state.rounds[r - 1]!.duels)
        if (d.status === 'pending') await command(request, baseUrl, id, { type: 'reportResult', duel: d.id, result: sampleResult(d.id, 'browser') });
    }
    await page.reload();
    const tie = page.getByRole('button', { name: 'Toss coins for ties' });
    await tie.click();
    await page.getByRole('button', { name: 'Draw prizes' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Prize draw' }).locator('li').count()).toBe(3);
    expect(errors.filter((e) => !/422|no ties are left/.test(e))).toEqual([]);
    const record = parseRecord(await (await request.get(`${baseUrl}/api/games/${id}/record`)).text());
    const replay = verifyRecord(tournamentModule, record);
    expect(replay.ok).toBe(true);
    const live = (await (await request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as { standings: unknown };
    expect(standings(replay.state as TournamentState)).toEqual(live.standings);
  });

  it('shows public standings and pairings that fit a phone, with a print stylesheet', async () => {
    const { page, url } = h();
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/tournaments/${id}/standings`));
    const table = page.getByRole('table', { name: 'Standings' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(16);
    const width = await page.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
    await page.goto(url(`/tournaments/${id}/pairings`));
    await expect.poll(() => page.getByRole('table', { name: 'Pairings' }).locator('tbody tr').count()).toBe(8);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print pairings' }).isVisible()).toBe(false);
    await page.goto(url(`/tournaments/${id}/sheets`));
    await expect.poll(() => page.locator('.score-sheet').count()).toBe(8);
  });
});
