import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** The browser asks for /favicon.ico by itself and the shell serves none: that 404 is not the campaign's concern; any other is. */
const notFavicon = (e: string) => e !== 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
function missing(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404 && !r.url().endsWith('/favicon.ico')) urls.push(r.url());
  });
  return urls;
}

describe('operational campaign in Chromium', () => {
  const h = useBrowser();

  it('runs a campaign from a lost landing through the meeting engagement and the chain to its end, with the timeline', async () => {
    const { page, url, errors } = h();
    const notFound = missing(page);
    await page.goto(url('/campaigns'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Campaigns');
    await page.getByRole('button', { name: 'Fill in the worked example (Natalie vs Ralph)' }).click();
    await page.getByRole('button', { name: 'Start campaign' }).click();
    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Natalie vs Ralph');

    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    const roll = async (faces: string) => {
      await dice.getByLabel('Faces rolled').fill(faces);
      await dice.getByRole('button', { name: 'Enter' }).click();
    };
    const now = page.getByRole('heading', { level: 2 }).first();

    // Turn 1: the form says who lands and ticks every defender unit that may intercept, so a quick roll never leaves them out.
    const landing = page.getByRole('form', { name: 'Planetary landing' });
    expect(await landing.locator('.landing-attackers').innerText()).toBe(
      'Landing (6 units): Jenner JR7-D #1, Jenner JR7-D #2, Ostscout OTT-7Jb, Spider SDR-5V, Atlas AS7-D, Marauder MAD-3R',
    );
    const interceptors = landing.getByRole('group', { name: 'Defender units that intercept the landing (untick those that stay out)' });
    expect(await interceptors.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b as unknown as { checked: boolean }).checked))).toEqual(
      Array(12).fill(true),
    );
    expect(await interceptors.innerText()).toMatch(/Dasher Prime \(Star 1\)/);
    expect(await interceptors.innerText()).not.toMatch(/s1-a|star-1/);
    expect(await landing.innerText()).toMatch(/12 of 12 take part\s+12 defender units intercept the landing\./);
    await interceptors.getByRole('button', { name: 'None' }).click();
    expect(await landing.innerText()).toMatch(/No defender unit is ticked: the defender stays out and the attackers land unopposed\./);
    // Landing at -3 against the Warhammer alone, 6+5-3 = 8: two attacks on each of six 'Mechs.
    await page.getByLabel('Landing modifier (−3 far from the objective, easier; +3 next to it, harder)').selectOption('-3');
    await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
    expect(await landing.innerText()).toMatch(/1 of 12 takes part\s+1 defender unit intercepts the landing\./);
    await page.getByRole('button', { name: 'Make the landing roll' }).click();
    expect(await dice.innerText()).toMatch(/Roll 2d6 for: Landing roll/);
    await roll('6 5');
    await roll('6 6');
    await roll('6 6');
    for (let i = 0; i < 10; i++) {
      await expect.poll(() => dice.innerText()).toMatch(new RegExp(`Landing attack ${(i % 2) + 1} of 2`));
      await roll('1 1');
    }
    await expect.poll(() => page.getByRole('heading', { name: 'Battle: Planetary landing' }).count()).toBe(1);
    await page.getByLabel('Winner').selectOption('defender');
    await page.getByLabel('Fate of Jenner JR7-D #2').selectOption('destroyed');
    await page.getByRole('button', { name: 'Report the battle' }).click();
    await page.getByRole('button', { name: 'End turn 1' }).click();
    await expect.poll(() => now.innerText()).toBe('Turn 2: Planetary landing (attempt 2)');

    await page.getByRole('button', { name: 'None' }).click();
    await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
    await page.getByRole('button', { name: 'Fight the landing again' }).click();
    await page.getByRole('button', { name: 'Report the battle' }).click();
    await page.getByRole('button', { name: 'End turn 2' }).click();
    await expect.poll(() => now.innerText()).toBe('Turn 3: Meeting engagement');

    // Turn 3: the meeting engagement with every reconnaissance unit: 1 − 6 = −5, as in the seed's example.
    await page.getByRole('button', { name: 'Roll the meeting engagement' }).click();
    await roll('4 3');
    const breakdown = page.locator('details.meeting-breakdown');
    await expect.poll(() => breakdown.count()).toBe(1);
    await breakdown.locator('summary').click();
    expect(await breakdown.locator('summary').innerText()).toBe('Meeting-engagement modifier −5 (attacker +1 − defender +6)');
    expect(await breakdown.innerText()).toMatch(/\+1\s+Slowest 'Mech walks 7 MP \(Jenner JR7-D\)\s+default — source table not available/);
    expect(await breakdown.innerText()).toMatch(/−3\s+Landing modifier chosen by the attacker\s+BattleTech Tactical Handbook/);

    for (const [turn, scenario, next] of [
      [3, 'Meeting engagement', 'Advance'],
      [4, 'Advance', 'Pursuit'],
      [5, 'Pursuit', 'Assault (siege)'],
      [6, 'Assault (siege)', null],
    ] as const) {
      await expect.poll(() => page.getByRole('heading', { name: `Battle: ${scenario}` }).count()).toBe(1);
      if (turn > 3) {
        await page.getByRole('checkbox', { name: /Atlas AS7-D/ }).check();
        await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
      }
      await page.getByRole('button', { name: 'Report the battle' }).click();
      await page.getByRole('button', { name: `End turn ${turn}` }).click();
      await expect.poll(() => now.innerText()).toBe(next ? `Turn ${turn + 1}: ${next}` : 'Campaign over');
    }
    expect(await page.getByRole('status').first().innerText()).toMatch(/The attacker wins: the attacker won the assault and meets the campaign goal/);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    expect(await timeline.locator('li[data-turn] > h3').allInnerTexts()).toEqual([
      'Turn 1: Planetary landing — won by the defender',
      'Turn 2: Planetary landing (attempt 2) — won by the attacker',
      'Turn 3: Meeting engagement — won by the attacker',
      'Turn 4: Advance — won by the attacker',
      'Turn 5: Pursuit — won by the attacker',
      'Turn 6: Assault (siege) — won by the attacker',
    ]);
    const attack = timeline.locator('details.ruling').first();
    await attack.locator('summary').click();
    expect(await attack.innerText()).toMatch(/Landing attack hits on/);
    const tables = page.getByRole('region', { name: 'Tables in play' });
    await tables.getByText('Planetary landing conditions (2D6 + landing modifier)').click();
    expect(await tables.innerText()).toMatch(/default — source table not available \(Tactical Handbook, Planetary landing: landing table\)/);
    await h().screenshot('campaign-timeline');
    expect(errors.filter(notFavicon)).toEqual([]);
    expect(notFound).toEqual([]);
  }, 90_000);

  it('refuses support to the attacker before the landing, accepts it for the defender, and lets a side concede', async () => {
    const { page, url, errors } = h();
    const notFound = missing(page);
    await page.goto(url('/campaigns'));
    await page.getByRole('button', { name: 'Fill in the worked example (Natalie vs Ralph)' }).click();
    await page.getByRole('button', { name: 'Start campaign' }).click();
    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);
    await page.getByText('Receive support', { exact: true }).first().click();
    const support = page.getByRole('form', { name: 'Receive support' });
    await support.getByLabel('Group name').fill('Second wave');
    await support.getByRole('button', { name: 'Add the group' }).click();
    expect(await support.getByRole('alert').innerText()).toBe(
      'Support group (Second wave), lance 1 (Reinforcements lance): Units: none yet — add at least one unit',
    );
    // The reinforcement is picked from the catalog in the shared force builder; its combat value defaults to its Battle Value.
    await support.getByRole('search', { name: 'Find Lance 1' }).getByLabel('Find a unit by name').fill('Griffin GRF-1N');
    await support.getByRole('button', { name: 'Add Griffin GRF-1N', exact: true }).click();
    const unit = support.getByRole('listitem', { name: 'Unit 1 (Griffin GRF-1N)' });
    await expect.poll(() => unit.getByLabel('Unit 1 special equipment').innerText()).toBe('Special equipment: none');
    await unit.getByLabel('Unit 1 (Griffin GRF-1N) pilot name').fill('Sam');
    await unit.getByLabel('Combat value').fill('1e20');
    await support.getByRole('button', { name: 'Add the group' }).click();
    expect(await unit.locator('.field-error').innerText()).toBe(
      'Support group (Second wave), unit 1 (Griffin GRF-1N): Combat value must be a whole number from 0 to 1,000,000, not 1e20',
    );
    expect(await unit.getByLabel('Combat value').getAttribute('aria-invalid')).toBe('true');
    await unit.getByLabel('Combat value').fill('');
    await support.getByLabel('Side').selectOption('attacker');
    await support.getByRole('button', { name: 'Add the group' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toMatch(/cannot receive support until he has won the planetary landing \[BattleTech Tactical Handbook.*item 7/);
    await support.getByLabel('Side').selectOption('defender');
    await support.getByRole('button', { name: 'Add the group' }).click();
    await expect.poll(() => page.locator('tr[data-unit="griffin-grf-1n"]').innerText()).toMatch(/Griffin GRF-1N\s+defender\s+Second wave \(line\)/);
    await page.getByRole('button', { name: 'Concede the campaign…' }).click();
    const concede = page.getByRole('form', { name: 'Concede the campaign' });
    await concede.getByLabel('Side that concedes').selectOption('attacker');
    await concede.getByLabel('Why').fill('the DropShips were recalled');
    await concede.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().innerText()).toBe('Campaign over');
    expect(await page.getByRole('status').first().innerText()).toMatch(/The defender wins: the attacker conceded: the DropShips were recalled/);
    // the refused support is a 422 the browser itself logs; nothing else may fail
    expect(errors.filter(notFavicon).filter((e) => !/status of 422/.test(e))).toEqual([]);
    expect(notFound).toEqual([]);
  });

  it('a new user builds a campaign in the wizard, typing no JSON: sides, groups, units from the force builder (catalog and file) and by hand, a replaced table, dice', async () => {
    const { page, url, errors } = h();
    const notFound = missing(page);
    const earlier = errors.length; // the support test's refused command is logged by the browser itself
    // The server reads all unit files on first use; warm it so the page is timed on its own work.
    expect((await page.request.get(url('/api/catalog/stats'), { timeout: 120_000 })).ok()).toBe(true);
    await page.goto(url('/campaigns'));
    const wizard = page.getByRole('form', { name: 'New campaign' });
    const alert = wizard.getByRole('alert');
    await wizard.getByLabel('Title').fill('Operation Thunder');
    await wizard.getByLabel('Goal (what the attacker must achieve)').fill('Take the spaceport');
    await wizard.getByLabel('Turn limit').fill('-5');
    await wizard.getByLabel('Attacker name').fill('Kell Hounds');
    await wizard.getByLabel('Defender name').fill('Jade Falcons');
    await wizard.getByRole('button', { name: 'Next' }).click();
    expect(await alert.innerText()).toBe('One field needs fixing: Turn limit must be a whole number from 1 to 1,000, not -5');
    expect(await wizard.getByLabel('Turn limit').getAttribute('aria-invalid')).toBe('true');
    await wizard.getByLabel('Turn limit').fill('');
    await wizard.getByRole('button', { name: 'Next' }).click();
    expect(await wizard.getByRole('heading', { level: 3 }).innerText()).toBe('Attacker forces');

    // Attacker: a reconnaissance group whose lance is built with the force builder: a Raven from a CSV file, then a Jenner found in the catalog.
    const recon = wizard.getByRole('group', { name: 'Group 1' });
    expect(await recon.innerText()).toMatch(/May play: Planetary landing, Meeting engagement, Advance, Pursuit, Counterattack/);
    await recon.getByText('Saved forces and files').click();
    const csv = 'chassis,model,pilot,gunnery,piloting\nRaven,RVN-3L,Ria,3,4\n';
    await recon.getByLabel('Import Lance 1 from a file').setInputFiles({ name: 'scouts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const raven = recon.getByRole('listitem', { name: 'Unit 1 (Raven RVN-3L)' });
    await expect.poll(() => raven.getByLabel('Unit 1 (Raven RVN-3L) pilot name').inputValue()).toBe('Ria');
    expect(await raven.getByLabel('Unit 1 (Raven RVN-3L) gunnery').inputValue()).toBe('3');
    // The meeting engagement counts probes and ECM: they are read from the full catalog unit.
    await expect.poll(() => raven.getByLabel('Unit 1 special equipment').innerText()).toMatch(/Beagle active probe/);
    expect(await raven.getByLabel('Unit 1 special equipment').innerText()).toMatch(/Guardian ECM suite/);
    await recon.getByRole('search', { name: 'Find Lance 1' }).getByLabel('Find a unit by name').fill('Jenner JR7-D');
    await recon.getByRole('button', { name: 'Add Jenner JR7-D', exact: true }).click();
    const jenner = recon.getByRole('listitem', { name: 'Unit 2 (Jenner JR7-D)' });
    await expect.poll(() => jenner.getByLabel('Unit 2 special equipment').innerText()).toBe('Special equipment: none');
    await jenner.getByLabel('Combat value').fill('-5');
    await wizard.getByRole('button', { name: 'Next' }).click();
    expect(await jenner.locator('.field-error').innerText()).toBe(
      'Attacker (Kell Hounds), group 1 (Recon group), unit 2 (Jenner JR7-D): Combat value must be a whole number from 0 to 1,000,000, not -5',
    );
    await jenner.getByLabel('Combat value').fill('');
    await h().screenshot('campaign-wizard-attacker');
    await wizard.getByRole('button', { name: 'Remove group 2' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Defender: both groups get a unit typed by hand; a bad number is refused on its field with the group and unit named.
    expect(await wizard.getByRole('heading', { level: 3 }).innerText()).toBe('Defender forces');
    for (const [g, name, walk] of [
      ['Group 1', 'Kit Fox Prime', '-5'],
      ['Group 2', 'Summoner Prime', '5'],
    ] as const) {
      const group = wizard.getByRole('group', { name: g });
      await group.getByRole('button', { name: 'Add a unit by hand' }).click();
      const unit = group.getByRole('group', { name: 'Unit 1' });
      await unit.getByLabel('Name', { exact: true }).fill(name);
      await unit.getByLabel('Tons').fill('30');
      await unit.getByLabel('Walk MP').fill(walk);
      await unit.getByLabel('Pilot', { exact: true }).fill(`${name} pilot`);
    }
    await wizard.getByRole('button', { name: 'Start campaign' }).click();
    const kitFox = wizard.getByRole('group', { name: 'Group 1' }).getByRole('group', { name: 'Unit 1' });
    expect(await kitFox.locator('.field-error').innerText()).toBe(
      'Defender (Jade Falcons), group 1 (Recon group), unit 1 (Kit Fox Prime): Walk MP must be a whole number from 0 to 30, not -5',
    );
    await kitFox.getByLabel('Walk MP').fill('6');
    await expect.poll(() => alert.count()).toBe(0);

    // Tables: the defaults are labelled; the landing table is replaced with one row changed.
    await wizard.getByRole('button', { name: '4. Tables' }).click();
    const landing = wizard.getByRole('region', { name: 'Landing table' });
    expect(await landing.innerText()).toMatch(/default — source table not available/);
    await landing.getByRole('button', { name: 'Replace the landing table' }).click();
    await landing.getByLabel('Where this table comes from').fill('our group’s table');
    await landing.getByRole('listitem', { name: 'row 2' }).getByLabel("Attacks per 'Mech").fill('2');
    await h().screenshot('campaign-wizard-tables');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: 'Roll for me (seeded, verifiable)' }).check();
    await wizard.getByRole('button', { name: 'Start campaign' }).click();

    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Operation Thunder');
    expect(await page.locator('.lede').innerText()).toMatch(/Goal: Take the spaceport · dice seeded/);
    const forces = page.getByRole('region', { name: 'Forces' });
    expect(await forces.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^Raven RVN-3L.*\tattacker\tRecon group \(reconnaissance\)/),
      expect.stringMatching(/^Jenner JR7-D.*\tattacker\tRecon group \(reconnaissance\)/),
      expect.stringMatching(/^Kit Fox Prime\tdefender\tRecon group \(reconnaissance\)/),
      expect.stringMatching(/^Summoner Prime\tdefender\tLine group \(line\)/),
    ]);
    const tables = page.getByRole('region', { name: 'Tables in play' });
    await tables.getByText('Planetary landing conditions (2D6 + landing modifier)').click();
    expect(await tables.innerText()).toMatch(/our group’s table/);
    expect(errors.slice(earlier).filter(notFavicon)).toEqual([]);
    expect(notFound).toEqual([]);
  }, 180_000);
});
