import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const missionUnit = (id: string, name: string, side: string, tonnage: number) => ({
  id,
  name,
  side,
  tonnage,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 3,
  value: 1500,
});

describe('mercenary contract ledger in Chromium', () => {
  const h = useBrowser();

  it('starts a contract with forms, adds a finished mission read from its record, shows its figures with sources and the carried damage', async () => {
    const { page, url, server, errors } = h();
    /** A mission tracked at the table: an Atlas against a Marauder. */
    const newMission = (title: string, atlas = 'Atlas AS7-D') =>
      server.app
        .inject({
          method: 'POST',
          url: '/api/games',
          payload: {
            module: 'mission',
            dice: 'seeded',
            title,
            setup: {
              mission: 'open-engagement',
              units: [missionUnit('a1', atlas, 'attacker', 100), missionUnit('d1', 'Marauder MAD-3R', 'defender', 75)],
            },
          },
        })
        .then((r) => (r.json() as { game: { id: string } }).game.id);
    const finish = async (id: string) => {
      for (const [v, command] of [
        { type: 'reportDamage', unit: 'a1', facts: { armourStripped: ['RT'], destroyed: [] } },
        { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
      ].entries())
        expect((await server.app.inject({ method: 'POST', url: `/api/games/${id}/commands`, payload: { expectedVersion: v, command } })).statusCode).toBe(201);
    };
    // This one finished: the Atlas lost its right torso armour, the Marauder fell.
    const mission = await newMission('Raid on Hesperus');
    await finish(mission);

    await page.goto(url('/contracts'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contracts');
    await page.getByLabel('Unit name').fill('Gray Death Legion');
    await page.getByLabel('Employer').fill('Federated Suns');
    await page.getByLabel('Contract value').fill('4000000');
    await page.getByLabel('Pay % a mission').fill('150');
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('Pay % a mission must be a number more than 0 and up to 100, not 150');
    await page.getByLabel('Pay % a mission').fill('25');
    const find = page.getByRole('search', { name: 'Find Contract' });
    await find.getByLabel('Find a unit by name').fill('Atlas AS7-D');
    await find.getByRole('button', { name: 'Add Atlas AS7-D', exact: true }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Start the contract' }).click();
    await expect.poll(() => page.url()).toMatch(/\/contracts\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gray Death Legion');
    expect(await page.locator('.lede').innerText()).toContain('4,000,000 C-bills, 25% a mission = 1,000,000 C-bills contracted pay');

    const add = page.getByRole('region', { name: 'Add a finished mission' });
    // Only missions the ledger may take are offered: not one still being played, nor one none of the contract's units fought in,
    // and only on the side its units fought on.
    await newMission('Patrol still out');
    await finish(await newMission('Somebody else’s raid', 'Locust LCT-1V'));
    await page.reload();
    await expect
      .poll(() => add.getByLabel('Mission', { exact: true }).locator('option').allInnerTexts())
      .toEqual([expect.stringMatching(/^Raid on Hesperus \(/)]);
    expect(await add.getByLabel('Gray Death Legion fought as').locator('option').allInnerTexts()).toEqual(['the attacker']);
    expect(await add.innerText()).toContain('Only missions this ledger may take are listed');
    await add.getByRole('button', { name: 'Add to the ledger' }).click();
    const entry = page.getByRole('article', { name: 'Mission 1: Open Engagement' });
    await expect.poll(() => entry.count()).toBe(1);
    const text = await entry.innerText();
    expect(text).toContain('1,000,000 C-bills (100% pay) · Federated Suns +2 · running total 1,000,000 C-bills');
    expect(text).toContain('Mechwarriors of Fortune – The Missions, Open Engagement › Attacker Victory Conditions');
    expect(text).toContain('salvage gained: Marauder MAD-3R (75 t)');
    expect(await page.getByTestId('total-cbills').innerText()).toBe('1,000,000 C-bills');
    const force = page.getByRole('region', { name: 'Force for the next mission' });
    expect(await force.innerText()).toMatch(/Atlas AS7-D.*damaged\s+RT armour gone/s);
    await force.getByRole('button', { name: 'Record repair of Atlas AS7-D' }).click();
    await expect.poll(() => force.innerText()).toMatch(/ready\s+—/);
    expect(errors).toEqual([]);
  }, 240_000);
});
