// `npm run bench:api`: the API under load on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// `test` database), each figure beside a bare Fastify hello-world measured in the same run (issue 23).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildSampleRoster, sampleCatalog, sampleResult } from '@marshal/tournament';
import { createServer, type MarshalServer } from '../apps/server/src/app';
import { dropSchema } from '../apps/server/src/testing';

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Result = autocannon.Result;

async function load(url: string, options: Partial<autocannon.Options>): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options } as autocannon.Options);
}

async function helloWorld(): Promise<Result> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(address, {});
  } finally {
    await app.close();
  }
}

async function marshal(schema: string): Promise<{ server: MarshalServer; base: string }> {
  const server = await createServer({ database: { url: URL_, schema }, mode: 'local' });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, base: address };
}

/**
 * 64 connections playing dice commands on roll-log games, each command at its game's current version. autocannon
 * starts each request's context afresh, so the games wait in a queue: a request takes one, its answer puts it back
 * with the version it now has (twice as many games as connections, so one is always free).
 */
async function commands(base: string): Promise<{ result: Result; refused: number }> {
  const free: { id: string; version: number }[] = [];
  for (let i = 0; i < 2 * CONNECTIONS; i++) {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ module: 'roll-log', setup: { title: `Load ${i}` }, dice: 'seeded' }),
    });
    free.push({ id: ((await res.json()) as { game: { id: string } }).game.id, version: 0 });
  }
  let refused = 0;
  type Ctx = { game?: { id: string; version: number } };
  const result = await load(base, {
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: autocannon.Request, context: Ctx) => {
          const game = free.shift() ?? { id: 'none-free', version: 0 };
          context.game = game;
          const body = { expectedVersion: game.version, command: { type: 'rollDice', notation: '2d6', purpose: 'load' } };
          return { ...req, path: `/api/games/${game.id}/commands`, body: JSON.stringify(body) };
        },
        onResponse: (status: number, body: string, context: Ctx) => {
          const game = context.game;
          if (status !== 201) refused++;
          if (!game || game.id === 'none-free') return;
          const answer = JSON.parse(body) as { version?: number; currentVersion?: number };
          free.push({ id: game.id, version: answer.version ?? answer.currentVersion ?? game.version });
        },
      },
    ] as autocannon.Request[],
  } as Partial<autocannon.Options>);
  return { result, refused };
}

/**
 * 64 players, each signed in to their own account on a shared-mode server, report their 32 duels at once (the
 * first-listed player of each), then the opponents confirm at once: how long until every duel is final, and how many 409s.
 */
async function reports(schema: string): Promise<{ ms: number; stale: number }> {
  const server = await createServer({ database: { url: URL_, schema }, mode: 'shared', passwordCost: { N: 2 ** 14, r: 8, p: 1 } });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await reportsOn(base);
  } finally {
    await server.close();
  }
}

type Answer = { status: number; json: { version: number; token: string; view: { state: { rounds: { duels: Duel[] }[] } } } };
type Duel = { id: string; a: { player: string }; b: { player: string } };

async function reportsOn(base: string): Promise<{ ms: number; stale: number }> {
  const post = async (path: string, body: object, token?: string): Promise<Answer> => {
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status >= 300 && res.status !== 409) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return { status: res.status, json: (await res.json()) as Answer['json'] };
  };
  const org = (await post('/auth/register', { username: 'organiser', password: 'organiser-password' })).json.token;
  const players = Array.from({ length: 64 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
  const tokens: Record<string, string> = {};
  for (const p of players) {
    await post('/auth/register', { username: p, password: `${p}-password`, role: 'player' }, org);
    tokens[p] = (await post('/auth/login', { username: p, password: `${p}-password` })).json.token;
  }
  const id = ((await post('/tournaments', { setup: { title: 'Busy night' } }, org)).json as unknown as { tournament: { id: string } }).tournament.id;
  const factions = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League'];
  const csv = ['id,name,faction', ...players.map((p, i) => `${p},Pilot ${i + 1},${factions[i % 4]}`)].join('\n');
  let answer = await post(`/tournaments/${id}/players.csv`, { expectedVersion: 0, csv }, org);
  const cat = sampleCatalog();
  for (const [i, p] of players.entries()) {
    const mechs = buildSampleRoster(cat, i % 4, factions[i % 4]!).mechs.map((m) => ({ ...m, unit: m.unit.name }));
    answer = await post(`/tournaments/${id}/rosters`, { expectedVersion: answer.json.version, player: p, units: 'sample', roster: { mechs } }, org);
  }
  for (const type of ['startEvent', 'pairRound'])
    answer = await post(`/tournaments/${id}/commands`, { expectedVersion: answer.json.version, command: { type } }, org);
  const duels = answer.json.view.state.rounds[0]!.duels;
  let version = answer.json.version;
  let stale = 0;
  const started = performance.now();
  const rounds: [(d: Duel) => object, (d: Duel) => string][] = [
    [(d) => ({ type: 'reportResult', duel: d.id, result: sampleResult(d.id) }), (d) => d.a.player],
    [(d) => ({ type: 'confirmResult', duel: d.id }), (d) => d.b.player],
  ];
  for (const [command, who] of rounds) {
    const answers = await Promise.all(duels.map((d) => post(`/tournaments/${id}/commands`, { expectedVersion: version, command: command(d) }, tokens[who(d)])));
    stale += answers.filter((a) => a.status === 409).length;
    version = Math.max(...answers.map((a) => a.json.version ?? 0));
  }
  return { ms: performance.now() - started, stale };
}

/** A wait on one server woken by an append on another (same database): median and worst of 20. */
async function crossServerWake(a: string, b: string): Promise<{ median: number; worst: number }> {
  const created = await fetch(`${a}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ module: 'roll-log', setup: { title: 'Wake' } }),
  });
  const id = ((await created.json()) as { game: { id: string } }).game.id;
  const times: number[] = [];
  for (let v = 0; v < 20; v++) {
    const waiting = fetch(`${b}/api/streams/${id}/wait?version=${v}&timeoutMs=10000`).then(() => performance.now());
    await new Promise((r) => setTimeout(r, 50));
    const sent = performance.now();
    await fetch(`${a}/api/games/${id}/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expectedVersion: v, command: { type: 'rollDice', notation: '1d6', purpose: 'wake' } }),
    });
    times.push((await waiting) - sent);
  }
  times.sort((x, y) => x - y);
  return { median: times[10]!, worst: times[19]! };
}

async function main(): Promise<void> {
  const schema = `marshal_bench_${randomBytes(5).toString('hex')}`;
  console.log(`API load on PostgreSQL (${URL_.replace(/:[^:@/]+@/, ':***@')}), ${CONNECTIONS} connections, ${SECONDS} s each.\n`);
  const hello = await helloWorld();
  console.log(`bare Fastify hello-world: ${hello.requests.average.toFixed(0)} requests/s (the baseline)`);
  const one = await marshal(schema);
  const two = await marshal(schema);
  try {
    const { result, refused } = await commands(one.base);
    const ratio = (100 * result.requests.average) / hello.requests.average;
    console.log(
      `commands (64 writers):     ${result.requests.average.toFixed(0)} requests/s = ${ratio.toFixed(1)}% of the baseline (goal ≥ 10%); ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (goal ≤ 50 ms); ${refused} not 201`,
    );
    const busy = await reports(`${schema}_t`);
    console.log(`64 players, 32 duels:      reported and confirmed in ${busy.ms.toFixed(0)} ms (goal ≤ 10,000 ms), ${busy.stale} answered 409`);
    const wake = await crossServerWake(one.base, two.base);
    console.log(`cross-server wake:         median ${wake.median.toFixed(0)} ms, worst of 20 ${wake.worst.toFixed(0)} ms (goal ≤ 500 ms)`);
  } finally {
    await one.server.close();
    await two.server.close();
    await dropSchema(URL_, schema);
    await dropSchema(URL_, `${schema}_t`);
  }
}

await main();
