import { describe, expect, it } from 'vitest';
import { type BattleCommand, type BattleState, battleModule, botCommand, combatRuleset } from '@marshal/battletech';
import { parseRecord, verifyRecord } from '@marshal/core';
import { buildSampleRoster, mechStateOf, sampleCatalog, standings, tournamentModule, type TournamentState } from '@marshal/tournament';
import { useBrowser } from './harness';

type Duel = {
  id: string;
  a: { player: string; bv: number };
  b: { player: string; bv: number } | null;
  status: string;
  battle?: { game: string };
  final: {
    result: { a: string; b: string; via: { kind: string; record?: string } } | null;
    score: { a: { total: number }; b: { total: number } | null };
  } | null;
};
type View = { tournament: { version: number }; state: { rounds: { duels: Duel[] }[] }; standings: { id: string; name: string; points: number }[] };

const PLAYERS = ['p01', 'p02', 'p03', 'p04'];
const FACTIONS = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League'];
const MAPS = ['Beginner Box/16x17 Grassland 1', 'Beginner Box/16x17 Desert 1', 'MapSet7/16x17 Coast 1'];
const RULES = combatRuleset(['solaris-vii']).rules;

/** A player's account from a script: bearer token, as a bot at a table would hold it. */
function client(base: string, token: string) {
  const headers = (seat?: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(seat ? { 'x-marshal-seat': seat } : {}) });
  return {
    get: async <T>(path: string, seat?: string) => (await (await fetch(`${base}/api${path}`, { headers: headers(seat) })).json()) as T,
    post: async (path: string, body: object, seat?: string) => {
      const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: headers(seat), body: JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    },
  };
}
type Client = ReturnType<typeof client>;

/** Bots sit in both players' seats (through the players' own accounts) and fight the battle to its end. */
async function botsPlay(game: string, players: Record<'a' | 'b', Client>): Promise<void> {
  const tokens = { a: '', b: '' };
  for (const side of ['a', 'b'] as const) tokens[side] = (await players[side].post(`/games/${game}/seats/${side}`, {})).token as string;
  for (let i = 0; i < 300; i++) {
    let moved = false;
    for (const side of ['a', 'b'] as const) {
      const seen = await players[side].get<{ game: { version: number }; state: BattleState }>(`/games/${game}`, tokens[side]);
      const next = seen.state.outcome ? null : botCommand(seen.state, RULES);
      if (!next) continue;
      const owner = battleModule.seats!.seatOf(seen.state, next as BattleCommand);
      if (owner !== null && owner !== side) continue;
      await players[side].post(`/games/${game}/commands`, { expectedVersion: seen.game.version, command: next }, tokens[side]);
      moved = true;
    }
    if (!moved) return;
  }
}

/** An account's bearer token: the organiser registers first; players are registered by the organiser, then sign in. */
async function account(base: string, username: string, organiser?: string): Promise<string> {
  const post = (path: string, data: object, token?: string) =>
    fetch(`${base}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(data),
    });
  const password = `${username}-password`;
  if (!organiser) return ((await (await post('register', { username, password })).json()) as { token: string }).token;
  await post('register', { username, password, role: 'player' }, organiser);
  return ((await (await post('login', { username, password })).json()) as { token: string }).token;
}

describe('a four-player Solaris VII event played digitally, pairing to prize draw', () => {
  const h = useBrowser({ mode: 'shared' });

  it('plays every duel as a battle, the results reach the standings, prizes are drawn', async () => {
    const { page, url, baseUrl, errors } = h();
    const org = await account(baseUrl, 'organiser');
    const accounts: Record<string, Client> = {};
    for (const p of PLAYERS) accounts[p] = client(baseUrl, await account(baseUrl, p, org));
    const organiser = client(baseUrl, org);
    const created = await organiser.post('/tournaments', { setup: { title: 'Digital Cup' } });
    const id = (created.tournament as { id: string }).id;
    const view = () => organiser.get<View>(`/tournaments/${id}`);
    const csv = ['id,name,faction', ...PLAYERS.map((p, k) => `${p},Pilot ${k + 1},${FACTIONS[k]}`)].join('\n');
    await organiser.post(`/tournaments/${id}/players.csv`, { expectedVersion: 0, csv });
    for (const [k, p] of PLAYERS.entries()) {
      const roster = { mechs: buildSampleRoster(sampleCatalog(), k, FACTIONS[k]!).mechs.map((m) => ({ ...m, unit: m.unit.name })) };
      await accounts[p]!.post(`/tournaments/${id}/rosters`, { expectedVersion: (await view()).tournament.version, player: p, units: 'sample', roster });
    }
    await organiser.post(`/tournaments/${id}/commands`, { expectedVersion: (await view()).tournament.version, command: { type: 'startEvent' } });

    const signIn = async (username: string) => {
      const res = await page.request.post(`${baseUrl}/api/auth/login`, {
        data: { username, password: `${username}-password` },
        headers: { 'x-marshal-csrf': '1' },
      });
      expect(res.ok()).toBe(true);
      await page.goto(url(`/tournaments/${id}`));
    };
    await signIn('organiser');
    const NAME = (p: string) => `Pilot ${PLAYERS.indexOf(p) + 1}`;
    for (let r = 1; r <= 6; r++) {
      await page.getByRole('button', { name: `Pair duel ${r}` }).click();
      await page.locator(`[data-duel="R${r}-T1"]`).waitFor();
      const duels = (await view()).state.rounds[r - 1]!.duels.filter((d) => d.b);
      for (const d of duels) {
        const card = page.locator(`section[data-duel="${d.id}"]`);
        const map = card.getByRole('form', { name: `Map choice ${d.id}` });
        for (const [i, m] of MAPS.entries()) await map.getByLabel(`Map ${i + 1}`).fill(m);
        await map.getByLabel('Removed (lower BV)').selectOption(MAPS[r % 3]!);
        await map.getByLabel('Picked').selectOption(MAPS[(r + 1) % 3]!);
        await map.getByLabel('Entry edge').selectOption(r % 2 ? 'south' : 'west');
        await map.getByRole('button', { name: 'Record map' }).click();
        await expect.poll(() => card.locator('[data-map]').count()).toBe(1);
        expect(await card.locator('[data-map]').innerText()).toMatch(
          /Pilot \d removed .+; Pilot \d picked .+; Pilot \d enters from the (south|west), Pilot \d from the (north|east)/,
        );
        const play = card.getByRole('form', { name: `Play ${d.id} digitally` });
        await play.getByLabel('Game rounds at most').fill('1');
        await play.getByRole('button', { name: 'Play this duel digitally' }).click();
        await expect.poll(() => card.getByRole('link', { name: 'Watch the battle' }).count()).toBe(1);
      }
      await expect.poll(() => page.getByRole('list', { name: 'Live tables' }).locator('li').count()).toBe(duels.length);
      const started = (await view()).state.rounds[r - 1]!.duels.filter((d) => d.b);
      const first = started[0]!;
      if (r === 1) {
        // The organiser watches a live table; the player takes their own seat from their own account.
        await page.getByRole('list', { name: 'Live tables' }).getByRole('link', { name: 'Watch' }).first().click();
        await expect.poll(() => page.getByText(/You are watching/).count()).toBe(1);
        await signIn(first.a.player);
        await page.getByRole('link', { name: `Take your seat (${NAME(first.a.player)})` }).click();
        await expect.poll(() => page.getByText(`You play ${NAME(first.a.player)}.`).count()).toBe(1);
        expect(await page.getByRole('region', { name: 'Seats' }).innerText()).toContain(`kept for ${NAME(first.b!.player)}, duel ${first.id}`);
        await page.goto(url(`/tournaments/${id}`));
      }
      for (const d of started) await botsPlay(d.battle!.game, { a: accounts[d.a.player]!, b: accounts[d.b!.player]! });
      for (const d of started) await expect.poll(() => page.locator(`section[data-duel="${d.id}"] [data-report]`).count(), { timeout: 20_000 }).toBe(1);
      if (r === 1) {
        const card = page.locator(`section[data-duel="${first.id}"]`);
        expect(await card.locator('[data-report]').innerText()).toMatch(/^From the battle record: /);
        await card.getByRole('button', { name: 'Confirm result' }).click();
        await expect.poll(() => card.getByText(`Confirmed by ${NAME(first.a.player)}; both players confirm.`).count()).toBe(1);
        await signIn('organiser');
      }
      for (const d of (await view()).state.rounds[r - 1]!.duels.filter((x) => x.b))
        for (const p of [d.a.player, d.b!.player].filter((x) => !(d as { confirmedBy?: string[] }).confirmedBy?.includes(x)))
          await accounts[p]!.post(`/tournaments/${id}/commands`, {
            expectedVersion: (await view()).tournament.version,
            command: { type: 'confirmResult', duel: d.id },
          });
      // Each final result is the battle's own: every 'Mech's state read from the revealed record.
      for (const d of (await view()).state.rounds[r - 1]!.duels.filter((x) => x.b)) {
        expect(d.status).toBe('confirmed');
        const battle = await organiser.get<{ closed: boolean; state: BattleState }>(`/games/${d.battle!.game}`);
        expect(battle.closed).toBe(true);
        expect(d.final!.result).toMatchObject({
          a: mechStateOf(battle.state.units.a1!),
          b: mechStateOf(battle.state.units.b1!),
          via: { record: d.battle!.game },
        });
      }
      await page.reload();
      const standings = (await view()).standings;
      const table = page.getByRole('table', { name: 'Standings' });
      for (const row of standings) expect(await table.locator('tr', { hasText: row.name }).innerText()).toContain(String(row.points));
      const scored = (await view()).state.rounds
        .flatMap((x) => x.duels)
        .reduce((s, d) => s + (d.final?.score.a.total ?? 0) + (d.final?.score.b?.total ?? 0), 0);
      expect(standings.reduce((s, x) => s + x.points, 0)).toBe(scored);
    }
    const tie = page.getByRole('button', { name: 'Toss coins for ties' });
    if (await tie.count()) await tie.click();
    await expect.poll(() => page.getByText('No ties are left to break by a coin toss.').count()).toBe(1);
    await page.getByRole('button', { name: 'Draw prizes' }).click();
    await page.getByRole('form', { name: 'Draw the prizes now?' }).getByRole('button', { name: 'Confirm' }).click();
    const prizes = page.getByRole('region', { name: 'Prize draw' });
    await expect.poll(() => prizes.getByRole('list', { name: 'Draws' }).locator('li').count()).toBeGreaterThan(0);
    expect(errors.filter((e) => !/422|409/.test(e))).toEqual([]);
    const record = parseRecord(await (await page.request.get(`${baseUrl}/api/games/${id}/record`)).text());
    const replay = verifyRecord(tournamentModule, record);
    expect(replay.ok).toBe(true);
    expect(standings(replay.state as TournamentState)).toEqual((await view()).standings);
  }, 900_000);
});
