import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** Nothing on the page is wider than the screen (no sideways scrolling). */
const overflow = async (page: Page) => {
  return Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
};

describe("the referee's and organiser's desks in Chromium, at 1280 px and on a 390 px phone", () => {
  const h = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('mission tracker: a unit pushed off a flank edge has gone, though a defender may only withdraw by the far edge', async () => {
    const { page, url } = h();
    await page.goto(url('/missions'));
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('open-engagement');
    await page.getByRole('button', { name: 'Start tracking this mission' }).click({ timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Open Engagement' }).waitFor({ timeout: 60_000 });
    const shadow = page.locator('[data-unit="d-shadow"]');
    await shadow.getByRole('button', { name: 'Left the board…' }).click();
    const off = shadow.getByRole('form', { name: 'Shadow Hawk SHD-2H left the board' });
    await off.getByLabel('Shadow Hawk SHD-2H left the board').selectOption('flank');
    await off.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('the defender may leave only by the far edge in Open Engagement');
    // The refusal is the one error the page reports (the server's 422); nothing else may go wrong.
    expect(h().errors.splice(0)).toEqual([expect.stringContaining('422')]);
    if (!(await off.isVisible())) await shadow.getByRole('button', { name: 'Left the board…' }).click();
    await off.getByLabel('Shadow Hawk SHD-2H left the board').selectOption('flank');
    await off.getByLabel('pushed off the map').check();
    await off.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => shadow.locator('[data-field="status"]').innerText()).toContain('pushed off by a flank edge in turn 1');
    expect(await page.getByRole('region', { name: 'Log' }).innerText()).toContain('Shadow Hawk SHD-2H was pushed off the board by a flank edge');
    expect(await page.getByRole('region', { name: 'General Retreat' }).count()).toBe(0);
    // The start page offers the tracker to carry on with, and says what each area is for.
    const tracker = page.url();
    await page.goto(url('/'));
    const carryOn = page.getByRole('region', { name: 'Carry on' });
    await carryOn.getByRole('link').first().waitFor();
    expect(await carryOn.locator('li').first().innerText()).toMatch(/Open Engagement.*Missions · changed/s);
    expect(await page.getByRole('list', { name: 'Areas' }).innerText()).toContain('set up one of the nine missions');
    await carryOn.getByRole('link').first().click();
    await expect.poll(() => page.url()).toBe(tracker);
    expect(h().errors).toEqual([]);
  });

  it('mission tracker: damage, status and withdrawal on each row, General Retreat with its rule, a narrated log, a settled wash-up', async () => {
    const { page, url } = h();
    await page.goto(url('/missions'));
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('open-engagement');
    await page.getByRole('button', { name: 'Start tracking this mission' }).click({ timeout: 60_000 });
    await expect.poll(() => page.url(), { timeout: 60_000 }).toMatch(/\/missions\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Open Engagement' }).waitFor();
    await page.getByRole('button', { name: 'weapon attack' }).click();
    const griffin = page.locator('[data-unit="a-griffin"]');
    expect(await griffin.locator('[data-field="damage"]').innerText()).toBe('no damage reported');
    await griffin.getByRole('button', { name: 'Damage…' }).click();
    await griffin.getByRole('group', { name: 'Armour gone' }).getByLabel('CT').check();
    await griffin.getByRole('group', { name: 'Armour gone' }).getByLabel('LL').check();
    await griffin.getByRole('button', { name: 'Report damage' }).click();
    await expect.poll(() => griffin.locator('[data-field="damage"]').innerText()).toBe('armour gone: CT, LL');
    const withdrawal = griffin.locator('[data-field="withdrawal"]');
    expect(await withdrawal.innerText()).toContain('meets Forced Withdrawal');
    expect(await withdrawal.innerText()).toContain('[Mechwarriors of Fortune – The Missions, Forced Withdrawal');

    await griffin.getByRole('button', { name: 'Left the board…' }).click();
    const leave = griffin.getByRole('form', { name: 'Griffin GRF-1N left the board' });
    await leave.getByLabel('Griffin GRF-1N left the board').selectOption('home');
    await leave.getByRole('button', { name: 'Confirm' }).click();
    const retreat = page.getByRole('region', { name: 'General Retreat' });
    await expect.poll(() => retreat.innerText()).toContain('attacker: General Retreat: Griffin GRF-1N withdrew under Forced Withdrawal');
    expect(await retreat.innerText()).toContain('Forced Withdrawal — rule 2');
    await expect
      .poll(() => griffin.locator('[data-field="status"]').innerText())
      .toContain("left the board · crew aboard · left by the attacker's home edge in turn 1");

    const wolverine = page.locator('[data-unit="d-wolverine"]');
    await wolverine.getByRole('button', { name: 'Destroyed…' }).click();
    const destroyed = wolverine.getByRole('form', { name: 'Wolverine WVR-6R was destroyed' });
    await destroyed.getByLabel('Wolverine WVR-6R destroyed').selectOption('other');
    await destroyed.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter dice' });
    await dialog.getByLabel('Faces rolled').fill('6 6');
    await dialog.getByRole('button', { name: 'Enter' }).click();
    const log = page.getByRole('region', { name: 'Log' });
    // With table dice the destruction is recorded first and the crew's roll is its own entry (it survives a reload).
    await expect.poll(() => log.innerText()).toContain('Wolverine WVR-6R — crew escaped the wreck');
    expect(await log.innerText()).toContain('Wolverine WVR-6R destroyed in turn 1, weapon-attack phase');
    const told = await log.innerText();
    expect(told).toContain('Griffin GRF-1N meets Forced Withdrawal');
    expect(told).toContain("Griffin GRF-1N left the board by the attacker's home edge");
    expect(told).toContain('rolled 6+6 = 12');
    expect(told).not.toMatch(/phaseSet|damageReported|unitDestroyed|crewFate|setPhase/);
    await expect.poll(() => wolverine.locator('[data-field="status"]').innerText()).toBe('destroyed · crew escaped the wreck');

    await page.getByRole('button', { name: 'End game…' }).click();
    await page.getByLabel('Why does the game end?').fill('the club closes');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const washUp = page.getByRole('region', { name: 'Mission status' });
    await expect.poll(() => washUp.getByRole('heading', { name: 'Wash-up' }).count()).toBe(1);
    await expect.poll(() => washUp.locator('[data-side="attacker"]').innerText()).toContain('defeat · 50% of contracted pay');
    expect(await washUp.innerText()).not.toContain('pending');
    expect(await washUp.innerText()).toContain("the game ended with this side's objectives not met");
    expect(await log.innerText()).toContain('The game ended in turn 1: the club closes');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Open Engagement' }).waitFor();
    await expect.poll(() => griffin.locator('[data-field="damage"]').innerText()).toBe('armour gone: CT, LL');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await h().screenshot('desk-tracker-phone');
    expect(h().errors).toEqual([]);
  }, 180_000);

  it('units: every match reachable, a link per unit, factions by full name, the BV worked out beside the record sheet', async () => {
    const { page, url } = h();
    await page.setViewportSize({ width: 1280, height: 900 });
    const stats = await page.request.get(url('/api/catalog/stats'), { timeout: 120_000 });
    const availability = ((await stats.json()) as { availability: string }).availability;
    await page.goto(url('/units'));
    const count = page.getByTestId('result-count');
    await expect.poll(() => count.innerText(), { timeout: 60_000 }).toMatch(/\(showing 100\)/);
    const total = Number((await count.innerText()).split(' ')[0]!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(100);
    const links = page.getByRole('region', { name: 'Search results' }).getByRole('link');
    expect(await links.count()).toBe(100);
    await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
    await expect.poll(() => links.count()).toBe(Math.min(200, total));
    expect(await count.innerText()).toContain(total > 200 ? '(showing 200)' : `${total} units`);

    const faction = page.getByLabel('Faction');
    if (availability === 'none') expect(await faction.innerText()).toContain('No availability data');
    else expect(await faction.locator('option').allInnerTexts()).toContain('Federated Suns');

    await page.getByRole('searchbox', { name: 'Find units' }).fill('Atlas AS7-D');
    const atlas = page.getByRole('link', { name: /^Atlas AS7-D\b/ }).first();
    await atlas.waitFor();
    const href = await atlas.getAttribute('href');
    expect(href).toMatch(/^\/units\?unit=/);
    await atlas.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    const bv = page.getByRole('region', { name: 'Battle Value breakdown' });
    await expect.poll(() => bv.getByTestId('bv-total').innerText()).toBe('1,897');
    const steps = await bv.innerText();
    expect(steps).toContain('Defensive battle rating');
    expect(steps).toContain('Offensive battle rating');
    expect(steps).toMatch(/TechManual, p\. 302, Battle Value 2\.0/);
    expect(await page.getByRole('article', { name: 'Record sheet: Atlas AS7-D' }).isVisible()).toBe(true);

    await page.goto(url(href!));
    await expect.poll(() => page.getByRole('article', { name: 'Record sheet: Atlas AS7-D' }).count(), { timeout: 60_000 }).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => bv.getByTestId('bv-total').innerText(), { timeout: 60_000 }).toBe('1,897');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await h().screenshot('desk-units-phone');
    expect(h().errors).toEqual([]);
  }, 180_000);
});
