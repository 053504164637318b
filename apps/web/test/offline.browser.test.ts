import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';
import { assassinationUnits } from './mission-units';

describe('offline at the table in Chromium (service worker, ADR 0039)', () => {
  const h = useBrowser();

  it('after one visit the rulings explorer and the M42 and Fire for Effect set-up pages open and work with no network', { timeout: 240_000 }, async () => {
    const { page, context, url } = h();
    await page.goto(url('/rulings'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rulings explorer');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The worker installs (precaching the shell and every page's code) and takes control of the page.
    await expect.poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 120_000 }).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rulings explorer');
      const ruling = page.locator('details.ruling').first();
      expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≥ 7\s+58\.33%/);
      await page.getByRole('button', { name: 'Add modifier' }).click();
      await page.getByLabel('Modifier 4 label').fill('Partial cover');
      await page.getByLabel('Modifier 4 value').fill('1');
      expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≥ 8\s+41\.67%/);
      // Other pages' code was never loaded online: it comes from the precache.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'M42' }).click();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('M42 Starting Phase');
      await page.goto(url('/dark-age'));
      const form = page.getByRole('form', { name: 'Start a Fire for Effect game' });
      await form.getByRole('button', { name: 'Use the river-crossing example' }).click();
      await expect.poll(() => form.getByRole('region', { name: 'Units of Spirit' }).locator('li').count()).toBe(3);
      await h().screenshot('offline-fire-for-effect');
      // The API is never answered from a cache: offline a request fails rather than showing stale data.
      expect(await page.evaluate('fetch("/api/health").then(() => "answered", () => "failed")')).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('the mission tracker at the table with no network (ADR 0047)', () => {
  const h = useBrowser();

  it(
    'plays reports with physical dice offline, keeps them over a reload, sends them in order when back, and explains a conflict',
    { timeout: 300_000 },
    async () => {
      const { page, context, url, server } = h();
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { module: 'mission', setup: { mission: 'assassination', units: assassinationUnits }, dice: 'physical' },
      });
      const id = (created.json() as { game: { id: string } }).game.id;
      const version = async () => ((await server.app.inject({ method: 'GET', url: `/api/games/${id}` })).json() as { game: { version: number } }).game.version;
      await page.goto(url(`/missions/${id}`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Assassination');
      await expect.poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 120_000 }).toBe(true);
      const lede = page.locator('p.lede');
      const bar = page.getByRole('status').filter({ hasText: 'waiting' });

      await context.setOffline(true);
      try {
        // d1 is destroyed: the crew-survival roll is asked for in the page and the report is played there.
        await page.getByRole('button', { name: 'Destroyed…' }).nth(2).click();
        await page.getByRole('combobox', { name: 'd1 destroyed' }).selectOption('other');
        await page.getByRole('form', { name: 'd1 was destroyed' }).getByRole('button', { name: 'Confirm' }).click();
        const dice = page.getByRole('dialog', { name: 'Enter dice' });
        expect(await dice.innerText()).toContain('d1: crew survival');
        await dice.getByLabel('Faces rolled').fill('6 6');
        await dice.getByRole('button', { name: 'Enter' }).click();
        // The destruction and its crew's roll are two commands (the destruction is kept even before the dice are in).
        await expect.poll(() => bar.innerText()).toMatch(/Offline — 2 commands waiting/);
        await page.getByRole('button', { name: 'End turn 1' }).click();
        await expect.poll(() => lede.innerText()).toMatch(/^Turn 2,/);
        expect(await bar.innerText()).toMatch(/Offline — 3 commands waiting/);
        expect(await version()).toBe(0);
        // A reload with no network: the shell from the service worker, the game and its waiting commands from this browser.
        await page.reload();
        await expect.poll(() => lede.innerText()).toMatch(/^Turn 2,/);
        expect(await bar.innerText()).toMatch(/Offline — 3 commands waiting/);
        expect(await page.getByRole('region', { name: 'Log' }).innerText()).toMatch(/d1/);
      } finally {
        await context.setOffline(false);
      }
      const sent = page.getByRole('region', { name: 'Commands made offline, as sent' });
      await expect
        .poll(() => sent.innerText(), { timeout: 30_000 })
        .toMatch(
          new RegExp(
            [
              'destroy unit: recorded as entry 1(?: \\(an earlier send had landed; its answer was lost\\))?',
              'roll for the crew: recorded as entry 2',
              'end turn: recorded as entry 3',
            ].join('\\s+'),
          ),
        );
      expect(await version()).toBe(3);
      const status = (await server.app.inject({ method: 'GET', url: `/api/missions/${id}/status` })).json() as {
        washUp: { units: { id: string; crew: string }[] };
      };
      expect(status.washUp.units.find((u) => u.id === 'd1')?.crew).toBe('escaped');
      await expect.poll(() => bar.count()).toBe(0);
      await sent.getByRole('button', { name: 'Dismiss' }).click();

      // Offline again; meanwhile someone at the server records a phase change. The waiting end of turn 2 is then stale.
      await context.setOffline(true);
      try {
        await page.getByRole('button', { name: 'End turn 2' }).click();
        await expect.poll(() => bar.innerText()).toMatch(/Offline — 1 command waiting/);
        const other = await server.app.inject({
          method: 'POST',
          url: `/api/games/${id}/commands`,
          payload: { expectedVersion: 3, command: { type: 'setPhase', phase: 'movement' } },
        });
        expect(other.statusCode).toBe(201);
      } finally {
        await context.setOffline(false);
      }
      await expect
        .poll(() => sent.innerText(), { timeout: 30_000 })
        .toMatch(
          /end turn: not recorded: the game moved on to version 4 while this command waited \(made at version 3\); recorded meanwhile: entry 4 \(set phase\)/,
        );
      expect(await version()).toBe(4);
      await expect.poll(() => lede.innerText()).toMatch(/^Turn 2, movement phase/);
      expect(h().errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    },
  );
});

describe('the M42 Starting Phase at the table with no network (ADR 0047)', () => {
  const h = useBrowser();

  it('records a command whose answer was lost once: the page sends it again under its name and the server knows it', { timeout: 240_000 }, async () => {
    const { page, url, server } = h();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { module: 'mission', setup: { mission: 'assassination', units: assassinationUnits }, dice: 'physical' },
    });
    const id = (created.json() as { game: { id: string } }).game.id;
    await page.goto(url(`/missions/${id}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Assassination');
    // The first send reaches the server and is recorded, but the connection drops before its answer comes back.
    let dropped = 0;
    await page.route('**/api/games/*/commands', async (route) => {
      if (dropped++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'End turn 1' }).click();
    const sent = page.getByRole('region', { name: 'Commands made offline, as sent' });
    await expect.poll(() => sent.innerText(), { timeout: 30_000 }).toMatch(/end turn: recorded as entry 1 \(an earlier send had landed; its answer was lost\)/);
    expect(dropped).toBe(2);
    const game = (await server.app.inject({ method: 'GET', url: `/api/games/${id}` })).json() as { game: { version: number }; entries: unknown[] };
    expect(game.game.version).toBe(1);
    expect(game.entries).toHaveLength(1);
    await expect.poll(() => page.locator('p.lede').innerText()).toMatch(/^Turn 2,/);
  });

  it('plays a morale check with table dice offline, keeps it over a reload and sends it when back', { timeout: 300_000 }, async () => {
    const { page, context, url, server } = h();
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Start an M42 battle' });
    await form.getByRole('button', { name: 'Load the example battle (Relay Station Kappa, turn 4)' }).click();
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    const id = page.url().split('/').at(-1)!;
    const version = async () => ((await server.app.inject({ method: 'GET', url: `/api/games/${id}` })).json() as { game: { version: number } }).game.version;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Relay Station Kappa — turn 4');
    await expect.poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 120_000 }).toBe(true);
    const bar = page.getByRole('status').filter({ hasText: 'waiting' });
    const phase = page.getByRole('region', { name: 'This starting phase' });

    await context.setOffline(true);
    try {
      await page.getByLabel('Command Squad status').selectOption('destroyed');
      await expect.poll(() => bar.innerText()).toMatch(/Offline — 1 command waiting/);
      await page.getByLabel('Officer taking the test').selectOption({ label: 'Sergeant Vale, Ld 7: 58.33%' });
      await page.getByRole('button', { name: 'Check Task Force Morale' }).click();
      const dice = page.getByRole('dialog', { name: 'Enter dice' });
      await dice.getByLabel('Faces rolled').fill('3 4');
      await dice.getByRole('button', { name: 'Enter' }).click();
      await expect.poll(() => bar.innerText()).toMatch(/Offline — 2 commands waiting/);
      expect(await phase.locator('[data-step="morale"]').innerText()).toMatch(/Sergeant Vale: rolled 3\+4 = 7 → pass/);
      expect(await version()).toBe(0);
      await page.reload();
      await expect.poll(() => bar.innerText()).toMatch(/Offline — 2 commands waiting/);
      expect(await phase.locator('[data-step="morale"]').innerText()).toMatch(/Sergeant Vale: rolled 3\+4 = 7 → pass/);
    } finally {
      await context.setOffline(false);
    }
    const sent = page.getByRole('region', { name: 'Commands made offline, as sent' });
    await expect.poll(() => sent.innerText(), { timeout: 30_000 }).toMatch(/recorded as entry 1[\s\S]*recorded as entry 2/);
    expect(await version()).toBe(2);
    await expect.poll(() => bar.count()).toBe(0);
    expect(h().errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});

describe('a Fire for Effect game at the table with no network (ADR 0047)', () => {
  const h = useBrowser();

  it('ends turns offline, keeps them over a reload and sends them in order when back', { timeout: 300_000 }, async () => {
    const { page, context, url, server } = h();
    const mech = { speed: 10, attack: 10, defense: 17, damage: 3, minRange: 0, maxRange: 10 };
    const squad = { speed: 8, attack: 8, defense: 15, damage: 1, minRange: 0, maxRange: 6 };
    const unit = (id: string, type: string, side: string, y: number, dial: object) => ({
      id,
      name: id,
      type,
      faction: side,
      controller: side,
      baseRadius: 1,
      position: { x: 10, y },
      dial: [dial],
    });
    const setup = {
      title: 'Ford at night',
      battlefield: { width: 36, height: 36, terrain: [] },
      players: ['Blue', 'Red'],
      currentPlayer: 'Blue',
      victory: { turnLimit: 10 },
      units: [unit('b-mech', 'mech', 'Blue', 10, mech), unit('r-inf', 'infantry', 'Red', 22, squad)],
    };
    const created = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'dark-age', setup, dice: 'physical' } });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { game: { id: string } }).game.id;
    const version = async () => ((await server.app.inject({ method: 'GET', url: `/api/games/${id}` })).json() as { game: { version: number } }).game.version;
    await page.goto(url(`/dark-age/${id}`));
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 1: Blue to play');
    await expect.poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 120_000 }).toBe(true);
    const bar = page.getByRole('status').filter({ hasText: 'waiting' });

    await context.setOffline(true);
    try {
      await orders.getByRole('button', { name: 'End turn' }).click();
      await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 2: Red to play');
      await orders.getByRole('button', { name: 'End turn' }).click();
      await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 3: Blue to play');
      expect(await bar.innerText()).toMatch(/Offline — 2 commands waiting/);
      expect(await version()).toBe(0);
      await page.reload();
      await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 3: Blue to play');
      expect(await bar.innerText()).toMatch(/Offline — 2 commands waiting/);
    } finally {
      await context.setOffline(false);
    }
    const sent = page.getByRole('region', { name: 'Commands made offline, as sent' });
    await expect
      .poll(() => sent.innerText(), { timeout: 30_000 })
      .toMatch(/end turn: recorded as entry 1(?: \(an earlier send had landed; its answer was lost\))?\s+end turn: recorded as entry 2/);
    expect(await version()).toBe(2);
    expect(h().errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});
