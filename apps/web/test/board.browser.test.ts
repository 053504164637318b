import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** The battle table by pointing: a hot-seat duel played with clicks on the board and buttons only, no typing. */

const version = (page: Page) => page.locator('.battle-page').getAttribute('data-version');
const phase = (page: Page) => page.locator('.phase-banner').getAttribute('data-phase');

/** Where each unit stands, from the line under the board: "Hunchback HBK-4G (Side A) at 0812 facing 0". */
async function positions(page: Page): Promise<Map<string, { hex: string; facing: number }>> {
  const text = await page.getByTestId('board-legend').innerText();
  const out = new Map<string, { hex: string; facing: number }>();
  for (const m of text.matchAll(/([^·]+?) \(([^)]+)\) at (\d{4}) facing (\d)/g)) out.set(m[1]!.trim(), { hex: m[3]!, facing: Number(m[4]) });
  return out;
}

/** The six hexes around one (flat-topped columns, odd columns lower: the board's own geometry). */
function around(label: string): string[] {
  const col = Number(label.slice(0, 2));
  const row = Number(label.slice(2));
  const odd = col % 2 === 1;
  const d = odd
    ? [
        [0, -1],
        [1, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
        [-1, -1],
      ]
    : [
        [0, -1],
        [1, 0],
        [1, 1],
        [0, 1],
        [-1, 1],
        [-1, 0],
      ];
  return d.map(([dc, dr]) => `${String(col + dc!).padStart(2, '0')}${String(row + dr!).padStart(2, '0')}`);
}

/** Hex distance between two labels (offset columns to cube coordinates). */
function distance(a: string, b: string): number {
  const cube = (l: string) => {
    const col = Number(l.slice(0, 2)) - 1;
    const row = Number(l.slice(2)) - 1;
    const z = row - (col - (col & 1)) / 2;
    return [col, z, -col - z] as const;
  };
  const [p, q] = [cube(a), cube(b)];
  return Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2]));
}

const hex = (page: Page, label: string) => page.getByRole('region', { name: 'Board view' }).locator(`[data-hex="${label}"] polygon`);

async function clickButton(page: Page, name: RegExp | string): Promise<boolean> {
  const b = page.getByRole('button', { name }).first();
  if (!((await b.count()) > 0 && (await b.isVisible()))) return false;
  await b.click();
  return true;
}

/** The counters on the board, and those whose whole token lies inside the board's visible frame. */
async function tokensInView(page: Page): Promise<{ all: string[]; inside: string[] }> {
  return page.getByRole('region', { name: 'Board view' }).evaluate((el) => {
    const frame = el.querySelector('svg')!.parentElement!.getBoundingClientRect();
    const tokens = [...el.querySelectorAll('[data-unit]')].map((u) => ({ name: u.querySelector('text')?.textContent ?? '', b: u.getBoundingClientRect() }));
    return {
      all: tokens.map((t) => t.name),
      inside: tokens
        .filter(
          ({ b }) => b.width > 0 && b.left >= frame.left - 0.5 && b.right <= frame.right + 0.5 && b.top >= frame.top - 0.5 && b.bottom <= frame.bottom + 0.5,
        )
        .map((t) => t.name),
    };
  });
}

/** Start a hot-seat duel from the new-battle form (the sides' 'Mechs at opposite edges of the board). */
async function startDuel(page: Page, url: (p: string) => string, rounds: string): Promise<void> {
  await page.goto(url('/battles'));
  const form = page.getByRole('form', { name: 'New battle' });
  await form.getByLabel('Round limit').fill(rounds);
  const start = form.getByRole('button', { name: 'Start the battle' });
  await expect.poll(() => start.isEnabled(), { timeout: 90_000 }).toBe(true);
  await start.click();
  await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
}

let shot = false;
/** Units whose record sheet was seen open while they were being ordered (both sides' must be, by the end). */
const sheetsSeen = new Set<string>();

/** The record sheet beside the board is the one of the unit being ordered, the only one open on screen. */
async function sheetOpenFor(page: Page, name: string): Promise<void> {
  await page.getByTitle(`Fold the record sheet of ${name}`, { exact: true }).waitFor({ timeout: 5000 });
  expect(await page.locator('.record-sheets [aria-expanded=true]').count()).toBe(1);
  sheetsSeen.add(name);
}

/** Movement by pointing: for the unit in the orders form, click the hex nearest the enemy (up to three out) that the plotter accepts, then send. */
async function pointMove(page: Page): Promise<boolean> {
  const form = page.getByRole('form', { name: /^Movement orders for / });
  if (!(await form.isVisible())) return false;
  await page.getByRole('button', { name: 'Fit' }).click();
  const inputs = form.getByRole('textbox', { name: /^Orders for / });
  for (let i = 0; i < (await inputs.count()); i++) {
    const name = (await inputs.nth(i).getAttribute('aria-label'))!.replace(/^Orders for /, '');
    if (i > 0) await form.getByRole('button', { name: `Plot ${name} on the board` }).click();
    await sheetOpenFor(page, name);
    const where = await positions(page);
    const at = where.get(name)!;
    const enemy = [...where.entries()].find(([n]) => n !== name)![1].hex;
    const ring = around(at.hex).flatMap((h) => [h, ...around(h).flatMap((g) => [g, ...around(g)])]);
    const candidates = [...new Set(ring)].filter((h) => h !== at.hex && h !== enemy && distance(h, enemy) > 0);
    candidates.sort((x, y) => distance(x, enemy) - distance(y, enemy));
    for (const target of candidates) {
      if ((await hex(page, target).count()) === 0) continue;
      await hex(page, target).click();
      if (!((await page.getByTestId('board-message').getAttribute('class')) ?? '').includes('problem')) break;
    }
    // the notation the clicks wrote is the typed notation, shown in the same box
    expect(await inputs.nth(i).inputValue()).toMatch(/^((\d+x)?[FLR] ?)+$/);
  }
  if (!shot) {
    shot = true;
    await page.screenshot({ path: 'test-results/board-plotting.png' });
  }
  await form.getByRole('button', { name: /^(Write orders|Move)$/ }).click();
  return true;
}

/** Fire by pointing: pick the unit, click the enemy on the board, tick every weapon that can fire, declare. */
async function pointFire(page: Page): Promise<boolean> {
  const fire = page.getByRole('form', { name: /^Fire of / }).first();
  if (!(await fire.isVisible())) return false;
  const me = (await fire.getAttribute('aria-label'))!.replace(/^Fire of /, '');
  await sheetOpenFor(page, me); // the unit picked to fire is the one being ordered, before it aims
  const where = await positions(page);
  const enemy = [...where.keys()].find((n) => n !== me)!;
  await page.getByRole('button', { name: 'Fit' }).click();
  await hex(page, where.get(enemy)!.hex).click();
  await expect
    .poll(async () =>
      fire
        .getByRole('combobox', { name: `Target of ${me}` })
        .locator('option:checked')
        .innerText(),
    )
    .toMatch(enemy);
  const boxes = fire.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click();
  await fire.getByRole('button', { name: `Declare fire for ${me}` }).click();
  return true;
}

async function step(page: Page): Promise<void> {
  const before = await version(page);
  if (await clickButton(page, /^I am /)) return;
  const done =
    (await clickButton(page, 'Roll initiative')) ||
    (await clickButton(page, 'Resolve heat phase')) ||
    (await clickButton(page, 'End round')) ||
    (await clickButton(page, 'Keep orders')) ||
    (await pointMove(page)) ||
    (await pointFire(page)) ||
    (await clickButton(page, /^Declare physical attack for /));
  // With nothing to point at, a hot-seat side with nothing to decide is declaring "no attack" by itself.
  await expect
    .poll(() => version(page), { timeout: 15_000 })
    .not.toBe(before)
    .catch(async () => {
      // The battle may have ended (its last round limit reached) between the caller's look and this step.
      const now = await phase(page);
      if (now !== 'over') throw new Error(`nothing to point at in phase ${now}`);
    });
  if (!done) return;
}

describe('the battle board on a phone', () => {
  const h = useBrowser({ viewport: { width: 390, height: 844 } });

  it('opens with every unit in view, and leaves the view to the player once they zoom', async () => {
    const { page, url, errors } = h();
    await startDuel(page, url, '1');
    await page.locator('[data-unit]').first().waitFor();
    await expect.poll(async () => (await tokensInView(page)).inside.sort()).toEqual(['CN9-A', 'HBK-4G']);
    await h().screenshot('board-phone-open');
    // the player's own zoom stays: the page's updates do not frame the board again
    const hexWidth = async () => (await page.locator('[data-hex] polygon').first().boundingBox())!.width;
    const opened = await hexWidth();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await hexWidth();
    expect(zoomed).toBeGreaterThan(opened * 1.5);
    await page.getByRole('button', { name: 'Roll initiative' }).click();
    await page.getByRole('button', { name: /^I am / }).click();
    await page.getByRole('group', { name: /^Plot the move of / }).waitFor();
    expect(await hexWidth()).toBeCloseTo(zoomed, 0);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('the battle table by pointing', () => {
  const h = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('a whole hot-seat duel is played by clicking the board and buttons only; the board is readable, hovering shows a unit', async () => {
    const { page, url, errors } = h();
    await startDuel(page, url, '2');
    // On opening, the board frames both sides' 'Mechs, though they stand at opposite edges: nobody needs "Fit" to find the enemy.
    await page.locator('[data-unit]').first().waitFor();
    await expect.poll(async () => (await tokensInView(page)).inside.sort()).toEqual(['CN9-A', 'HBK-4G']);

    await page.getByRole('button', { name: 'Roll initiative' }).click();
    await page.getByRole('button', { name: /^I am / }).click();
    await page.getByRole('group', { name: /^Plot the move of / }).waitFor();
    await h().screenshot('board-default');
    // The board fills the width it has and its hex labels are drawn at the first view; the controls sit above it.
    const board = page.getByRole('region', { name: 'Board view' });
    const box = (await board.locator('svg').first().boundingBox())!;
    expect(box.width).toBeGreaterThan(800);
    // Both sides' 'Mechs at opposite edges of a 17-row board in a 768 px window: the hexes come out smaller than the
    // 30 px the view zooms in to around close units, but the labels are still drawn to be read (zoom or hover for more).
    const label = await board.locator('[data-hex] text').first().boundingBox();
    expect(label!.height).toBeGreaterThanOrEqual(6);
    const bar = (await board.getByRole('toolbar', { name: 'Board controls' }).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(box.y + 1);
    // The sides start at opposite edges: the view the player has not moved still shows both (a side column appearing
    // beside the board frames them again rather than cutting one off).
    expect((await tokensInView(page)).inside.sort()).toEqual(['CN9-A', 'HBK-4G']);
    expect(await board.getByRole('group', { name: 'Terrain legend' }).or(board.locator('details.board-legend')).innerText()).toMatch(/heavy woods/);
    // Counters carry a short name; hovering one shows the unit, its pilot and its armour.
    expect(await board.locator('[data-unit] text').allTextContents()).toEqual(expect.arrayContaining(['HBK-4G', 'CN9-A']));
    const where = await positions(page);
    await page.getByRole('button', { name: 'Fit' }).click();
    await hex(page, where.get('Hunchback HBK-4G')!.hex).hover();
    await expect
      .poll(() => page.getByTestId('board-hover').innerText())
      .toMatch(/Hunchback HBK-4G[\s\S]*Pilot: gunnery 4 \/ piloting 5[\s\S]*Armour \d+ of \d+/);
    // The map pans from the keyboard without re-rendering: the viewBox moves.
    const svg = board.locator('svg').first();
    const before = await svg.getAttribute('viewBox');
    await svg.focus();
    await page.keyboard.press('ArrowRight');
    expect(await svg.getAttribute('viewBox')).not.toBe(before);

    let moves = 0;
    for (let i = 0; i < 200 && (await phase(page)) !== 'over'; i++) {
      if ((await phase(page)) === 'movement' && (await page.getByRole('form', { name: /^Movement orders for / }).isVisible())) moves++;
      if (moves === 1 && (await page.getByRole('group', { name: /^Plot the move of / }).isVisible())) {
        // Keyboard plotting: the step buttons write the same notation; the MP used shows as it goes; undo takes it back.
        const plot = page.getByRole('group', { name: /^Plot the move of / });
        // The six facings sit on one line beside their label, and the movement mode's longest choice is not cut off.
        const facings = plot.getByRole('group', { name: 'Facing at the end' }).getByRole('button');
        const tops = new Set<number>();
        for (let f = 0; f < (await facings.count()); f++) tops.add(Math.round((await facings.nth(f).boundingBox())!.y));
        expect(tops.size).toBe(1);
        const modeSelect = page.getByRole('combobox', { name: 'Movement mode' });
        const fits = await modeSelect.evaluate((el) => {
          const select = el as unknown as { options: { text: string }[]; selectedIndex: number; clientWidth: number };
          const g = el.ownerDocument.createElement('canvas').getContext('2d')!;
          g.font = el.ownerDocument.defaultView!.getComputedStyle(el).font;
          return g.measureText(select.options[select.selectedIndex]!.text).width + 32 <= select.clientWidth; // text, padding, arrow
        });
        expect(fits).toBe(true);
        await plot.getByRole('button', { name: 'Forward' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('plot-summary').innerText()).toMatch(/^1 of \d+ MP/);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        expect(
          await page
            .getByRole('textbox', { name: /^Orders for / })
            .first()
            .inputValue(),
        ).toBe('');
        moves++;
      }
      await step(page);
    }
    expect(await phase(page)).toBe('over');
    const log = await page.getByRole('region', { name: 'Log' }).innerText();
    // The pointed orders were revealed as notation, exactly as if typed.
    expect(log).toMatch(/Orders revealed: Hunchback HBK-4G “((\d+x)?[FLR] ?)+”/);
    expect(log).toMatch(/(Hunchback HBK-4G|Centurion CN9-A)'s .+ (hits|misses)/);
    // Each side's 'Mech had its own record sheet open beside the board while it was being ordered.
    expect([...sheetsSeen].sort()).toEqual(['Centurion CN9-A', 'Hunchback HBK-4G']);
    await h().screenshot('board-pointing-over');
    expect(errors).toEqual([]);
  }, 300_000);
});
