import { describe, expect, it } from 'vitest';
import { sampleCampaignSetup } from '@marshal/campaign';
import { useBrowser } from './harness';
import { PHONE, fitsAcross, pageWidth } from './phone';

/** The page's own function, called inside `evaluate` (this file is type-checked without the DOM library). */
declare const getComputedStyle: (el: unknown, pseudo?: string) => { readonly content: string };

describe('the campaign forces and the M42 task forces on a 390 px phone', () => {
  const h = useBrowser({ viewport: { width: PHONE, height: 844 } });

  it('shows every campaign unit as a card of labelled lines: nothing to scroll sideways, no internal ids', async () => {
    const { page, url, errors } = h();
    const res = await fetch(url('/api/campaigns'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: sampleCampaignSetup(), dice: 'physical' }),
    });
    const { campaign } = (await res.json()) as { campaign: { id: string } };
    await page.goto(url(`/campaigns/${campaign.id}`));
    const forces = page.getByRole('region', { name: 'Forces' });
    const jenner = forces.locator('tr[data-unit="jenner-2"]');
    await jenner.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await fitsAcross(forces)).toEqual([]);
    // Each line says what it is (the column heading moves into the card) and names things as the setup did.
    const lines = await jenner.locator('td').evaluateAll((tds) => tds.map((td) => `${getComputedStyle(td, '::before').content} ${td.textContent}`));
    expect(lines).toEqual([
      '"Side: " attacker',
      '"Group: " Recon group (reconnaissance)',
      '"Lance: " Natalie recon lance',
      '"Status: " operational',
      '"Damage carried: " 0',
    ]);
    expect(await jenner.locator('th').innerText()).toBe('Jenner JR7-D #2');
    expect(errors).toEqual([]);
  });

  it('shows every M42 unit as a card with its status, markers and die: nothing to scroll sideways', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Start an M42 battle' });
    await form.getByRole('button', { name: 'Load the example battle (Relay Station Kappa, turn 4)' }).click();
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    const forces = page.getByRole('region', { name: 'Task forces' });
    await forces.getByLabel('Recon Team status').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await fitsAcross(forces)).toEqual([]);
    const card = forces.locator('tr', { has: page.getByLabel('Rifle Squad 2 status') });
    const labels = await card.locator('td').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
    expect(labels).toEqual(['"Status"', '"Suppression"', '"Hit-count die"']);
    expect(await forces.getByRole('group', { name: 'Turid Swarm: Turid Brood 7' }).locator('h3').innerText()).toBe(
      'Turid Swarm: Turid Brood 7 — defender · Hive Mind · started with 6 units',
    );
    expect(errors).toEqual([]);
  });
});
