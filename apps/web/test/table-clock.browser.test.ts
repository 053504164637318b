import { describe, expect, it } from 'vitest';
import { buildSampleRoster, sampleCatalog } from '@marshal/tournament';
import { useBrowser } from './harness';

/** The table clock of a physical Solaris duel on a phone: Playwright's fake clock moves time, the server stamps the presses. */
describe('table clock at 390 px', () => {
  let skew = 0;
  const h = useBrowser({ viewport: { width: 390, height: 844 }, now: () => new Date(Date.now() + skew) });
  /** Move the page's fake clock and the server's clock together. */
  const runFor = async (ms: number) => {
    skew += ms;
    await h().page.clock.runFor(ms);
  };

  it('counts down movement, stops for dice, beeps at zero, gives the extra minute, records time-out choices, moves to combat', async () => {
    const { page, url, server, errors } = h();
    const api = async (path: string, body: object) => {
      const res = await server.app.inject({ method: 'POST', url: `/api${path}`, payload: body, headers: { 'x-marshal-csrf': '1' } });
      if (res.statusCode >= 300) throw new Error(`${path}: ${res.body}`);
      return res.json() as { version: number; tournament: { id: string } };
    };
    const id = (await api('/tournaments', { setup: { title: 'Clock Cup' } })).tournament.id;
    const csv = 'id,name,faction\np01,Anna,Lyran Commonwealth\np02,Ben,Draconis Combine\np03,Cleo,Federated Suns\np04,Dan,Free Worlds League\n';
    let v = (await api(`/tournaments/${id}/players.csv`, { expectedVersion: 0, csv })).version;
    const cat = sampleCatalog();
    for (const [k, p] of ['p01', 'p02', 'p03', 'p04'].entries()) {
      const faction = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League'][k]!;
      const roster = { mechs: buildSampleRoster(cat, k, faction).mechs.map((m) => ({ ...m, unit: m.unit.name })) };
      v = (await api(`/tournaments/${id}/rosters`, { expectedVersion: v, player: p, units: 'sample', roster })).version;
    }
    for (const type of ['startEvent', 'pairRound']) v = (await api(`/tournaments/${id}/commands`, { expectedVersion: v, command: { type } })).version;
    // Count the tones the page asks WebAudio for (no speakers in the test).
    await page.addInitScript(() => {
      const w = globalThis as unknown as { __tones: number; AudioContext: unknown };
      w.__tones = 0;
      class FakeAudio {
        state = 'running';
        currentTime = 0;
        destination = {};
        resume = async () => undefined;
        createGain = () => ({ gain: { value: 0 }, connect: (x: unknown) => x });
        createOscillator = () => ({ type: '', frequency: { value: 0 }, connect: (x: unknown) => x, start: () => void w.__tones++, stop: () => undefined });
      }
      w.AudioContext = FakeAudio;
    });
    await page.clock.install();

    await page.goto(url(`/tournaments/${id}`));
    const card = page
      .locator('.duel-card[data-duel]')
      .filter({ has: page.getByRole('link', { name: 'Table clock' }) })
      .first();
    const duel = await card.getAttribute('data-duel');
    await card.getByRole('link', { name: 'Table clock' }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/tournaments/${id}/duels/${duel}/clock$`));

    const digits = page.getByTestId('clock-digits');
    const phase = page.locator('.clock-phase');
    await expect.poll(() => digits.textContent()).toBe('2:00');
    await expect.poll(() => phase.textContent()).toMatch(/Round 1 of 20 · Movement · stopped/);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const fontSize = Number(await page.evaluate("parseFloat(getComputedStyle(document.querySelector('[data-testid=clock-digits]')).fontSize)"));
    expect(fontSize, 'digits readable across the table').toBeGreaterThanOrEqual(72);

    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count()).toBe(1);
    await runFor(30_000);
    await expect.poll(() => digits.textContent()).toMatch(/^1:(29|30)$/);

    await page.getByRole('button', { name: 'Stop' }).click(); // rolling dice
    await expect.poll(() => phase.textContent()).toMatch(/stopped/);
    const stoppedAt = await digits.textContent();
    await runFor(20_000);
    expect(await digits.textContent(), 'a stopped clock does not count').toBe(stoppedAt);

    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count()).toBe(1);
    await runFor(95_000);
    await expect.poll(() => digits.textContent()).toBe('0:00');
    await expect.poll(() => page.getByRole('alert', { name: 'Time-out' }).textContent()).toMatch(/Time! A player who has not finished writing their movement/);
    await expect.poll(() => page.evaluate('globalThis.__tones')).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Failed piloting roll: one more minute' }).click();
    await expect.poll(() => digits.textContent()).toMatch(/^(1:00|0:59)$/);
    await expect.poll(() => phase.textContent()).toMatch(/extra minute/);
    await runFor(61_000);
    const timeOut = page.getByRole('alert', { name: 'Time-out' });
    await timeOut
      .getByRole('button', { name: /carry out what is written/ })
      .first()
      .click();
    await expect.poll(() => timeOut.textContent()).toMatch(/carries out what is written/);

    await page.getByRole('button', { name: 'Next: Combat phase' }).click();
    await expect.poll(() => phase.textContent()).toMatch(/Round 1 of 20 · Combat/);
    await expect.poll(() => digits.textContent()).toBe('1:00');
    await page.getByText(/Times so far/).click();
    await expect.poll(() => page.locator('.clock-history tbody tr').first().textContent()).toMatch(/1Movement.*\+1 min.*as written/);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    const kept = (await (await page.request.get(url(`/api/tournaments/${id}/duels/${duel}/clock`))).json()) as { events: { action: string }[] };
    expect(kept.events.map((e) => e.action)).toEqual(['start', 'stop', 'start', 'extraMinute', 'timeOut', 'next']);
    expect(errors).toEqual([]);
  }, 240_000);
});
