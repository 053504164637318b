import { describe, expect, it } from 'vitest';
import { clickTable } from './da-table';
import { useBrowser } from './harness';

describe('Fire for Effect table view in Chromium', () => {
  const h = useBrowser();

  it('starts the sample skirmish and draws the table top-down', async () => {
    const { page, url } = h();
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fire for Effect' }).click();
    const form = page.getByRole('form', { name: 'Start a Fire for Effect game' });
    await form.getByRole('button', { name: 'Use the river-crossing example' }).click();
    await expect.poll(() => form.getByRole('region', { name: 'Units of Spirit' }).locator('li').count()).toBe(3);
    await form.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);
    const svg = page.getByRole('img', { name: 'Battlefield 36 by 36 inches' });
    await expect.poll(() => svg.locator('[data-unit]').count()).toBe(7);
    expect(await svg.locator('[data-terrain]').count()).toBe(3);
    expect(await svg.locator('[data-unit="r-apc"] .da-rear-arc').count()).toBe(1);
    // Counters carry a short tag from the unit's name (the full name in their tooltip), never the record's id.
    expect(await svg.locator('[data-unit="r-apc"] text').textContent()).toBe('HA [1]');
    expect(await svg.locator('[data-unit="r-apc"] > title').textContent()).toBe('Hover APC (HA) — click 1; carrying Rifle Squad 2');
    expect(await page.getByLabel('Select unit').innerText()).not.toMatch(/r-apc|r-inf|s-mech|republic|spirit/);
    // Each unit with its player's name, never the record's ids.
    expect(await page.getByLabel('Select unit').locator('option').allInnerTexts()).toContain('Rifle Squad 2 (Republic), aboard Hover APC');
    expect(await svg.locator('[data-contact]').evaluateAll((els) => els.map((e) => e.getAttribute('data-contact')))).toEqual(['r-apc|r-inf-1']);
  });

  it('plays a short game: disembark, board, artillery placed and resolved next turn with table dice', async () => {
    const { page, errors } = h();
    const log = page.getByRole('region', { name: 'Log' });
    const orders = page.getByRole('region', { name: 'Orders' });
    await page.getByLabel('Select unit').selectOption('r-apc');
    await orders.getByLabel('disembark Rifle Squad 2').check();
    await orders.getByRole('button', { name: 'Disembark' }).click();
    await expect.poll(() => log.innerText()).toMatch(/Hover APC disembarks Rifle Squad 2 at \(15\.1, 3\.9\) \(6" of speed spent\)/);
    await expect.poll(() => page.locator('[data-unit]').count()).toBe(8);

    // Boarding is not offered to a unit that acted this turn: the button says why before it is pressed.
    await orders.getByLabel('board Rifle Squad 2').check();
    const board = orders.getByRole('button', { name: 'Board' });
    expect(await board.isDisabled()).toBe(true);
    const why = await board.evaluate((b) => b.ownerDocument.getElementById(b.getAttribute('aria-describedby')!)?.textContent);
    expect(why).toBe('Hover APC has had its order this turn.');
    await orders.getByLabel('board Rifle Squad 2').uncheck();

    await page.getByLabel('Select unit').selectOption('r-arty');
    // Lines of fire give the distance to a tenth of an inch (the rules measure to a thousandth) and the units by name.
    await expect.poll(() => page.locator('[data-lof]').count()).toBeGreaterThan(0);
    for (const title of await page.locator('[data-lof] > title').allTextContents())
      expect(title).toMatch(/^Long Tom Battery → [A-Z][a-z]+( [A-Za-z0-9]+)*: \d+(\.\d{1,2})?″/);
    await orders.getByLabel('Point x (″)').fill('10');
    await orders.getByLabel('Point y (″)').fill('27');
    await orders.getByRole('button', { name: 'Place artillery marker' }).click();
    await expect.poll(() => page.locator('[data-marker]').count()).toBe(1);
    await orders.getByRole('button', { name: 'End turn' }).click();
    await expect.poll(() => orders.locator('h2').innerText()).toBe('Turn 2: Spirit to play');
    await orders.getByRole('button', { name: 'End turn' }).click();
    await orders.getByRole('button', { name: 'Resolve artillery of Long Tom Battery' }).click();
    const dice = page.getByRole('dialog', { name: 'Enter dice' });
    expect(await dice.innerText()).toMatch(/Roll 3d6 for: artillery attack: Long Tom Battery \(1 marker\)/);
    await dice.getByLabel('Faces rolled').fill('3 3 3');
    await dice.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => log.innerText()).toMatch(/Long Tom Battery artillery: rolled 3\+3\+3 = 9/);
    expect(await log.innerText()).toMatch(/Strike Mech \(1" from the centre\) takes 2/);
    expect(await page.locator('[data-resolved] .da-blast').count()).toBe(1);
    expect(await page.locator('[data-marker]').count()).toBe(0);
    const ruling = log.locator('details.ruling').first();
    await ruling.locator('summary').click();
    expect(await ruling.locator('tbody').innerText()).toMatch(/20\s+artillery marker target value\s+default — source table not available/);
    await h().screenshot('dark-age-game');
    expect(errors).toEqual([]);
  });

  it('a new player builds a small table from the sample units, edits a dial, places bases by clicking and starts, typing no JSON', async () => {
    const { page, url, errors } = h();
    const earlier = errors.length;
    await page.goto(url('/dark-age'));
    const form = page.getByRole('form', { name: 'Start a Fire for Effect game' });
    await form.getByLabel('Player 1', { exact: true }).fill('Hawks');
    await form.getByLabel('Player 2', { exact: true }).fill('Wolves');
    const hawks = form.getByRole('region', { name: 'Units of Hawks' });
    const wolves = form.getByRole('region', { name: 'Units of Wolves' });

    await hawks.getByLabel('Sample unit for Hawks').selectOption({ label: 'Assault Walker (165 points): slow, heavily armoured front-line BattleMech' });
    await hawks.getByRole('button', { name: 'Add to Hawks' }).click();
    const dial = form.getByRole('region', { name: 'Dial of Assault Walker' });
    await dial.getByLabel('Click 3 speed').fill('1e20');
    await expect
      .poll(() => dial.getByRole('list', { name: 'Problems with Assault Walker' }).innerText())
      .toBe('Assault Walker: Click 3 speed: must be at most 40');
    await dial.getByLabel('Click 3 speed').fill('7');
    await dial.getByRole('button', { name: 'Add a click' }).click();
    await dial.getByLabel('Click 9 damage').fill('1');
    await dial.getByLabel('Start on click 2').check();
    await dial.getByLabel('Name').fill('Hawk Walker');
    await clickTable(page, 10, 5);
    await expect
      .poll(() => hawks.getByRole('listitem', { name: 'Hawk Walker' }).innerText())
      .toMatch(/^Hawk Walker · 165 points · at \((9\.9|10|10\.1), (4\.9|5|5\.1)\)/);

    await hawks
      .getByLabel('Sample unit for Hawks')
      .selectOption({ label: 'APC Transport (46 points): armoured carrier for up to four infantry (or a vehicle and an infantry)' });
    await hawks.getByRole('button', { name: 'Add to Hawks' }).click();
    await clickTable(page, 20, 5);
    await hawks.getByLabel('Sample unit for Hawks').selectOption({ label: 'Line Infantry (18 points): cheap riflemen that ride transports' });
    await hawks.getByRole('button', { name: 'Add to Hawks' }).click();
    await hawks.getByLabel('Line Infantry starts aboard').selectOption({ label: 'APC Transport' });
    expect(await hawks.getByRole('listitem', { name: 'Line Infantry' }).innerText()).toMatch(/^Line Infantry · 18 points · aboard APC Transport/);
    await wolves
      .getByLabel('Sample unit for Wolves')
      .selectOption({ label: 'Field Artillery Battery (72 points): towed guns: artillery range 30″, marker values for when the guns are lost' });
    await wolves.getByRole('button', { name: 'Add to Wolves' }).click();
    expect(await hawks.locator('h3').innerText()).toBe('Hawks: 229 of 300 points');

    // Starting with a base not yet placed names the unit and what to do.
    await form.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).toBe('Field Artillery Battery: Position: click the table to place it');
    await clickTable(page, 18, 30);
    await form.getByRole('button', { name: 'Face Field Artillery Battery towards a point' }).click();
    await clickTable(page, 10, 22);
    await expect.poll(() => wolves.getByLabel('Facing of Field Artillery Battery (°)').inputValue()).toMatch(/^22[4-6]$/);
    await h().screenshot('dark-age-setup');
    // JSON stays an optional export: the form's table, ready to copy or download.
    await page.getByText('Edit as JSON, import or export').click();
    await page.getByRole('button', { name: 'Show the form as JSON' }).click();
    const exported = JSON.parse(await page.getByLabel('Table as JSON').inputValue());
    expect(exported).toMatchObject({ players: ['Hawks', 'Wolves'], buildTotal: 300, currentPlayer: 'Hawks' });
    expect(exported.units.map((u: { id: string; aboard: string | null; click: number }) => [u.id, u.aboard, u.click])).toEqual([
      ['h1', null, 1],
      ['h2', null, 0],
      ['h3', 'h2', 0],
      ['w1', null, 0],
    ]);
    await form.getByRole('button', { name: 'Start the game' }).click();

    await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);
    const svg = page.getByRole('img', { name: 'Battlefield 36 by 36 inches' });
    await expect.poll(() => svg.locator('[data-unit]').evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')))).toEqual(['h1', 'h2', 'w1']);
    expect(await svg.locator('[data-unit="h2"] text').textContent()).toBe('AT [1]');
    const orders = page.getByRole('region', { name: 'Orders' });
    expect(await orders.locator('h2').innerText()).toBe('Turn 1: Hawks to play');
    await page.getByLabel('Select unit').selectOption('h1');
    await expect.poll(() => orders.innerText()).toMatch(/Hawk Walker\s*\(Hawks\) — click 2 of 9: speed 8, attack 11, defense 18, damage 3/);

    // Damage at the table is asked in the page, says what it will do, and Cancel leaves the unit as it was.
    await page.getByLabel('Select unit').selectOption('w1');
    await orders.getByRole('button', { name: 'Apply damage to Field Artillery Battery…' }).click();
    const confirm = orders.getByRole('form', { name: 'Damage to Field Artillery Battery' });
    await confirm.getByLabel('Clicks of damage').fill('5');
    expect(await confirm.innerText()).toMatch(/This eliminates Field Artillery Battery; it cannot be undone\./);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await svg.locator('[data-unit="w1"]').count()).toBe(1);
    await orders.getByRole('button', { name: 'Apply damage to Field Artillery Battery…' }).click();
    await confirm.getByLabel('Clicks of damage').fill('-5');
    expect(await confirm.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await confirm.getByLabel('Clicks of damage').fill('1');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Log' }).innerText())
      .toMatch(/Field Artillery Battery takes 1 click \(damage at the table\): click 1 → 2/);

    // A loaded transport turned to salvage must put its passengers off; that too is confirmed in the page.
    await page.getByLabel('Select unit').selectOption('h2');
    await orders.getByRole('button', { name: 'Apply damage to APC Transport…' }).click();
    const hit = orders.getByRole('form', { name: 'Damage to APC Transport' });
    await hit.getByLabel('Clicks of damage').fill('3');
    expect(await hit.innerText()).toMatch(/The dial turns from click 1 to click 4 of 5 and the unit becomes salvage; it cannot be undone\./);
    await hit.getByRole('button', { name: 'Confirm' }).click();
    await orders.getByRole('button', { name: 'Put passengers off…' }).click();
    const off = orders.getByRole('form', { name: 'Put the passengers off APC Transport' });
    expect(await off.innerText()).toMatch(
      /passengers get off in the order they are aboard\. Passengers that cannot be placed .* are eliminated; this cannot be undone\./,
    );
    await off.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Log' }).innerText()).toMatch(/passengers leave APC Transport: Line Infantry at \(/);
    await expect.poll(() => svg.locator('[data-unit="h3"]').count()).toBe(1);
    await h().screenshot('dark-age-setup-game');
    expect(errors.slice(earlier)).toEqual([]);
  }, 120_000);
});
