import { describe, expect, it } from 'vitest';
import { type BrowserHarness, useBrowser } from './harness';

/**
 * A finished mission's tracker points to the contract it was started from (or whose ledger holds it), not to the list of
 * contracts; a mission of no contract points to the list. Its end says how the losing side went: destroyed is not a retreat.
 */

const units = [['atlas-as7-d', 'Atlas', 'AS7-D', 'Morgan', 3, 4]].map(([unitId, chassis, model, name, gunnery, piloting]) => ({
  unitId,
  chassis,
  model,
  pilot: { name, gunnery, piloting },
}));
const terms = { unitName: 'Kell Hounds', employer: 'Lyran Commonwealth', force: { name: 'Lance', units }, contractValue: 2_000_000, payPercent: 50 };

/** A contract and its first mission, table-tracked, ended by the opponent's one 'Mech destroyed. */
async function contractMissionOver(h: () => BrowserHarness) {
  const { server } = h();
  const inject = async (path: string, payload: object) => {
    const r = await server.app.inject({ method: 'POST', url: `/api${path}`, payload });
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json() as { contract: { id: string }; mission: { id: string } };
  };
  const c = (await inject('/contracts', terms)).contract.id;
  const next = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
  const mission = (await inject(`/contracts/${c}/next-mission`, next)).mission.id;
  await inject(`/games/${mission}/commands`, { expectedVersion: 0, command: { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' } });
  return { c, mission, addToLedger: () => inject(`/contracts/${c}/missions`, { expectedVersion: 1, mission }) };
}

describe("a finished mission's way back to its contract", () => {
  const h = useBrowser();

  it('links the contract it was started from, then the ledger holding it; the end says the defender was destroyed', async () => {
    const { page, url, errors } = h();
    const { c, mission, addToLedger } = await contractMissionOver(h);
    await page.goto(url(`/missions/${mission}`));
    const over = page.getByRole('region', { name: 'Mission over' });
    await expect.poll(() => over.innerText()).toContain('every unit of the defender has been destroyed. The tracker is read-only now.');
    const link = over.getByRole('link', { name: 'Add it to the ledger of Kell Hounds' });
    expect(await link.getAttribute('href')).toBe(`/contracts/${c}`);
    expect(await over.getByRole('link', { name: "Add it to a contract's ledger" }).count()).toBe(0);
    await link.click();
    await expect.poll(() => page.url()).toBe(url(`/contracts/${c}`));
    await page.getByRole('region', { name: 'Missions under way' }).waitFor();

    await addToLedger();
    await page.goto(url(`/missions/${mission}`));
    const inLedger = over.getByRole('link', { name: 'See it in the ledger of Kell Hounds' });
    expect(await inLedger.getAttribute('href')).toBe(`/contracts/${c}`);
    expect(errors).toEqual([]);
  });
});

describe("a finished mission's way back to its contract, in German", () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('names the contract and says the defender was destroyed, in German', async () => {
    const { page, url, errors } = h();
    const { c, mission } = await contractMissionOver(h);
    await page.goto(url(`/missions/${mission}`));
    const over = page.getByRole('region', { name: 'Mission beendet' });
    await expect.poll(() => over.innerText()).toContain('jede Einheit des Verteidigers wurde zerstört. Der Tracker ist jetzt schreibgeschützt.');
    expect(await over.getByRole('link', { name: 'Im Kontobuch von Kell Hounds eintragen' }).getAttribute('href')).toBe(`/contracts/${c}`);
    // The contract page's next-mission form tells the chosen mission in German too.
    await page.goto(url(`/contracts/${c}`));
    const next = page.getByRole('region', { name: 'Nächste Mission beginnen' });
    await expect.poll(() => next.innerText()).toContain('Ein offener Kampf um die Kontrolle über das Gebiet.');
    expect(await next.innerText()).not.toContain('A straight-up fight');
    expect(errors).toEqual([]);
  });

  it('a unit that left says by which edge in German words (turn is Zug), and a stand-alone mission links the list of contracts', async () => {
    const { page, url, server, errors } = h();
    const unit = (id: string, side: string) => ({
      id,
      name: id,
      side,
      tonnage: 50,
      countsForBoardSize: true,
      ground: true,
      withdrawalTest: 'mech',
      walkMp: 5,
      value: 1000,
    });
    const setup = { mission: 'open-engagement', units: [unit('a1', 'attacker'), unit('d1', 'defender')] };
    const made = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'mission', setup, dice: 'physical' } });
    const id = (made.json() as { game: { id: string } }).game.id;
    const commands = [
      { type: 'reportDamage', unit: 'd1', facts: { armourStripped: ['CT', 'LL'], destroyed: [] } },
      { type: 'exitUnit', unit: 'd1', edge: 'far' },
    ];
    for (const [v, command] of commands.entries())
      expect((await server.app.inject({ method: 'POST', url: `/api/games/${id}/commands`, payload: { expectedVersion: v, command } })).statusCode).toBe(201);
    await page.goto(url(`/missions/${id}`));
    const over = page.getByRole('region', { name: 'Mission beendet' });
    await expect.poll(() => over.innerText()).toContain('der Verteidiger hat alle seine Truppen vom Spielfeld zurückgezogen');
    expect(await page.locator('[data-unit="d1"] [data-field="status"]').innerText()).toContain('in Zug 1 über die gegenüberliegende Kante verlassen');
    expect(await over.getByRole('button', { name: 'Noch etwas aus Zug 1 melden …' }).count()).toBe(1);
    expect(await over.getByRole('link', { name: 'Im Kontobuch eines Vertrags eintragen' }).getAttribute('href')).toBe('/contracts');
    expect(errors).toEqual([]);
  });
});
