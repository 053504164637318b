import { tableRegistry } from '@marshal/library';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('rulings explorer in Chromium', () => {
  const h = useBrowser();

  it('opens from the header navigation', async () => {
    const { page, url } = h();
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rulings' }).click();
    await expect.poll(() => page.url()).toBe(url('/rulings'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rulings explorer');
    expect(await page.title()).toBe('Rulings · Marshal');
  });

  it('builds a check and shows the itemised breakdown, target and exact odds', async () => {
    const { page } = h();
    const ruling = page.locator('details.ruling').first();
    expect(await ruling.locator('summary').innerText()).toMatch(/Weapon attack\s+2d6 ≥ 7\s+58\.33%/);
    await page.getByRole('button', { name: 'Add modifier' }).click();
    await page.getByLabel('Modifier 4 label').fill('Partial cover');
    await page.getByLabel('Modifier 4 value').fill('1');
    await page.getByLabel('Modifier 4 page or section').fill('Terrain modifiers');
    expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≥ 8\s+41\.67%/);
    const rows = await ruling.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatch(/\+1\s+Partial cover\s+Total Warfare, Terrain modifiers/);
    expect(await ruling.locator('tfoot').innerText()).toMatch(/= 8\s+Target: roll 2d6 at least 8/);
    expect(await ruling.locator('.odds-line').innerText()).toBe('Exact odds: 41.67% (15 of 36 outcomes)');
    const chart = ruling.getByRole('img', { name: /Odds for Weapon attack/ });
    expect(await chart.getAttribute('aria-label')).toContain('highlighted totals 41.67% likely');
    expect(await chart.locator('g.bar.success').count()).toBe(5); // totals 8–12
    await page.getByLabel('Succeeds on').selectOption('at-most');
    expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≤ 8\s+72\.22%/);
    await page.getByLabel('Succeeds on').selectOption('at-least');
    await page.getByLabel('Modifier 4 source kind').selectOption('seed');
    await page.getByLabel('Modifier 4 document').selectOption('003');
    await page.getByLabel('Modifier 4 section').fill('Duels › cover');
    expect((await ruling.locator('tbody tr').allInnerTexts())[3]).toMatch(/Partial cover\s+Solaris VII Stable Challenge, Duels › cover/);
    await page.getByRole('button', { name: 'Remove modifier 4 (Partial cover)' }).click();
    expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≥ 7\s+58\.33%/);
    await page.getByRole('button', { name: 'Add modifier' }).click();
    await page.getByLabel('Modifier 4 label').fill('Partial cover');
    await page.getByLabel('Modifier 4 value').fill('1');
  });

  it('refuses invalid dice notation and modifier values with a clear message', async () => {
    const { page } = h();
    await page.getByLabel('Dice', { exact: true }).fill('2x6');
    const problems = page.getByRole('alert').filter({ hasText: 'not dice notation' });
    expect(await problems.innerText()).toContain('"2x6" is not dice notation; write NdM±K');
    await page.getByLabel('Dice', { exact: true }).fill('100d1000');
    expect(await page.getByRole('list', { name: 'Problems with the check' }).innerText()).toContain('100d1000 is too many dice to count exactly here');
    await page.getByLabel('Dice', { exact: true }).fill('40d6');
    expect(await page.locator('details.ruling .odds-line').innerText()).toMatch(/^Exact odds: 100\.00% \([\d,]+ of [\d,]+ outcomes\)$/);
    expect(await page.locator('details.ruling').innerText()).toContain('40d6 has more than 150 possible totals: too many to chart.');
    await page.getByLabel('Dice', { exact: true }).fill('2d6');
    await page.getByLabel('Modifier 2 value').fill('two');
    expect(await page.getByRole('list', { name: 'Problems with the check' }).innerText()).toContain(
      'modifier 2 (Medium range): the value must be a whole number',
    );
    await page.getByLabel('Modifier 2 value').fill('2');
    expect(await page.locator('details.ruling summary').first().innerText()).toMatch(/2d6 ≥ 8/);
  });

  it('rolls with dice the person enters: invalid faces are refused, valid ones decide the check', async () => {
    const { page } = h();
    await page.getByLabel('I rolled real dice').first().check();
    const faces = page.getByLabel('Faces rolled for the check');
    await faces.fill('7 2');
    await page.getByRole('form', { name: 'Roll the check' }).getByRole('button', { name: 'Roll' }).click();
    const form = page.getByRole('form', { name: 'Roll the check' });
    expect(await form.getByRole('alert').innerText()).toBe('face 7 is not possible on a d6: enter whole numbers from 1 to 6');
    expect(await faces.getAttribute('aria-invalid')).toBe('true');
    await faces.fill('3');
    await form.getByRole('button', { name: 'Roll' }).click();
    expect(await form.getByRole('alert').innerText()).toBe('expected 2 dice (2d6), got 1');
    await faces.fill('5 4');
    await form.getByRole('button', { name: 'Roll' }).click();
    expect(await form.getByRole('alert').count()).toBe(0);
    const history = page.getByRole('list', { name: 'Check rolls' });
    expect(await history.locator('li').first().innerText()).toMatch(/^Success: rolled 9 \(5 \+ 4\) against ≥ 8, margin 1\s+dice entered: 5 4$/);
    await faces.fill('2 1');
    await form.getByRole('button', { name: 'Roll' }).click();
    expect(await history.locator('li').first().innerText()).toMatch(/^Failure: rolled 3 \(2 \+ 1\) against ≥ 8, margin -5/);
  });

  it('rolls seeded dice reproducibly', async () => {
    const { page, url } = h();
    const rollSeeded = async () => {
      await page.getByLabel('Seed for the check').fill('table-7');
      await page.getByRole('form', { name: 'Roll the check' }).getByRole('button', { name: 'Roll' }).click();
      return page.getByRole('list', { name: 'Check rolls' }).locator('li').first().innerText();
    };
    await page.goto(url('/rulings')); // deep link, served by the SPA fallback
    const first = await rollSeeded();
    expect(first).toMatch(/seed "table-7", roll 1$/);
    await page.reload();
    expect(await rollSeeded()).toBe(first);
  });

  it('lists the registered roll tables, or says none are registered yet', async () => {
    const { page, url } = h();
    const panel = page.getByRole('region', { name: 'Roll tables' });
    const tables = tableRegistry.list();
    if (tables.length === 0) {
      expect(await panel.innerText()).toContain('No roll tables are registered yet');
      return;
    }
    const first = tables[0]!;
    await panel.getByLabel(/Roll table/).selectOption(first.id);
    expect(await panel.locator('.roll-table .source').innerText()).toContain(`Roll ${first.roll}`);
    expect(await panel.locator('.roll-table tbody tr').count()).toBe(first.rows.length);
    expect(page.url()).toMatch(new RegExp(`/rulings\\?table=${first.id}$`));
    const last = tables[tables.length - 1]!;
    await page.goto(url(`/rulings?table=${last.id}`)); // other pages link to a table this way
    expect(await panel.locator('.roll-table h3').innerText()).toBe(last.title);
    await panel.getByLabel(/Roll table/).selectOption(first.id);
    await panel.getByLabel('I rolled real dice').check();
    const faces = Array.from({ length: Number(first.roll.split('d')[0] || 1) }, () => '1').join(' ');
    await panel.getByLabel('Faces rolled for the table').fill(faces);
    await panel.getByRole('button', { name: 'Roll' }).click();
    expect(await panel.locator('tr.hit').count()).toBe(1);
  });

  it('has no page errors, and fits a phone screen', async () => {
    const { page, errors, screenshot } = h();
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot('explorer-phone');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Rulings' }).click();
    expect(await nav.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot('explorer-desktop');
    expect(errors).toEqual([]);
  });
});
