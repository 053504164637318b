// Rule citations in the German interface: the words around a cited document ("default — source table not available",
// "p.", "table", "house rule") are German, the documents' titles as published; M42's Ld-test rule is named in German.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('rule citations in German (de-DE)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it("M42: the Ld-test rule and an officer's Ld ruling cite their sources in German", async () => {
    const { page, url, errors } = h();
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Eine M42-Schlacht starten' });
    await form.getByRole('button', { name: 'Die Beispielschlacht laden (Relay Station Kappa, Zug 4)' }).click();
    await form.getByRole('radio', { name: /^Für mich würfeln/ }).check();
    await form.getByRole('button', { name: 'Schlacht starten' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    await page.getByLabel('Command Squad: Zustand').selectOption('destroyed');
    await expect.poll(() => page.getByText('unter der Hälfte — ein Moraltest ist nötig.').count()).toBe(1);
    expect(await page.locator('.m42-morale-choices').innerText()).toContain('Regel für den Ld-Test: Ld-Test (2W6 ≤ Ld).');
    await page.getByRole('button', { name: 'Moral der Einsatzgruppe prüfen' }).click();
    const phase = page.getByRole('region', { name: 'Diese Starting Phase' });
    await expect.poll(() => phase.locator('[data-step="morale"]').count()).toBe(1);
    const ruling = phase.locator('details.ruling').first();
    await ruling.locator('summary').click();
    const rows = await ruling.locator('tbody').innerText();
    expect(rows).toMatch(/Standardannahme — Quelltabelle nicht verfügbar \(M42 Leadership \(Ld\) test\): /);
    expect(rows).not.toMatch(/default — source table not available/);
    expect(await phase.innerText()).not.toMatch(/source table not available|house rule|\(from /);
    await h().screenshot('m42-sources-de');
    expect(errors).toEqual([]);
  }, 180_000);
});
