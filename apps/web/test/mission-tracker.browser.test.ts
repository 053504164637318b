import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** The mission tracker at the table: the pilot's name kept, a destruction that survives a reload, and a read-only tracker after the end. */
describe('mission tracker with dice rolled at the table, in Chromium', () => {
  const h = useBrowser();

  const title =
    'names the pilot typed in the set-up (rows and wash-up), keeps a destruction over a reload until its crew roll is made, ' +
    'and is read-only after the end';
  it(title, async () => {
    const { page, url, server } = h();
    await page.goto(url('/missions'));
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('assassination');
    const attacker = page.getByRole('group', { name: 'attacker force' });
    const pilot = attacker.getByLabel('Unit 1 (Hunchback HBK-4G) pilot name');
    await pilot.waitFor({ timeout: 60_000 });
    await pilot.fill('Natasha Kerensky');
    await page.getByRole('button', { name: 'Start tracking this mission' }).click();
    await expect.poll(() => page.url()).toMatch(/\/missions\/[\w-]+$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Assassination' }).waitFor();
    await expect.poll(() => page.locator('[data-unit="a-hunchback"] .unit-head').innerText()).toContain('Hunchback HBK-4G — pilot Natasha Kerensky');

    // Destroyed… then the page is reloaded before the crew's dice are typed in: the destruction stays, the roll is asked again.
    const wolverine = page.locator('[data-unit="d-wolverine"]');
    await wolverine.getByRole('button', { name: 'Destroyed…' }).click();
    const confirm = wolverine.getByRole('form', { name: 'Wolverine WVR-6R was destroyed' });
    await confirm.getByLabel('Wolverine WVR-6R destroyed').selectOption('other');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Enter dice' }).waitFor();
    await page.reload();
    await expect.poll(() => page.locator('[data-unit="d-wolverine"]').innerText()).toContain('destroyed');
    expect(await page.getByRole('region', { name: 'Referee prompts' }).innerText()).toContain(
      'Wolverine WVR-6R was destroyed: roll for its crew (Crew Survival)',
    );
    await page.locator('[data-unit="d-wolverine"]').getByRole('button', { name: "Roll for Wolverine WVR-6R's crew" }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter dice' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Roll 2d6 for: Wolverine WVR-6R: crew survival');
    await dialog.getByLabel('Faces rolled').fill('3 4');
    await dialog.getByRole('button', { name: 'Enter' }).click();
    // What the dice decided, in the same words on the row, in its standing and (below) in the wash-up: the crew escaped the wreck.
    await expect.poll(() => page.locator('[data-unit="d-wolverine"] .unit-head').innerText()).toContain('destroyed · crew escaped the wreck');
    expect(await page.locator('[data-unit="d-wolverine"] [data-field="status"]').innerText()).toBe('destroyed · crew escaped the wreck');
    expect(
      await page
        .locator('[data-unit="d-wolverine"]')
        .getByRole('button', { name: /Roll for/ })
        .count(),
    ).toBe(0);

    // The referee ends the game: the tracker shows the result and the way on, and its rows are read-only. Only when the
    // referee asks can what else happened in the final turn (damage, exits, destruction) still be reported.
    await page.getByRole('button', { name: 'End game…' }).click();
    await page.getByLabel('Why does the game end?').fill('time is up');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const over = page.getByRole('region', { name: 'Mission over' });
    await expect.poll(() => over.innerText()).toContain('time is up. The tracker is read-only now.');
    expect(await over.getByRole('link', { name: "Add it to a contract's ledger" }).getAttribute('href')).toBe('/contracts');
    expect(await over.getByRole('link', { name: 'See the result and the wash-up' }).count()).toBe(1);
    const units = page.getByRole('region', { name: 'Units' });
    for (const name of ['Damage…', 'Destroyed…', 'Left the board…', 'Immobilised']) expect(await units.getByRole('button', { name }).count(), name).toBe(0);
    // The wash-up names the unit with its pilot.
    const washUp = page.getByRole('table', { name: 'Every unit after the game' });
    expect(await washUp.getByRole('rowheader').allInnerTexts()).toContain('Hunchback HBK-4G — pilot Natasha Kerensky');
    expect(
      await washUp
        .getByRole('row', { name: /Wolverine WVR-6R/ })
        .getByRole('cell')
        .allInnerTexts(),
    ).toContain('escaped the wreck');
    expect(await washUp.innerText()).not.toMatch(/ejected/);
    await over.getByRole('button', { name: 'Report something else from turn 1…' }).click();
    expect(await over.innerText()).toContain('Only what else happened in turn 1, the last one, can still be reported');
    expect(await page.locator('[data-unit="a-hunchback"]').getByRole('button', { name: 'Damage…' }).count()).toBe(1);
    expect(await units.getByRole('button', { name: 'Immobilised' }).count()).toBe(0);
    await over.getByRole('button', { name: 'Done: read-only again' }).click();
    expect(await units.getByRole('button', { name: 'Damage…' }).count()).toBe(0);
    const game = (await server.app.inject({ method: 'GET', url: `/api/games/${id}` })).json() as { game: { version: number } };
    const refused = await server.app.inject({
      method: 'POST',
      url: `/api/games/${id}/commands`,
      payload: { expectedVersion: game.game.version, command: { type: 'immobiliseUnit', unit: 'a-hunchback' } },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).toContain('the game has ended (time is up); only reports of turn 1 (damage, exits, destruction) may still come in');
    expect(h().errors).toEqual([]);
  });
});
