import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from './pdf-text';
import { useBrowser } from './harness';

/** Record sheets beside the board: live after damage, within the screen, printed (and saved as PDF) with names, pilots and BV. */

const version = (page: Page) => page.locator('.battle-page').getAttribute('data-version');
const phase = (page: Page) => page.locator('.phase-banner').getAttribute('data-phase');
const armourLeft = (page: Page) =>
  page.locator('.record-sheet [data-armor]').evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-armor')), 0));

/** One step of a hot-seat battle by the phase buttons and suggestions; false when there is nothing to press. */
async function step(page: Page): Promise<boolean> {
  const before = await version(page);
  const curtain = page.getByRole('button', { name: /^I am / });
  if (await curtain.isVisible()) return (await curtain.click(), true);
  const has = async (name: string | RegExp) => (await page.getByRole('button', { name }).count()) > 0;
  const click = async (name: string | RegExp) => page.getByRole('button', { name }).first().click();
  if (await has('Roll initiative')) await click('Roll initiative');
  else if (await has('Resolve heat phase')) await click('Resolve heat phase');
  else if (await has('End round')) await click('End round');
  else if (await has('Keep orders')) await click('Keep orders');
  else if (await has('Suggest orders')) {
    await click('Suggest orders');
    await click(/^(Write orders|Move)$/);
  } else if (await has('Suggest fire')) {
    await click('Suggest fire');
    await click(/^Declare fire for /);
  } else if (await has('Suggest attack')) {
    await click('Suggest attack');
    await click(/^Declare physical attack for /);
  } else {
    // A hot-seat side with nothing to decide declares "no attack" by itself: wait for that before giving up.
    return expect
      .poll(() => version(page), { timeout: 5_000 })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
  }
  await expect.poll(() => version(page)).not.toBe(before);
  return true;
}

describe('record sheets in Chromium', () => {
  const h = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('shows every unit with pilot and BV beside the board, updates after damage, and prints and saves every sheet with its names', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/battles'));
    const form = page.getByRole('form', { name: 'New battle' });
    // the first visit loads the unit catalog on the server: give it time
    await expect.poll(() => form.getByLabel('Unit 1 (Centurion CN9-A) pilot name').count(), { timeout: 120_000 }).toBe(1);
    await form.getByLabel('Unit 1 (Hunchback HBK-4G) pilot name').fill('Kell Tanaka');
    await form.getByLabel('Unit 1 (Centurion CN9-A) pilot name').fill('Ona Grey');
    await form.getByLabel('Round limit').fill('6');
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);

    const hunchback = page.getByRole('article', { name: 'Record sheet: Hunchback HBK-4G' });
    const centurion = page.getByRole('article', { name: 'Record sheet: Centurion CN9-A' });
    await expect.poll(() => hunchback.innerText()).toMatch(/Pilot: Kell Tanaka · gunnery 4 \/ piloting 5 · BV [\d,]+/);
    expect(await centurion.innerText()).toMatch(/Pilot: Ona Grey .* BV [\d,]+/);
    // One sheet open at a time; the other folded to its heading. The column beside the board stays within the screen.
    expect(await hunchback.getByRole('table', { name: 'Armour and internal structure' }).isVisible()).toBe(true);
    expect(await centurion.getByRole('table', { name: 'Armour and internal structure' }).isVisible()).toBe(false);
    await centurion.getByRole('button', { name: 'Unfold', exact: true }).click();
    expect(await centurion.getByRole('table', { name: 'Armour and internal structure' }).isVisible()).toBe(true);
    expect(await hunchback.getByRole('table', { name: 'Armour and internal structure' }).isVisible()).toBe(false);
    const side = (await page.locator('.battle-side').boundingBox())!;
    expect(side.height).toBeLessThanOrEqual(768);
    const board = (await page.locator('.battle-board').first().boundingBox())!;
    expect(side.x, 'the sheets stand beside the board').toBeGreaterThan(board.x + board.width - 1);
    expect(await centurion.getByRole('meter', { name: 'Heat of Centurion CN9-A' }).getAttribute('aria-valuenow')).toBe('0');
    // The heat line says what the heat does now and where the next effect starts; every level's effects are a click away.
    expect(await centurion.getByTestId('heat-now').innerText()).toMatch(/^Heat 0 · dissipates 10 a turn · now: no effect · next at 5: −1 MP$/);
    await centurion.getByText('What each heat level does').click();
    expect(await centurion.locator('.heat-steps').innerText()).toMatch(/5\+ −1 MP[\s\S]*8\+ −1 MP, \+1 to hit[\s\S]*30\+ [^\n]*shuts down/);
    expect(await centurion.getByLabel(/Pilot hits 0 of 6, conscious/).count()).toBe(1);
    expect(await centurion.getByRole('region', { name: 'Critical slots of Centurion CN9-A' }).innerText()).toMatch(
      /Critical slots · no hits[\s\S]*CT[\s\S]*Engine/,
    );

    // Play until a shot lands: the sheets change in place, without reloading.
    const start = await armourLeft(page);
    for (let i = 0; i < 150 && (await armourLeft(page)) === start && (await phase(page)) !== 'over'; i++) {
      if (!(await step(page))) throw new Error(`nothing to do in phase ${await phase(page)}`);
    }
    expect(await armourLeft(page)).toBeLessThan(start);
    const hurt = page.locator('.record-sheet:has(.armor-diagram g.hurt)').first();
    const opener = hurt.getByRole('button', { name: 'Unfold', exact: true });
    if (await opener.count()) await opener.click();
    const rows = await hurt.getByRole('table', { name: 'Armour and internal structure' }).locator('tbody tr').allInnerTexts();
    // Some location shows less than its full value: front armour, rear armour or internal structure (the dice decide which).
    const below = (row: string) => [...row.matchAll(/(\d+)\/(\d+)/g)].some(([, left, full]) => Number(left) < Number(full));
    expect(rows.some(below), rows.join(' | ')).toBe(true);
    expect(await hurt.locator('[data-heat]').innerText()).toMatch(/^\d+$/);
    await h().screenshot('record-sheets-after-damage');

    // Print media: app chrome, board and log gone; every sheet whole, each with name, pilot and BV.
    expect(await page.getByRole('button', { name: 'Print / save as PDF' }).count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.battle-board').first().isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Log' }).isVisible()).toBe(false);
    for (const [sheet, unit, pilot] of [
      [hunchback, 'Hunchback HBK-4G', 'Kell Tanaka'],
      [centurion, 'Centurion CN9-A', 'Ona Grey'],
    ] as const) {
      expect(await sheet.getByRole('heading', { name: unit }).isVisible()).toBe(true);
      expect(await sheet.getByText(`Pilot: ${pilot}`).isVisible()).toBe(true);
      expect(await sheet.locator('[data-bv]').innerText()).toMatch(/^BV [\d,]+$/);
      expect(await sheet.getByRole('table', { name: 'Armour and internal structure' }).isVisible()).toBe(true);
      expect(await sheet.getByRole('button').count(), 'no buttons on paper').toBe(0);
    }
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text.pages.length, 'one sheet a page').toBeGreaterThanOrEqual(2);
    expect(text.all).toMatch(/Hunchback HBK-4G/);
    expect(text.all).toMatch(/Pilot: Kell Tanaka/);
    expect(text.all).toMatch(/Centurion CN9-A/);
    expect(text.all).toMatch(/Pilot: Ona Grey/);
    expect(text.all).toMatch(/BV \d/);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  }, 300_000);

  it("prints the Units page's record sheet with the unit's name and BV, without the search", async () => {
    const { page, url, errors } = h();
    await page.emulateMedia({ media: 'screen' });
    await page.goto(url('/units'));
    await page.getByRole('searchbox').fill('Atlas AS7-D');
    await page
      .getByRole('link', { name: /^Atlas AS7-D\b/ })
      .first()
      .click();
    const card = page.getByRole('article', { name: 'Record sheet: Atlas AS7-D' });
    await expect.poll(() => card.getByTestId('unit-bv').innerText()).toMatch(/BV 1,897/);
    expect(await card.getByRole('button', { name: 'Print / save as PDF' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await card.getByRole('heading', { name: 'Atlas AS7-D' }).isVisible()).toBe(true);
    expect(await card.getByTestId('unit-bv').isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Unit filters' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Search results' }).isVisible()).toBe(false);
    const text = await pdfText(await page.pdf({ format: 'A4' }));
    expect(text.all, 'the name (printed in capitals) and BV').toMatch(/Atlas AS7-D\s*BV\s*1,897/i);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  }, 120_000);
});
