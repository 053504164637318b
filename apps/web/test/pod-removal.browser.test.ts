import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { apiBattle, apiGame, apiPlay } from './battle-api';

/**
 * A vehicle's crew removing an iNarc pod (Total Warfare, Improved Narc › Removing iNarc Pods, p. 141) in Chromium. The
 * battle is made and played up to the physical phase through the API on physical dice (the faces are typed in, so the
 * Kintaro's iNarc homing pod sticks to the Packrat for certain); the page then offers the Packrat's crew the removal,
 * explains it (no roll), declares it, and the log tells of it, in English and in German.
 */
const PACKRAT = 'Packrat LRPV PKR-T5 (SRM2)';
const KINTARO = 'Kintaro KTO-21';

const version = (page: Page) => page.locator('.battle-page').getAttribute('data-version');

type Units = Record<string, { name: string; weapons: { equipmentId: string }[]; pods?: { kind: string; location: string }[] }>;

describe("a vehicle's crew removes an iNarc pod in Chromium", () => {
  const h = useBrowser();

  it('the physical panel offers the Packrat’s crew the removal, no roll; declared, the pod is gone and the log says so', async () => {
    const { page, url, errors } = h();
    const id = await apiBattle(
      url,
      {
        title: 'Pods at the ford',
        movement: 'alternating',
        roundLimit: 1,
        units: [
          { side: 'a', unit: PACKRAT, gunnery: 4, piloting: 5, hex: '0810', facing: 0 },
          { side: 'b', unit: KINTARO, gunnery: 4, piloting: 5, hex: '0807', facing: 3 },
        ],
      },
      {},
      'physical',
    );
    const units = (await apiGame(url, id)).state.units as Units;
    const pk = Object.keys(units).find((u) => units[u]!.name === PACKRAT)!;
    const kto = Object.keys(units).find((u) => units[u]!.name === KINTARO)!;
    const inarc = units[kto]!.weapons.findIndex((w) => /ImprovedNarc/u.test(w.equipmentId));
    expect(inarc).toBeGreaterThanOrEqual(0);
    // The Raiders lose the initiative (2 v 12); both stand still; the iNarc hits (12) the Packrat's front (7); the Packrat holds its fire.
    await apiPlay(url, id, { type: 'initiative' }, [
      [1, 1],
      [6, 6],
    ]);
    await apiPlay(url, id, { type: 'move', unit: pk, orders: '' });
    await apiPlay(url, id, { type: 'move', unit: kto, orders: '' });
    await apiPlay(url, id, { type: 'fire', unit: kto, attacks: [{ weapon: inarc, target: pk }] });
    await apiPlay(url, id, { type: 'fire', unit: pk, attacks: [] }, [
      [6, 6],
      [3, 4],
    ]);
    await apiPlay(url, id, { type: 'physical', unit: kto, attack: null });
    const before = await apiGame(url, id);
    expect((before.state.units as Units)[pk]!.pods).toMatchObject([{ kind: 'homing' }]);

    await page.goto(url(`/battles/${id}`));
    await page.getByRole('button', { name: 'Take seat Raiders' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Raiders/u);
    const panel = page.getByRole('form', { name: `Physical attack of ${PACKRAT}` });
    const choice = panel.getByRole('radio', { name: /crew climbs out and removes the iNarc homing pod \(F\w*\)/u });
    await expect.poll(() => choice.count()).toBe(1);
    // Its ruling, folded under the choice: no roll, the reason and the rule's source.
    const ruling = panel.locator('details.ruling');
    expect(await ruling.locator('summary').innerText()).toMatch(
      new RegExp(`${PACKRAT.replace(/[()]/gu, '\\$&')}'s crew removes iNarc homing pod\\s+automatic success\\s+100\\.00%`, 'u'),
    );
    await ruling.locator('summary').click();
    await expect
      .poll(() => ruling.innerText())
      .toMatch(/Automatic success: the crew climbs out and removes every iNarc pod \(no roll\) \[Total Warfare.*Removing iNarc Pods/u);
    await choice.check();
    const at = await version(page);
    await panel.getByRole('button', { name: `Declare physical attack for ${PACKRAT}` }).click();
    await expect.poll(() => version(page)).not.toBe(at);
    const log = page.getByRole('region', { name: 'Log' });
    await expect.poll(() => log.innerText()).toContain(`${PACKRAT}'s crew will remove its iNarc pods`);
    expect(await log.innerText()).toContain(`${PACKRAT}'s crew climbs out and removes the iNarc homing pod`);
    expect(await log.innerText()).toContain(`${KINTARO}'s iNarc hits ${PACKRAT}: iNarc homing pod sticks to the front`);
    expect((await apiGame(url, id)).state.units as Units).toMatchObject({ [pk]: { pods: [] } });

    // The same log in German: every pod line through the engine's templates.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const protokoll = page.getByRole('region', { name: 'Protokoll' });
    await expect.poll(() => protokoll.innerText()).toContain(`Die Besatzung von ${PACKRAT} steigt aus und entfernt die iNarc-Zielsuchkapsel`);
    expect(await protokoll.innerText()).toContain(`Die Besatzung von ${PACKRAT} will ihre iNarc-Kapseln entfernen`);
    expect(await protokoll.innerText()).toMatch(/iNarc von Kintaro KTO-21 trifft Packrat LRPV PKR-T5 \(SRM2\): iNarc-Zielsuchkapsel haftet \(Front\)/u);
    expect(errors).toEqual([]);
  }, 180_000);
});
