// An M42 game walked through a few turns to a victory check, as a new player sees it: every step's result cites its
// rule (victory conditions and suppression too, not only morale), and in German the game over and the morale ruling
// are German.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('M42 turns to a victory check', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('cites the rule of each step and ends a lost morale check in German', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Eine M42-Schlacht starten' });
    // The small battle the form starts with is named in German.
    expect(await form.getByLabel('Name der Einsatzgruppe').first().inputValue()).toBe('Angriffstruppe');
    await form.getByRole('radio', { name: /^Für mich würfeln/ }).check();
    await form.getByRole('button', { name: 'Schlacht starten' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    await expect.poll(() => page.locator('.lede').innerText()).toMatch(/Angriffstruppe \(Angreifer\) ist am Zug · Mission Einnehmen und halten/);
    const phase = page.getByRole('region', { name: 'Diese Starting Phase' });
    const rest = page.getByRole('button', { name: 'Den Rest der Phase abwickeln' });
    await rest.click();
    await expect.poll(() => phase.locator('[data-step="reserves"]').count()).toBe(1);
    expect(await phase.locator('[data-step="victory"] .source').innerText()).toBe('M42 – The Starting Phase (v0.5), 2. Check Victory Conditions');
    expect(await phase.locator('[data-step="suppression"] .source').innerText()).toMatch(/^M42 – The Starting Phase \(v0\.5\), 3\. Update Suppression · /);
    await page.getByRole('button', { name: /^Zug beenden/ }).click();
    await rest.click();
    await expect.poll(() => phase.locator('[data-step="reserves"]').count()).toBe(1);
    await page.getByRole('button', { name: /^Zug beenden/ }).click();
    // Turn 2: the attacker has lost three of four units, its captain (Hauptmann) with the command squad.
    for (const unit of ['Kommandotrupp', 'Schützentrupp 1', 'Schützentrupp 2']) {
      const status = page.getByLabel(`${unit}: Zustand`);
      await status.selectOption('destroyed');
      await expect.poll(() => status.inputValue()).toBe('destroyed');
    }
    // Each change is told in names, the captain's death with his squad too.
    const told = async () => (await phase.locator('[data-table-update] li').allInnerTexts()).join('\n');
    await expect.poll(told).toMatch(/Schützentrupp 2: vernichtet/);
    expect(await told()).toMatch(/^Kommandotrupp: vernichtet\nHauptmann: tot\nSchützentrupp 1: vernichtet/);
    await rest.click();
    const over = phase.locator('.m42-game-over');
    await expect.poll(() => over.count()).toBe(1);
    expect(await over.innerText()).toMatch(/^Spielende: Garnison gewinnt\. Angriffstruppe besteht die Moral der Einsatzgruppe nicht und zieht sich zurück \[/);
    expect(await phase.locator('[data-step="morale"] .ruling-label').first().innerText()).toBe('Ld-Test (2D6 ≤ Ld): kein Offizier auf dem Tisch');
    expect(await phase.innerText()).not.toMatch(/fails Task Force Morale|no officer on the table/);
    expect(errors).toEqual([]);
  }, 240_000);
});
