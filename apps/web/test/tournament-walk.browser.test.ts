// The Solaris VII desk as a new user walks it (local mode: one person runs the event on one machine, no accounts):
// the map choice made step by step for either player with who-does-what shown; a reported duel with Confirm and
// Dispute only (the organiser settles a dispute); score lines that say what the points are for; base and
// skill-adjusted BV labelled apart; the category select whole on a phone; sign-up without MegaMek's general pools;
// best painted only at the end of the event. In English and German.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { buildSampleRoster, sampleCatalog } from '@marshal/tournament';
import { useBrowser } from './harness';
import { PHONE, fitsAcross } from './phone';

type Duel = { id: string; a: { player: string; bv: number }; b: { player: string; bv: number } | null; status: string };
type View = { tournament: { version: number }; state: { rounds: { duels: Duel[] }[]; players: Record<string, { name: string }> } };

async function view(request: APIRequestContext, base: string, id: string): Promise<View> {
  return (await (await request.get(`${base}/api/tournaments/${id}`)).json()) as View;
}

/** The demo event: eight players, two rounds final, round 3 with its first duel reported by a player. */
async function demo(page: Page, baseUrl: string): Promise<{ id: string; round3: Duel[] }> {
  const list = (await (await page.request.get(`${baseUrl}/api/tournaments`)).json()) as { id: string; module: string }[];
  const id = list.find((t) => t.module === 'solaris-vii-stable-challenge')!.id;
  const v = await view(page.request, baseUrl, id);
  return { id, round3: v.state.rounds[2]!.duels.filter((d) => d.b) };
}

async function command(request: APIRequestContext, base: string, id: string, command: object): Promise<void> {
  const v = await view(request, base, id);
  const res = await request.post(`${base}/api/tournaments/${id}/commands`, {
    data: { expectedVersion: v.tournament.version, command },
    headers: { 'x-marshal-csrf': '1' },
  });
  if (res.status() !== 201) throw new Error(`${JSON.stringify(command).slice(0, 80)}: ${await res.text()}`);
}

/** An event still in sign-up with one player and their checked roster (the roster form is open until the event starts). */
async function signUpEvent(request: APIRequestContext, base: string, title: string): Promise<string> {
  const created = await request.post(`${base}/api/tournaments`, { data: { setup: { title } }, headers: { 'x-marshal-csrf': '1' } });
  const id = ((await created.json()) as { tournament: { id: string } }).tournament.id;
  await command(request, base, id, { type: 'addPlayer', player: 'p1', name: 'Ana Kell', faction: 'Lyran Commonwealth' });
  await command(request, base, id, { type: 'setRoster', player: 'p1', roster: buildSampleRoster(sampleCatalog(), 0, 'Lyran Commonwealth') });
  return id;
}

/** Make the whole map choice of a duel step by step on the desk, for either player, reading who does what. */
async function stepByStep(page: Page, duel: Duel, names: Record<string, { name: string }>, words: Record<string, string | RegExp>) {
  const card = page.locator(`[data-duel="${duel.id}"]`);
  const form = card.locator('form[aria-label^="' + words.stepForm + '"]');
  const entering = form.locator('[data-entering-for]');
  await expect.poll(() => entering.innerText()).toBe(words.forEither);
  for (const [i, map] of ['Grassland', 'City Ruins', 'Desert Hills'].entries()) await form.getByLabel(`${words.map} ${i + 1}`).fill(map);
  const lower = duel.a.bv <= duel.b!.bv ? duel.a.player : duel.b!.player;
  const higher = lower === duel.a.player ? duel.b!.player : duel.a.player;
  if (duel.a.bv === duel.b!.bv) await form.getByLabel(words.lowerRole as string).selectOption(lower);
  await form.getByRole('button', { name: words.offer as string }).click();
  // Who does what: the steps still to come, each with its player.
  const plan = card.locator('ol.map-plan li');
  await expect.poll(() => plan.count()).toBe(4);
  const [lo, hi] = [names[lower]!.name, names[higher]!.name];
  expect(await plan.allInnerTexts()).toEqual((words.plan as unknown as (lo: string, hi: string) => string[])(lo, hi));
  await expect.poll(() => entering.innerText()).toBe((words.forPlayer as unknown as (n: string) => string)(lo));
  await form.getByRole('button', { name: words.keep as string }).click();
  await expect.poll(() => plan.count()).toBe(3);
  await form.getByLabel(words.toRemove as string).selectOption('City Ruins');
  await form.getByRole('button', { name: words.remove as string }).click();
  await expect.poll(() => entering.innerText()).toBe((words.forPlayer as unknown as (n: string) => string)(hi));
  await form.getByLabel(words.toPlay as string).selectOption('Grassland');
  await form.getByRole('button', { name: words.pick as string }).click();
  await expect.poll(() => entering.innerText()).toBe((words.forPlayer as unknown as (n: string) => string)(lo));
  await form.getByLabel(words.edge as string).selectOption('south');
  await form.getByRole('button', { name: words.enter as string }).click();
  await expect.poll(() => card.locator('[data-map]').count()).toBe(1);
  return { card, lo, hi };
}

describe('the Solaris VII desk in local mode (English)', () => {
  const h = useBrowser({ demo: true });

  it('lets the one user make every map step for either player, saying whose step it is', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id, round3 } = await demo(page, baseUrl);
    const names = (await view(page.request, baseUrl, id)).state.players;
    await page.goto(url(`/tournaments/${id}`));
    const { card, lo, hi } = await stepByStep(page, round3[1]!, names, {
      stepForm: 'Map step',
      forEither: 'You enter this step for either player.',
      forPlayer: ((n: string) => `You enter this step for ${n}.`) as never,
      map: 'Map',
      lowerRole: 'Lower-BV role',
      offer: 'Offer these maps',
      plan: ((l: string, g: string) => [
        `${l} decides whether to switch roles`,
        `${l} removes one map`,
        `${g} picks the map`,
        `${l} chooses the entry edge`,
      ]) as never,
      keep: 'Keep the roles',
      toRemove: 'Map to remove',
      remove: 'Remove this map',
      toPlay: 'Map to play on',
      pick: 'Pick this map',
      edge: 'Entry edge',
      enter: 'Enter from this edge',
    });
    expect(await card.locator('[data-map]').innerText()).toMatch(/^Map: Grassland /);
    expect(await card.locator('ol.map-steps li').allInnerTexts()).toEqual([
      'The organiser offered Grassland, City Ruins, Desert Hills',
      `The organiser (for ${lo}) kept the roles`,
      `The organiser (for ${lo}) removed City Ruins`,
      `The organiser (for ${hi}) picked Grassland`,
      `The organiser (for ${lo}) chose to enter from the south`,
    ]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('shows a reported duel with Confirm and Dispute only; after a dispute the organiser settles it', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id, round3 } = await demo(page, baseUrl);
    await page.goto(url(`/tournaments/${id}`));
    const card = page.locator(`[data-duel="${round3[0]!.id}"]`);
    await expect.poll(() => card.locator('[data-report]').count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Confirm result' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Dispute' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Report result' }).count()).toBe(0);
    expect(await card.getByRole('form', { name: `Result ${round3[0]!.id}` }).count()).toBe(0);
    // A duel nobody reported still offers the report form.
    expect(await page.locator(`[data-duel="${round3[2]!.id}"]`).getByRole('button', { name: 'Report result' }).count()).toBe(1);
    await card.getByLabel('Reason to dispute').fill('the Locust was only crippled');
    await card.getByRole('button', { name: 'Dispute' }).click();
    await expect.poll(() => card.locator('[data-report]').innerText()).toMatch(/disputed: the Locust was only crippled/);
    expect(await card.getByRole('button', { name: 'Confirm result' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Report result' }).count()).toBe(0);
    const settle = card.getByRole('form', { name: `Result ${round3[0]!.id}` });
    await settle.getByLabel("Second 'Mech").selectOption('crippled');
    await settle.getByRole('button', { name: 'Settle result' }).click();
    await expect.poll(() => card.locator('[data-score] summary').count()).toBe(1);
    expect(errors.filter((e) => !/422/.test(e))).toEqual([]);
  }, 240_000);

  it('says what each score line is for, and labels base and skill-adjusted BV apart', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id, round3 } = await demo(page, baseUrl);
    if (round3[0]!.status === 'reported')
      await page.request.post(`${baseUrl}/api/tournaments/${id}/commands`, {
        data: { expectedVersion: (await view(page.request, baseUrl, id)).tournament.version, command: { type: 'confirmResult', duel: round3[0]!.id } },
        headers: { 'x-marshal-csrf': '1' },
      });
    await page.goto(url(`/tournaments/${id}`));
    const score = page.locator(`[data-duel="${round3[0]!.id}"] [data-score]`);
    await score.locator('summary').click();
    const lines = await score.locator('li').allInnerTexts();
    expect(lines).toHaveLength(8);
    const COMPARED = String.raw`(no higher than the opponent's \(\d+ against \d+\): \+1|higher than the opponent's \(\d+ against \d+\), no bonus: \+0) \[`;
    const words = [
      /^Pilot \d: Outcome: [a-z ,]+: \+\d \[/,
      new RegExp(`^Pilot \\d: Pulse-weapon points ${COMPARED}`),
      new RegExp(`^Pilot \\d: Precision-ammunition points ${COMPARED}`),
      /^Pilot \d: The 'Mech carries (ammunition \(\d+ t\): \+1|less than 1 t of ammunition \(\d+ t\), no bonus: \+0) \[/,
    ];
    for (const [i, line] of lines.entries()) expect(line).toMatch(words[i % 4]!);
    expect(lines.join('\n')).not.toMatch(/pulse points \d|≤|precision points \d/);
    // Base BV in the players' rosters; the balanced, skill-adjusted BV in the pairings and the roster form.
    const row = page.locator('tr[data-player="p01"]').first();
    await row.locator('summary').click();
    expect(await row.getByRole('list').innerText()).toMatch(/: [^(]+ \(Base BV \d+\)/);
    await page.locator('[data-round="1"] summary').first().click();
    expect(await page.locator('[data-round="1"] tr[data-pairing]').first().innerText()).toMatch(/\(\d\/\d, BV \(skill-adjusted\) \d+\)/);
    await page.goto(url(`/tournaments/${await signUpEvent(page.request, baseUrl, 'Labels')}`));
    await page.locator('.roster-builder select').first().selectOption('p1');
    const roster = page.locator('.roster-builder');
    await expect.poll(() => roster.locator('.force-row-bv').count()).toBe(6);
    expect(await roster.locator('.force-row-bv').first().innerText()).toMatch(/^BV \(skill-adjusted\) \d+$/);
    expect(await roster.getByRole('status', { name: 'Roster totals' }).innerText()).toMatch(/ · BV \(skill-adjusted\) \d+/);
    expect(errors).toEqual([]);
  }, 240_000);

  it('awards best painted only at the end of the event, and says so before', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id } = await demo(page, baseUrl);
    await page.goto(url(`/tournaments/${id}`));
    const later = page.locator('[data-best-painted-later]');
    await expect.poll(() => later.count()).toBe(1);
    expect(await later.innerText()).toBe(
      'Best painted: the best-painted prize is awarded at the end of the tournament, once all 6 duels have final results (duel 3 is still being played).',
    );
    expect(await page.getByRole('form', { name: 'Best painted' }).count()).toBe(0);
    const refused = await page.request.post(`${baseUrl}/api/tournaments/${id}/commands`, {
      data: { expectedVersion: (await view(page.request, baseUrl, id)).tournament.version, command: { type: 'awardBestPainted', player: 'p02' } },
      headers: { 'x-marshal-csrf': '1' },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { rejection: { rule: string } }).rejection.rule).toMatch(/6 Prizes/);
    expect(errors).toEqual([]);
  }, 240_000);

  it('offers factions at sign-up, never the general pools ("Periphery", "Clan - Homeworld")', async () => {
    const { page, url, baseUrl, errors } = h();
    const created = await page.request.post(`${baseUrl}/api/tournaments`, { data: { setup: { title: 'Pools' } }, headers: { 'x-marshal-csrf': '1' } });
    const id = ((await created.json()) as { tournament: { id: string } }).tournament.id;
    await page.goto(url(`/tournaments/${id}`));
    const faction = page.getByRole('form', { name: 'Sign up' }).getByLabel('Faction');
    await expect.poll(() => faction.locator('option').count()).toBeGreaterThan(50);
    const offered = await faction.locator('option').allInnerTexts();
    expect(offered).toContain('Federated Suns');
    expect(offered).toContain('Mercenary');
    expect(offered.filter((o) => /^(Periphery|Clan - Homeworld|Clan - Inner Sphere|Clan - General|Inner Sphere - General|General)$/.test(o))).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('the roster form on a 390 px phone', () => {
  const h = useBrowser({ demo: true, viewport: { width: PHONE, height: 844 } });

  it('shows each duel category select whole, within the phone’s width', async () => {
    const { page, url, baseUrl, errors } = h();
    await page.goto(url(`/tournaments/${await signUpEvent(page.request, baseUrl, 'Phone')}`));
    await page.locator('.roster-builder select').first().selectOption('p1');
    const roster = page.locator('.roster-builder');
    const categories = roster.getByLabel(/^Unit \d \(.+\) duel category$/);
    await expect.poll(() => categories.count()).toBe(6);
    const longest = roster.getByLabel(/^Unit \d \(.+\) duel category$/).filter({ has: page.locator('option:checked', { hasText: 'no jump jets' }) });
    await longest.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/tour-walk-category-390.png', fullPage: false });
    for (let i = 0; i < 6; i++) {
      const category = categories.nth(i);
      const box = (await category.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
      // The chosen category's words fit inside the select beside its arrow (nothing clipped: "40–55 t, no jum").
      const fits = await category.evaluate((el) => {
        type Style = { font: string; paddingLeft: string; paddingRight: string };
        type Span = { style: { font: string; whiteSpace: string }; textContent: string; getBoundingClientRect(): { width: number }; remove(): void };
        const g = globalThis as unknown as {
          getComputedStyle(e: unknown): Style;
          document: { createElement(tag: string): Span; body: { appendChild(e: Span): void } };
        };
        const select = el as unknown as { clientWidth: number; selectedOptions: { text: string }[] };
        const style = g.getComputedStyle(el);
        const span = g.document.createElement('span');
        span.style.font = style.font;
        span.style.whiteSpace = 'pre';
        span.textContent = select.selectedOptions[0]!.text;
        g.document.body.appendChild(span);
        const text = span.getBoundingClientRect().width;
        span.remove();
        const arrow = 20;
        return {
          text: select.selectedOptions[0]!.text,
          needs: text,
          room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow,
        };
      });
      expect(fits.needs, `"${fits.text}" fits its select`).toBeLessThanOrEqual(fits.room);
    }
    expect(await fitsAcross(roster.locator('.force-rows'))).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('the Solaris VII desk in local mode (German)', () => {
  const h = useBrowser({ demo: true, locale: 'de-DE' });

  it('makes every map step for either player, saying whose step it is, in German', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id, round3 } = await demo(page, baseUrl);
    const names = (await view(page.request, baseUrl, id)).state.players;
    await page.goto(url(`/tournaments/${id}`));
    const { card, lo, hi } = await stepByStep(page, round3[1]!, names, {
      stepForm: 'Kartenschritt',
      forEither: 'Du trägst diesen Schritt für einen der beiden Spieler ein.',
      forPlayer: ((n: string) => `Du trägst diesen Schritt für ${n} ein.`) as never,
      map: 'Karte',
      lowerRole: 'Rolle mit geringerer BV',
      offer: 'Diese Karten anbieten',
      plan: ((l: string, g: string) => [
        `${l} entscheidet, ob die Rollen getauscht werden`,
        `${l} streicht eine Karte`,
        `${g} wählt die Karte`,
        `${l} wählt die Eintrittskante`,
      ]) as never,
      keep: 'Rollen behalten',
      toRemove: 'Zu entfernende Karte',
      remove: 'Diese Karte entfernen',
      toPlay: 'Karte, auf der gespielt wird',
      pick: 'Diese Karte wählen',
      edge: 'Eintrittskante',
      enter: 'Über diese Kante eintreten',
    });
    expect(await card.locator('ol.map-steps li').allInnerTexts()).toEqual([
      'Der Organisator hat Grassland, City Ruins, Desert Hills angeboten',
      `Der Organisator (für ${lo}) hat die Rollen behalten`,
      `Der Organisator (für ${lo}) hat City Ruins gestrichen`,
      `Der Organisator (für ${hi}) hat Grassland gewählt`,
      `Der Organisator (für ${lo}) kommt von Süden`,
    ]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('shows a reported duel with Bestätigen and Einspruch only, and the settled score in words', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id, round3 } = await demo(page, baseUrl);
    await page.goto(url(`/tournaments/${id}`));
    const card = page.locator(`[data-duel="${round3[0]!.id}"]`);
    await expect.poll(() => card.locator('[data-report]').count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Ergebnis bestätigen' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Ergebnis melden' }).count()).toBe(0);
    await card.getByLabel('Grund für den Einspruch').fill('nur Crippling Damage');
    await card.getByRole('button', { name: 'Einspruch' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Ergebnis festlegen' }).count()).toBe(1);
    expect(await card.innerText()).toMatch(/Einspruch erhoben: die Turnierleitung trägt das gültige Ergebnis ein/);
    await card.getByRole('button', { name: 'Ergebnis festlegen' }).click();
    const score = card.locator('[data-score]');
    await score.locator('summary').click();
    const lines = (await score.locator('li').allInnerTexts()).join('\n');
    expect(lines).toMatch(/^Pilot \d: Ausgang: [^:]+: \+\d \[/m);
    expect(lines).toMatch(/^Pilot \d: Pulswaffen-Punkte (nicht höher als beim Gegner|höher als beim Gegner) \(\d+ gegen \d+\)/m);
    expect(lines).toMatch(/^Pilot \d: Präzisionsmunitions-Punkte (nicht )?höher als beim Gegner \(\d+ gegen \d+\)/m);
    expect(lines).toMatch(/^Pilot \d: Der ’Mech führt (weniger als 1 t )?Munition mit/m);
    expect(lines).not.toMatch(/≤|pulse|precision|carries/);
    expect(errors.filter((e) => !/422/.test(e))).toEqual([]);
  }, 240_000);

  it('labels base and skill-adjusted BV apart, and says best painted comes at the end, in German', async () => {
    const { page, url, baseUrl, errors } = h();
    const { id } = await demo(page, baseUrl);
    await page.goto(url(`/tournaments/${id}`));
    const later = page.locator('[data-best-painted-later]');
    await expect.poll(() => later.count()).toBe(1);
    expect(await later.innerText()).toBe(
      'Beste Bemalung: der Preis für die beste Bemalung wird am Ende des Turniers vergeben, ' +
        'wenn alle 6 Duelle ein Endergebnis haben (Duell 3 wird noch gespielt).',
    );
    const row = page.locator('tr[data-player="p01"]').first();
    await row.locator('summary').click();
    expect(await row.getByRole('list').innerText()).toMatch(/: [^(]+ \(Basis-BV \d+\)/);
    await page.locator('[data-round="1"] summary').first().click();
    expect(await page.locator('[data-round="1"] tr[data-pairing]').first().innerText()).toMatch(/\(\d\/\d, BV \(nach Fertigkeiten\) \d+\)/);
    expect(errors).toEqual([]);
  }, 240_000);
});
