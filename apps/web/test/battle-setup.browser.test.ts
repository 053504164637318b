import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/**
 * The new-battle form's per-unit set-up (issue #20 item 1): a special munition chosen for an ammunition bin in the
 * force builder and a unit set up hidden, carried into the battle and in effect there.
 */
describe('battle set-up in Chromium: munitions and hidden units from the force builder', () => {
  const h = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('loads precision rounds into the Hunchback\u2019s AC/20 bin and hides the Centurion from Side A', async () => {
    const { page, url, server, errors } = h();
    await page.goto(url('/battles'));
    const form = page.getByRole('form', { name: 'New battle' });
    // The first visit loads the unit catalog on the server: give it time.
    const bin = form.getByLabel(/^Unit 1 \(Hunchback HBK-4G\) ammunition bin \d+ \(IS Ammo AC\/20\)$/).first();
    await expect.poll(() => bin.count(), { timeout: 120_000 }).toBe(1);
    // The select offers the munitions Total Warfare gives an AC/20 (and only those).
    const offered = await bin.locator('option').allInnerTexts();
    expect(offered.slice(1)).toEqual(['Precision ammunition', 'Armor-piercing ammunition']);
    // The bin is named by its weapon in a few characters, so a narrow select never reads as another weapon's rounds.
    expect(offered[0]).toBe('standard');
    expect(await bin.locator('xpath=ancestor::label').locator('span').first().innerText()).toMatch(/^Ammo \d+ · AC\/20$/);
    await bin.selectOption('precision');
    const hidden = form.getByLabel('Side B unit 1 (Centurion CN9-A) set up hidden');
    await hidden.check();
    expect(await hidden.isChecked()).toBe(true);
    await form.getByLabel('Round limit').fill('1');
    await form.getByLabel(/Two browsers/).check();
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    await expect.poll(() => page.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Side A/);

    // The munition is in the bin: named on the Hunchback's record sheet, with half a ton's shots (AC/20: 5 → 2).
    const sheet = page.getByRole('article', { name: 'Record sheet: Hunchback HBK-4G' });
    const loaded = sheet.locator('tr[data-ammo="IS Ammo AC/20"]').filter({ has: page.locator('[data-munition="precision"]') });
    await expect.poll(() => loaded.count()).toBe(1);
    expect(await loaded.innerText()).toMatch(/Precision ammunition/);
    expect(await loaded.locator('[data-shots]').getAttribute('data-shots')).toBe('2');

    // The hidden Centurion: Side A's page shows no record sheet, no board token and no name of it.
    expect(await page.getByRole('article', { name: 'Record sheet: Centurion CN9-A' }).count()).toBe(0);
    expect(await page.locator('.battle-board').innerText()).not.toMatch(/Centurion/);
    // The server keeps it out of a spectator's view too, while the record holds it, hidden, with its side.
    const view = (await server.app.inject({ method: 'GET', url: `/api/games/${id}` })).json() as { state: { units: Record<string, unknown> } };
    expect(Object.keys(view.state.units)).toEqual(['a1']);
    const record = await server.store.read(id);
    const full = record!.header;
    expect(full).toMatch(/"hidden":true/);
    expect(full).toMatch(/"munitions":\{"\d+":"precision"\}/);
    expect(errors).toEqual([]);
  }, 240_000);

  it('finds the original variant first ("Marauder" → MAD-3R), counts every match and shows more on request', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/battles'));
    const form = page.getByRole('form', { name: 'New battle' });
    const search = form.getByRole('search', { name: 'Find Side A' });
    const find = search.getByLabel('Find a unit by name');
    await expect.poll(() => find.count(), { timeout: 120_000 }).toBe(1);
    await find.fill('Marauder');
    const results = search.getByRole('list', { name: /^Catalog results for / }).getByRole('button');
    await expect.poll(() => results.first().innerText(), { timeout: 60_000 }).toBe('Marauder MAD-3R');
    expect(await results.count()).toBe(10);
    const status = search.getByRole('status');
    const total = Number(/^(\d+) units match; showing 1–10\.$/.exec(await status.innerText())?.[1]);
    expect(total).toBeGreaterThan(20);
    // "Show more" adds the next ten under the first, which stay where they were
    await search.getByRole('button', { name: 'Show 10 more' }).click();
    await expect.poll(() => results.count()).toBe(20);
    expect(await results.first().innerText()).toBe('Marauder MAD-3R');
    expect(await status.innerText()).toBe(`${total} units match; showing 1–20.`);
    expect(errors).toEqual([]);
  }, 180_000);

  it('offers inferno for an MML’s SRM bin only, and the Crusader fights with it loaded (ADR 0056 session 12)', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/battles'));
    const form = page.getByRole('form', { name: 'New battle' });
    const find = form.getByRole('search', { name: 'Find Side A' }).getByLabel('Find a unit by name');
    await expect.poll(() => find.count(), { timeout: 120_000 }).toBe(1);
    await find.fill('Crusader CRD-8L');
    await form.getByRole('button', { name: 'Add Crusader CRD-8L', exact: true }).click();
    const srm = form.getByLabel(/\(Crusader CRD-8L\) ammunition bin \d+ \(IS Ammo MML-7 SRM\)$/).first();
    const lrm = form.getByLabel(/\(Crusader CRD-8L\) ammunition bin \d+ \(IS Ammo MML-7 LRM\)$/).first();
    await expect.poll(() => srm.count(), { timeout: 60_000 }).toBe(1);
    expect((await srm.locator('option').allInnerTexts()).slice(1)).toEqual([
      'Inferno SRM',
      'Narc-capable missiles',
      'Artemis-capable missiles',
      'Artemis V-capable missiles',
    ]);
    expect((await lrm.locator('option').allInnerTexts()).slice(1)).toEqual(['Narc-capable missiles', 'Artemis-capable missiles', 'Artemis V-capable missiles']);
    expect(await srm.locator('xpath=ancestor::label').locator('span').first().innerText()).toMatch(/^Ammo \d+ · MML-7 SRM$/);
    await srm.selectOption('inferno');
    await form.getByLabel('Round limit').fill('1');
    await form.getByLabel(/Two browsers/).check();
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
    const sheet = page.getByRole('article', { name: 'Record sheet: Crusader CRD-8L' });
    const loaded = sheet.locator('tr[data-ammo="IS Ammo MML-7 SRM"]').filter({ has: page.locator('[data-munition="inferno"]') });
    await expect.poll(() => loaded.count()).toBe(1);
    expect(await loaded.innerText()).toMatch(/Inferno SRM/);
    expect(errors).toEqual([]);
  }, 240_000);
});
