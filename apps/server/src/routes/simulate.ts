import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, parseWith } from '@marshal/core';
import {
  type BattleSetup,
  type CombatRules,
  type SimulationCounts,
  combatRuleset,
  emptyCounts,
  mergeCounts,
  simulateRange,
  simulationReport,
} from '@marshal/battletech';
import { type DuelChoice, duelSimulationSetup } from '@marshal/loaders';
import { errorBody, jsonSchema } from '../http/schemas';
import { accountOf, addressKey, tooMany } from '../http/limits';
import { SimulationQueue } from '../simulate/queue';
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
  /** Play only runs [from, to) of the `runs` (for progress: send several ranges and merge the counts). */
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(1).optional(),
});
type DuelBody = z.infer<typeof duelBody>;

/** Setups built recently, so a page sending many small ranges of one simulation keeps its line-of-sight cache warm. */
const recent = new Map<string, { setup: BattleSetup; rules: CombatRules }>();

function prepared(b: DuelBody): { setup: BattleSetup; rules: CombatRules } {
  const choice: DuelChoice = {
    a: b.a,
    aSkills: b.aSkills,
    b: b.b,
    bSkills: b.bSkills,
    map: b.map,
    ...(b.layout ? { layout: b.layout } : {}),
    rounds: b.rounds,
    movement: b.movement,
  };
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
async function playRuns(setup: BattleSetup, rules: CombatRules, seed: string, from: number, to: number): Promise<SimulationCounts> {
  let counts = emptyCounts();
  for (let i = from; i < to; i++) {
    counts = mergeCounts(counts, simulateRange(setup, rules, seed, i, i + 1));
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
    range: { from, to },
    counts,
    ...simulationReport(counts, b.seed),
  };
}

/** Play a duel simulation directly (the CLI and tests); the route goes through the server's queue and budgets instead. */
export async function simulateDuel(input: unknown): Promise<Record<string, unknown>> {
  const job = duelJob(input);
  return duelReport(job, await playRuns(job.setup, job.rules, job.b.seed, job.from, job.to));
}

/** The work a request asks for: runs played × the round limit (a run that ends early costs less, but may not). */
export const simulationWork = (runs: number, rounds: number): number => runs * rounds;

export const simulateRoutes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  const queue = new SimulationQueue();
  const budget = app.marshalLimits.simulation;
  app.post(
    '/simulate/duel',
    {
      preHandler: requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags,
        summary: `Bot-versus-bot duels (at most ${MAX_RUNS} runs a request, and runs × round limit within the caller's budget: ${budget.perRequest.organiser.toLocaleString('en')} for an organiser, ${budget.perRequest.player.toLocaleString('en')} for a player, ${budget.perRequest.spectator.toLocaleString('en')} for a spectator): win, draw, mutual-destruction and crippled odds with 95% Wilson intervals, reproducible from the seed (run i uses dice stream "duel-i", as the CLI). Requests wait their turn in one queue; callers take turns run by run.`,
        body: jsonSchema(duelBody),
        response: { 200: { type: 'object', additionalProperties: true }, 400: errorBody, 413: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const job = duelJob(request.body);
      const role = request.user!.role;
      const runs = job.to - job.from;
      const work = simulationWork(runs, job.b.rounds);
      const allowed = budget.perRequest[role];
      if (work > allowed)
        return reply.code(413).send({
          error: 'simulation-too-large',
          message: `this request asks for ${runs} runs × ${job.b.rounds} rounds = ${work.toLocaleString('en')}; a ${role} may ask for at most ${allowed.toLocaleString('en')} runs × rounds a request (send smaller ranges with from/to and add the counts)`,
          location: { field: 'runs' },
          details: { work, limit: allowed, role },
        });
      const account = accountOf(request);
      const caller = account ? `account ${account}` : `address ${addressKey(request.ip)}`;
      const perCaller = budget.concurrentPerCaller[role];
      let counts = emptyCounts();
      const submitted = queue.submit(
        caller,
        job.from,
        job.to,
        (i) => (counts = mergeCounts(counts, simulateRange(job.setup, job.rules, job.b.seed, i, i + 1))),
        { perCaller, queueLength: budget.queueLength },
      );
      if ('refused' in submitted) {
        if (submitted.refused === 'caller-busy')
          return tooMany(
            reply,
            1,
            'simulation-busy',
            `you already have ${submitted.holding} simulation request(s) queued or running, the most a ${role} may have at once (${perCaller}); wait for one to finish`,
            { limit: perCaller, role },
          );
        return tooMany(reply, 5, 'simulation-queue-full', `the simulation queue is full (${submitted.waiting} requests waiting, the most it holds)`, {
          limit: budget.queueLength,
        });
      }
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) submitted.cancel();
      });
      await submitted.done;
      return duelReport(job, counts);
    },
  );
};
