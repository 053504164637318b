import { describe, expect, it } from 'vitest';
import { type BotPolicy, QUICK_BOT, combatRuleset, simulateRange } from '@marshal/battletech';
import { duelSimulationSetup } from '@marshal/loaders';
import { useBrowser } from './harness';

/** The page's duel, played here in one thread: the numbers the page's Web Workers must reproduce for the same seed. */
const oneThread = (runs: number, seed: string, policy?: BotPolicy) =>
  simulateRange(
    duelSimulationSetup({
      a: 'Hunchback HBK-4G',
      aSkills: { gunnery: 3, piloting: 4 },
      b: 'Wolverine WVR-6R',
      bSkills: { gunnery: 4, piloting: 5 },
      map: 'Beginner Box/16x17 Grassland 1',
      rounds: 20,
      movement: 'simultaneous',
    }),
    combatRuleset(['solaris-vii']).rules,
    seed,
    0,
    runs,
    policy,
  );

describe('duel simulator in Chromium', () => {
  const h = useBrowser();

  it("runs a small simulation from the home page: progress, a plot with intervals, and the API's own numbers", async () => {
    const { page, url, server } = h();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(url('/'));
    await page.locator('.cards').getByRole('link', { name: 'Simulate' }).click();
    await expect.poll(() => page.url()).toMatch(/\/simulate$/);
    const form = page.getByRole('form', { name: 'Duel simulation' });
    const sideA = form.getByRole('region', { name: 'Side A force' });
    const sideB = form.getByRole('region', { name: 'Side B force' });
    await expect.poll(() => sideB.getByRole('listitem', { name: 'Unit 1 (Wolverine WVR-6R)' }).count(), { timeout: 60_000 }).toBe(1);
    await sideB.getByRole('button', { name: 'Remove Unit 1 (Wolverine WVR-6R)' }).click();
    const find = sideB.getByRole('search', { name: 'Find Side B' });
    await find.getByLabel('Find a unit by name').fill('Wolverine WVR-6R');
    await find.getByRole('button', { name: 'Add Wolverine WVR-6R', exact: true }).click();
    expect(await find.getByRole('button', { name: 'Add Wolverine WVR-6R', exact: true }).isDisabled()).toBe(true);
    // A simulated duel plays the units' standard rounds: no munition choice is offered that the runs would not use.
    expect(await form.getByLabel(/ammunition bin \d+ \(/u).count()).toBe(0);
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) gunnery').fill('');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    expect(await form.getByRole('alert').innerText()).toMatch(/Side A, Hunchback HBK-4G: Gunnery is empty/);
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) gunnery').fill('3');
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) piloting').fill('4');
    await form.getByLabel('Runs').fill('6');
    await form.getByLabel('Seed').fill('browser-test');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'of 6 duels' }).innerText(), { timeout: 120_000 }).toMatch(/6 of 6 duels done/);

    const results = page.getByRole('region', { name: 'Simulation results' });
    await expect.poll(() => results.locator('h2').innerText()).toMatch(/^6 duels, seed “browser-test”/);
    // Played in the browser on Web Workers (Chromium reports the machine's cores), not on the server.
    const used = Number(await results.getAttribute('data-workers'));
    expect(used).toBeGreaterThanOrEqual(1);
    expect(workers.length).toBe(used);
    expect(await results.innerText()).toContain(`Played in this browser on ${used} Web Worker`);
    const plot = results.getByRole('img', { name: /Odds over 6 duels with 95% confidence intervals/ });
    expect(await plot.locator('[data-bar]').count()).toBe(6);
    expect(await plot.locator('line.whisker').count()).toBe(18);

    const api = (
      await server.app.inject({
        method: 'POST',
        url: '/api/simulate/duel',
        payload: {
          a: 'Hunchback HBK-4G',
          aSkills: { gunnery: 3, piloting: 4 },
          b: 'Wolverine WVR-6R',
          bSkills: { gunnery: 4, piloting: 5 },
          runs: 6,
          seed: 'browser-test',
        },
      })
    ).json();
    for (const k of ['a-wins', 'b-wins', 'draw', 'mutual-destruction', 'a-crippled', 'b-crippled']) {
      const row = results.locator(`tr[data-outcome="${k}"]`);
      expect(await row.locator('td').last().innerText()).toBe(`${api.odds[k].count}/6`);
      expect(Number(await plot.locator(`[data-bar="${k}"]`).getAttribute('data-p'))).toBeCloseTo(api.odds[k].p, 12);
    }
    expect(await results.locator('h2').innerText()).toContain(`mean ${api.meanRounds.toFixed(1)} rounds`);
    // The same counts as one thread playing runs 0–5 with the same seed.
    const alone = oneThread(6, 'browser-test');
    expect(api.counts).toEqual(alone);
    expect(alone.tallies['a-wins'] + alone.tallies['b-wins'] + alone.tallies.draw + alone.tallies['mutual-destruction']).toBe(6);
    await h().screenshot('simulate-duel');
    expect(h().errors).toEqual([]);
  }, 180_000);

  it('stops on Stop: the duels finished so far are shown, the workers end, and they match one thread for those runs', async () => {
    const { page, url } = h();
    const workers: { url: string; closed: boolean }[] = [];
    page.on('worker', (w) => {
      const seen = { url: w.url(), closed: false };
      workers.push(seen);
      w.on('close', () => (seen.closed = true));
    });
    await page.goto(url('/simulate'));
    const form = page.getByRole('form', { name: 'Duel simulation' });
    await expect.poll(() => form.getByRole('listitem', { name: 'Unit 1 (Wolverine WVR-6R)' }).count(), { timeout: 60_000 }).toBe(1);
    await form.getByLabel('Runs').fill('2000');
    await form.getByLabel('Seed').fill('stop-test');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    const status = page.getByRole('status').filter({ hasText: 'duels' });
    const text = async () => (await status.innerText()).trim();
    await expect.poll(async () => `${await text()} ${h().errors.join(' ')}`, { timeout: 120_000 }).toMatch(/^[1-9]\d* of 2000 duels…/);
    await form.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(text, { timeout: 60_000 }).toMatch(/^\d+ of \d+ duels done/);
    const done = Number(/^(\d+) of/.exec(await text())![1]);
    expect(done).toBeLessThan(2000);
    expect(await form.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    await expect.poll(() => workers.length > 0 && workers.every((w) => w.closed)).toBe(true);
    const results = page.getByRole('region', { name: 'Simulation results' });
    expect(await results.locator('h2').innerText()).toMatch(new RegExp(`^${done} duels, seed “stop-test”`));
    // Chunks are handed out in order and every chunk handed out finishes, so the runs played are exactly 0 … done − 1.
    const alone = oneThread(done, 'stop-test');
    const expected = { ...alone.tallies, 'a-crippled': alone.crippled.a, 'b-crippled': alone.crippled.b };
    for (const [k, n] of Object.entries(expected)) expect(await results.locator(`tr[data-outcome="${k}"] td`).last().innerText()).toBe(`${n}/${done}`);
    expect(h().errors).toEqual([]);
  }, 240_000);

  it('plays the quick simulation bot when chosen: the results say so and are its one-thread numbers', async () => {
    const { page, url } = h();
    await page.goto(url('/simulate'));
    const form = page.getByRole('form', { name: 'Duel simulation' });
    await expect.poll(() => form.getByRole('listitem', { name: 'Unit 1 (Wolverine WVR-6R)' }).count(), { timeout: 60_000 }).toBe(1);
    expect(await form.getByLabel('Bot').inputValue()).toBe('full');
    await form.getByLabel('Bot').selectOption('quick');
    await form.getByLabel('Runs').fill('5');
    await form.getByLabel('Seed').fill('quick-test');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'of 5 duels' }).innerText(), { timeout: 120_000 }).toMatch(/5 of 5 duels done/);
    const results = page.getByRole('region', { name: 'Simulation results' });
    expect(await results.getAttribute('data-bot')).toBe('quick');
    expect(await results.innerText()).toContain('Played by the quick bot on both sides.');
    const alone = oneThread(5, 'quick-test', QUICK_BOT);
    const expected = { ...alone.tallies, 'a-crippled': alone.crippled.a, 'b-crippled': alone.crippled.b };
    for (const [k, n] of Object.entries(expected)) expect(await results.locator(`tr[data-outcome="${k}"] td`).last().innerText()).toBe(`${n}/5`);
    expect(h().errors).toEqual([]);
  }, 240_000);

  it('keeps its workers for the next run on the page (already compiled), each run with its own setup and numbers', async () => {
    const { page, url } = h();
    const workers: { closed: boolean }[] = [];
    page.on('worker', (w) => {
      const seen = { closed: false };
      workers.push(seen);
      w.on('close', () => (seen.closed = true));
    });
    await page.goto(url('/simulate'));
    const form = page.getByRole('form', { name: 'Duel simulation' });
    await expect.poll(() => form.getByRole('listitem', { name: 'Unit 1 (Wolverine WVR-6R)' }).count(), { timeout: 60_000 }).toBe(1);
    const results = page.getByRole('region', { name: 'Simulation results' });
    const play = async (bot: 'full' | 'quick', runs: number, seed: string) => {
      await form.getByLabel('Bot').selectOption(bot);
      await form.getByLabel('Runs').fill(String(runs));
      await form.getByLabel('Seed').fill(seed);
      await form.getByRole('button', { name: 'Run the simulation' }).click();
      const done = new RegExp(`^${runs} duels, seed “${seed}”`);
      await expect.poll(async () => (await results.locator('h2').count()) && results.locator('h2').innerText(), { timeout: 120_000 }).toMatch(done);
      const alone = oneThread(runs, seed, bot === 'quick' ? QUICK_BOT : undefined);
      const expected = { ...alone.tallies, 'a-crippled': alone.crippled.a, 'b-crippled': alone.crippled.b };
      for (const [k, n] of Object.entries(expected)) expect(await results.locator(`tr[data-outcome="${k}"] td`).last().innerText()).toBe(`${n}/${runs}`);
    };
    await play('quick', 8, 'kept-1');
    const started = workers.length;
    expect(started).toBeGreaterThanOrEqual(1);
    expect(workers.every((w) => !w.closed)).toBe(true);
    // The second run takes the kept workers (no new one starts) and sends them its own setup: another bot, another seed.
    await play('full', 4, 'kept-2');
    expect(workers.length).toBe(started);
    // Leaving the simulator ends them.
    await page.getByRole('link', { name: 'Rulings' }).first().click();
    await expect.poll(() => workers.every((w) => w.closed)).toBe(true);
    expect(h().errors).toEqual([]);
  }, 240_000);
});
