import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, parseWith } from '@marshal/core';
import {
  BOT_SEARCHES,
  type BattleSetup,
  type BotSearch,
  type CombatRules,
  type SimulationCounts,
  botPolicy,
  combatRuleset,
  emptyCounts,
  mergeCounts,
  simulateRange,
  simulationReport,
} from '@marshal/battletech';
import { type DuelChoice, duelSimulationSetup } from '@marshal/loaders';
import { type DuelTask, DuelPool } from '@marshal/loaders/pool';
import { errorBody, jsonSchema } from '../http/schemas';
import { SimulationQueue } from '../simulate/queue';
import { admitSimulation } from '../simulate/admit';
import { matrixRoute } from './simulate-matrix';
import type { RouteModule } from './index';

/** Simulations: bot-versus-bot duels of two catalog 'Mechs, the same numbers as `marshal simulate duel` for the same seed. */

const tags = ['simulate'];
/** Most runs one request may ask for; a page wanting more sends several ranges and adds the counts. */
export const MAX_RUNS = 5000;

const skills = z.object({ gunnery: z.number().int().min(0).max(8).default(4), piloting: z.number().int().min(0).max(8).default(5) });
const unitName = z.string().trim().min(1).max(200);
const duelBody = z.object({
  a: unitName,
  aSkills: skills.default({ gunnery: 4, piloting: 5 }),
  b: unitName,
  bSkills: skills.default({ gunnery: 4, piloting: 5 }),
  map: z.string().trim().min(1).max(2000).default('Beginner Box/16x17 Grassland 1'),
  layout: z
    .string()
    .regex(/^\d+x\d+$/u, 'ROWSxCOLS such as 1x2')
    .optional(),
  rounds: z.number().int().min(1).max(1000).default(20),
  movement: z.enum(['alternating', 'simultaneous']).default('simultaneous'),
  options: z.array(z.string().min(1).max(100)).max(50).default(['solaris-vii']),
  runs: z.number().int().min(1).max(MAX_RUNS),
  seed: z.string().min(1).max(200).default('marshal'),
  /** Which bot plays both sides: the full bot (default) or the quick simulation bot (ADR 0045, docs/battle.md). */
  bot: z.enum(BOT_SEARCHES).default('full'),
  /** Play only runs [from, to) of the `runs` (for progress: send several ranges and merge the counts). */
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(1).optional(),
});
type DuelBody = z.infer<typeof duelBody>;
/** What a duel is of, without the runs: the setup a browser fetches to play the runs itself on Web Workers. */
const setupBody = duelBody.omit({ runs: true, seed: true, from: true, to: true });
type SetupBody = z.infer<typeof setupBody>;

/** Setups built recently, so a page sending many small ranges of one simulation keeps its line-of-sight cache warm. */
const recent = new Map<string, { setup: BattleSetup; rules: CombatRules }>();

const choiceOf = (b: SetupBody): DuelChoice => ({
  a: b.a,
  aSkills: b.aSkills,
  b: b.b,
  bSkills: b.bSkills,
  map: b.map,
  ...(b.layout ? { layout: b.layout } : {}),
  rounds: b.rounds,
  movement: b.movement,
});

function prepared(b: SetupBody): { setup: BattleSetup; rules: CombatRules } {
  const choice = choiceOf(b);
  const key = JSON.stringify([choice, b.options]);
  let hit = recent.get(key);
  if (!hit) {
    hit = { setup: duelSimulationSetup(choice), rules: combatRuleset(b.options).rules };
    if (recent.size >= 8) recent.delete(recent.keys().next().value!);
    recent.set(key, hit);
  }
  return hit;
}

/** Runs one at a time, yielding to the event loop between them so other requests are served meanwhile. */
async function playRuns(setup: BattleSetup, rules: CombatRules, seed: string, from: number, to: number, bot: BotSearch): Promise<SimulationCounts> {
  let counts = emptyCounts();
  for (let i = from; i < to; i++) {
    counts = mergeCounts(counts, simulateRange(setup, rules, seed, i, i + 1, botPolicy(bot)));
    await new Promise<void>((done) => setImmediate(done));
  }
  return counts;
}

interface DuelJob {
  readonly b: DuelBody;
  readonly from: number;
  readonly to: number;
  readonly setup: BattleSetup;
  readonly rules: CombatRules;
}

function duelJob(input: unknown): DuelJob {
  const b = parseWith(duelBody, input, 'simulation request');
  const from = b.from ?? 0;
  const to = b.to ?? b.runs;
  if (from >= to || to > b.runs)
    throw new MarshalError('invalid-input', `the range [${from}, ${to}) must be a non-empty part of the ${b.runs} runs`, {
      field: b.to !== undefined ? 'to' : 'from',
    });
  return { b, from, to, ...prepared(b) };
}

function duelReport({ b, from, to, setup }: DuelJob, counts: SimulationCounts): Record<string, unknown> {
  return {
    a: { unit: b.a, skills: b.aSkills },
    b: { unit: b.b, skills: b.bSkills },
    map: b.map,
    roundLimit: setup.roundLimit,
    movement: setup.movement,
    ruleset: b.options,
    bot: b.bot,
    range: { from, to },
    counts,
    ...simulationReport(counts, b.seed),
  };
}

/** Play a duel simulation directly (the CLI and tests); the route goes through the server's queue and budgets instead. */
export async function simulateDuel(input: unknown): Promise<Record<string, unknown>> {
  const job = duelJob(input);
  return duelReport(job, await playRuns(job.setup, job.rules, job.b.seed, job.from, job.to, job.b.bot));
}

/** Runs a chunk of a queued request holds: a worker plays it in a few tens of milliseconds, so callers take turns often. */
export const SERVER_CHUNK = 25;

/** A duel task's runs [from, to) played on the pool, added to `counts` when they come back. */
const onPool =
  (pool: DuelPool, task: Omit<DuelTask, 'from' | 'to'>, add: (c: SimulationCounts) => void) =>
  async (from: number, to: number): Promise<void> =>
    add(await pool.run({ ...task, from, to }));

export const simulateRoutes: RouteModule = async (app: FastifyInstance, ctx) => {
  const pool = new DuelPool({ size: availableParallelism() });
  app.addHook('onClose', () => pool.close());
  const queue = new SimulationQueue(undefined, { lanes: pool.size, chunk: SERVER_CHUNK });
  const budget = app.marshalLimits.simulation;
  app.post(
    '/simulate/duel',
    {
      preHandler: ctx.requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags,
        summary:
          `Bot-versus-bot duels (at most ${MAX_RUNS} runs a request, and runs × round limit within the caller's budget: ` +
          `${budget.perRequest.organiser.toLocaleString('en')} for an organiser, ${budget.perRequest.player.toLocaleString('en')} for a player, ` +
          `${budget.perRequest.spectator.toLocaleString('en')} for a spectator): win, draw, mutual-destruction and crippled odds with 95% Wilson ` +
          'intervals, reproducible from the seed (run i uses dice stream "duel-i", as the CLI). Played on worker threads, never on the event loop; ' +
          'requests wait their turn in one queue, callers taking turns chunk by chunk.',
        body: jsonSchema(duelBody),
        response: { 200: { type: 'object', additionalProperties: true }, 400: errorBody, 413: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const job = duelJob(request.body);
      let counts = emptyCounts();
      const task = { choice: choiceOf(job.b), options: job.b.options, seed: job.b.seed, bot: job.b.bot };
      const played = await admitSimulation(request, reply, queue, budget, {
        runs: job.to - job.from,
        rounds: job.b.rounds,
        from: job.from,
        to: job.to,
        play: onPool(pool, task, (c) => (counts = mergeCounts(counts, c))),
        field: 'runs',
        smaller: 'send smaller ranges with from/to and add the counts',
      });
      return played ? duelReport(job, counts) : reply;
    },
  );
  app.post(
    '/simulate/duel/setup',
    {
      preHandler: ctx.requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags,
        summary:
          'The battle setup of a duel simulation (any role, a spectator too), exactly the one POST /simulate/duel plays, so a browser can ' +
          'play the runs itself on Web Workers: run i with dice stream "duel-i" of the seed gives the same numbers as the API and the CLI.',
        body: jsonSchema(setupBody),
        response: { 200: { type: 'object', additionalProperties: true }, 400: errorBody },
      },
    },
    async (request) => {
      const b = parseWith(setupBody, request.body, 'simulation setup request');
      return { setup: prepared(b).setup, options: b.options, bot: b.bot };
    },
  );
  matrixRoute(app, ctx, { pool, queue, budget });
};
