import { describe, expect, it } from 'vitest';
import { baseCombatRules, botCommand, type BattleState } from '@marshal/battletech';
import { useBrowser } from './harness';

/** The browser asks for /favicon.ico by itself and the shell serves none; any other error counts. */
const notFavicon = (e: string) => e !== 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

describe('a campaign scenario fought digitally, in Chromium', () => {
  const h = useBrowser();

  it('lands, loses the landing, reinforces the defender, fights the repeated landing as a digital battle (bots) and carries its damage', async () => {
    const { page, url, errors } = h();
    const api = async <T>(path: string, body?: object): Promise<T> => {
      const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
      const res = await fetch(url(path), init);
      return (await res.json()) as T;
    };
    await page.goto(url('/campaigns'));
    await page.getByRole('button', { name: 'Fill in the worked example (Natalie vs Ralph)' }).click();
    await page.getByRole('button', { name: 'Start campaign' }).click();
    await expect.poll(() => page.url()).toMatch(/\/campaigns\/[^/]+$/);
    const campaignUrl = page.url();
    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    const roll = async (faces: string) => {
      await dice.getByLabel('Faces rolled').fill(faces);
      await dice.getByRole('button', { name: 'Enter' }).click();
    };
    const now = page.getByRole('heading', { level: 2 }).first();
    const forces = page.getByRole('region', { name: 'Forces' });

    // Turn 1: landing at −3, 4+4 → one attack on each of six 'Mechs; only the first Jenner's hits (5 damage).
    await page.getByLabel('Landing modifier (−3 far from the objective, easier; +3 next to it, harder)').selectOption('-3');
    await page.getByRole('button', { name: 'None' }).click();
    await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
    await page.getByRole('button', { name: 'Make the landing roll' }).click();
    await roll('4 4');
    for (const faces of ['6 6', '1 1', '1 1', '1 1', '1 1', '1 1']) {
      await expect.poll(() => dice.innerText()).toMatch(/Landing attack 1 of 1/);
      await roll(faces);
    }
    await expect.poll(() => forces.locator('tr[data-unit="jenner-1"]').innerText()).toMatch(/5 \(landing\)/);
    // The landing-zone battle is entered at the table: the defender holds.
    await page.getByLabel('Winner').selectOption('defender');
    await page.getByRole('button', { name: 'Report the battle' }).click();
    await page.getByRole('button', { name: 'End turn 1' }).click();
    await expect.poll(() => now.innerText()).toBe('Turn 2: Planetary landing (attempt 2)');

    // The defender holds the landing zone: it buys a Hunchback for its garrison lance at its Battle Value.
    const reinforce = page.getByRole('form', { name: 'Defender reinforcements' });
    await reinforce.getByLabel(/^Lance/).selectOption('garrison');
    expect(await reinforce.getByLabel(/^Lance/).innerText()).toMatch(/Garrison lance \(3600 points left\)/);
    // The unit is found with the app's catalog search, as in every force builder: no exact name to type.
    await reinforce.getByRole('search', { name: 'Find a reinforcement' }).getByRole('searchbox').fill('hunchback 4g');
    await reinforce.getByRole('button', { name: 'Add Hunchback HBK-4G', exact: true }).click();
    expect(await reinforce.getByRole('status').innerText()).toMatch(/^Chosen: Hunchback HBK-4G \(Battle Value \d+\)/);
    await reinforce.getByLabel('Pilot').fill('Kim');
    await reinforce.getByRole('button', { name: 'Buy reinforcement' }).click();
    // Nobody types an internal id: the unit's key is made from its name, and the page names the lance as the setup did.
    await expect.poll(() => forces.locator('tr[data-unit="hunchback-hbk-4g"]').count()).toBe(1);
    expect(await forces.locator('tr[data-unit="hunchback-hbk-4g"]').innerText()).toMatch(/Hunchback HBK-4G\s+defender\s+Garrison \(line\)\s+Garrison lance/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Timeline' }).innerText())
      .toMatch(/defender reinforces lance Garrison lance: Hunchback HBK-4G \(\d+\)/);

    // The repeated landing, fought digitally: the survivors start on the map with the damage they carry.
    await page.getByRole('button', { name: 'None' }).click();
    await page.getByRole('checkbox', { name: /Warhammer WHM-6R/ }).check();
    await page.getByRole('checkbox', { name: /Hunchback HBK-4G/ }).check();
    await page.getByRole('button', { name: 'Fight the landing again' }).click();
    const panel = page.getByRole('region', { name: 'Fight digitally: Planetary landing' });
    await panel.getByLabel(/Round limit/).fill('2');
    await panel.getByRole('button', { name: 'Fight this scenario digitally' }).click();
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
    const battleId = page.url().split('/').at(-1)!;
    const opening = await api<{ state: BattleState }>(`/api/games/${battleId}`);
    const ct = opening.state.units['jenner-1']!.locations.CT!;
    expect(ct.maxArmor - ct.armor).toBe(5);
    expect(opening.state.sideOf['hunchback-hbk-4g']).toBe('defender');
    // The battle page leads back to its campaign.
    await page.getByRole('link', { name: 'Back to the campaign' }).click();
    await expect.poll(() => page.url()).toBe(campaignUrl);

    // Bots play both sides to the round limit.
    for (let guard = 0; guard < 2000; guard++) {
      const g = await api<{ game: { version: number }; state: BattleState }>(`/api/games/${battleId}`);
      const command = botCommand(g.state, baseCombatRules);
      if (!command) break;
      await api(`/api/games/${battleId}/commands`, { expectedVersion: g.game.version, command });
    }
    const end = (await api<{ state: BattleState }>(`/api/games/${battleId}`)).state;
    expect(end.outcome).not.toBeNull();

    await page.goto(campaignUrl);
    await expect.poll(() => panel.getByRole('status', { name: 'Battle status' }).innerText()).toMatch(/^The battle is over/);
    await panel.getByRole('button', { name: 'Report to the campaign' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/^Decided: the (attacker|defender) won\./);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    // A battle is named by its turn and scenario and how it was fought; its record's id is never shown, only linked.
    expect(await timeline.innerText()).toMatch(/Battle of turn 2 \(Planetary landing, played digitally\): the (attacker|defender) won/);
    expect(await timeline.innerText()).toMatch(/Planetary landing fought as a digital battle: attacker /);
    expect(await timeline.innerText()).not.toContain(battleId);
    // The campaign page links its battles from the timeline.
    expect(await timeline.getByRole('link', { name: 'open the battle' }).last().getAttribute('href')).toBe(`/battles/${battleId}`);
    // The Jenner carries its landing damage (and whatever the battle added) on into the campaign.
    const jenner = end.units['jenner-1']!;
    if (!jenner.destroyed && !jenner.pilot.dead) expect(await forces.locator('tr[data-unit="jenner-1"]').innerText()).toMatch(/damaged\s+\d+: .*CT \d+/);
    await page.getByRole('button', { name: 'End turn 2' }).click();
    await expect.poll(() => now.innerText()).toMatch(/^(Turn 3: (Planetary landing \(attempt 3\)|Meeting engagement)|Campaign over)$/);
    await h().screenshot('campaign-digital');
    expect(errors.filter(notFavicon)).toEqual([]);
  }, 240_000);
});
