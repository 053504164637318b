import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { PHONE, fitsAcross, pageWidth } from './phone';

/** The page's own function, called inside `evaluate` (this file is type-checked without the DOM library). */
declare const getComputedStyle: (el: unknown, pseudo?: string) => { readonly content: string };

/** The wash-up and a contract's page on a 390 px phone, and named for players (units by name and pilot, never ids). */

const missionUnit = (id: string, name: string, side: string, tonnage: number, pilot?: string) => ({
  id,
  name,
  side,
  tonnage,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 3,
  value: 1500,
  crewSurvival: true,
  ...(pilot ? { pilot } : {}),
});

describe('missions and contracts on a 390 px phone', () => {
  const h = useBrowser({ viewport: { width: PHONE, height: 844 } });

  /** A finished Open Engagement: two Atlases (pilots named) against a Marauder and a Locust that fell. */
  async function finishedMission(): Promise<string> {
    const { server } = h();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: {
        module: 'mission',
        // Table dice: the Locust's Crew Survival roll is entered (a seeded game would roll it from a fresh seed each run).
        dice: 'physical',
        title: 'Raid on Hesperus',
        setup: {
          mission: 'open-engagement',
          units: [
            missionUnit('a1', 'Atlas AS7-D', 'attacker', 100, 'Grayson Carlyle'),
            missionUnit('a2', 'Atlas AS7-D', 'attacker', 100, 'Lori Kalmar'),
            missionUnit('d1', 'Marauder MAD-3R', 'defender', 75, 'Ivan Kurita'),
            missionUnit('d2', 'Locust LCT-1V', 'defender', 20),
          ],
        },
      },
    });
    const id = (created.json() as { game: { id: string } }).game.id;
    const steps: [object, number[][]?][] = [
      [{ type: 'reportDamage', unit: 'a1', facts: { armourStripped: ['RT'], destroyed: [] } }],
      [{ type: 'destroyUnit', unit: 'd1', cause: 'cockpit' }],
      [{ type: 'destroyUnit', unit: 'd2', cause: 'other' }, [[6, 6]]],
    ];
    for (const [v, [command, dice]] of steps.entries()) {
      const r = await server.app.inject({
        method: 'POST',
        url: `/api/games/${id}/commands`,
        payload: { expectedVersion: v, command, ...(dice ? { dice } : {}) },
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    return id;
  }

  it('shows the wash-up as a card a unit, each line labelled and the unit named with its pilot: nothing to scroll sideways', async () => {
    const { page, url, errors } = h();
    const id = await finishedMission();
    await page.goto(url(`/missions/${id}`));
    const washUp = page.getByRole('table', { name: 'Every unit after the game' });
    await washUp.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await fitsAcross(page.getByRole('region', { name: 'Mission status' }))).toEqual([]);
    expect(await washUp.getByRole('rowheader').allInnerTexts()).toEqual([
      'Atlas AS7-D — pilot Grayson Carlyle',
      'Atlas AS7-D — pilot Lori Kalmar',
      'Marauder MAD-3R — pilot Ivan Kurita',
      'Locust LCT-1V',
    ]);
    const locust = washUp.getByRole('row', { name: /Locust LCT-1V/ });
    const lines = await locust
      .locator('td')
      .evaluateAll((tds) =>
        tds.filter((td) => td.getBoundingClientRect().height > 0).map((td) => `${getComputedStyle(td, '::before').content} ${td.textContent}`),
      );
    expect(lines).toEqual([
      '"Side: " defender',
      '"Fate: " destroyed',
      '"Crew: " escaped the wreck',
      '"Salvage to: " attacker',
      '"Notes: " crew picked up by attacker (default rule: the side controlling the field)',
    ]);
    expect(errors).toEqual([]);
  });

  it('shows a contract on a phone without ids: units by name and pilot, opponents by name, missions by title and kind', async () => {
    const { page, url, server, errors } = h();
    await finishedMission();
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/contracts',
      payload: {
        unitName: 'Grey Death Legion',
        employer: 'Capellan Confederation',
        force: {
          name: 'Command lance',
          units: [
            { unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Grayson Carlyle', gunnery: 3, piloting: 4 } },
            { unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Lori Kalmar', gunnery: 4, piloting: 5 } },
          ],
        },
        contractValue: 2_000_000,
        payPercent: 50,
      },
    });
    const contract = (started.json() as { contract: { id: string } }).contract.id;
    await page.goto(url(`/contracts/${contract}`));
    const force = page.getByRole('region', { name: 'Force for the next mission' });
    const table = force.getByRole('table', { name: 'Unit table' });
    await table.waitFor();
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(['Atlas AS7-D', 'Atlas AS7-D']);
    const lines = await table
      .getByRole('row', { name: /Lori Kalmar/ })
      .locator('td')
      .evaluateAll((tds) =>
        tds.filter((td) => td.getBoundingClientRect().height > 0).map((td) => `${getComputedStyle(td, '::before').content} ${td.textContent}`),
      );
    expect(lines).toEqual([
      '"Pilot: " Lori Kalmar 4/5 — fit',
      '"State: " ready',
      '"Damage it carries: " —',
      '"Next mission: " may fight (start it with this damage)',
    ]);

    const next = page.getByRole('region', { name: 'Start the next mission' });
    expect(await next.getByLabel('Company commander (Forced Withdrawal)').locator('option').allInnerTexts()).toEqual([
      'none',
      'Atlas AS7-D (Grayson Carlyle)',
      'Atlas AS7-D (Lori Kalmar)',
    ]);
    // Two opponents of one kind are told apart by number, never by an id.
    for (let i = 0; i < 2; i++) {
      const find = next.getByRole('search', { name: 'Find the opponent' });
      await find.getByLabel('Find a unit by name').fill('Marauder MAD-3R');
      await find.getByRole('button', { name: 'Add Marauder MAD-3R', exact: true }).click({ timeout: 60_000 });
    }
    await expect
      .poll(() => next.getByRole('button', { name: /^Remove Marauder/ }).allInnerTexts())
      .toEqual(['Remove Marauder MAD-3R #1', 'Remove Marauder MAD-3R #2']);
    expect(await next.getByLabel('Marauder MAD-3R #2 gunnery').count()).toBe(1);

    const add = page.getByRole('region', { name: 'Add a finished mission' });
    // Two missions alike (the first test's and this one's) are told apart by when they were set up.
    expect(await add.getByLabel('Mission', { exact: true }).locator('option').allInnerTexts()).toEqual([
      expect.stringMatching(/^Raid on Hesperus \(Open Engagement\), set up \w{3} \d+, \d{4}, \d+:\d\d [AP]M$/),
      expect.stringMatching(/^Raid on Hesperus \(Open Engagement\), set up /),
    ]);
    expect(await add.innerText()).toContain('leave it empty for Capellan Confederation');

    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\(u\d+\)|\be\d+:/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await fitsAcross(force)).toEqual([]);
    expect(await fitsAcross(next.getByRole('table'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
