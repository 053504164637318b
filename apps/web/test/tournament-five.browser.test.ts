// A five-player Solaris VII event read in German, as an organiser walking it from sign-up to the prize draw sees it:
// nothing left in English (duel categories, end states, skills, prize reasons), the bye without empty brackets, the
// prize draw's roll explained with its rule, no coin toss "pending" before a duel is played.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { buildSampleRoster, sampleCatalog, sampleResult } from '@marshal/tournament';
import { useBrowser } from './harness';

type View = {
  tournament: { version: number };
  state: { rounds: { duels: { id: string; b: unknown; status: string; mapDraft?: unknown }[] }[] };
};
const FACTIONS = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League', 'Capellan Confederation'];
const NAMES = ['Ana Kell', 'Bo Rhee', 'Cy Dunn', 'Di Marr', 'Ed Voss'];

async function view(request: APIRequestContext, base: string, id: string): Promise<View> {
  return (await (await request.get(`${base}/api/tournaments/${id}`)).json()) as View;
}

async function command(request: APIRequestContext, base: string, id: string, command: object): Promise<void> {
  const v = await view(request, base, id);
  const res = await request.post(`${base}/api/tournaments/${id}/commands`, {
    data: { expectedVersion: v.tournament.version, command },
    headers: { 'x-marshal-csrf': '1' },
  });
  if (res.status() !== 201) throw new Error(`${JSON.stringify(command).slice(0, 80)}: ${await res.text()}`);
}

async function newEvent(request: APIRequestContext, base: string, title: string): Promise<string> {
  const created = await request.post(`${base}/api/tournaments`, { data: { setup: { title } }, headers: { 'x-marshal-csrf': '1' } });
  const id = ((await created.json()) as { tournament: { id: string } }).tournament.id;
  for (const [k, name] of NAMES.entries()) await command(request, base, id, { type: 'addPlayer', player: `p${k + 1}`, name, faction: FACTIONS[k] });
  return id;
}

describe('a five-player Solaris VII event in German', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('says nobody is tied before a duel is played, and names the local user’s part in German', async () => {
    const { page, url, baseUrl, errors } = h();
    const id = await newEvent(page.request, baseUrl, 'Anmeldung');
    await page.goto(url(`/tournaments/${id}`));
    const standings = page.getByRole('table', { name: 'Platzierungen' });
    await expect.poll(() => standings.locator('tbody tr').count()).toBe(5);
    expect(await standings.innerText()).not.toMatch(/Münzwurf steht aus/);
    expect(await page.locator('[data-me]').innerText()).toMatch(/^Lokale Nutzung ohne Anmeldung/);
    expect(await page.locator('[data-me]').innerText()).not.toMatch(/local|organiser/);
    expect(errors).toEqual([]);
  }, 240_000);

  it('offers the entry edges in German in the step-by-step map choice', async () => {
    const { page, url, baseUrl, errors } = h();
    const earlier = errors.length;
    const request = page.request;
    const id = await newEvent(request, baseUrl, 'Kanten');
    for (let k = 0; k < 5; k++)
      await command(request, baseUrl, id, { type: 'setRoster', player: `p${k + 1}`, roster: buildSampleRoster(sampleCatalog(), k, FACTIONS[k]!) });
    await command(request, baseUrl, id, { type: 'startEvent' });
    await command(request, baseUrl, id, { type: 'pairRound' });
    const duel = (await view(request, baseUrl, id)).state.rounds[0]!.duels.find((d) => d.b)!.id;
    await command(request, baseUrl, id, { type: 'mapStep', duel, step: { kind: 'offer', maps: ['Grasland', 'Wüste', 'Ruinen'], lowerBvPlayer: 'p1' } });
    await command(request, baseUrl, id, { type: 'mapStep', duel, step: { kind: 'roles', swapRoles: false } });
    await command(request, baseUrl, id, { type: 'mapStep', duel, step: { kind: 'remove', map: 'Wüste' } });
    await command(request, baseUrl, id, { type: 'mapStep', duel, step: { kind: 'pick', map: 'Grasland' } });
    await page.goto(url(`/tournaments/${id}`));
    const edge = page.locator(`[data-duel="${duel}"]`).getByLabel('Eintrittskante');
    await expect.poll(() => edge.count()).toBe(1);
    expect((await edge.locator('option').allInnerTexts()).filter(Boolean)).toEqual(['Norden', 'Süden', 'Osten', 'Westen']);
    await edge.selectOption({ label: 'Süden' });
    expect(await edge.inputValue()).toBe('south');
    expect(errors.slice(earlier)).toEqual([]);
  }, 240_000);

  it('plays all six duels and draws the prizes: categories, end states, skills and prize reasons in German, each draw explained', async () => {
    const { page, url, baseUrl, errors } = h();
    const earlier = errors.length;
    const request = page.request;
    const id = await newEvent(request, baseUrl, 'Fünferfeld');
    for (let k = 0; k < 5; k++)
      await command(request, baseUrl, id, { type: 'setRoster', player: `p${k + 1}`, roster: buildSampleRoster(sampleCatalog(), k, FACTIONS[k]!) });
    await command(request, baseUrl, id, { type: 'startEvent' });
    for (let r = 1; r <= 6; r++) {
      await command(request, baseUrl, id, { type: 'pairRound' });
      for (const d of (await view(request, baseUrl, id)).state.rounds[r - 1]!.duels)
        if (d.status === 'pending') await command(request, baseUrl, id, { type: 'reportResult', duel: d.id, result: sampleResult(d.id, 'five') });
    }
    await command(request, baseUrl, id, { type: 'tossCoins' }).catch(() => undefined); // only when players are still level
    await command(request, baseUrl, id, { type: 'drawPrizes' });
    await page.goto(url(`/tournaments/${id}`));
    const rounds = page.getByRole('region', { name: 'Alle Runden' });
    await expect.poll(() => rounds.locator('details').count()).toBe(6);
    // Duel categories by their German names, in the round headings and the rosters.
    expect(await rounds.locator('details[data-round="3"] summary').innerText()).toMatch(/^Duell 3: 40–55 t, ohne Sprungdüsen/);
    await page.evaluate('document.querySelectorAll("details").forEach((d) => (d.open = true))');
    const text = await page.locator('.page').innerText();
    expect(text).not.toMatch(/no jump jets|\b(intact|crippled|destroyed)\b|verbessert (gunnery|piloting)|for taking part|for place|has won prize/);
    // The bye's 'Mech has no balanced skills: no empty brackets after it.
    expect(text).not.toMatch(/\(\)/);
    // The balancing's summary names the player whose skills were improved.
    const balances = await page.locator('section.duel-card details.balance summary').allInnerTexts();
    expect(balances.filter((b) => b.includes(' für '))).not.toEqual([]);
    for (const b of balances) expect(b).toMatch(/^BV-Ausgleich( für (Ana Kell|Bo Rhee|Cy Dunn|Di Marr|Ed Voss): |: gleiche)/);
    expect(await rounds.locator('tr[data-pairing]').filter({ hasText: 'Freilos' }).count()).toBe(6);
    // End states in German in every round's results.
    expect(await rounds.locator('tr[data-pairing]').first().innerText()).toMatch(
      /\((intakt|Crippling Damage|vernichtet) \/ (intakt|Crippling Damage|vernichtet), \d+ Runden\)/,
    );
    const prizes = page.getByRole('region', { name: 'Preisziehung' });
    expect(await prizes.getByRole('table', { name: 'Lose' }).locator('tbody tr').first().innerText()).toMatch(
      /4 \(Nr\. 1, 2, 3, 4\)\s+1 für die Teilnahme, 3 für Platz 1/,
    );
    // Each draw says which of the tickets still in the pot the roll counted to, and why the winner's other tickets are out.
    const draws = await prizes.getByRole('list', { name: 'Ziehungen' }).locator('li').allInnerTexts();
    expect(draws).toHaveLength(3);
    expect(draws[0]).toMatch(/^Preis 1: (\d+) auf 1–11 gewürfelt → Los \d+ \(Stelle \1 der übrigen Lose: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11\), /);
    expect(draws.join('\n')).toMatch(/(Los \d+ verfällt|Lose [\d, ]+ verfallen): [^.]+ hat Preis \d gewonnen und kann nicht zweimal gewinnen\./);
    expect(await prizes.locator('[data-prize-rules]').innerText()).toMatch(/^Regeln: Solaris VII Stable Challenge, 6 Prizes · /);
    expect(errors.slice(earlier).filter((e) => !/422/.test(e))).toEqual([]);
  }, 240_000);
});

describe('the roster form in German', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('says why a roster is not legal yet in German, naming the unit by its place and name', async () => {
    const { page, url, baseUrl, errors } = h();
    const id = await newEvent(page.request, baseUrl, 'Roster');
    await page.goto(url(`/tournaments/${id}`));
    await page.locator('.roster-builder select').first().selectOption('p3');
    const roster = page.locator('.roster-builder');
    const problems = roster.locator('.force-builder [role="status"] ul, .force-builder ul').filter({ hasText: 'Kategorie' }).first();
    await expect.poll(() => roster.innerText()).toMatch(/ein Roster hat 6 ’Mechs, dieser hat 0/);
    expect(await roster.innerText()).toMatch(/kein ’Mech für die Kategorie 40–55 t, ohne Sprungdüsen/);
    const find = roster.getByRole('search');
    await find.getByLabel('Eine Einheit nach Namen suchen').fill('Atlas AS7-D');
    await find.getByRole('button', { name: 'Atlas AS7-D hinzufügen', exact: true }).click();
    await roster.getByLabel('Einheit 1 (Atlas AS7-D): Duellkategorie').selectOption({ label: '15–35 t' });
    await expect.poll(() => roster.innerText()).toMatch(/Einheit 1 \(Atlas AS7-D\): 100 t liegt außerhalb von 15–35 t/);
    expect(await problems.innerText()).not.toMatch(/no 'Mech|a roster has|is outside/);
    expect(errors).toEqual([]);
  }, 240_000);

  it('names ammunition bins and special munitions as players know them, never by MegaMek ids or roster keys', async () => {
    const { page, url, baseUrl, errors } = h();
    const id = await newEvent(page.request, baseUrl, 'Munition');
    // The first sample roster loads precision rounds in an autocannon bin.
    await command(page.request, baseUrl, id, { type: 'setRoster', player: 'p1', roster: buildSampleRoster(sampleCatalog(), 0, FACTIONS[0]!) });
    await page.goto(url(`/tournaments/${id}`));
    const row = page.locator('tr[data-player="p1"]').first();
    await row.locator('summary').click();
    const list = await row.getByRole('list').innerText();
    expect(list).toMatch(/, 1 t Präzision \(AC\/\d+\)/);
    expect(list).not.toMatch(/precision|\bac\d+/);
    await page.locator('.roster-builder select').first().selectOption('p1');
    const bins = page.locator('.roster-builder .ammo-bins');
    await expect.poll(() => bins.count()).toBeGreaterThan(0);
    const labels = (await bins.locator('label > span').allInnerTexts()).join('\n');
    expect(labels).toMatch(/^Behälter 1: /m);
    // MegaMek's internal names ("IS Ammo AC/20", "ISAMS Ammo") give way to the equipment's names ("AC/20 Ammo").
    expect(labels).not.toMatch(/IS Ammo|ISAMS|^Behälter \d+: IS/m);
    const chosen = await bins
      .locator('select')
      .evaluateAll((all) => all.map((s) => (s as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]?.text));
    expect(chosen).toContain('Präzision');
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('a reported duel in German', () => {
  const h = useBrowser({ locale: 'de-DE', demo: true });

  it('says what was reported with the German end states', async () => {
    const { page, url, baseUrl, errors } = h();
    const list = (await (await page.request.get(`${baseUrl}/api/tournaments`)).json()) as { id: string; module: string }[];
    const demo = list.find((t) => t.module === 'solaris-vii-stable-challenge')!;
    await page.goto(url(`/tournaments/${demo.id}`));
    const report = page.locator('[data-report]').first();
    await expect.poll(() => report.count()).toBe(1);
    expect(await report.innerText()).toMatch(/^Gemeldet: Pilot \d+ (intakt|Crippling Damage|vernichtet), Pilot \d+ (intakt|Crippling Damage|vernichtet), /);
    expect(errors).toEqual([]);
  }, 240_000);
});
