import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/**
 * Found walking a Solaris duel against the bot as a new player: the new-battle form said "No units yet" and "No battles
 * yet" while it was still loading them; the board named the sides by their internal ids ("Hunchback HBK-4G (a)"); a
 * 'Mech without jump jets could press Jump and got a broken preview ("only -1 available"); and in German the board's
 * legend, the move's mode and every hit location in the log stayed English.
 */
describe('a duel against the bot, walked as a new player', () => {
  const h = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('says what is loading, names sides and modes in words, refuses a jump without jump jets, and reads German', async () => {
    const { page, url, errors } = h();
    // Hold the starting units and the battle list back until the page has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(catalog\/units\/|games\?module=battletech-battle)/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(url('/battles'));
    const form = page.getByRole('form', { name: 'New battle' });
    await expect.poll(() => form.getByRole('status').first().innerText(), { timeout: 60_000 }).toMatch(/^Loading the starting units/);
    expect(await page.getByText('No units yet: find one below and add it.').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Battles' }).innerText()).toMatch(/Loading the battles…/);
    expect(await page.getByText('No battles yet.').count()).toBe(0);
    release();
    const start = form.getByRole('button', { name: 'Start the battle' });
    await expect.poll(() => start.isEnabled(), { timeout: 120_000 }).toBe(true);
    expect(await form.getByText(/^1\. Hunchback HBK-4G/).count()).toBe(1);

    await form.getByLabel(/Against the bot/).check();
    await start.click();
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
    await page.getByRole('button', { name: 'Roll initiative' }).click();
    const orders = page.getByRole('form', { name: 'Movement orders for Side A' });
    await expect.poll(() => orders.count()).toBe(1);

    // The sides by their names under the board and in the counters' titles, never by id.
    const legend = page.getByTestId('board-legend');
    expect(await legend.innerText()).toMatch(/^Hunchback HBK-4G \(Side A\) at 0816 facing 0 · Centurion CN9-A \(Side B\) at 0802 facing 3/);
    expect(await page.locator('[data-unit] title').first().textContent()).toMatch(/\(Side [AB]\) facing \d$/);

    // The Hunchback has no jump jets: Jump cannot be pressed, and says why.
    const jump = orders.getByRole('button', { name: 'Jump' });
    expect(await jump.isDisabled()).toBe(true);
    expect(await jump.getAttribute('title')).toBe('Hunchback HBK-4G has no jump MP');
    expect(await orders.getByRole('option', { name: 'jump' }).isDisabled()).toBe(true);

    // In German: the move's mode, the legend's terrain and the hit locations of the log.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const befehle = page.getByRole('form', { name: 'Bewegungsbefehle für Side A' });
    await befehle.getByLabel('Befehle für Hunchback HBK-4G').fill('2xF');
    await expect.poll(() => page.getByTestId('order-preview').innerText()).toMatch(/^2xF→0814 · \d BP, 2 Felder, gehen; endet auf 0814, Ausrichtung N/);
    expect(await page.getByTestId('plot-summary').innerText()).toMatch(/\(gehen; gehen 4, rennen 6, springen 0\)/);
    expect(await page.locator('details.board-legend').innerText()).toMatch(/lichter Wald\s+dichter Wald/);
    await befehle.getByRole('button', { name: 'Befehle schreiben' }).click();
    const fire = page.getByRole('form', { name: 'Feuer von Hunchback HBK-4G' });
    await expect.poll(() => fire.count(), { timeout: 30_000 }).toBe(1);
    for (const box of await fire.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Feuer für Hunchback HBK-4G erklären' }).click();
    const log = page.getByRole('region', { name: 'Protokoll' });
    await expect.poll(() => log.innerText(), { timeout: 30_000 }).toMatch(/Waffenfeuer/);
    const text = await log.innerText();
    expect(text).not.toMatch(/\b(left|right|center) (arm|leg|torso)\b|\bhead\b/);
    expect(errors).toEqual([]);
  }, 300_000);
});
