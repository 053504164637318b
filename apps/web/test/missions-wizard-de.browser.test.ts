import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** The mission set-up in German says everything in German: the numbers' units, the convoy the mission adds, the house rules by mission title. */
describe('the mission set-up in German (de-DE)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it("names the numbers' units, the Packrats' kind and group in German, and the missions by their published titles", async () => {
    const { page, url, errors } = h();
    await page.goto(url('/missions'));
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('escort');
    const added = page.getByRole('list', { name: 'Von der Mission hinzugefügte Einheiten (Angreifer)' });
    await expect
      .poll(() => added.innerText(), { timeout: 60_000 })
      .toContain('Packrat LRPV PKR-T5 (SRM2) #1 · Fahrzeug · 20 t · gehen 7 · Piloting 6 · Konvoi');
    const numbers = page.getByRole('group', { name: 'Zahlen der Mission' });
    const text = await numbers.innerText();
    expect(text).toMatch(/Frühester Zug, nach dem ein Waffenstillstand vereinbart werden darf\s+Züge/);
    expect(text).toMatch(/Angreifende Tonnen je Packrat im Konvoi\s+Tonnen/);
    expect(text).not.toMatch(/\b(turns|tons)\b/);
    const house = page.getByRole('group', { name: /Hausregeln/ });
    expect(await house.innerText()).toContain('Escort: genau die Hälfte des Konvois draußen ist ein Sieg des Angreifers');
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('rapid-recon');
    await expect.poll(() => numbers.innerText()).toMatch(/Aufklärungswurf: Basis-Mindestwurf\s+2W6/);
    expect(errors).toEqual([]);
  });
});
