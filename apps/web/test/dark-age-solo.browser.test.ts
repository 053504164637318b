import { describe, expect, it } from 'vitest';
import { clickTable, tablePoint as at } from './da-table';
import { useBrowser } from './harness';

const SIZE = 36;

describe('Fire for Effect solo game in Chromium, set up and played through clicks only', () => {
  const h = useBrowser();

  it('chooses sample units, edits a dial, places bases and terrain, plays against the bot and wins', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/dark-age'));
    const form = page.getByRole('form', { name: 'Start a Fire for Effect game' });
    await form.getByLabel('Player 1', { exact: true }).fill('Hawks');
    await form.getByLabel('Player 2', { exact: true }).fill('Wolves');
    await form.getByLabel('Turn limit (victory)').fill('10');
    await form.getByLabel('The bot plays Wolves (solo game)').check();

    // A copse to the side, from the terrain fields.
    await form.getByRole('button', { name: 'Add terrain' }).click();
    await form.getByLabel('Terrain 1 kind').selectOption('hindering');
    await form.getByLabel('Terrain 1 label').fill('Copse');
    const box: [string, string][] = [
      ['left edge x', '24'],
      ['bottom edge y', '12'],
      ['width', '6'],
      ['depth', '6'],
    ];
    for (const [k, v] of box) await form.getByLabel(`Terrain 1 ${k}`).fill(v);

    // Hawks: the Assault Walker from the library, with a vent rating and a secondary damage value set in the dial editor.
    const hawks = form.getByRole('region', { name: 'Units of Hawks' });
    await hawks.getByLabel('Sample unit for Hawks').selectOption({ label: 'Assault Walker (165 points): slow, heavily armoured front-line BattleMech' });
    await hawks.getByRole('button', { name: 'Add to Hawks' }).click();
    const dial = form.getByRole('region', { name: 'Dial of Assault Walker' });
    await dial.getByLabel('Speed mode').selectOption('mech');
    await dial.getByLabel('Vent rating (empty: the default)').fill('3');
    await dial.getByLabel('Click 1 secondary damage').fill('2');
    // A heat dial of two rows; a bonus where only penalties exist is named before anything starts.
    await dial.getByRole('button', { name: 'Add a heat click' }).click();
    await dial.getByRole('button', { name: 'Add a heat click' }).click();
    await dial.getByLabel('Heat click 1 speed modifier').fill('2');
    await expect
      .poll(() => dial.getByRole('list', { name: 'Problems with Assault Walker' }).innerText())
      .toBe('Assault Walker: Heat click 1 speed modifier: must be at most 0');
    await dial.getByLabel('Heat click 1 speed modifier').fill('-2');
    await dial.getByLabel('Heat click 1 shutdown').check();
    await clickTable(page, 10, 5);
    await expect.poll(() => hawks.getByRole('listitem', { name: 'Assault Walker' }).innerText()).toMatch(/at \((9\.9|10|10\.1), (4\.9|5|5\.1)\)/);

    // Wolves (the bot's side): a Light Recon Hover at the far end.
    const wolves = form.getByRole('region', { name: 'Units of Wolves' });
    await wolves.getByLabel('Sample unit for Wolves').selectOption({ label: 'Light Recon Hover (34 points): fast, fragile scout vehicle' });
    await wolves.getByRole('button', { name: 'Add to Wolves' }).click();
    await clickTable(page, 10, 25);
    await expect.poll(() => wolves.getByRole('listitem', { name: 'Light Recon Hover' }).innerText()).toMatch(/at \(/);
    await h().screenshot('dark-age-solo-setup');
    await form.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);

    const svg = page.getByRole('img', { name: `Battlefield ${SIZE} by ${SIZE} inches` });
    const orders = page.getByRole('region', { name: 'Orders' });
    const combat = page.getByRole('region', { name: 'Combat' });
    const log = page.getByRole('region', { name: 'Log' });
    await expect.poll(() => svg.locator('[data-terrain]').count()).toBe(1);
    expect(await page.locator('.lede').innerText()).toMatch(/the bot plays Wolves/);
    expect(await orders.locator('h2').innerText()).toBe('Turn 1: Hawks to play');
    await page.getByLabel('Select unit').selectOption('h1');
    expect(await page.getByRole('table', { name: 'Combat dial of Assault Walker' }).locator('tr[aria-current]').innerText()).toMatch(/4 \/ 2/);

    // Drag the walker four inches forward and give the move; then end the turn and let the bot play Wolves.
    await svg.scrollIntoViewIfNeeded();
    const from = await at(page, 10, 5);
    const to = await at(page, 10, 9);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await orders.getByRole('button', { name: 'Move here' }).click();
    await expect.poll(() => log.innerText()).toMatch(/Assault Walker moves \d+(\.\d{1,2})?" from/);
    await orders.getByRole('button', { name: 'End turn' }).click();

    // The bot closes in with its hover (out of its 6″ range) to base contact and ends its turn.
    await expect.poll(() => orders.locator('h2').innerText(), { timeout: 15_000 }).toBe('Turn 3: Hawks to play');
    expect(await log.innerText()).toMatch(/Light Recon Hover moves [\d.]+" from/);
    await page.getByLabel('Select unit').selectOption('h1');
    const strike = combat.getByRole('button', { name: 'Close combat Light Recon Hover (needs 3+)' });
    await strike.click();
    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    expect(await dice.innerText()).toMatch(/Roll 2d6 for: close combat: Assault Walker → Light Recon Hover/);
    await dice.getByLabel('Faces rolled').fill('5 5');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => combat.getByRole('status').innerText()).toMatch(/Game over: Hawks wins — Wolves has no unit left that counts/);
    expect(await log.innerText()).toMatch(/Light Recon Hover takes 4 clicks/);
    // The walker was ordered two turns running: pushed, it takes heat rather than damage.
    expect(await log.innerText()).toMatch(/Assault Walker heat 0 → 1 \(pushing\)/);
    expect(await orders.getByRole('button', { name: 'End turn' }).isDisabled()).toBe(true);
    await h().screenshot('dark-age-solo-victory');
    expect(errors).toEqual([]);
  }, 120_000);
});
