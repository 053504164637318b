import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, useBrowser } from './harness';
import { apiBattle } from './battle-api';

/**
 * Point-blank shots from hidden units (Total Warfare, Hidden Units › Point-Blank Shots; ADR 0053) in two browsers: the
 * Raiders' Hunchback walks north past two hidden Garrison 'Mechs. The Wolverine (0710) is asked first and lets it pass;
 * the Centurion (0907, facing north, so the Hunchback at 0807 is off its front arc until it twists left) fires.
 * The Garrison plays on a phone-sized page (390 px).
 */
const HUNCHBACK = 'Hunchback HBK-4G';
const WOLVERINE = 'Wolverine WVR-6R';
const CENTURION = 'Centurion CN9-A';

const version = (page: Page) => page.locator('.battle-page').getAttribute('data-version');
const phase = (page: Page) => page.locator('.phase-banner').getAttribute('data-phase');
const panel = (page: Page, name: string) => page.getByRole('region', { name: `Point-blank shot of ${name}` });

/** Alternating movement; the Garrison's two 'Mechs set up hidden next to the Hunchback's path. */
const ambushBattle = (url: (p: string) => string) =>
  apiBattle(url, {
    title: 'Ambush at the ford',
    movement: 'alternating',
    roundLimit: 1,
    units: [
      { side: 'a', unit: HUNCHBACK, gunnery: 4, piloting: 5, hex: '0811', facing: 0 },
      { side: 'b', unit: WOLVERINE, gunnery: 4, piloting: 5, hex: '0710', facing: 2, hidden: true },
      { side: 'b', unit: CENTURION, gunnery: 4, piloting: 5, hex: '0907', facing: 0, hidden: true },
    ],
  });

/** Move one unit if this page is asked to: the Hunchback walks four hexes north, a hidden 'Mech stands still. */
async function moveIfAsked(page: Page): Promise<boolean> {
  const orders = page.getByRole('textbox', { name: /^Orders for / });
  if (!(await orders.count())) return false;
  const before = await version(page);
  await orders.first().fill((await orders.first().getAttribute('aria-label')) === `Orders for ${HUNCHBACK}` ? 'F F F F' : '');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect.poll(() => version(page)).not.toBe(before);
  return true;
}

describe('point-blank shots from hidden units in Chromium', () => {
  const h = useBrowser();

  it('asks only the hidden unit’s side, explains the to-hit number, lets one pass and fires the other with a torso twist', async () => {
    const { page: a, url, errors } = h();
    const id = await ambushBattle(url);
    const profile = mkdtempSync(join(tmpdir(), 'marshal-chromium-pb-'));
    const other = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    try {
      other.setDefaultTimeout(20_000);
      const b = other.pages()[0] ?? (await other.newPage());
      await a.goto(url(`/battles/${id}`));
      await a.getByRole('button', { name: 'Take seat Raiders' }).click();
      await expect.poll(() => a.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Raiders/);
      await b.goto(url(`/battles/${id}`));
      await b.getByRole('button', { name: 'Take seat Garrison' }).click();
      await expect.poll(() => b.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Garrison/);

      await a.getByRole('button', { name: 'Roll initiative' }).click();
      await expect.poll(() => phase(b)).toBe('movement');
      // Whoever lost the initiative moves first; the hidden 'Mechs stand still (which keeps them hidden).
      for (let i = 0; i < 6 && !(await panel(b, WOLVERINE).count()); i++) {
        if (!(await moveIfAsked(a)) && !(await moveIfAsked(b))) await expect.poll(async () => (await version(a)) === (await version(b))).toBe(true);
      }

      // First pause, at 0810 next to the Wolverine: only the Garrison's page asks; the Raiders wait, learning no name.
      const wolverine = panel(b, WOLVERINE);
      await expect.poll(() => wolverine.count()).toBe(1);
      expect(await wolverine.getByRole('heading').innerText()).toBe(`${HUNCHBACK} moves next to your hidden ${WOLVERINE} at 0810`);
      expect(await a.getByTestId('point-blank').count()).toBe(0);
      await expect.poll(() => a.getByTestId('waiting').innerText()).toMatch(/Waiting for Garrison/);
      await expect.poll(() => a.getByRole('region', { name: 'Log' }).innerText()).toMatch(/is stopped at 0810: a hidden unit may fire point-blank/);
      expect(await a.locator('body').innerText()).not.toMatch(/Wolverine|Centurion/);
      const box = (await wolverine.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await wolverine.getByRole('button', { name: 'Let it pass' }).click();

      // Second pause, at 0807 next to the Centurion: untwisted, no weapon bears; twisted left, its torso weapons do.
      const centurion = panel(b, CENTURION);
      await expect.poll(() => centurion.count()).toBe(1);
      expect(await centurion.getByRole('heading').innerText()).toBe(`${HUNCHBACK} moves next to your hidden ${CENTURION} at 0807`);
      expect(await centurion.innerText()).toMatch(/No weapon bears on the moving unit with this torso twist/);
      expect(await centurion.getByRole('button', { name: `Fire point-blank with ${CENTURION}` }).isDisabled()).toBe(true);
      await centurion.getByRole('combobox', { name: `Torso twist of ${CENTURION}` }).selectOption({ label: 'left' });
      const weapons = centurion.getByRole('checkbox', { name: new RegExp(` of ${CENTURION}$`) });
      await expect.poll(() => weapons.count()).toBeGreaterThan(1);
      // The to-hit breakdown: the target's movement is a 0 line citing the point-blank rule.
      const ruling = centurion.locator('details.ruling').first();
      await ruling.locator('summary').click();
      const moved = ruling.locator('tbody tr').filter({ hasText: /target is still moving/ });
      expect(await moved.innerText()).toMatch(
        /^\+0\s+point-blank shot: the target is still moving, its movement does not count\s+Total Warfare.*Hidden Units › Point-Blank Shots/,
      );
      expect(await ruling.locator('tbody').innerText()).toMatch(/gunnery/);
      expect(await centurion.boundingBox().then((c) => c!.x + c!.width)).toBeLessThanOrEqual(390);
      await centurion.screenshot({ path: join(import.meta.dirname, '../../../test-results/point-blank-phone.png') });
      await centurion
        .getByRole('checkbox', { name: new RegExp(`^Fire Medium Laser .* of ${CENTURION}$`) })
        .first()
        .check();
      await centurion.getByRole('button', { name: `Fire point-blank with ${CENTURION}` }).click();

      // The shot reveals the Centurion to the Raiders; the Hunchback's move ends at 0807; the Wolverine stays hidden.
      const log = a.getByRole('region', { name: 'Log' });
      await expect.poll(() => log.innerText()).toMatch(new RegExp(`${CENTURION} twists its torso left and fires point-blank at ${HUNCHBACK}`));
      expect(await log.innerText()).toMatch(new RegExp(`${CENTURION}'s Medium Laser.* (hits|misses) ${HUNCHBACK}`));
      expect(await log.innerText()).toMatch(new RegExp(`${HUNCHBACK} walks from 0811 to 0807`));
      expect(await log.innerText()).not.toMatch(/Wolverine|lets the moving unit pass/);
      await expect.poll(() => a.getByRole('article', { name: `Record sheet: ${CENTURION}` }).count()).toBe(1);
      expect(await a.getByRole('article', { name: `Record sheet: ${WOLVERINE}` }).count()).toBe(0);
      expect(await b.getByTestId('point-blank').count()).toBe(0);
      // The Garrison's own log tells it let the Hunchback pass.
      await expect.poll(() => b.getByRole('region', { name: 'Log' }).innerText()).toMatch(new RegExp(`${WOLVERINE} lets the moving unit pass`));
      expect(errors).toEqual([]);
    } finally {
      await other.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 240_000);
});
