import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, useBrowser } from './harness';
import { apiBattle } from './battle-api';

/** Start a battle from the form; returns the game id. */
async function startBattle(
  page: Page,
  url: (p: string) => string,
  o: { rounds: string; dice?: 'physical'; twoBrowsers?: boolean; bot?: boolean; timers?: boolean; alternating?: boolean },
): Promise<string> {
  await page.goto(url('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Battles' }).click();
  const form = page.getByRole('form', { name: 'New battle' });
  await form.getByLabel('Round limit').fill(o.rounds);
  if (o.dice === 'physical') await form.getByLabel('I roll real dice and type them in').check();
  if (o.twoBrowsers) await form.getByLabel(/Two browsers/).check();
  if (o.bot) await form.getByLabel(/Against the bot/).check();
  if (o.timers) await form.getByLabel(/Solaris phase timers/).check();
  if (o.alternating) await form.getByLabel(/Alternating, initiative loser first/).check();
  // The first visit to a fresh server loads the catalog for the default sides before the form can start.
  await form.getByRole('button', { name: 'Start the battle' }).click({ timeout: 90_000 });
  await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
  return page.url().split('/').pop()!;
}

const version = (page: Page) => page.locator('.battle-page').getAttribute('data-version');
const phase = (page: Page) => page.locator('.phase-banner').getAttribute('data-phase');

/** The page offered nothing to do: fine only if the battle ended meanwhile (the last command's answer may still be drawing). */
async function nothingLeftButOver(page: Page): Promise<void> {
  const over = await expect
    .poll(() => phase(page), { timeout: 5_000 })
    .toBe('over')
    .then(
      () => true,
      () => false,
    );
  if (!over) throw new Error(`nothing to do in phase ${await phase(page)}`);
}

async function visible(page: Page, name: RegExp | string): Promise<boolean> {
  const b = page.getByRole('button', { name }).first();
  return (await b.count()) > 0 && b.isVisible();
}

/**
 * Take the one action this page offers now (pass-the-device screen, a phase button, or suggest-then-send),
 * and wait for the game to move on. Returns false when the page has nothing to do.
 */
async function act(page: Page, phaseButtons = true): Promise<boolean> {
  const before = await version(page);
  const curtain = page.getByRole('button', { name: /^I am / });
  if (await curtain.isVisible()) {
    await curtain.click();
    return true;
  }
  const click = async (name: RegExp | string) => page.getByRole('button', { name }).first().click();
  if (phaseButtons && (await visible(page, 'Roll initiative'))) await click('Roll initiative');
  else if (phaseButtons && (await visible(page, 'Resolve heat phase'))) await click('Resolve heat phase');
  else if (phaseButtons && (await visible(page, 'End round'))) await click('End round');
  else if (await visible(page, 'Keep orders')) await click('Keep orders');
  else if (await visible(page, 'Suggest orders')) {
    await click('Suggest orders');
    await click(/^(Write orders|Move)$/);
  } else if (await visible(page, 'Suggest fire')) {
    await click('Suggest fire');
    await click(/^Declare fire for /);
  } else if (await visible(page, 'Suggest attack')) {
    await click('Suggest attack');
    await click(/^Declare physical attack for /);
  } else {
    // A hot-seat side with nothing to decide declares "no attack" by itself: wait for that before giving up.
    const moved = await expect
      .poll(() => version(page), { timeout: 3_000 })
      .not.toBe(before)
      .then(
        () => true,
        () => false,
      );
    return moved;
  }
  await expect.poll(() => version(page)).not.toBe(before);
  return true;
}

describe('battles in Chromium', () => {
  const h = useBrowser();

  it('plays a hot-seat duel on seeded dice to the end, then replays and verifies it', async () => {
    const { page, url, errors } = h();
    const id = await startBattle(page, url, { rounds: '2' });
    expect(await page.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/Hot seat: this browser plays both sides/);
    expect(await page.getByRole('article', { name: 'Record sheet: Hunchback HBK-4G' }).innerText()).toMatch(/gunnery 4 \/ piloting 5/);
    const curtains: string[] = [];
    let previewed = false;
    for (let i = 0; i < 200 && (await phase(page)) !== 'over'; i++) {
      const curtain = page.getByRole('button', { name: /^I am / });
      if (await curtain.isVisible())
        curtains.push(`${(await page.locator('.phase-banner').innerText()).split(' · waiting')[0]} · ${await curtain.innerText()}`);
      if (!(await act(page))) await nothingLeftButOver(page);
      if (!previewed && (await page.getByRole('textbox', { name: /^Orders for / }).count()) > 0) {
        previewed = true;
        // the movement preview runs in the page as the orders are typed
        const input = page.getByRole('textbox', { name: /^Orders for / }).first();
        await input.fill('2xF');
        await expect
          .poll(() => page.getByTestId('order-preview').innerText())
          .toMatch(/^2xF→\d{4} · \d MP, 2 hexes, (walk|run); ends \d{4} facing (N|NE|SE|S|SW|NW)\b/);
        await input.fill('F R');
        await expect.poll(() => page.getByTestId('order-preview').innerText()).toMatch(/^F→(\d{4}) R→\1 · \d MP, 1 hex, /);
        await h().screenshot('battle-orders');
        await input.fill('');
      }
    }
    expect(await phase(page)).toBe('over');
    // At most one hand-over per side per phase, and none while the device stays with the side that holds it.
    expect(curtains.length).toBeGreaterThanOrEqual(2);
    expect(new Set(curtains).size).toBe(curtains.length);
    expect(await page.getByTestId('outcome').innerText()).toMatch(/round/);
    const log = page.getByRole('region', { name: 'Log' });
    expect(await log.locator('.log-rolls li').count()).toBeGreaterThan(6);
    // The log speaks battle language by round and phase; the dice and rulings are folded beneath each phase.
    expect(await log.innerText()).toMatch(/Round 1 · Initiative\s+Round 1: Side [AB] wins the initiative/);
    // Beneath, each record step is named in words, not by the command's internal name.
    expect(await log.textContent()).toMatch(/step \d+ orders written/);
    expect(await log.textContent()).not.toMatch(/writeOrders|#\d+ /);
    expect(await log.innerText()).toMatch(/Orders revealed: Hunchback HBK-4G “[^”]*”, Centurion CN9-A/);
    expect(await log.innerText()).toMatch(/(Hunchback HBK-4G|Centurion CN9-A)'s .+ (hits|misses) (Hunchback HBK-4G|Centurion CN9-A)/);
    expect(await log.innerText()).not.toMatch(/critical slot|= \d+$/m);
    const workings = log
      .locator('details.log-workings')
      .filter({ has: page.locator('details.ruling') })
      .first();
    await workings.locator('> summary').click();
    const ruling = workings.locator('details.ruling').first();
    await ruling.locator('summary').click();
    expect(await ruling.locator('tbody').innerText()).toMatch(/gunnery|piloting/i);

    await h().screenshot('battle-over');
    await page.getByRole('button', { name: 'Reveal the dice seed' }).click();
    await expect.poll(() => page.getByText('The seed is revealed').count()).toBe(1);
    await page.getByRole('link', { name: 'Replay and verify this battle' }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/battles/${id}/replay$`));
    const step = page.getByTestId('replay-step');
    const total = Number((await step.innerText()).match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Forward' }).click();
    await page.getByRole('button', { name: 'Forward' }).click();
    expect(await step.innerText()).toBe(`Step 2 of ${total}`);
    expect(await page.getByRole('region', { name: 'This step' }).innerText()).toMatch(/Entry 2/);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('region', { name: 'This step' }).innerText()).toMatch(/Entry 1[\s\S]*initiative/);
    // Keys step through the record; Play runs it to the end by itself.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await step.innerText()).toBe(`Step 3 of ${total}`);
    await page.keyboard.press('End');
    expect(await step.innerText()).toBe(`Step ${total} of ${total}`);
    await page.keyboard.press('Home');
    expect(await step.innerText()).toBe(`Step 0 of ${total}`);
    await page.getByLabel('Speed').selectOption({ label: 'Fast (0.4 s a step)' });
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => step.innerText(), { timeout: total * 400 + 10_000 }).toBe(`Step ${total} of ${total}`);
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.replay-page .phase-banner').innerText()).toMatch(/over/);
    await page.getByRole('button', { name: 'Verify' }).click();
    await h().screenshot('battle-replay');
    await expect
      .poll(() => page.getByTestId('verify-result').innerText())
      .toMatch(new RegExp(`Verified OK: ${total} entries.*every die regenerated from the revealed seed`));

    // The battle list counts the same steps as the replay.
    await page.goto(url('/battles'));
    await expect.poll(() => page.getByRole('region', { name: 'Battles' }).innerText()).toMatch(new RegExp(`${total} steps`));

    // The same record pasted into the replay viewer is verified in the page; a changed die is caught with its line.
    const text = await (await page.request.get(url(`/api/games/${id}/record`))).text();
    await page.goto(url('/battles/replay'));
    await page.getByLabel('Record text').fill(text);
    await page.getByRole('button', { name: 'Open' }).click();
    expect(await page.getByTestId('replay-step').innerText()).toBe(`Step 0 of ${total}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('verify-result').innerText()).toMatch(new RegExp(`Verified OK: ${total} entries.*every die regenerated`));
    const lines = text.trimEnd().split('\n');
    const at = lines.findIndex((l) => l.includes('"faces":[') && l.includes('"seq":'));
    lines[at] = lines[at]!.replace(/"faces":\[(\d)/u, (_m, d: string) => `"faces":[${d === '6' ? 5 : Number(d) + 1}`);
    await page.goto(url('/battles/replay'));
    await page.getByLabel('Record text').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('verify-result').innerText()).toMatch(new RegExp(`Verification failed at line ${at + 1}`));
    expect(errors).toEqual([]);
  }, 240_000);

  it('plays a duel against the bot: side B writes its orders, fires and hands over nothing, by itself', async () => {
    const { page, url, errors } = h();
    await startBattle(page, url, { rounds: '2', bot: true });
    const seats = page.getByRole('region', { name: 'Seats' });
    await expect.poll(() => seats.innerText()).toMatch(/You play Side A[\s\S]*Side B: played by the bot/);
    expect(await seats.getByRole('button', { name: /Side B/ }).count(), "nobody may take or play the bot's seat").toBe(0);
    let toldBotAnswers = false;
    for (let i = 0; i < 80 && (await phase(page)) !== 'over'; i++) {
      expect(await page.getByRole('button', { name: /^I am / }).count(), 'no pass-the-device screen against the bot').toBe(0);
      // The person is waited for, not the bot: it writes its orders as soon as the person's are in.
      const banner = await page.locator('.phase-banner').innerText();
      expect(banner).not.toMatch(/waiting for Side A and Side B/);
      if (/written orders.*waiting for Side A/.test(banner)) {
        expect(banner).toMatch(/waiting for Side A \(then the bot answers for Side B\)/);
        toldBotAnswers = true;
      }
      // The 'Mechs start at opposite edges and never stand adjacent in two rounds: every physical phase passes by itself,
      // as in a hot seat, instead of stopping on "No physical attack is possible" until the person declares.
      expect(await page.getByText(/No physical attack is possible/).count(), 'no dead-end physical panel against the bot').toBe(0);
      expect(await page.getByRole('button', { name: /^Declare physical attack for / }).count()).toBe(0);
      if (!(await act(page))) await nothingLeftButOver(page);
    }
    expect(await phase(page)).toBe('over');
    expect(toldBotAnswers, 'the banner said the bot answers after the person').toBe(true);
    // Both rounds went through their physical phase (the log tells it) without a click.
    expect((await page.getByRole('region', { name: 'Log' }).innerText()).match(/Round \d · Physical attacks/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const log = await page.getByRole('region', { name: 'Log' }).innerText();
    expect(log).toMatch(/Orders revealed: Hunchback HBK-4G “[^”]*”, Centurion CN9-A “[^”]*”/);
    expect(errors).toEqual([]);
  }, 180_000);

  it('plays a round of alternating movement, one unit at a time, in the open', async () => {
    const { page, url, errors } = h();
    await startBattle(page, url, { rounds: '1', alternating: true });
    await act(page);
    expect(await page.getByRole('heading', { name: /^Move (Hunchback HBK-4G|Centurion CN9-A)$/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^I am / }).count()).toBe(0);
    for (let i = 0; i < 40 && (await phase(page)) !== 'over'; i++) if (!(await act(page))) await nothingLeftButOver(page);
    expect(await page.getByTestId('outcome').innerText()).toMatch(/\(round 1\)/);
    expect((await page.getByRole('region', { name: 'Log' }).innerText()).match(/ ((walks|runs|jumps) from \d{4} to|stays in) \d{4}/gu)).toHaveLength(2);
    expect(errors).toEqual([]);
  }, 120_000);

  it('asks for physical dice and accepts the faces typed in', async () => {
    const { page, url } = h();
    await startBattle(page, url, { rounds: '2', dice: 'physical', timers: true });
    await page.getByRole('button', { name: 'Roll initiative' }).click();
    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    expect(await dice.innerText()).toMatch(/Roll 2d6 for: round 1 initiative: Side A/);
    await dice.getByLabel('Faces rolled').fill('7 1');
    await dice.getByRole('button', { name: 'Enter' }).click();
    expect(await dice.getByRole('alert').innerText()).toMatch(/face 7 is not possible on a d6/);
    await dice.getByLabel('Faces rolled').fill('2 3');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => dice.innerText()).toMatch(/round 1 initiative: Side B/);
    await dice.getByLabel('Faces rolled').fill('6 4');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => phase(page)).toBe('movement');
    expect(await page.getByRole('region', { name: 'Log' }).innerText()).toMatch(/Round 1: Side B wins the initiative/);
    expect(await page.getByRole('region', { name: 'Log' }).textContent()).toMatch(/round 1 initiative: Side A: 2\+3 = 5/);
    // Solaris phase timers: the server's deadline counts down on the banner; orders typed so far are kept as a draft.
    await expect.poll(() => page.locator('.phase-banner').innerText()).toMatch(/movement \(written orders\).*\d:\d\d left/);
    await page.getByRole('button', { name: /^I am Side A/ }).click();
    expect(await page.getByLabel('If the clock runs out').inputValue()).toBe('as-written');
    const saved = page.waitForResponse((r) => r.url().endsWith('/seats/a/draft') && r.request().method() === 'PUT' && r.request().postData()!.includes('F F'));
    await page.getByLabel('Orders for Hunchback HBK-4G').fill('F F');
    expect((await saved).status()).toBe(200);
  });

  it('a seat is never lost: another browser takes its seat back, and a visitor starts a fresh copy instead of watching', async () => {
    const { page: a, url } = h();
    const id = await startBattle(a, url, { rounds: '1', twoBrowsers: true });
    const profile = mkdtempSync(join(tmpdir(), 'marshal-chromium-rejoin-'));
    const other = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      other.setDefaultTimeout(20_000);
      const b = other.pages()[0] ?? (await other.newPage());
      await b.goto(url(`/battles/${id}`));
      const seats = b.getByRole('region', { name: 'Seats' });
      await expect.poll(() => seats.innerText()).toMatch(/You are watching/);
      // A visitor plays their own copy: same battle, new dice, free seats.
      await seats.getByRole('button', { name: 'Play a fresh copy of this battle' }).click();
      // The copy opens at its own address; wait for the navigation rather than reading the old one.
      await expect.poll(() => b.url().split('/').pop()).not.toBe(id);
      expect(b.url()).toMatch(/\/battles\/[^/?]+$/);
      await expect.poll(() => b.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/Side A: open/);
      // Back at the first battle: Side A was taken in the other browser by the same (local) account, so it can be rejoined here.
      await b.goto(url(`/battles/${id}`));
      await expect.poll(() => seats.innerText()).toMatch(/Side A: yours, played from another browser/);
      await seats.getByRole('button', { name: 'Rejoin as Side A' }).click();
      await expect.poll(() => seats.innerText()).toMatch(/You play Side A\./);
    } finally {
      await other.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 120_000);

  it('two browsers fight a Solaris duel with written simultaneous movement; neither sees the other’s orders before writing its own', async () => {
    const { page: a, url, baseUrl, server } = h();
    const id = await startBattle(a, url, { rounds: '2', twoBrowsers: true });
    const link = await a.getByLabel('Join link for Side B', { exact: true }).inputValue();
    expect(link).toBe(`${baseUrl}/battles/${id}?seat=b`);
    const profile = mkdtempSync(join(tmpdir(), 'marshal-chromium-b-'));
    const other = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: { width: 1280, height: 900 },
    });
    try {
      other.setDefaultTimeout(20_000);
      const b = other.pages()[0] ?? (await other.newPage());
      await b.goto(link);
      await expect.poll(() => b.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Side B/);
      expect(await a.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Side A/);

      await act(a); // initiative
      await expect.poll(() => phase(b)).toBe('movement');
      // A writes first; B, who has not written, must not see A's orders anywhere on its page.
      await a.getByRole('button', { name: 'Suggest orders' }).click();
      await a.getByLabel('Orders for Hunchback HBK-4G').fill('L 2xF R');
      await a.getByRole('button', { name: 'Write orders' }).click();
      await expect.poll(() => a.getByTestId('waiting').innerText()).toMatch(/Waiting for Side B/);
      await expect.poll(() => b.getByRole('region', { name: 'Log' }).innerText()).toMatch(/Side A wrote its orders \(hidden until both sides have written\)/);
      expect(await b.locator('body').innerText()).not.toMatch(/L 2xF R/);
      await b.screenshot({ path: join(import.meta.dirname, '../../../test-results/battle-two-browsers-b.png'), fullPage: true });
      // The server keeps the secret too: without A's seat token, neither the state nor the log holds A's orders.
      const spectator = await server.app.inject({ method: 'GET', url: `/api/games/${id}` });
      expect(spectator.json().state.written.a.a1).toMatch(/hidden/);
      expect(spectator.body).not.toMatch(/L 2xF R/);
      expect((await server.app.inject({ method: 'GET', url: `/api/games/${id}/seats` })).json()).toEqual([
        { seat: 'a', name: 'Side A', claimed: true, mine: false, yours: true },
        { seat: 'b', name: 'Side B', claimed: true, mine: false, yours: true },
      ]);
      await b.getByRole('button', { name: 'Suggest orders' }).click();
      await b.getByRole('button', { name: 'Write orders' }).click();
      await expect.poll(() => b.getByRole('region', { name: 'Log' }).innerText()).toMatch(/Orders revealed: Hunchback HBK-4G “L 2xF R”/);

      for (let i = 0; i < 120 && (await phase(a)) !== 'over'; i++) {
        const did = (await act(a)) || (await act(b, false));
        if (!did) await expect.poll(async () => (await version(a)) === (await version(b))).toBe(true);
      }
      expect(await phase(a)).toBe('over');
      await expect.poll(() => phase(b)).toBe('over');
      expect(await b.getByTestId('outcome').innerText()).toMatch(/\(round [12]\)/);
    } finally {
      await other.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 240_000);
  it('a battle made elsewhere can be played hot seat, and its objective buildings are fire targets with their own ruling', async () => {
    const { page, url } = h();
    const id = await apiBattle(
      url,
      {
        title: 'Sabotage practice',
        roundLimit: 2,
        units: [
          { side: 'a', unit: 'Hunchback HBK-4G' },
          { side: 'b', unit: 'Wolverine WVR-6R' },
        ],
      },
      { buildings: [{ id: 't1', hex: '0913', cf: 40, label: 'Objective 1' }] },
    );
    await page.goto(url(`/battles/${id}`));
    await page.getByRole('button', { name: 'Take seat Raiders' }).click();
    await page.getByRole('button', { name: 'Play Garrison here too (hot seat)' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/Hot seat: this browser plays both sides/);
    // Both stand still, so the building three hexes ahead of the Hunchback (in the clear, not behind the woods at 0813–0814) is in its front arc.
    for (let i = 0; i < 20 && (await phase(page)) !== 'fire'; i++) {
      const before = await version(page);
      const orders = page.getByRole('textbox', { name: /^Orders for / });
      // The page may still be drawing the last answer (or the seat change): wait until it offers something to do.
      const offered = async () =>
        (await page.getByRole('button', { name: /^I am / }).isVisible()) ||
        (await visible(page, 'Roll initiative')) ||
        (await orders.count()) > 0 ||
        (await phase(page)) === 'fire';
      await expect
        .poll(offered, { timeout: 10_000 })
        .toBe(true)
        .catch(() => undefined);
      if ((await phase(page)) === 'fire') break;
      if (await page.getByRole('button', { name: /^I am / }).isVisible()) await page.getByRole('button', { name: /^I am / }).click();
      else if (await visible(page, 'Roll initiative')) await page.getByRole('button', { name: 'Roll initiative' }).click();
      else if ((await orders.count()) > 0) {
        await orders.first().fill('');
        await page.getByRole('button', { name: 'Write orders' }).first().click();
        await expect.poll(() => version(page)).not.toBe(before);
      } else throw new Error(`nothing to do in phase ${await phase(page)}`);
    }
    const curtain = page.getByRole('button', { name: /^I am / });
    if (await curtain.isVisible()) await curtain.click();
    expect(await page.getByTestId('board-legend').innerText()).toMatch(/Objective 1 at 0913 \(CF 40 of 40\)/);
    const select = page.getByRole('combobox', { name: /^Target of / }).first();
    await select.selectOption({ label: 'Objective 1 at 0913 (CF 40 of 40)' });
    const form = page.getByRole('form', { name: /^Fire of / }).first();
    await expect.poll(() => form.innerText()).toMatch(/hits the building/);
    expect(await form.innerText()).not.toMatch(/hits the (front|rear|left|right)/);
    expect(await form.locator('details.ruling').first().textContent()).toMatch(/immobile[^]*−4|−4[^]*immobile/i);
  }, 180_000);
  it('sets a battle up with the force builder: a bad skill refused on its field, a side imported from CSV with its unreadable line named', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/battles'));
    const form = page.getByRole('form', { name: 'New battle' });
    const sideA = form.getByRole('region', { name: 'Side A force' });
    const sideB = form.getByRole('region', { name: 'Side B force' });
    await expect.poll(() => sideA.getByRole('listitem', { name: 'Unit 1 (Hunchback HBK-4G)' }).count()).toBe(1);
    const gunnery = sideA.getByLabel('Unit 1 (Hunchback HBK-4G) gunnery');
    await gunnery.fill('-5');
    expect(await gunnery.getAttribute('aria-invalid')).toBe('true');
    expect(await sideA.getByRole('listitem', { name: 'Unit 1 (Hunchback HBK-4G)' }).innerText()).toMatch(/Gunnery must be a whole number from 0 to 8, not -5/);
    expect(await sideA.getByRole('status', { name: 'Side A totals' }).innerText()).toMatch(/fix the skills/);
    await form.getByRole('button', { name: 'Start the battle' }).click();
    expect(await form.getByRole('alert').last().innerText()).toMatch(/Fix the problems marked on the sides/);
    await gunnery.fill('1e20');
    expect(await sideA.getByRole('listitem', { name: 'Unit 1 (Hunchback HBK-4G)' }).innerText()).toMatch(/whole number from 0 to 8, not 1e20/);
    await gunnery.fill('3');
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) pilot name').fill('Kell');
    expect(await sideA.getByRole('status', { name: 'Side A totals' }).innerText()).toMatch(/^1 unit · 50 t · BV \d+$/);

    await sideB.getByRole('button', { name: 'Remove Unit 1 (Centurion CN9-A)' }).click();
    await sideB.getByText('Saved forces and files').click();
    const csv = 'chassis,model,pilot,gunnery,piloting\nWolverine,WVR-6R,Grey,3,4\nNonesuch,XX-1,Bob,4,5\n';
    await sideB.getByLabel('Import Side B from a file').setInputFiles({ name: 'lance.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => sideB.getByRole('list', { name: 'Lines that could not be read' }).innerText()).toMatch(/Line 3: no unit 'Nonesuch XX-1'/);
    expect(await sideB.getByLabel('Unit 1 (Wolverine WVR-6R) pilot name').inputValue()).toBe('Grey');
    expect(await sideB.getByLabel('Unit 1 (Wolverine WVR-6R) gunnery').inputValue()).toBe('3');
    await sideB.getByRole('button', { name: 'Save force' }).click();
    await expect.poll(() => sideB.getByRole('status').filter({ hasText: 'Saved' }).innerText()).toMatch(/Saved “lance”/);

    await form.getByLabel('Round limit').fill('2');
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
    await expect.poll(() => page.getByRole('article', { name: 'Record sheet: Wolverine WVR-6R' }).innerText()).toMatch(/gunnery 3 \/ piloting 4/);
    expect(await page.getByRole('article', { name: 'Record sheet: Hunchback HBK-4G' }).innerText()).toMatch(/gunnery 3 \/ piloting 5/);
    expect(errors).toEqual([]);
  }, 180_000);
});
