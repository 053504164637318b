import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const NBSP = '\u00a0';

describe('German interface in a de-DE browser (issue #22 item 4, ADR 0036)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('opens in German from the browser language: <html lang="de">, header, start page and page titles', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await nav.getByRole('link', { name: 'Regelwürfe' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
    expect(await page.locator('.lede').innerText()).toContain('Jede Regelentscheidung erklärt sich selbst');
    expect(await nav.getByRole('link', { name: 'Einheiten' }).count()).toBe(1);
    await nav.getByRole('link', { name: 'Regelwürfe' }).click();
    await expect.poll(() => page.url()).toBe(url('/rulings'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Regelwürfe');
    expect(await page.title()).toBe('Regelwürfe · Marshal');
    expect(errors).toEqual([]);
  });

  it('writes numbers the German way: decimal comma, space before %, rule terms in German', async () => {
    const { page } = h();
    const ruling = page.locator('details.ruling').first();
    expect(await ruling.locator('summary').innerText()).toMatch(new RegExp(`Waffenangriff\\s+2d6 ≥ 7\\s+58,33${NBSP}%`));
    expect(await ruling.locator('.odds-line').innerText()).toBe(`Genaue Wahrscheinlichkeit: 58,33${NBSP}% (21 von 36 Ergebnissen)`);
    expect(await ruling.locator('tfoot').innerText()).toMatch(/= 7\s+Mindestwurf: 2d6 mindestens 7/);
    expect(await ruling.locator('thead').innerText()).toMatch(/Wert\s+Modifikator\s+Quelle/);
    await page.getByLabel('Würfel', { exact: true }).fill('40d6');
    expect(await ruling.locator('.odds-line').innerText()).toMatch(
      /^Genaue Wahrscheinlichkeit: 100,00\s%\s\((\d{1,3}(\.\d{3})+) von (\d{1,3}(\.\d{3})+) Ergebnissen\)$/,
    );
    await page.getByLabel('Würfel', { exact: true }).fill('2d6');
    await page.getByRole('button', { name: 'Würfeln' }).first().click();
    expect(await page.getByRole('list', { name: 'Würfe' }).innerText()).toMatch(/(Erfolg|Fehlschlag): \d+ gewürfelt/);
  });

  it('switches back to English in the page and keeps the choice after a reload', async () => {
    const { page, url, errors } = h();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Rulings explorer' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('Rulings · Marshal');
    expect(await page.locator('details.ruling .odds-line').first().innerText()).toBe('Exact odds: 58.33% (21 of 36 outcomes)');
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rulings' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(errors).toEqual([]);
  });
});
