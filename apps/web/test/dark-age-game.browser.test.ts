import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const click = (speed: number, defense: number) => ({ speed, attack: 8, defense, damage: 1, minRange: 0, maxRange: 6 });

/** A two-unit standard game (turn limit 10): a Strike Mech against a worn-out squad twelve inches away. */
const TINY = {
  title: 'Last stand at the ford',
  battlefield: { width: 36, height: 36, terrain: [{ id: 'copse', kind: 'hindering', rect: { x: 20, y: 10, w: 4, h: 4 } }] },
  players: ['Blue', 'Red'],
  currentPlayer: 'Blue',
  victory: { turnLimit: 10 },
  units: [
    {
      id: 'b-mech',
      name: 'Strike Mech',
      type: 'mech',
      faction: 'Blue',
      controller: 'Blue',
      baseRadius: 1.25,
      position: { x: 10, y: 10 },
      facing: 90,
      dial: [
        { speed: 10, attack: 10, defense: 17, damage: 3, minRange: 0, maxRange: 10 },
        { speed: 8, attack: 9, defense: 16, damage: 2, minRange: 0, maxRange: 10 },
      ],
    },
    {
      id: 'r-inf',
      name: 'Worn Squad',
      type: 'infantry',
      faction: 'Red',
      controller: 'Red',
      baseRadius: 0.625,
      position: { x: 10, y: 22 },
      dial: [click(8, 15), click(6, 14)],
    },
  ],
};

describe('MechWarrior: Dark Age standard game in Chromium', () => {
  const h = useBrowser();

  it('plays from set-up to victory: ruler drag, lines of fire, an attack with table dice and its ruling, the dial, game over', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/dark-age'));
    const form = page.getByRole('form', { name: 'Start a Fire for Effect game' });
    await page.getByText('Edit as JSON, import or export').click();
    await page.getByLabel('Table as JSON').fill(JSON.stringify(TINY));
    await page.getByRole('button', { name: 'Load the JSON into the form' }).click();
    expect(await form.getByLabel('Turn limit (victory)').inputValue()).toBe('10');
    await form.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);

    const svg = page.getByRole('img', { name: 'Battlefield 36 by 36 inches' });
    const orders = page.getByRole('region', { name: 'Orders' });
    const combat = page.getByRole('region', { name: 'Combat' });
    const log = page.getByRole('region', { name: 'Log' });
    await page.getByLabel('Select unit').selectOption('b-mech');
    // 12″ away: beyond the Strike Mech's range of 10″, so the line of fire is drawn as closed and the attack is not offered.
    await expect.poll(() => svg.locator('[data-lof="r-inf"]').getAttribute('class')).toBe('da-lof blocked');
    // The blocked attack says why once, and looks unpressable.
    const blocked = combat.getByRole('button', { name: 'Cannot fire at Worn Squad: Worn Squad is 12" away, beyond the maximum range of 10"' });
    expect(await blocked.isDisabled()).toBe(true);
    expect(await blocked.evaluate((b) => Number(b.ownerDocument.defaultView!.getComputedStyle(b).opacity))).toBeLessThan(1);
    expect(await page.getByRole('table', { name: 'Combat dial of Strike Mech' }).locator('tr[aria-current]').innerText()).toMatch(/^1\s+10\s+10\s+17\s+3/);

    // Drag the 'Mech four inches forward: the ruler measures against its speed, the drop sets the point.
    const box = (await svg.boundingBox())!;
    const px = (x: number) => box.x + (box.width * x) / 36;
    const py = (y: number) => box.y + box.height * (1 - y / 36);
    await page.mouse.move(px(10), py(10));
    await page.mouse.down();
    await page.mouse.move(px(10), py(14), { steps: 6 });
    expect(await svg.locator('[data-ruler="b-mech"] text').textContent()).toMatch(/^\d(\.\d{1,2})?″ of 10″$/);
    await page.mouse.up();
    await orders.getByRole('button', { name: 'Move here' }).click();
    // The log names the unit and gives the move to a tenth of an inch (the record keeps the thousandths).
    await expect
      .poll(() => log.innerText())
      .toMatch(/^Strike Mech moves \d(\.\d{1,2})?" from \(10, 10\) to \(\d+(\.\d{1,2})?, \d+(\.\d{1,2})?\), facing \d+°$/m);
    await orders.getByRole('button', { name: 'End turn' }).click();
    await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 2: Red to play');
    await orders.getByRole('button', { name: 'End turn' }).click();
    await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 3: Blue to play');

    await page.getByLabel('Select unit').selectOption('b-mech');
    await expect.poll(() => svg.locator('[data-lof="r-inf"]').getAttribute('class')).toBe('da-lof');
    const fire = combat.getByRole('button', { name: /Fire at Worn Squad \(\d(\.\d{1,2})?″, needs 5\+\)/ });
    await fire.click();
    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    expect(await dice.innerText()).toMatch(/Roll 2d6 for: ranged attack: Strike Mech → Worn Squad/);
    await dice.getByLabel('Faces rolled').fill('2 4');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => log.innerText()).toMatch(/Strike Mech ranged attack: rolled 2\+4 = 6/);
    expect(await log.innerText()).toMatch(/Worn Squad takes 3 clicks .*past its last click/);
    await expect.poll(() => combat.getByRole('status').innerText()).toMatch(/Game over: Blue wins — Red has no unit left that counts/);
    const ruling = log.locator('details.ruling').first();
    await ruling.locator('summary').click();
    expect(await ruling.locator('tbody').innerText()).toMatch(/15\s+Worn Squad defense value/);
    expect(await orders.getByRole('button', { name: 'End turn' }).isDisabled()).toBe(true);
    await h().screenshot('dark-age-victory');
    expect(errors).toEqual([]);
  });
});

describe('MechWarrior: Dark Age on a 390 px phone', () => {
  const h = useBrowser({ viewport: { width: 390, height: 844 } });

  it('keeps the selected unit’s dial inside the page: it scrolls in its own box', async () => {
    const { page, url } = h();
    await page.goto(url('/dark-age'));
    await page
      .getByRole('form', { name: 'Start a Fire for Effect game' })
      .getByRole('button', { name: /Start the hill-farm skirmish/ })
      .click();
    await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);
    await page.getByLabel('Select unit').selectOption('r-mech');
    await page.getByRole('table', { name: 'Combat dial of Strike Mech' }).waitFor();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
  });
});
