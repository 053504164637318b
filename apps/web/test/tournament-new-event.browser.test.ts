// The new-event form: the tiebreakers as an ordered list of names with move up/down, remove and add buttons.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('new tournament form in Chromium', () => {
  const h = useBrowser();

  it('orders the tiebreakers by name with labelled buttons (mouse and keyboard) and stores their ids in that order', async () => {
    const { page, url, errors, baseUrl } = h();
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'New tournament' });
    const list = form.getByRole('list', { name: 'Tiebreakers, in order' });
    const names = () => list.locator('li > span').allInnerTexts();
    await expect
      .poll(names)
      .toEqual([
        "a) more 'Mechs destroyed",
        'b) more crippling damage inflicted',
        'c) direct comparison',
        'd) fewer pulse-weapon points in the whole roster',
        'e) fewer precision-ammunition points in the whole roster',
        'f) fewer unpainted models used',
        'g) coin toss',
      ]);
    // Players never see the ids.
    expect(await form.innerText()).not.toMatch(/more-kills|head-to-head|coin-toss/);

    await form.getByRole('button', { name: 'Move up: c) direct comparison' }).click();
    expect((await names()).slice(0, 3)).toEqual(["a) more 'Mechs destroyed", 'c) direct comparison', 'b) more crippling damage inflicted']);
    // The focus follows the moved tiebreaker: Enter again moves it up once more.
    await page.keyboard.press('Enter');
    expect((await names()).slice(0, 2)).toEqual(['c) direct comparison', "a) more 'Mechs destroyed"]);
    // The top one cannot move up; the bottom one cannot move down.
    expect(await form.getByRole('button', { name: 'Move up: c) direct comparison' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Move down: g) coin toss' }).isDisabled()).toBe(true);

    await form.getByRole('button', { name: 'Remove: f) fewer unpainted models used' }).click();
    await form.getByRole('button', { name: 'Remove: d) fewer pulse-weapon points in the whole roster' }).click();
    expect(await names()).toHaveLength(5);
    // Added back at the end, chosen by name.
    await form.getByLabel('Tiebreaker to add').selectOption({ label: 'd) fewer pulse-weapon points in the whole roster' });
    await form.getByRole('button', { name: 'Add tiebreaker' }).click();
    expect((await names()).at(-1)).toBe('d) fewer pulse-weapon points in the whole roster');

    await form.getByRole('button', { name: 'Create event' }).click();
    await expect.poll(() => page.url()).toMatch(/\/tournaments\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    // A new event says nobody has signed up yet, instead of an empty table of headings.
    await expect.poll(() => page.getByText('No one has signed up yet.').count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Players' }).count()).toBe(0);
    const view = (await (await page.request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as { state: { setup: { tiebreakers: string[] } } };
    expect(view.state.setup.tiebreakers).toEqual([
      'head-to-head',
      'more-kills',
      'more-crippling',
      'fewer-roster-precision-points',
      'coin-toss',
      'fewer-roster-pulse-points',
    ]);
    expect(errors).toEqual([]);
  }, 120_000);
  it('offers each set of alternative house rules as one choice (radio buttons, the default chosen) and sends only the chosen one', async () => {
    const { page, url, errors, baseUrl } = h();
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'New tournament' });
    const outcomes = form.getByRole('radiogroup', { name: 'Outcomes the duel table does not list' });
    const byEnemy = outcomes.getByRole('radio', { name: /Unlisted outcomes score by the enemy’s state \(default\)/ });
    const margin = outcomes.getByRole('radio', { name: /Unlisted outcomes reward the margin/ });
    await byEnemy.waitFor();
    expect(await byEnemy.isChecked()).toBe(true);
    await margin.check();
    expect(await byEnemy.isChecked()).toBe(false);
    // Each group is one choice; ticking one alternative clears the other.
    const unpairable = form.getByRole('radiogroup', { name: 'When every pairing would repeat a duel' });
    await unpairable.getByRole('radio', { name: /give byes/ }).check();
    await unpairable.getByRole('radio', { name: /rematch \(default\)/ }).check();
    expect(await unpairable.getByRole('radio', { name: /give byes/ }).isChecked()).toBe(false);
    expect(await form.getByRole('radiogroup').count()).toBe(3);
    // Rules that are not alternatives stay check boxes.
    await form.getByRole('checkbox', { name: /A bye scores nothing/ }).check();
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect.poll(() => page.url()).toMatch(/\/tournaments\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    const view = (await (await page.request.get(`${baseUrl}/api/tournaments/${id}`)).json()) as { ruleset: unknown };
    expect(JSON.stringify(view.ruleset)).toMatch(/solaris-open-outcomes-margin/);
    expect(JSON.stringify(view.ruleset)).toMatch(/solaris-bye-scores-zero/);
    expect(JSON.stringify(view.ruleset)).not.toMatch(/solaris-unpairable-byes|solaris-open-outcomes-by-enemy/);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('new tournament form in German', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('names the tiebreakers and their buttons in German', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'Neues Turnier' });
    const list = form.getByRole('list', { name: 'Gleichstandsregeln, in Reihenfolge' });
    await expect.poll(() => list.locator('li > span').first().innerText()).toBe('a) mehr vernichtete ’Mechs');
    await form.getByRole('button', { name: 'Nach oben: c) direkter Vergleich' }).click();
    expect(await list.locator('li > span').nth(1).innerText()).toBe('c) direkter Vergleich');
    await form.getByRole('button', { name: 'Entfernen: g) Münzwurf' }).click();
    expect(await form.getByLabel('Gleichstandsregel hinzufügen').locator('option').allInnerTexts()).toEqual(['g) Münzwurf']);
    expect(errors).toEqual([]);
  }, 120_000);
});
