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
    await page.getByRole('button', { name: 'Start campaign' }).click();
    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Natalie vs Ralph');

    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    const roll = async (faces: string) => {
      await dice.getByLabel('Faces rolled').fill(faces);
      await dice.getByRole('button', { name: 'Enter' }).click();
    };
    const now = page.getByRole('heading', { level: 2 }).first();

    // Turn 1: landing at -3 against the Warhammer, 6+5-3 = 8: two attacks on each of six 'Mechs.
    await page.getByLabel('Landing modifier (−3 far from the objective, easier; +3 next to it, harder)').selectOption('-3');
    await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
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
    await page.getByLabel('Fate of jenner-2').selectOption('destroyed');
    await page.getByRole('button', { name: 'Report the battle' }).click();
    await page.getByRole('button', { name: 'End turn 1' }).click();
    await expect.poll(() => now.innerText()).toBe('Turn 2: Planetary landing (attempt 2)');

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
  });

  it('refuses support to the attacker before the landing, accepts it for the defender, and lets a side concede', async () => {
    const { page, url, errors } = h();
    const notFound = missing(page);
    await page.goto(url('/campaigns'));
    await page.getByRole('button', { name: 'Start campaign' }).click();
    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);
    await page.getByText('Receive support', { exact: true }).first().click();
    const support = page.getByRole('form', { name: 'Receive support' });
    await support.getByLabel('Side').selectOption('attacker');
    await support.getByRole('button', { name: 'Add the group' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toMatch(/cannot receive support until he has won the planetary landing \[BattleTech Tactical Handbook.*item 7/);
    await support.getByLabel('Side').selectOption('defender');
    await support.getByRole('button', { name: 'Add the group' }).click();
    await expect.poll(() => page.locator('tr[data-unit="griffin-1"]').innerText()).toMatch(/Griffin GRF-1N\s+defender\s+Second wave \(line\)/);
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
});
