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
  const res = await request.post(`${base}/api/auth/login`, {
    data: { username, password: `${username}-password` },
    headers: { 'x-marshal-csrf': '1' },
    timeout: 90_000,
  });
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

  it('creates an event and imports 16 players from CSV', async () => {
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
    await page.getByText('Import players from CSV').click();
    await page.getByRole('form', { name: 'Import players' }).getByRole('textbox').fill(csv);
    await page.getByRole('button', { name: 'Import players' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Players' }).locator('tbody tr').count()).toBe(16);
    expect(errors).toEqual([]);
  }, 240_000);

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
    await page.getByRole('form', { name: 'Start the event?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Pair duel 1' }).click();
    const duel = page.locator('[data-duel="R1-T1"]');
    await duel.waitFor();
    // "Pair the next round" is offered only when it can succeed; otherwise the desk says why.
    expect(await page.getByRole('button', { name: /Pair duel/ }).count()).toBe(0);
    expect(await page.locator('[data-pair-problem]').innerText()).toMatch(
      /^Duel 2 cannot be paired yet: round 1 still has duels without a final result \(tables 1, 2, /,
    );
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
    // The coin toss is offered only while players are level after every tiebreaker.
    const tie = page.getByRole('button', { name: 'Toss coins for ties' });
    const noTies = page.getByText('No ties are left to break by a coin toss.');
    // Wait for the reloaded desk (its page loads as a chunk) before asking whether a toss is offered.
    await expect.poll(async () => (await tie.count()) + (await noTies.count())).toBeGreaterThan(0);
    if (await tie.count()) {
      expect(await page.getByText(/^Level after every tiebreaker: /).innerText()).toMatch(/ = /);
      await tie.click();
    }
    await expect.poll(() => noTies.count()).toBe(1);
    await page.getByRole('button', { name: 'Draw prizes' }).click();
    await page.getByRole('form', { name: 'Draw the prizes now?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Draws' }).locator('li').count()).toBe(3);
    expect(errors.filter((e) => !/422|no ties are left/.test(e))).toEqual([]);
    const record = parseRecord(await (await request.get(`${baseUrl}/api/games/${id}/record`)).text());
    const replay = verifyRecord(tournamentModule, record);
    expect(replay.ok).toBe(true);
    const live = (await (await request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as { standings: unknown };
    expect(standings(replay.state as TournamentState)).toEqual(live.standings);
  }, 240_000);

  it('keeps every round on the desk, explains the prize draw with the seed reveal, and charts points by round', async () => {
    const { page, url, baseUrl, errors } = h();
    const earlier = errors.length;
    await login(page.request, baseUrl, 'organiser');
    await page.goto(url(`/tournaments/${id}`));
    const rounds = page.getByRole('region', { name: 'Every round' });
    await expect.poll(() => rounds.locator('details').count()).toBe(6);
    await rounds.locator('details[data-round="1"] summary').click();
    const r1 = rounds.getByRole('table', { name: 'Duel 1 results' });
    expect(await r1.locator('[data-map-record="R1-T1"]').innerText()).toMatch(/^Map Grassland: Pilot \d+ removed City Ruins; Pilot \d+ picked Grassland; /);
    expect(await r1.locator('tr[data-pairing="R1-T1"]').innerText()).toMatch(/Pilot \d+[\s\S]*Pilot \d+[\s\S]*\d+ – \d+ \(intact \/ destroyed, 10 rounds\)/);
    const prizes = page.getByRole('region', { name: 'Prize draw' });
    await expect.poll(() => prizes.getByRole('table', { name: 'Tickets' }).locator('tbody tr').count()).toBe(16);
    expect(await prizes.getByRole('table', { name: 'Tickets' }).locator('tbody tr').first().innerText()).toMatch(
      /4 \(no\. 1, 2, 3, 4\)\s+1 for taking part, 3 for place 1/,
    );
    const draws = prizes.getByRole('list', { name: 'Draws' }).locator('li');
    // The roll counts through the tickets still in the pot, listed in the line.
    const counted = /^Prize 1: rolled (\d+) on 1–22 → ticket \d+ \(position \1 of the tickets left: 1, 2, [\d, ]+, 22\), Pilot \d+\. /;
    expect(await draws.first().innerText()).toMatch(counted);
    expect(await draws.first().innerText()).toMatch(/\. (Tickets? [\d, ]+ voided: Pilot \d+ has won prize 1 and may not win twice|No other)/);
    expect(await prizes.locator('[data-seed]').innerText()).toMatch(/the organiser reveals the seed when the day is over/);
    await page.getByRole('button', { name: 'Reveal the seed' }).click();
    await page.getByRole('form', { name: "Reveal the event's seed?" }).getByRole('button', { name: 'Confirm' }).click();
    const check = prizes.getByRole('link', { name: 'check every roll against it' });
    await expect.poll(() => check.count()).toBe(1);
    const verified = (await (await page.request.get(`${baseUrl}${await check.getAttribute('href')}`)).json()) as { ok: boolean };
    expect(verified.ok).toBe(true);
    const charts = page.getByRole('region', { name: 'Points by round' }).getByRole('img');
    expect(await charts.count()).toBe(16);
    expect(await charts.first().getAttribute('aria-label')).toMatch(/^Pilot \d+: round 1: \d+ points, .*round 6: \d+ points; total \d+$/);
    expect(errors.slice(earlier)).toEqual([]);
  }, 240_000);

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
    // The detail columns give way on a phone, but their values stay: one line under each player's name.
    const first = table.locator('tbody tr').first();
    expect(await first.locator('td.wide').first().isVisible()).toBe(false);
    expect(await first.locator('.narrow-detail').innerText()).toMatch(
      /^crippling damage \d+ · roster pulse points \d+ · roster precision points \d+ · unpainted models \d+/,
    );
    await page.goto(url(`/tournaments/${id}/pairings`));
    await expect.poll(() => page.getByRole('table', { name: 'Pairings' }).locator('tbody tr').count()).toBe(8);
    // The public page: every round, the standings, points by round and the prize draw, all within a phone's width.
    expect(await page.getByRole('region', { name: 'Every round' }).locator('details').count()).toBe(6);
    expect(await page.getByRole('region', { name: 'Public standings' }).locator('tbody tr').count()).toBe(16);
    expect(await page.getByRole('region', { name: 'Points by round' }).getByRole('img').count()).toBe(16);
    await page.getByRole('region', { name: 'Every round' }).locator('details[data-round="1"] summary').click();
    expect(await page.locator('[data-map-record="R1-T1"]').isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/tour-public-390.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print pairings' }).isVisible()).toBe(false);
    await page.goto(url(`/tournaments/${id}/sheets`));
    await expect.poll(() => page.locator('.score-sheet').count()).toBe(8);
  });

  it('signs players up in the page and builds a legal roster with the force builder: a reason on the illegal row, then saved', async () => {
    const { page, url, baseUrl, errors } = h();
    const earlier = errors.length;
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page.request, baseUrl, 'organiser');
    await page.goto(url('/tournaments'));
    const create = page.getByRole('form', { name: 'New tournament' });
    await create.getByLabel('Title').fill('Sign-up Cup');
    await create.getByRole('button', { name: 'Create event' }).click();
    await expect.poll(() => page.url()).toMatch(/\/tournaments\/[^/]+$/);
    const players = page.getByRole('table', { name: 'Players' });
    const add = page.getByRole('form', { name: 'Sign up' });
    await add.getByRole('button', { name: 'Add player' }).click();
    expect(await add.getByRole('alert').innerText()).toMatch(/Player id is empty/);
    await add.getByLabel('Player id').fill('p01');
    await add.getByLabel('Name').fill('Pilot One');
    await add.getByLabel('Faction').selectOption({ label: 'Draconis Combine' });
    await add.getByRole('button', { name: 'Add player' }).click();
    await expect.poll(() => players.locator('tbody tr').count()).toBe(1);
    // A sign-up can be retracted: the organiser drops the player, confirmed in the page.
    await players.getByRole('button', { name: 'Drop Pilot One' }).click();
    await players.getByRole('form', { name: 'Drop Pilot One?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => players.locator('tbody tr').first().innerText()).toMatch(/Pilot One \(dropped\)/);

    const reg = await page.request.post(`${baseUrl}/api/auth/register`, {
      data: { username: 'newcomer', password: 'newcomer-password', role: 'player' },
      headers: { 'x-marshal-csrf': '1' },
      timeout: 90_000,
    });
    expect(reg.status()).toBe(201);
    await login(page.request, baseUrl, 'newcomer');
    await page.reload();
    const join = page.getByRole('form', { name: 'Sign up' });
    expect(await join.innerText()).toMatch(/Your player id is your user name, newcomer/);
    await join.getByLabel('Name').fill('New Comer');
    // The factions are offered by name, a command with its faction, never by a code such as "CC.CHG" or "DC.pm".
    const offered = await join.getByLabel('Faction').locator('option').allInnerTexts();
    expect(offered).toContain('Capellan Home Guard (Capellan Confederation)');
    expect(offered.filter((o) => /^[A-Z][A-Za-z]*(\.[A-Za-z0-9]+)+$|^[A-Z]{2,5}$/.test(o))).toEqual([]);
    await join.getByLabel('Faction').selectOption({ label: 'Federated Suns' });
    await join.getByRole('button', { name: 'Sign me up' }).click();
    await expect.poll(() => players.locator('tbody tr').count()).toBe(2);

    const roster = page.getByRole('region', { name: 'Roster force' });
    const find = roster.getByRole('search', { name: 'Find Roster' });
    const addUnit = async (name: string) => {
      await find.getByLabel('Find a unit by name').fill(name);
      await find.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    };
    // The search starts at the player's faction and the event's era, and offers only what the check accepts.
    const factionFilter = find.getByLabel('Available to faction');
    await expect
      .poll(() => factionFilter.evaluate((s) => (s as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]?.text))
      .toBe('Federated Suns');
    await find.getByLabel('Find a unit by name').fill('Griffin GRF-1N');
    await expect.poll(() => find.getByRole('button', { name: 'Add Jenner JR7-D', exact: true }).count()).toBe(0);
    expect(await find.getByRole('button', { name: 'Add Griffin GRF-1N', exact: true }).count()).toBe(0);
    expect(await page.locator('[data-search-hint]').innerText()).toMatch(/offers the 'Mechs available to Federated Suns in the Jihad era/);
    // Widened to any faction (under Filters), it offers the Griffin, and the check says why it may not be fielded.
    await find.getByText('Filters', { exact: true }).click();
    await factionFilter.selectOption({ label: 'Any' });
    for (const name of ['Jenner JR7-D', 'Griffin GRF-1N', 'Hunchback HBK-4G', 'Cataphract CTF-3D', 'Rifleman RFL-3N', 'Atlas AS7-D']) await addUnit(name);
    const griffin = roster.getByRole('listitem', { name: 'Unit 2 (Griffin GRF-1N)' });
    await expect
      .poll(() => griffin.getByRole('list', { name: 'Problems with Unit 2 (Griffin GRF-1N)' }).innerText())
      .toMatch(/not available to Federated Suns/);
    expect(await roster.getByLabel('Unit 2 (Griffin GRF-1N) duel category').inputValue()).toBe('medium');
    expect(await roster.getByLabel('Unit 1 (Jenner JR7-D) gunnery').inputValue()).toBe('3');
    await roster.getByRole('button', { name: 'Remove Unit 2 (Griffin GRF-1N)' }).click();
    await addUnit('Wolverine WVR-6R');
    await roster.getByLabel('Unit 1 (Jenner JR7-D) pilot name').fill('Gray Noton');
    await roster.getByLabel('Unit 5 (Atlas AS7-D) bin 4 munition').selectOption({ label: 'Precision' });
    // Special ammunition is chosen once, in the roster's own column (Solaris VII §1.1): the force builder's per-bin battle
    // choice, which the roster would not keep, is not offered beside it.
    expect(await roster.getByLabel(/ammunition bin \d+ \(/u).count()).toBe(0);
    await expect.poll(() => roster.getByRole('status').filter({ hasText: 'legal' }).innerText()).toBe('Roster is legal.');
    expect(await roster.getByRole('status', { name: 'Roster totals' }).innerText()).toMatch(/^6 units · 370 t · BV \(skill-adjusted\) \d+/);
    await page.getByRole('button', { name: 'Save roster' }).click();
    // The saved roster shows on the player's row (the "Roster saved" note may already be gone after the page reloads).
    const row = players.locator('tbody tr', { hasText: 'New Comer' });
    await expect.poll(() => row.innerText()).toMatch(/6 'Mechs · pulse 0 · precision 4 · unpainted 0/);
    await row.locator('summary').click();
    expect(await row.getByRole('list', { name: 'Roster of New Comer' }).innerText()).toMatch(/15–35 t: Jenner JR7-D \(Base BV \d+\), pilot Gray Noton/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await roster.waitFor();
    await expect.poll(() => roster.getByRole('listitem', { name: /^Unit 6 / }).count()).toBe(1);
    const width = await page.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
    expect(errors.slice(earlier)).toEqual([]);
  }, 240_000);

  it('makes the map choice step by step, each player from their own browser, on a phone; the public page follows live', async () => {
    const { page, url, baseUrl, errors } = h();
    const earlier = errors.length;
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
    const request = page.request;
    await login(request, baseUrl, 'organiser');
    const created = await request.post(`${baseUrl}/api/tournaments`, { data: { setup: { title: 'Steps Cup' } }, headers: { 'x-marshal-csrf': '1' } });
    const cup = ((await created.json()) as { tournament: { id: string } }).tournament.id;
    const four = ['id,name,faction', ...[1, 2, 3, 4].map((k) => `p0${k},Pilot ${k},${FACTIONS[k - 1]}`)].join('\n');
    expect(
      (
        await request.post(`${baseUrl}/api/tournaments/${cup}/players.csv`, { data: { expectedVersion: 0, csv: four }, headers: { 'x-marshal-csrf': '1' } })
      ).status(),
    ).toBe(201);
    for (let k = 0; k < 4; k++)
      await command(request, baseUrl, cup, { type: 'setRoster', player: `p0${k + 1}`, roster: buildSampleRoster(sampleCatalog(), k, FACTIONS[k]!) });
    await command(request, baseUrl, cup, { type: 'startEvent' });
    await command(request, baseUrl, cup, { type: 'pairRound' });
    type Paired = { state: { rounds: { duels: { id: string; a: { player: string; bv: number }; b: { player: string; bv: number } }[] }[] } };
    const d = ((await (await request.get(`${baseUrl}/api/tournaments/${cup}`)).json()) as Paired).state.rounds[0]!.duels[0]!;
    const lower = d.a.bv <= d.b.bv ? d.a.player : d.b.player;
    const higher = lower === d.a.player ? d.b.player : d.a.player;
    const name = (p: string) => `Pilot ${Number(p.slice(1))}`;
    // A second page, signed out, on the public page: it follows the map choice without a reload.
    const watcher = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 } });
    await watcher.goto(url(`/tournaments/${cup}/pairings`));
    await watcher.getByRole('table', { name: 'Pairings' }).waitFor();

    const card = page.locator(`section[data-duel="${d.id}"]`);
    const steps = card.getByRole('form', { name: `Map step ${d.id}` });
    const as = async (player: string) => {
      await login(request, baseUrl, player);
      await page.goto(url(`/tournaments/${cup}`));
      await card.waitFor();
    };
    await as(higher);
    const maps = ['Grasslands', 'Desert Hills', 'City Ruins'];
    for (const [i, m] of maps.entries()) await steps.getByLabel(`Map ${i + 1}`).fill(m);
    if (d.a.bv === d.b.bv) await steps.getByLabel('Lower-BV role').selectOption(lower);
    await steps.getByRole('button', { name: 'Offer these maps' }).click();
    await expect
      .poll(() => card.locator('[data-next-step]').innerText())
      .toBe(`Map choice, next: ${name(lower)} decides whether to switch roles. Waiting for your opponent.`);
    expect(await steps.count(), 'no control for a step that is not yours').toBe(0);
    const view = (await (await request.get(`${baseUrl}/api/tournaments/${cup}`)).json()) as { tournament: { version: number } };
    const forged = await request.post(`${baseUrl}/api/tournaments/${cup}/commands`, {
      data: {
        expectedVersion: view.tournament.version,
        command: { type: 'mapStep', duel: d.id, step: { kind: 'roles', swapRoles: true }, actor: { role: 'player', player: lower } },
      },
      headers: { 'x-marshal-csrf': '1' },
    });
    expect(forged.status(), 'the opponent is refused, whatever actor the body names').toBe(422);
    await as(lower);
    await steps.getByRole('button', { name: 'Keep the roles' }).click();
    await expect.poll(() => steps.getByLabel('Map to remove').count()).toBe(1);
    await steps.getByLabel('Map to remove').selectOption('Desert Hills');
    await steps.getByRole('button', { name: 'Remove this map' }).click();
    await expect.poll(() => card.locator('[data-next-step]').innerText()).toMatch(new RegExp(`${name(higher)} picks the map\\. Waiting for your opponent\\.`));
    expect(
      await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/tour-steps-390.png', fullPage: true });
    await as(higher);
    await steps.getByLabel('Map to play on').selectOption('Grasslands');
    await steps.getByRole('button', { name: 'Pick this map' }).click();
    await as(lower);
    await expect.poll(() => steps.getByLabel('Entry edge').count()).toBe(1);
    await steps.getByLabel('Entry edge').selectOption('north');
    await steps.getByRole('button', { name: 'Enter from this edge' }).click();
    const record =
      `${name(lower)} removed Desert Hills; ${name(higher)} picked Grasslands; ` + `${name(lower)} enters from the north, ${name(higher)} from the south`;
    await expect.poll(() => card.locator('[data-map]').innerText()).toBe(`Map: Grasslands (of Grasslands, Desert Hills, City Ruins). ${record}.`);
    expect(await card.getByRole('list', { name: `Map choice steps ${d.id}` }).innerText()).toBe(
      [
        `${name(higher)} offered Grasslands, Desert Hills, City Ruins`,
        `${name(lower)} kept the roles`,
        `${name(lower)} removed Desert Hills`,
        `${name(higher)} picked Grasslands`,
        `${name(lower)} chose to enter from the north`,
      ].join('\n'),
    );
    await expect.poll(() => watcher.locator(`[data-map-record="${d.id}"]`).first().innerText(), { timeout: 60_000 }).toBe(`Map Grasslands: ${record}`);
    await watcher.close();
    expect(errors.slice(earlier).filter((e) => !/422/.test(e))).toEqual([]);
  }, 240_000);
});
