import { describe, expect, it } from 'vitest';
import { type BattleState, baseCombatRules, botCommand } from '@marshal/battletech';
import { useBrowser } from './harness';

/** A contract's next mission started from the Contracts page on a phone: chosen, fought as a digital battle, and added back to the ledger. */

const lance = [
  ['atlas-as7-d', 'Atlas', 'AS7-D', 'Morgan', 3, 4],
  ['hunchback-hbk-4g', 'Hunchback', 'HBK-4G', 'Dan', 4, 5],
] as const;
const units = lance.map(([unitId, chassis, model, name, gunnery, piloting]) => ({ unitId, chassis, model, pilot: { name, gunnery, piloting } }));
const terms = { unitName: 'Kell Hounds', employer: 'Lyran Commonwealth', force: { name: 'Lance', units }, contractValue: 2_000_000, payPercent: 50 };

describe("a contract's next mission from the Contracts page, on a 390 px phone", () => {
  const h = useBrowser({ viewport: { width: 390, height: 844 } });

  it('shows what each unit carries, starts the mission as a digital battle, lands on its tracker, and the ended mission goes into the ledger', async () => {
    const { page, url, server, errors } = h();
    const inject = async (method: 'GET' | 'POST', path: string, payload?: object) => {
      const r = await server.app.inject({ method, url: `/api${path}`, ...(payload ? { payload } : {}) });
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json() as Record<string, unknown> & { game: { version: number }; state: never };
    };
    // Mission 1, tracked at the table: the Hunchback's left arm loses its armour, the Marauder falls.
    const c = ((await inject('POST', '/contracts', terms)).contract as { id: string }).id;
    const tracked = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const first = ((await inject('POST', `/contracts/${c}/next-mission`, tracked)).mission as { id: string }).id;
    for (const [v, command] of [
      { type: 'reportDamage', unit: 'u2', facts: { armourStripped: ['LA'], destroyed: [] } },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
    ].entries())
      await inject('POST', `/games/${first}/commands`, { expectedVersion: v, command });
    await inject('POST', `/contracts/${c}/missions`, { expectedVersion: 1, mission: first });

    await page.goto(url(`/contracts/${c}`));
    const next = page.getByRole('region', { name: 'Start the next mission' });
    await expect.poll(() => next.getByTestId('carries-u2').innerText()).toBe('LA armour gone');
    expect(await next.getByTestId('carries-u1').innerText()).toBe('none');
    await next.getByLabel('Mission', { exact: true }).selectOption('assassination');
    await next.getByLabel('Kell Hounds fights as').selectOption('attacker');
    // The mission wizard's own blocks: Assassination targets, mission numbers, house rules.
    expect(await next.getByRole('group', { name: 'Assassination targets' }).count()).toBe(1);
    expect(await next.getByRole('group', { name: 'Mission numbers' }).count()).toBe(1);
    // The opponent is found with the battle table's unit search: how many match, and ten more at a time.
    const find = next.getByRole('search', { name: 'Find the opponent' });
    await find.getByLabel('Find a unit by name').fill('Marauder');
    const found = find.getByRole('status');
    await expect.poll(() => found.innerText(), { timeout: 60_000 }).toMatch(/^\d+ units match; showing 1–10\.$/);
    const total = Number(/^(\d+)/.exec(await found.innerText())![1]);
    expect(total).toBeGreaterThan(10);
    const results = find.getByRole('list', { name: 'Catalog results for the opponent' }).getByRole('listitem');
    expect(await results.count()).toBe(10);
    await find.getByRole('button', { name: `Show ${Math.min(10, total - 10)} more` }).click();
    await expect.poll(() => results.count()).toBe(Math.min(20, total));
    await find.getByLabel('Find a unit by name').fill('Marauder MAD-3R');
    await find.getByRole('button', { name: 'Add Marauder MAD-3R', exact: true }).click({ timeout: 60_000 });
    await expect.poll(() => next.getByRole('button', { name: 'Remove Marauder MAD-3R' }).count()).toBe(1);
    await next.getByLabel(/Fight it as a digital battle/).check();
    await next.getByLabel(/Deploy in turns/).uncheck();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    await next.getByRole('button', { name: 'Start the next mission as a digital battle' }).click();
    await expect.poll(() => page.url(), { timeout: 60_000 }).toMatch(/\/missions\/[^/]+$/);
    const mission = page.url().split('/').pop()!;
    // Before the end there is nothing to add to the ledger yet: the page says why instead of offering the button.
    await page.goto(url(`/contracts/${c}`));
    const early = page.getByRole('region', { name: 'Missions under way' });
    await expect.poll(() => early.innerText()).toContain('still being played: it can go into the ledger once the mission has ended');
    expect(await early.getByRole('button', { name: /^Add / }).count()).toBe(0);

    // The battle starts the Hunchback with its left arm bare; bots fight two rounds, the tracker follows, the referee ends the game.
    const status = (await inject('GET', `/missions/${mission}/status`)) as unknown as { battle: { id: string } };
    const battleId = status.battle.id;
    const battle = async () => (await inject('GET', `/games/${battleId}`)) as unknown as { game: { version: number }; state: BattleState };
    expect((await battle()).state.units.u2!.locations.LA!.armor).toBe(0);
    for (let guard = 0; guard < 400 && (await battle()).state.round < 3; guard++) {
      const b = await battle();
      const command = botCommand(b.state, baseCombatRules);
      if (!command) break;
      await inject('POST', `/games/${battleId}/commands`, { expectedVersion: b.game.version, command });
    }
    await inject('POST', `/missions/${mission}/follow`, {});
    const tracker = await inject('GET', `/games/${mission}`);
    await inject('POST', `/games/${mission}/commands`, {
      expectedVersion: tracker.game.version,
      command: { type: 'endGame', reason: 'the employer calls it off' },
    });

    await page.goto(url(`/contracts/${c}`));
    const underWay = page.getByRole('region', { name: 'Missions under way' });
    await expect.poll(() => underWay.innerText()).toContain('its digital battle');
    await underWay.getByRole('button', { name: /^Add Kell Hounds: Assassination/ }).click();
    const entry = page.getByRole('article', { name: 'Mission 2: Assassination' });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.innerText()).toMatch(/Assassination as the attacker/);
    expect(await entry.innerText()).toMatch(/crew: (Morgan|Dan)/);
    // Each unit's line names the machine and its pilot, as the tracker does.
    expect(await entry.innerText()).toMatch(/unit: Atlas AS7-D — pilot Morgan\b/);
    expect(await entry.innerText()).toMatch(/unit: Hunchback HBK-4G — pilot Dan\b/);
    expect(await page.getByRole('region', { name: 'Missions under way' }).count()).toBe(0);
    // The Hunchback still carries its bare left arm, now as the battle's points, into the mission after.
    await expect.poll(() => page.getByTestId('carries-u2').innerText()).toMatch(/battle damage .*LA −\d+/);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  }, 300_000);
});
