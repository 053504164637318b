import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { apiBattle, apiGame, apiPlay } from './battle-api';

/**
 * Found walking the battle table as a new user: a click on the board the engine refused was answered under a board
 * taller than the window (and in the form far above it), out of view, and in English on a German page; the physical
 * panel named limbs by code ("kick with RL"); the record sheet showed the heat of the weapons just fired as if it
 * applied already, before the heat phase; the heat phase's lines did not say what built the heat; and every round ended
 * with an empty "End of the round" group in the log.
 */
const HUNCHBACK = 'Hunchback HBK-4G';
const CENTURION = 'Centurion CN9-A';

type Units = Record<string, { name: string; weapons: { equipmentId: string }[] }>;

/** The Raiders' Hunchback faces the Garrison's Centurion in the next hex (physical dice: the test types the faces in). */
async function standoff(url: (p: string) => string): Promise<{ id: string; hbk: string; cn9: string; laser: number }> {
  const id = await apiBattle(
    url,
    {
      title: 'Standoff',
      movement: 'alternating',
      roundLimit: 3,
      units: [
        { side: 'a', unit: HUNCHBACK, gunnery: 4, piloting: 5, hex: '0810', facing: 0 },
        { side: 'b', unit: CENTURION, gunnery: 4, piloting: 5, hex: '0809', facing: 3 },
      ],
    },
    {},
    'physical',
  );
  const units = (await apiGame(url, id)).state.units as Units;
  const hbk = Object.keys(units).find((u) => units[u]!.name === HUNCHBACK)!;
  const cn9 = Object.keys(units).find((u) => units[u]!.name === CENTURION)!;
  const laser = units[hbk]!.weapons.findIndex((w) => /Medium Laser/u.test(w.equipmentId));
  // The Raiders lose the initiative (2 v 12) and move first.
  await apiPlay(url, id, { type: 'initiative' }, [
    [1, 1],
    [6, 6],
  ]);
  return { id, hbk, cn9, laser };
}

async function takeRaiders(page: Page, url: (p: string) => string, id: string): Promise<void> {
  await page.goto(url(`/battles/${id}`));
  await page.getByRole('button', { name: 'Take seat Raiders' }).click();
  await expect.poll(() => page.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Raiders/u);
  await expect.poll(() => page.getByRole('form', { name: 'Movement orders for Raiders' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Fit' }).click(); // the whole board in its frame
}

/** Click a hex of the board (Playwright scrolls only as far as the hex needs). */
const clickHex = (page: Page, label: string) => page.getByRole('region', { name: 'Board view' }).locator(`[data-hex="${label}"] polygon`).click();

/** Whether the whole of the board's message lies inside the window. */
async function messageInView(page: Page): Promise<boolean> {
  const box = await page.getByTestId('board-message').boundingBox();
  return !!box && box.height > 0 && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
}

describe('the battle table on a desktop (1280×800)', () => {
  const h = useBrowser({ viewport: { width: 1280, height: 800 } });

  it('answers a refused click in view and in German, names limbs, shows the heat that applies, tells the heat phase, no empty group', async () => {
    const { page, url, errors } = h();
    const { id } = await standoff(url);
    await takeRaiders(page, url, id);

    // A hex out of reach: the refusal shows where the player is looking, under the board's visible part.
    await clickHex(page, '0801');
    const message = page.getByTestId('board-message');
    await expect.poll(() => message.innerText()).toBe(`${HUNCHBACK}: no route to 0801 with the 6 MP left`);
    expect(await messageInView(page)).toBe(true);
    // In German, the engine's refusal reads German, under the board and in the form.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await clickHex(page, '0802');
    await expect.poll(() => message.innerText()).toBe(`${HUNCHBACK}: kein Weg nach 0802 mit den verbleibenden 6 BP`);
    expect(await page.getByTestId('plot-problem').innerText()).toBe('kein Weg nach 0802 mit den verbleibenden 6 BP');
    expect(await messageInView(page)).toBe(true);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');

    // Another standoff, played through the API up to its physical phase: both stand; the Hunchback fires a Medium
    // Laser (3 heat) and misses (2); the Centurion holds its fire.
    const next = await standoff(url);
    await apiPlay(url, next.id, { type: 'move', unit: next.hbk, orders: '' });
    await apiPlay(url, next.id, { type: 'move', unit: next.cn9, orders: '' });
    await apiPlay(url, next.id, { type: 'fire', unit: next.hbk, attacks: [{ weapon: next.laser, target: next.cn9 }] });
    await apiPlay(url, next.id, { type: 'fire', unit: next.cn9, attacks: [] }, [[1, 1]]);
    await page.goto(url(`/battles/${next.id}`));
    await page.getByRole('button', { name: 'Take seat Raiders' }).click();

    // The physical phase: limbs by name.
    const panel = page.getByRole('form', { name: `Physical attack of ${HUNCHBACK}` });
    await expect.poll(() => panel.count(), { timeout: 30_000 }).toBe(1);
    expect(await panel.getByRole('radio', { name: new RegExp(`^kick with the right leg at ${CENTURION}`, 'u') }).count()).toBe(1);
    // (the arm whose laser fired does not punch)
    expect(await panel.getByRole('radio', { name: new RegExp(`^punch with the (left|right) arm at ${CENTURION}`, 'u') }).count()).toBe(1);
    expect(await panel.innerText()).not.toMatch(/with (RL|LL|RA|LA)\b/u);

    // The sheet: the laser's heat is built this turn, not in effect before the heat phase.
    const sheet = page.getByRole('article', { name: `Record sheet: ${HUNCHBACK}` });
    const meter = sheet.getByRole('meter', { name: `Heat of ${HUNCHBACK}` });
    if (!(await meter.isVisible())) await page.getByTitle(`Unfold the record sheet of ${HUNCHBACK}`, { exact: true }).click();
    expect(await meter.getAttribute('aria-valuenow')).toBe('0');
    expect(await sheet.getByTestId('heat-now').innerText()).toMatch(/^Heat 0 · /u);
    expect(await sheet.getByTestId('heat-building').innerText()).toBe(
      'This turn so far: +3 from weapons fired, +0 from movement — counted, with the heat sinks, in the heat phase',
    );

    // German limbs.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const nahkampf = page.getByRole('form', { name: `Nahkampfangriff von ${HUNCHBACK}` });
    await expect.poll(() => nahkampf.getByRole('radio', { name: new RegExp(`^Tritt mit dem rechten Bein gegen ${CENTURION}`, 'u') }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');

    // No physical attacks; the heat phase and the round's end from the page's buttons.
    await apiPlay(url, next.id, { type: 'physical', unit: next.cn9, attack: null });
    await panel.getByRole('radio', { name: 'No physical attack' }).check();
    await panel.getByRole('button', { name: `Declare physical attack for ${HUNCHBACK}` }).click();
    await page.getByRole('button', { name: 'Resolve heat phase' }).click();
    await page.getByRole('button', { name: 'End round' }).click();
    await expect.poll(() => page.locator('.phase-banner').getAttribute('data-phase'), { timeout: 30_000 }).toBe('initiative');

    // The heat phase says what built each unit's heat; the round's end with nothing in it has no group.
    const log = page.getByRole('region', { name: 'Log' });
    const heatGroup = log.locator('li.log-group', { has: page.getByRole('heading', { name: 'Round 1 · Heat' }) });
    await expect.poll(() => heatGroup.innerText(), { timeout: 30_000 }).toContain(`${HUNCHBACK} at heat 0`);
    expect(await heatGroup.textContent()).toMatch(
      new RegExp(
        `${HUNCHBACK}: 0 at the start of the turn, \\+3 from weapons fired, \\+0 from movement, \\+0 from engine hits, −\\d+ dissipated → heat 0`,
        'u',
      ),
    );
    expect(await log.getByRole('heading', { name: /End of the round/u }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const protokoll = page.getByRole('region', { name: 'Protokoll' });
    await expect
      .poll(() => protokoll.textContent())
      .toMatch(
        new RegExp(
          `${HUNCHBACK}: 0 zu Beginn des Zuges, \\+3 durch abgefeuerte Waffen, \\+0 durch Bewegung, \\+0 durch Reaktortreffer, −\\d+ abgebaut → Hitze 0`,
          'u',
        ),
      );
    expect(await protokoll.getByRole('heading', { name: /Rundenende/u }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('the battle table on a phone (390 px)', () => {
  const h = useBrowser({ viewport: { width: 390, height: 844 } });

  it('answers a refused click on the board in view', async () => {
    const { page, url, errors } = h();
    const { id } = await standoff(url);
    await takeRaiders(page, url, id);
    await clickHex(page, '0801');
    await expect.poll(() => page.getByTestId('board-message').innerText()).toBe(`${HUNCHBACK}: no route to 0801 with the 6 MP left`);
    expect(await messageInView(page)).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);
});
