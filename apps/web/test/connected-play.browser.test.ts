import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, useBrowser } from './harness';

/**
 * Two people on a server with accounts (--shared), each in their own browser, as new users meet it: one makes an
 * account from the header's "Sign in", starts a battle for two browsers and sends the join link; the other opens it,
 * is asked to sign in first, makes an account and comes back to the seat. Each sees only their own secrets, and the
 * first cannot act for the second's seat.
 */

const version = (page: Page) => page.locator('.battle-page').getAttribute('data-version');
const phase = (page: Page) => page.locator('.phase-banner').getAttribute('data-phase');
const visible = async (page: Page, name: RegExp | string) => {
  const b = page.getByRole('button', { name }).first();
  return (await b.count()) > 0 && b.isVisible();
};

/** The one thing this page offers now (a phase button, or suggest-then-send); false when it has nothing to do. */
async function act(page: Page, phaseButtons: boolean): Promise<boolean> {
  const before = await version(page);
  const click = (name: RegExp | string) => page.getByRole('button', { name }).first().click();
  if (phaseButtons && (await visible(page, 'Roll initiative'))) await click('Roll initiative');
  else if (phaseButtons && (await visible(page, 'Resolve heat phase'))) await click('Resolve heat phase');
  else if (phaseButtons && (await visible(page, 'End round'))) await click('End round');
  else if (await visible(page, 'Suggest orders')) {
    await click('Suggest orders');
    await click(/^(Write orders|Move)$/);
  } else if (await visible(page, 'Suggest fire')) {
    await click('Suggest fire');
    await click(/^Declare fire for /);
  } else if (await visible(page, 'Suggest attack')) {
    await click('Suggest attack');
    await click(/^Declare physical attack for /);
  } else return false;
  await expect.poll(() => version(page)).not.toBe(before);
  return true;
}

async function createAccount(page: Page, username: string, displayName: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('User name').fill(username);
  await form.getByLabel('Name shown to other players (optional)').fill(displayName);
  await form.getByLabel('Password').fill(`${username}-secret-1`);
  await form.getByRole('button', { name: 'Create the account' }).click();
}

describe('two people play one battle from two browsers on a server with accounts', () => {
  const h = useBrowser({ mode: 'shared' });

  it('accounts from the page, the join link, secrets kept, and no acting for the other seat', async () => {
    const { page: a, url, baseUrl } = h();
    await a.goto(url('/battles'));
    // Signed out, the new-battle form says first that this server wants an account, rather than failing on "Start".
    await expect.poll(() => a.getByTestId('sign-in-needed').innerText()).toMatch(/This server has accounts: sign in, or create an account/);
    // A new user finds "Sign in" in the header; it brings them back to the page they were on.
    await a.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => a.url()).toBe(`${baseUrl}/account?next=%2Fbattles`);
    const wrong = a.getByRole('form', { name: 'Sign in' });
    await wrong.getByLabel('User name').fill('ana');
    await wrong.getByLabel('Password').fill('not-yet-made');
    await wrong.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => wrong.getByRole('alert').innerText()).toMatch(/that user name and password do not match/);
    await createAccount(a, 'ana', 'Ana');
    await expect.poll(() => a.url()).toBe(`${baseUrl}/battles`);
    await expect.poll(() => a.getByRole('link', { name: 'Account: Ana' }).count()).toBe(1);

    const form = a.getByRole('form', { name: 'New battle' });
    await form.getByLabel('Round limit').fill('1');
    await form.getByLabel(/Two browsers/).check();
    await form.getByRole('button', { name: 'Start the battle' }).click({ timeout: 90_000 });
    await expect.poll(() => a.url()).toMatch(/\/battles\/[^/]+$/);
    const id = a.url().split('/').pop()!;
    const link = await a.getByLabel('Join link for Side B', { exact: true }).inputValue();
    expect(link).toBe(`${baseUrl}/battles/${id}?seat=b`);

    const profile = mkdtempSync(join(tmpdir(), 'marshal-chromium-ben-'));
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
      // Not signed in: the page says why no seat was taken and where to sign in, instead of a bare refusal.
      const notice = b.getByTestId('sign-in-needed');
      await expect.poll(() => notice.innerText()).toMatch(/This server has accounts: sign in, or create an account, to use this page/);
      await notice.getByRole('link', { name: 'Sign in or create an account' }).click();
      await expect.poll(() => b.getByText('You were sent a link to take part.', { exact: false }).count()).toBe(1);
      await createAccount(b, 'ben', 'Ben');
      await expect.poll(() => b.url()).toBe(link);
      await expect.poll(() => b.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Side B\./);
      await expect.poll(() => a.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/Side B: played by Ben from their own browser/);
      // Ana started the battle, but she plays Side A: she is not offered to free Ben's seat.
      expect(await a.getByRole('button', { name: 'Free seat Side B' }).count()).toBe(0);

      await act(a, true); // initiative
      await expect.poll(() => phase(b)).toBe('movement');
      await a.getByRole('button', { name: 'Suggest orders' }).click();
      await a.getByLabel('Orders for Hunchback HBK-4G').fill('L 2xF R');
      await a.getByRole('button', { name: 'Write orders' }).click();
      await expect.poll(() => b.getByRole('region', { name: 'Log' }).innerText()).toMatch(/Side A wrote its orders \(hidden/);
      expect(await b.locator('body').innerText()).not.toMatch(/L 2xF R/);

      // Ben writes his orders; before Ana sees them, she tries to act for his seat from her own browser (her session).
      await b.getByRole('button', { name: 'Suggest orders' }).click();
      const benOrders = await b.locator('input[aria-label^="Orders for"]').first().inputValue();
      const seen = (await (await a.request.get(url(`/api/games/${id}`))).json()) as { game: { version: number } };
      const actAsBen = await a.request.post(url(`/api/games/${id}/commands`), {
        headers: { 'x-marshal-csrf': '1' },
        data: { expectedVersion: seen.game.version, command: { type: 'writeOrders', side: 'b', orders: { b1: 'F' } } },
      });
      expect(actAsBen.status()).toBe(403);
      expect(((await actAsBen.json()) as { message: string }).message).toBe('this is for Side B to play, and another player holds that seat: only they can');
      const claimBen = await a.request.post(url(`/api/games/${id}/seats/b`), { headers: { 'x-marshal-csrf': '1' } });
      expect(claimBen.status()).toBe(409);
      expect(((await claimBen.json()) as { message: string }).message).toMatch(/already been claimed by someone else/);
      const freeBen = await a.request.delete(url(`/api/games/${id}/seats/b`), { headers: { 'x-marshal-csrf': '1' } });
      expect(freeBen.status()).toBe(403);
      expect(((await freeBen.json()) as { message: string }).message).toMatch(/^you play Side A in this battle, so you may not free Side B/);
      const record = await a.request.get(url(`/api/games/${id}/record`));
      expect(record.status()).toBe(403); // Ana is the organiser (the first account) but plays Side A here

      await b.getByRole('button', { name: 'Write orders' }).click();
      await expect.poll(() => a.getByRole('region', { name: 'Log' }).innerText()).toMatch(/Orders revealed: Hunchback HBK-4G “L 2xF R”/);
      expect(benOrders).not.toBe('');

      // A reload keeps Ben's seat (his account and this browser's token).
      await b.reload();
      await expect.poll(() => b.getByRole('region', { name: 'Seats' }).innerText()).toMatch(/You play Side B\./);

      for (let i = 0; i < 80 && (await phase(a)) !== 'over'; i++) {
        const did = (await act(a, true)) || (await act(b, false));
        if (!did) await expect.poll(async () => (await version(a)) === (await version(b))).toBe(true);
      }
      expect(await phase(a)).toBe('over');
      await expect.poll(() => phase(b)).toBe('over');
      expect((await a.request.get(url(`/api/games/${id}/record`))).status()).toBe(200);
      await b.screenshot({ path: join(import.meta.dirname, '../../../test-results/connected-play-b.png'), fullPage: true });
    } finally {
      await other.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 300_000);
});
