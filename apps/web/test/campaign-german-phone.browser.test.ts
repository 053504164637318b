import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** Whether an element's box lies inside the window (what a person sees without scrolling). */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= el.ownerDocument.defaultView!.innerHeight;
    });

/**
 * A new user's campaign in German on a 390 px phone: the wizard reads German (sides, budgets, a unit's numbers), the
 * landing is rolled and its battle reported, the next operational turn reached and a reinforcement bought; a refusal
 * from a form low on the page is brought into view. The page never scrolls sideways.
 */
describe('an operational campaign in German on a phone', () => {
  const h = useBrowser({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  it('wizard in German, landing, report, next turn, reinforcement, and a refusal in view', async () => {
    const { page, url } = h();
    const wide = async () => Number(await page.evaluate('document.documentElement.scrollWidth'));
    await page.goto(url('/campaigns'));
    // A new campaign's names, filled in for the person to change, are German too.
    await expect.poll(() => page.getByLabel('Name: Angreifer').inputValue()).toBe('Angreifer');
    await page.getByRole('button', { name: 'Das durchgerechnete Beispiel eintragen (Natalie gegen Ralph)' }).click();
    const side = page.getByRole('group', { name: 'Angreifer', exact: true });
    expect(await side.getByLabel('Budget: Angreifer (Kampfwert)').count()).toBe(1);
    expect(await side.getByLabel('Vorrat: Angreifer (Logistikpunkte)').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Verteidiger', exact: true }).getByLabel('Name: Verteidiger').count()).toBe(1);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => page.getByLabel('Tonnen').count()).toBeGreaterThan(0); // the step's force builder arrives with its chunk
    for (const label of ['Tonnen', 'Gehen (BP)', 'Springen (BP)', 'Schießen', 'Steuern', 'Kampfwert'])
      expect(await page.getByLabel(label).count()).toBeGreaterThan(0);
    const wizard = await page.locator('main').innerText();
    expect(wizard).not.toMatch(/Attacker|budget|Walk MP|Jump MP|\bTons\b|Gunnery|Piloting/);
    expect(await wide()).toBe(390);
    await page.getByRole('button', { name: 'Kampagne starten' }).click();
    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);

    const dice = page.getByRole('dialog', { name: 'Würfel eingeben' });
    const roll = async (faces: string) => {
      await dice.getByLabel('Gewürfelte Augen').fill(faces);
      await dice.getByRole('button', { name: 'Eintragen' }).click();
    };
    const now = page.getByRole('heading', { level: 2 }).first();
    await page.getByLabel('Landemodifikator (−3 fern vom Ziel, leichter; +3 direkt daneben, schwerer)').selectOption('-3');
    await page.getByRole('button', { name: 'Keine' }).click();
    await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
    await page.getByRole('button', { name: 'Den Landewurf machen' }).click();
    await roll('4 4');
    // What the roll is for reads German, as in the timeline afterwards.
    await expect.poll(() => dice.innerText()).toMatch(/Würfle 2d6 für: Landungsangriff 1 von 1 auf Jenner JR7-D \(der Verteidiger würfelt, 8\+ trifft\)/);
    for (const faces of ['6 6', '1 1', '1 1', '1 1', '1 1', '1 1']) {
      await expect.poll(() => dice.isVisible()).toBe(true);
      await roll(faces);
    }
    await page.getByLabel('Sieger').selectOption('defender');
    await page.getByRole('button', { name: 'Das Gefecht melden' }).click();
    await page.getByRole('button', { name: 'Zug 1 beenden' }).click();
    await expect.poll(() => now.innerText()).toBe('Zug 2: Planetare Landung (Versuch 2)');
    expect(await wide()).toBe(390);

    const reinforce = page.getByRole('form', { name: 'Verstärkung des Verteidigers' });
    await reinforce.getByLabel(/^Lanze/).selectOption('garrison');
    await reinforce.getByRole('searchbox').first().fill('hunchback 4g');
    await reinforce
      .getByRole('button', { name: /Hunchback HBK-4G/ })
      .first()
      .click();
    await reinforce.getByLabel('Pilot').fill('Kim');
    await reinforce.getByRole('button', { name: 'Verstärkung kaufen' }).click();
    await expect.poll(() => page.locator('tr[data-unit="hunchback-hbk-4g"]').count()).toBe(1);
    expect(await page.locator('tr[data-unit="hunchback-hbk-4g"]').innerText()).toMatch(/Hunchback HBK-4G\s+Verteidiger\s+Garrison \(Linie\)\s+Garrison lance/);

    // Support for the attacker before the landing is won is refused; the reason, above the actions, is scrolled into view.
    await page.getByText('Unterstützung erhalten', { exact: true }).first().click();
    const support = page.getByRole('form', { name: 'Unterstützung erhalten' });
    await support.getByLabel('Name der Gruppe').fill('Zweite Welle');
    await support.getByRole('search').first().getByRole('searchbox').fill('Griffin GRF-1N');
    await support
      .getByRole('button', { name: /Griffin GRF-1N/ })
      .first()
      .click();
    await support.getByLabel('Seite').selectOption('attacker');
    await support.getByRole('button', { name: 'Gruppe hinzufügen' }).click();
    await expect.poll(() => page.locator('.campaign > .error-message[role="alert"]').count()).toBe(1);
    await expect.poll(() => inView(page, '.campaign > .error-message[role="alert"]')).toBe(true);
    expect(await wide()).toBe(390);

    // The account page of a server without accounts says so, and how to start one with them, in German.
    await page.goto(url('/account'));
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Dieser Server läuft ohne Konten.*\n+.*starte den Server mit --shared/);
    expect(await wide()).toBe(390);
  }, 240_000);
});
