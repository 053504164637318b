import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('M42 starting-phase assistant in Chromium', () => {
  const h = useBrowser();

  it('starts the example battle from the form with physical dice; a bad number is refused on its field', async () => {
    const { page, url } = h();
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'M42' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('M42 Starting Phase');
    const form = page.getByRole('form', { name: 'Start an M42 battle' });
    await form.getByRole('button', { name: 'Load the example battle (Relay Station Kappa, turn 4)' }).click();
    expect(await form.getByLabel('Battle title').inputValue()).toBe('Relay Station Kappa — turn 4');
    const brood = form.getByRole('group', { name: 'Player 2 unit 1', exact: true });
    expect(await brood.getByLabel('Unit name').inputValue()).toBe('Drone Brood 1');
    await brood.getByLabel('Ld').fill('-5');
    await form.getByRole('button', { name: 'Start the battle' }).click();
    expect(await brood.locator('.field-error').innerText()).toBe(
      'Defender (Turid Swarm), unit 1 (Drone Brood 1): Ld must be a whole number from 0 to 20, not -5',
    );
    expect(await brood.getByLabel('Ld').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').innerText()).toMatch(/^One field needs fixing: Defender \(Turid Swarm\), unit 1/);
    await brood.getByLabel('Ld').fill('');
    expect(await brood.locator('.field-error').innerText()).toBe(
      'Defender (Turid Swarm), unit 1 (Drone Brood 1): Ld: Drone Brood 1 needs an Ld: a Hive Mind task force tests unit by unit',
    );
    await brood.getByLabel('Ld').fill('7');
    await expect.poll(() => form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Relay Station Kappa — turn 4');
  });

  it('walks the current player through all four steps with table dice and rulings', async () => {
    const { page, errors } = h();
    // A loss recorded at the table before the phase: 2 of 8 units left, so morale must be checked. (Not Rifle Squad 1:
    // Sergeant Vale leads it and would die with it.)
    await page.getByLabel('Command Squad status').selectOption('destroyed');
    await expect.poll(() => page.getByText('below half — a morale check is needed').count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Starting phase steps' }).locator('[aria-current="step"]').innerText()).toBe('1. Task Force Morale');
    await page.getByLabel('Officer taking the test').selectOption({ label: 'Sergeant Vale, Ld 7: 58.33%' });
    await page.getByRole('button', { name: 'Check Task Force Morale' }).click();
    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    expect(await dice.innerText()).toMatch(/Roll 2d6 for: M42 Task Force Morale: Ld test \(2D6 ≤ Ld\): Sergeant Vale/);
    await dice.getByLabel('Faces rolled').fill('7 2');
    await dice.getByRole('button', { name: 'Enter' }).click();
    expect(await dice.getByRole('alert').innerText()).toBe('face 7 is not possible on a d6: enter whole numbers from 1 to 6');
    await dice.getByLabel('Faces rolled').fill('3 4');
    await dice.getByRole('button', { name: 'Enter' }).click();
    const phase = page.getByRole('region', { name: 'This starting phase' });
    await expect.poll(() => phase.locator('[data-step="morale"]').count()).toBe(1);
    expect(await phase.locator('[data-step="morale"]').innerText()).toMatch(/Sergeant Vale: rolled 3\+4 = 7 → pass/);
    const ruling = phase.locator('details.ruling').first();
    await ruling.locator('summary').click();
    expect(await ruling.locator('tbody').innerText()).toMatch(/7\s+Sergeant Vale's Ld\s+default — source table not available/);
    expect(await ruling.locator('.odds-line').innerText()).toBe('Exact odds: 58.33% (21 of 36 outcomes)');

    await page.getByRole('button', { name: 'Check victory conditions' }).click();
    await expect.poll(() => phase.locator('[data-step="victory"]').count()).toBe(1);
    expect(await phase.locator('[data-step="victory"]').innerText()).toMatch(/The envoy has not been escorted off/);
    await page.getByRole('button', { name: 'Update suppression' }).click();
    await expect.poll(() => phase.locator('[data-step="suppression"]').count()).toBe(1);
    expect(await phase.locator('[data-step="suppression"]').innerText()).toMatch(/Rifle Squad 2: markers 1 → 1, hit-count die \(3\) removed/);
    await page.getByRole('button', { name: 'Roll for reserves' }).click();
    await dice.getByLabel('Faces rolled').fill('5');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => phase.locator('[data-step="reserves"]').count()).toBe(1);
    expect(await phase.locator('[data-step="reserves"]').innerText()).toMatch(/Recon Team: rolled 5 = 5 → arrives/);
    expect(await page.getByLabel('Recon Team status').inputValue()).toBe('alive');
    expect(await page.getByLabel('Lieutenant Osei status').inputValue()).toBe('on-table');

    await page.getByRole('button', { name: 'End turn: pass to Turid Swarm' }).click();
    await expect.poll(() => page.locator('.lede').innerText()).toMatch(/Turid Swarm/);
    await page.getByRole('button', { name: 'Run the rest of the phase' }).click();
    await dice.getByLabel('Faces rolled').fill('2');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => phase.locator('[data-step="reserves"]').count()).toBe(1);
    expect(await phase.innerText()).toMatch(/Lurker Brood: rolled 2 = 2 → stays in reserve/);
    await h().screenshot('m42-phase');
    expect(errors).toEqual([]);
  });

  it('shows the game over when morale fails', async () => {
    const { page } = h();
    await page.getByRole('button', { name: 'End turn: pass to Vanguard Company' }).click();
    for (const name of ['Rifle Squad 2', 'Command Squad', 'Recon Team']) {
      await page.getByLabel(`${name} status`).selectOption('destroyed');
      await expect.poll(() => page.getByLabel(`${name} status`).inputValue()).toBe('destroyed');
    }
    await page.getByRole('button', { name: 'Check Task Force Morale' }).click();
    await page.getByRole('dialog', { name: 'Enter dice' }).getByLabel('Faces rolled').fill('6 6');
    await page.getByRole('dialog', { name: 'Enter dice' }).getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => page.locator('.m42-game-over').count()).toBe(1);
    expect(await page.locator('.m42-game-over').innerText()).toMatch(/Game over: Turid Swarm wins\. Vanguard Company fails Task Force Morale and retreats/);
  });

  it('a new user starts a small game in a few clicks, typing no JSON', async () => {
    const { page, url, errors } = h();
    const earlier = errors.length;
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Start an M42 battle' });
    const attacker = form.getByRole('group', { name: 'Player 1', exact: true });
    await attacker.getByLabel('Player name').fill('Red Company');
    await attacker.getByRole('checkbox', { name: /Fanatical/ }).check();
    await attacker.getByRole('button', { name: 'Add a unit' }).click();
    expect(await form.getByRole('group', { name: 'Player 1 unit 5', exact: true }).getByLabel('Unit name').inputValue()).toBe('Unit 5');
    await form.getByRole('radio', { name: 'Roll for me (seeded, verifiable)' }).check();
    await h().screenshot('m42-start-form');
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('M42 battle');
    expect(await page.locator('.lede').innerText()).toMatch(/^Turn 1 · Red Company \(attacker\) is the current player · mission Take and hold · dice seeded/);
    await page.getByRole('button', { name: 'Run the rest of the phase' }).click();
    const phase = page.getByRole('region', { name: 'This starting phase' });
    await expect.poll(() => phase.locator('[data-step="reserves"]').count()).toBe(1);
    expect(await phase.locator('[data-step="victory"]').innerText()).toMatch(/Central objective/);
    expect(errors.slice(earlier)).toEqual([]);
  });

  it('explains a win on an objective with its name and the players’, never their ids (the record keeps the ids)', async () => {
    const { page, url, errors } = h();
    const earlier = errors.length;
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Start an M42 battle' });
    await form.getByRole('group', { name: 'Player 1', exact: true }).getByLabel('Player name').fill('Red Company');
    await form.getByLabel('Turn', { exact: true }).fill('3');
    await form.getByRole('group', { name: 'Objective 1' }).getByLabel('Held by').selectOption({ label: 'Red Company' });
    await form.getByRole('radio', { name: 'Roll for me (seeded, verifiable)' }).check();
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    await page.getByRole('button', { name: 'Run the rest of the phase' }).click();
    const phase = page.getByRole('region', { name: 'This starting phase' });
    await expect.poll(() => phase.locator('.m42-game-over').count()).toBe(1);
    const victory = await phase.locator('[data-step="victory"]').innerText();
    expect(victory).toMatch(/Victory conditions: Red Company \(attacker\) has met: hold objective Central objective from turn 3/);
    expect(victory).toMatch(/Central objective is held by Red Company/);
    expect(await phase.locator('.m42-game-over').innerText()).toMatch(
      /^Game over: Red Company wins\. Red Company \(attacker\) has met: hold objective Central objective from turn 3/,
    );
    expect(await phase.innerText()).not.toMatch(/central-objective|red-company/);
    // The record keeps the ids it always kept, so existing records replay byte for byte.
    const id = page.url().split('/').at(-1)!;
    const record = await (await fetch(url(`/api/games/${id}/record`))).text();
    expect(record).toContain('"explanation":"red-company (attacker) has met: hold objective central-objective from turn 3"');
    expect(errors.slice(earlier)).toEqual([]);
  });
});
