import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('combat ruling calculator in Chromium', () => {
  const h = useBrowser();

  it('explains the to-hit number with sources, then resolves the attack with dice typed in', async () => {
    const { page, url } = h();
    await page.goto(url('/combat'));
    await page.getByRole('button', { name: 'Explain' }).click();
    const ruling = page.getByTestId('attack-ruling').locator('details.ruling').first();
    await expect.poll(() => ruling.locator('summary').innerText()).toMatch(/Medium Laser at 5\s+2d6 ≥ 10\s+16\.67%/);
    const rows = await ruling.locator('tbody tr').allInnerTexts();
    expect(rows.join('\n')).toMatch(/\+2\s+attacker ran\s+Total Warfare, Attacker Movement Modifiers/);
    await page.getByLabel('Dice').selectOption('physical');
    await page.getByRole('button', { name: 'Roll' }).click();
    const entry = page.getByRole('dialog', { name: 'Enter dice' });
    await expect.poll(() => entry.innerText()).toMatch(/Roll 2d6\s+for: .*Medium Laser to-hit/);
    await page.getByLabel('Faces rolled').fill('5 5');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => entry.innerText()).toMatch(/hit location/);
    await page.getByLabel('Faces rolled').fill('3 4');
    await page.getByRole('button', { name: 'Enter' }).click();
    const outcome = page.getByTestId('attack-outcome');
    await expect.poll(() => outcome.innerText()).toMatch(/Rolled 10: hit/);
    expect(await outcome.innerText()).toMatch(/5 damage → Atlas AS7-D CT: CT armour −5/);
    await h().screenshot('combat-calculator');
    expect(h().errors).toEqual([]);
  });

  it('the seed 003 kick: physical attack with the Solaris options, seeded dice', async () => {
    const { page } = h();
    await page.getByLabel('Attack type').selectOption('kick');
    await page.getByLabel('Range').fill('1');
    // Optional rules are ticked by name (never typed as ids); the preset's note names the options it switches on.
    const preset = page.getByLabel(/Solaris VII Stable Challenge .*\(preset\)/);
    expect(await preset.locator('xpath=..').getAttribute('title')).not.toMatch(/[a-z]+-[a-z]+-[a-z]+/);
    await preset.check();
    await page.getByRole('button', { name: 'Explain' }).click();
    const ruling = page.getByTestId('attack-ruling').locator('details.ruling').first();
    await expect.poll(() => ruling.locator('summary').innerText()).toMatch(/kick\s+2d6 ≥ 6/);
    expect(await ruling.locator('tbody').innerText()).toContain('medium weight class');
    await page.getByLabel('Dice').selectOption('seeded');
    await page.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => page.getByTestId('attack-outcome').innerText()).toMatch(/Rolled \d+: (hit|miss)/);
  });

  it('an aimed shot at the head of an immobile, hull-down target', async () => {
    const { page } = h();
    await page.getByLabel('Attack type').selectOption('weapon');
    await page.getByLabel(/Solaris VII Stable Challenge .*\(preset\)/).uncheck();
    await page.getByLabel('Range').fill('3');
    await page.getByLabel('Immobile').check();
    await page.getByLabel('Hull-down').check();
    await page.getByRole('combobox', { name: 'Partial cover' }).selectOption('horizontal');
    await page.getByLabel('Aimed shot at').selectOption('HD');
    await page.getByRole('button', { name: 'Explain' }).click();
    const ruling = page.getByTestId('attack-ruling').locator('details.ruling').first();
    await expect.poll(() => ruling.locator('tbody').innerText()).toMatch(/\+3\s+aimed shot at the head of an immobile target/);
    expect(await ruling.locator('tbody').innerText()).toMatch(/\+2\s+target hull-down with partial cover/);
    expect(h().errors).toEqual([]);
  });

  it('a battle armour leg attack and a platoon firing as one', async () => {
    const { page } = h();
    await page.getByLabel('Immobile').uncheck();
    await page.getByLabel('Hull-down').uncheck();
    await page.getByRole('combobox', { name: 'Partial cover' }).selectOption('');
    await page.getByLabel('Attacker unit').fill('Elemental Battle Armor [Laser]');
    await page.getByLabel('Attack type').selectOption('leg');
    await page.getByLabel('Range').fill('0');
    await page.getByRole('button', { name: 'Explain' }).click();
    const ruling = page.getByTestId('attack-ruling').locator('details.ruling').first();
    await expect.poll(() => ruling.locator('summary').innerText()).toMatch(/leg attack\s+2d6 ≥ \d+/);
    expect(await ruling.locator('tbody').innerText()).toMatch(/leg attack: 5 troopers standing/);
    await page.getByLabel('Attacker unit').fill('Foot Platoon (Rifle)');
    await page.getByLabel('Attack type').selectOption('weapon');
    await page.getByLabel('Weapon', { exact: true }).fill('platoon');
    await page.getByLabel('Aimed shot at').selectOption('');
    await page.getByLabel('Range').fill('1');
    await page.getByRole('button', { name: 'Explain' }).click();
    await expect.poll(() => page.getByTestId('attack-ruling').innerText()).toMatch(/28 troopers × 0\.52 per trooper = 15/);
    expect(h().errors).toEqual([]);
  });

  it('an Artemis IV launcher: +2 on the cluster roll with its source, +0 when enemy ECM is on the line of fire (ADR 0056)', async () => {
    const { page } = h();
    await page.getByLabel('Attacker unit').fill('Archer ARC-5CS');
    await page.getByLabel('Weapon', { exact: true }).fill('LRM 15');
    await page.getByLabel('Range').fill('7');
    await page.getByRole('button', { name: 'Explain' }).click();
    const line = page.getByTestId('attack-ruling').getByTestId('cluster-modifier');
    await expect.poll(() => line.innerText()).toMatch(/Cluster roll \+2: Artemis IV FCS \[Total Warfare.*Artemis IV/);
    await page.getByLabel('Rounds').selectOption('artemis-capable');
    await page.getByLabel('Enemy ECM on the line of fire').check();
    await page.getByLabel('Dice').selectOption('physical');
    await page.getByRole('button', { name: 'Roll' }).click();
    for (const faces of ['6 6', '3 4', '3 3', '3 3']) {
      await page.getByLabel('Faces rolled').fill(faces);
      await page.getByRole('button', { name: 'Enter' }).click();
    }
    const outcome = page.getByTestId('attack-outcome');
    await expect
      .poll(() => outcome.innerText())
      .toMatch(/Cluster roll 7 \+0 \(Artemis IV FCS: no bonus \(enemy ECM on the line of fire\)\): 9 hit \[Total Warfare/);
    expect(h().errors).toEqual([]);
  });
});
