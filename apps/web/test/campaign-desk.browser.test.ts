import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleCampaignSetup } from '@marshal/campaign';
import { type BrowserHarness, useBrowser } from './harness';

/** The browser asks for /favicon.ico by itself and the shell serves none; any other error counts. */
const notFavicon = (e: string) => e !== 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/** A campaign a few turns in, set up over the API: landing won without contact, meeting engagement won by the attacker, now the advance. */
async function campaignInProgress(h: BrowserHarness): Promise<string> {
  const post = async (path: string, body: object) => {
    const res = await fetch(h.url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { campaign?: { id: string } };
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const sample = sampleCampaignSetup();
  const setup = { ...sample, attacker: { ...sample.attacker, supply: 2000 } };
  const id = (await post('/api/campaigns', { setup, dice: 'physical' })).campaign!.id;
  const cmd = (expectedVersion: number, command: object, dice?: number[][]) => post(`/api/campaigns/${id}/commands`, { expectedVersion, command, dice });
  await cmd(0, { type: 'landing', modifier: -3, defender: [] }, [[1, 1]]);
  await cmd(1, { type: 'nextTurn' });
  await cmd(2, { type: 'meetingEngagement', attacker: ['jenner-1', 'ostscout', 'spider'], defender: ['s1-a', 's2-a'] }, [[6, 6]]);
  await cmd(3, { type: 'reportBattle', winner: 'attacker', destroyed: [], damaged: [], salvage: [] });
  await cmd(4, { type: 'nextTurn' });
  return id;
}

/** Where a checkbox sits against the text of its label: beside it means their vertical extents overlap. */
async function checkboxBesideText(page: Page, name: RegExp): Promise<boolean> {
  const box = page.getByRole('checkbox', { name }).first();
  return box.evaluate((input) => {
    const label = input.closest('label')!;
    const range = input.ownerDocument.createRange();
    range.selectNodeContents(label);
    const text = [...range.getClientRects()].filter(
      (r) => r.width > 0 && !(r.left >= input.getBoundingClientRect().left && r.right <= input.getBoundingClientRect().right),
    );
    const i = input.getBoundingClientRect();
    return text.some((r) => r.top < i.bottom && r.bottom > i.top && r.left >= i.right - 1);
  });
}

describe('the campaign desk in Chromium', () => {
  const h = useBrowser();

  it('draws the scenario chain with the current position, each briefing and the logistics plot, with text alternatives', async () => {
    const { page, url, errors } = h();
    const id = await campaignInProgress(h());
    await page.goto(url(`/campaigns/${id}`));
    const chain = page.getByRole('region', { name: 'Scenario chain' });
    await expect.poll(() => chain.getByRole('img').getAttribute('aria-label')).toMatch(/Now: Advance\./);
    expect(await chain.getByRole('img').getAttribute('aria-label')).toMatch(
      /Planetary landing fought in turn 1; Meeting engagement fought in turn 2; Advance fought in turn 3/,
    );
    expect(await chain.locator('[data-node="advance"]').getAttribute('class')).toBe('chain-node fought now');
    expect(await chain.locator('g.chain-arrow.taken').count()).toBe(2);
    await chain.getByText('The chain as a table').click();
    expect(await chain.locator('tr[aria-current="step"]').innerText()).toMatch(/^Advance \(now\)\s+3\s+Pursuit\s+Defense$/);

    const briefings = page.getByRole('region', { name: 'Scenario briefings' });
    const advance = briefings.locator('details[data-scenario="advance"]');
    expect(await advance.getAttribute('open')).not.toBeNull();
    const text = await advance.innerText();
    expect(text).toMatch(/Groups of role reconnaissance, line/);
    expect(text).toMatch(/attacker Natalie: Recon group \(reconnaissance, 4 units\), Line group \(line, 2 units\)/);
    expect(text).toMatch(/attacker Edge — enter through the home edge \(south edge\), defender Edge — .*\(north edge\) — default deployment for this scenario/);
    expect(text).toMatch(/side left holding the field wins.*default — source table not available/);
    expect(text).toMatch(/attacker wins → Pursuit; defender wins → Defense/);
    expect(await briefings.locator('details[data-scenario="assault"]').getAttribute('open')).toBeNull();

    const logistics = page.getByRole('region', { name: 'Logistics budget over turns' });
    expect(await logistics.getByRole('img').getAttribute('aria-label')).toMatch(/attacker has paid \d+ of a supply of 2000/);
    expect(await logistics.locator('.series.attacker circle').count()).toBe(3);
    await logistics.getByText('The numbers').click();
    expect(await logistics.locator('tbody tr').count()).toBe(3);
    await h().screenshot('campaign-desk');
    expect(errors.filter(notFavicon)).toEqual([]);
  }, 240_000);

  it('puts checkboxes beside their labels (the campaign unit picker, the combat calculator)', async () => {
    const { page, url } = h();
    const id = await campaignInProgress(h());
    await page.goto(url(`/campaigns/${id}`));
    await page.getByRole('button', { name: /Report the battle/ }).waitFor();
    expect(await checkboxBesideText(page, /Jenner JR7-D/)).toBe(true);
    // The shared rule holds on other pages too: the combat calculator's checkboxes sit in plain labels.
    await page.goto(url('/combat'));
    await page.getByRole('checkbox', { name: 'Jumped' }).waitFor();
    expect(await checkboxBesideText(page, /^Jumped$/)).toBe(true);
    expect(await checkboxBesideText(page, /^Hull-down$/)).toBe(true);
  }, 240_000);
});

describe('the campaign desk on a 390 px phone', () => {
  const h = useBrowser({ viewport: { width: 390, height: 844 } });

  it('fits the chain, briefings and logistics plot in the width without horizontal scrolling', async () => {
    const { page, url, errors } = h();
    const id = await campaignInProgress(h());
    await page.goto(url(`/campaigns/${id}`));
    await page.getByRole('region', { name: 'Logistics budget over turns' }).getByRole('img').waitFor();
    await page.getByRole('region', { name: 'Scenario chain' }).getByText('The chain as a table').click();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    // The chain keeps its labels legible: its box scrolls sideways inside the panel, the page does not.
    const chart = page.getByRole('region', { name: 'Chain chart (scrolls sideways)' });
    expect(await chart.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    expect(await chart.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // ...and says so: a line above it, and a shade on the edge that hides columns, which moves as it is scrolled.
    const frame = chart.locator('xpath=..');
    expect(await frame.locator('.table-scroll-hint').innerText()).toBe('More columns: swipe or scroll sideways →');
    expect(await frame.getAttribute('data-more-right')).toBe('true');
    expect(await frame.getAttribute('data-more-left')).toBeNull();
    await chart.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => frame.getAttribute('data-more-left')).toBe('true');
    await expect.poll(() => frame.getAttribute('data-more-right')).toBeNull();
    const plot = await page
      .getByRole('region', { name: 'Logistics budget over turns' })
      .getByRole('img')
      .evaluate((svg) => svg.getBoundingClientRect());
    expect(plot.right).toBeLessThanOrEqual(390);
    expect(plot.width).toBeGreaterThan(300);
    await h().screenshot('campaign-desk-phone');
    expect(errors.filter(notFavicon)).toEqual([]);
  }, 240_000);
});
