// A new player's first turns of the river-crossing example (Fire for Effect): transports, artillery, a move the rules
// refuse, and the table dice — in English on a desktop and in German on a phone. Controls that cannot be pressed say
// why; a refusal is shown beside the orders, in view, naming the unit as the page does; the dice form speaks German.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './harness';
import { PHONE } from './phone';

const WORDS = {
  en: {
    example: 'Use the river-crossing example',
    start: 'Start the game',
    select: 'Select unit',
    x: 'Point x (″)',
    y: 'Point y (″)',
    move: 'Move here',
    marker: 'Place artillery marker',
    board: 'Board',
    disembark: 'Disembark',
    getOff: 'disembark Rifle Squad 2',
    endTurn: 'End turn',
    resolve: 'Resolve artillery of Long Tom Battery',
    log: 'Log',
    needsPoint: /^Set the point first \(where to move, or where the marker goes\)/,
    boardWhy: 'Tick the units that board Hover APC.',
    disembarkWhy: 'Tick the passengers that get off.',
    tooFar: /^Rifle Squad 1 can move 8" here, not 26\.6" \[default — source table not available \(/,
    dice: 'Enter dice',
    faces: 'Faces rolled',
    enter: 'Enter',
    purpose: /for: artillery attack: Long Tom Battery \(1 marker\)/,
    wrongCount: 'expected 3 dice (3d6), got 2',
    combat: 'Combat',
    apcOrdered: 'Hover APC has had its order this turn.',
    notYours: 'Strike Mech takes no orders from Republic, whose turn it is.',
    ordersAny: 'Orders this turn: no limit (the game has no army size in points)',
  },
  de: {
    example: 'Das Flussübergang-Beispiel verwenden',
    start: 'Partie starten',
    select: 'Einheit wählen',
    x: 'Punkt x (″)',
    y: 'Punkt y (″)',
    move: 'Hierher bewegen',
    marker: 'Artilleriemarker platzieren',
    board: 'Einsteigen',
    disembark: 'Aussteigen',
    getOff: 'Rifle Squad 2 aussteigen',
    endTurn: 'Zug beenden',
    resolve: 'Artillerie von Long Tom Battery abhandeln',
    log: 'Protokoll',
    needsPoint: /^Erst den Punkt setzen \(wohin bewegen oder wohin der Marker kommt\)/,
    boardWhy: 'Die Einheiten ankreuzen, die in Hover APC einsteigen.',
    disembarkWhy: 'Die Passagiere ankreuzen, die aussteigen.',
    tooFar: /^Rifle Squad 1 kann sich hier 8″ bewegen, nicht 26,6″ \[Standardannahme — Quelltabelle nicht verfügbar \(/,
    dice: 'Würfel eingeben',
    faces: 'Gewürfelte Augen',
    enter: 'Eintragen',
    purpose: /für: Artillerieangriff: Long Tom Battery \(1 Marker\)/,
    wrongCount: '3 Würfel erwartet (3d6), 2 eingegeben',
    combat: 'Kampf',
    apcOrdered: 'Hover APC hat in diesem Zug bereits einen Befehl erhalten.',
    notYours: 'Strike Mech nimmt keine Befehle von Republic an, der am Zug ist.',
    ordersAny: 'Befehle in diesem Zug: unbegrenzt (die Partie hat keine Armeegröße in Punkten)',
  },
} as const;

/** The text that explains why a button cannot be pressed (its aria-describedby), or null. */
const why = (button: Locator): Promise<string | null> =>
  button.evaluate((b) => {
    const id = b.getAttribute('aria-describedby');
    return id ? (b.ownerDocument.getElementById(id)?.textContent ?? null) : null;
  });

/** Is the element inside the window as it is scrolled now? */
const inView = async (page: Page, el: Locator): Promise<boolean> => {
  const box = (await el.boundingBox())!;
  const height = page.viewportSize()!.height;
  return box.y >= 0 && box.y + box.height <= height;
};

for (const [lang, width] of [
  ['en', 1280],
  ['de', PHONE],
] as const) {
  describe(`Fire for Effect's first turns (${lang}, ${width} px)`, () => {
    const h = useBrowser({ locale: lang === 'de' ? 'de-DE' : 'en-US', viewport: { width, height: 844 } });
    const w = WORDS[lang];

    it('transports, artillery, a refused move and the table dice explain themselves', async () => {
      const { page, url, errors } = h();
      await page.goto(url('/dark-age'));
      await page.getByRole('button', { name: w.example }).click();
      await page.getByRole('button', { name: w.start }).click();
      await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);
      const select = page.getByRole('combobox', { name: w.select });
      const log = page.getByRole('region', { name: w.log });
      // The example has no army size, so no limit on orders: said so, not "0 of any" however many orders were given.
      expect(await page.getByRole('region', { name: w.combat }).innerText()).toContain(w.ordersAny);

      // The APC: nothing ticked, so boarding and getting off say what is missing; no point yet, so neither does moving.
      await select.selectOption('r-apc');
      const board = page.getByRole('button', { name: w.board, exact: true });
      const disembark = page.getByRole('button', { name: w.disembark, exact: true });
      expect(await board.isDisabled()).toBe(true);
      expect(await why(board)).toBe(w.boardWhy);
      expect(await why(disembark)).toBe(w.disembarkWhy);
      expect(await why(page.getByRole('button', { name: w.move }))).toMatch(/^(Set the point first|Erst den Punkt setzen)/);
      await page.getByRole('checkbox', { name: w.getOff }).check();
      expect(await disembark.isDisabled()).toBe(false);
      expect(await why(disembark)).toBeNull();
      await disembark.click();
      await expect.poll(() => log.innerText()).toMatch(/Rifle Squad 2/);
      // Its order given, the APC's buttons say so rather than offering a second order the rules refuse.
      expect(await page.getByRole('button', { name: w.move }).isDisabled()).toBe(true);
      expect(await why(page.getByRole('button', { name: w.move }))).toBe(w.apcOrdered);
      expect(await why(board)).toBe(w.apcOrdered);
      // So do an opponent's.
      await select.selectOption('s-mech');
      expect(await why(page.getByRole('button', { name: w.move }))).toBe(w.notYours);

      // The artillery: its marker button waits for a point too, and says so.
      await select.selectOption('r-arty');
      const marker = page.getByRole('button', { name: w.marker });
      expect(await why(marker)).toMatch(w.needsPoint);
      await page.getByLabel(w.x).fill('10');
      await page.getByLabel(w.y).fill('28');
      expect(await why(marker)).toBeNull();
      await marker.click();
      await expect.poll(() => log.innerText()).toMatch(/#1|Nr\. 1/);

      // A move too long for the squad: the refusal names "Rifle Squad 1" (there are three) and is in view beside the orders.
      await select.selectOption('r-inf-1');
      await page.getByLabel(w.x).fill('14');
      await page.getByLabel(w.y).fill('30');
      const move = page.getByRole('button', { name: w.move });
      await move.scrollIntoViewIfNeeded();
      await move.click();
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.count()).toBe(1);
      expect(await alert.innerText()).toMatch(w.tooFar);
      await expect.poll(() => inView(page, alert)).toBe(true);
      await h().screenshot(`dark-age-walk-refused-${lang}`);
      // It was about Rifle Squad 1: selecting another unit puts it away.
      await select.selectOption('r-merc');
      await expect.poll(() => alert.count()).toBe(0);

      // Two turns on, the marker is resolved with table dice: the form says what the roll is for and why an entry is refused.
      await page.getByRole('button', { name: w.endTurn }).click();
      await page.getByRole('button', { name: w.endTurn }).click();
      await page.getByRole('button', { name: w.resolve }).click();
      const dice = page.getByRole('dialog', { name: w.dice });
      expect(await dice.innerText()).toMatch(w.purpose);
      await dice.getByLabel(w.faces).fill('5 4');
      await dice.getByRole('button', { name: w.enter, exact: true }).click();
      expect(await dice.getByRole('alert').innerText()).toBe(w.wrongCount);
      await dice.getByLabel(w.faces).fill('5 4 3');
      await dice.getByRole('button', { name: w.enter, exact: true }).click();
      await expect.poll(() => dice.count()).toBe(0);
      await expect.poll(() => log.locator('details.ruling').count()).toBeGreaterThan(0);
      await h().screenshot(`dark-age-walk-resolved-${lang}`);
      expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    }, 180_000);
  });
}
