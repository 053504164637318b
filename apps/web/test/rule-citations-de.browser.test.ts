// Rule citations in the German interface: the words around a cited document ("default — source table not available",
// "p.", "table", "house rule") are German, the documents' titles as published; M42's Ld-test rule is named in German.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('rule citations in German (de-DE)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it("M42: the Ld-test rule and an officer's Ld ruling cite their sources in German", async () => {
    const { page, url, errors } = h();
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Eine M42-Schlacht starten' });
    await form.getByRole('button', { name: 'Die Beispielschlacht laden (Relay Station Kappa, Zug 4)' }).click();
    await form.getByRole('radio', { name: /^Für mich würfeln/ }).check();
    await form.getByRole('button', { name: 'Schlacht starten' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    await page.getByLabel('Command Squad: Zustand').selectOption('destroyed');
    await expect.poll(() => page.getByText('unter der Hälfte — ein Moraltest ist nötig.').count()).toBe(1);
    expect(await page.locator('.m42-morale-choices').innerText()).toContain('Regel für den Ld-Test: Ld-Test (2W6 ≤ Ld).');
    await page.getByRole('button', { name: 'Moral der Einsatzgruppe prüfen' }).click();
    const phase = page.getByRole('region', { name: 'Diese Starting Phase' });
    await expect.poll(() => phase.locator('[data-step="morale"]').count()).toBe(1);
    const ruling = phase.locator('details.ruling').first();
    await ruling.locator('summary').click();
    const rows = await ruling.locator('tbody').innerText();
    expect(rows).toMatch(/Standardannahme — Quelltabelle nicht verfügbar \(M42 Leadership \(Ld\) test\): /);
    expect(rows).not.toMatch(/default — source table not available/);
    expect(await phase.innerText()).not.toMatch(/source table not available|house rule|\(from /);
    await h().screenshot('m42-sources-de');
    expect(errors).toEqual([]);
  }, 180_000);

  it("a contract's ledger: the sources the server wrote as text read German around the titles", async () => {
    const { page, url, server, errors } = h();
    const inject = async (path: string, payload: object) => {
      const r = await server.app.inject({ method: 'POST', url: `/api${path}`, payload });
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json() as { contract: { id: string }; mission: { id: string } };
    };
    const units = [{ unitId: 'hunchback-hbk-4g', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Dan', gunnery: 4, piloting: 5 } }];
    const terms = { unitName: 'Kell Hounds', employer: 'Lyranisches Commonwealth', force: { name: 'Lanze', units }, contractValue: 2_000_000, payPercent: 50 };
    const c = (await inject('/contracts', terms)).contract.id;
    const tracked = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const first = (await inject(`/contracts/${c}/next-mission`, tracked)).mission.id;
    await inject(`/games/${first}/commands`, { expectedVersion: 0, command: { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' } });
    await inject(`/contracts/${c}/missions`, { expectedVersion: 1, mission: first });
    await page.goto(url(`/contracts/${c}`));
    await page.getByRole('heading', { level: 1, name: 'Kell Hounds' }).waitFor();
    const ledger = await page.getByRole('article', { name: 'Mission 1: Open Engagement' }).locator('.contract-lines').innerText();
    expect(ledger).toMatch(/Standardannahme — Quelltabelle nicht verfügbar \(faction point amounts\): /);
    expect(ledger).toContain('Mechwarriors of Fortune – The Missions, Open Engagement');
    expect(await page.locator('main').innerText()).not.toMatch(/source table not available/);
    expect(errors).toEqual([]);
  }, 120_000);
});
