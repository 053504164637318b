import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('a mission whose sides take it in turn to deploy, in Chromium', () => {
  const h = useBrowser();

  it('Open Engagement: the attacker places first by clicking its zone, a hex outside is refused with the rule, the bot places for the defender', async () => {
    const { page, url, server } = h();
    await page.goto(url('/missions'));
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('open-engagement');
    expect(await page.getByLabel(/Deploy in turns on the battle's board/).isChecked()).toBe(true);
    const fight = page.getByRole('button', { name: 'Fight it digitally' });
    // The units are read from the catalog first (slow on a loaded machine).
    await expect.poll(() => fight.isEnabled(), { timeout: 120_000 }).toBe(true);
    await fight.click();
    await expect.poll(() => page.url(), { timeout: 60_000 }).toMatch(/\/missions\/[\w-]+$/);
    const panel = page.getByRole('region', { name: 'Digital battle' });
    await expect.poll(() => panel.getByRole('status').innerText(), { timeout: 30_000 }).toMatch(/^Battle round 1, deployment phase/);
    const href = (await panel.getByRole('link', { name: 'open the battle' }).getAttribute('href'))!;
    const battleId = href.split('/').pop()!;
    await page.goto(url(href));
    const seats = page.getByRole('region', { name: 'Seats' });
    await seats.getByRole('button', { name: 'Take seat Attacker' }).click();
    await seats.getByRole('button', { name: 'Play Defender here too (hot seat)' }).click();
    const deploy = page.getByTestId('deploy-panel');
    await expect.poll(() => deploy.innerText(), { timeout: 30_000 }).toContain('Attacker deploys a unit');
    expect(await page.getByTestId('deploy-rule').innerText()).toMatch(/who starts is not said, so the attacker starts/);
    expect(await page.getByTestId('deploy-zone').innerText()).toContain("Zone: along the attacker's edge (an edge zone is 3 rows deep)");
    const board = page.locator('.battle-board');
    // Fold the terrain legend away so it does not cover the edge rows.
    await board.locator('details.board-legend > summary').click();
    await board.locator('[data-hex="0808"] polygon').click();
    await expect.poll(() => page.getByTestId('board-message').innerText()).toMatch(/0808 is outside Attacker's deployment zone/);
    await board.locator('[data-hex="0816"] polygon').click();
    await expect.poll(() => deploy.innerText(), { timeout: 30_000 }).toContain('Defender deploys a unit');
    await h().screenshot('mission-deploy-defender-turn');
    await deploy.getByRole('button', { name: 'Let the bot place it' }).click();
    await expect.poll(() => deploy.innerText(), { timeout: 30_000 }).toContain('Attacker deploys a unit');
    await deploy.getByLabel('Facing').selectOption('1');
    await deploy.getByLabel('Hex').fill('0416');
    await deploy.getByRole('button', { name: 'Place', exact: true }).click();
    await expect.poll(() => deploy.innerText(), { timeout: 30_000 }).toContain('Defender deploys a unit');
    await deploy.getByRole('button', { name: 'Let the bot place it' }).click();
    await expect.poll(() => page.locator('.phase-banner').getAttribute('data-phase'), { timeout: 30_000 }).toBe('initiative');
    const battle = (await server.app.inject({ method: 'GET', url: `/api/games/${battleId}` })).json() as {
      state: { positions: Record<string, { hex: string; facing: number }>; sideOf: Record<string, string> };
    };
    const attackers = Object.entries(battle.state.positions).filter(([id]) => battle.state.sideOf[id] === 'attacker');
    expect(attackers.map(([, p]) => [p.hex, p.facing]).sort()).toEqual([
      ['0416', 1],
      ['0816', 0],
    ]);
    await page.setViewportSize({ width: 390, height: 900 });
    await h().screenshot('mission-deploy-done-390');
    expect(h().errors).toEqual([]);
  }, 180_000);
});
