import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, parseWith } from '@marshal/core';
import { BOT_SEARCHES, type SimulationCounts, emptyCounts, mergeCounts } from '@marshal/battletech';
import type { DuelPool } from '@marshal/loaders/pool';
import { baseRules } from '@marshal/tournament';
import { errorBody, jsonSchema } from '../http/schemas';
import type { SimulationBudget } from '../http/limits';
import { admitSimulation } from '../simulate/admit';
import { type MatrixJob, matrixJob, matrixReport } from '../simulate/matrix';
import type { SimulationQueue } from '../simulate/queue';
import type { ServerContext } from './index';

/** The roster matchup matrix over HTTP: the same numbers as `marshal simulate matrix` for the same seed, cell by cell. */

/** Most units a side may have over HTTP (a Solaris roster has six). */
export const MAX_MATRIX_SIDE_HTTP = 8;
/** Most duels a cell may ask for. */
export const MAX_MATRIX_RUNS = 1000;

const unitList = z
  .array(z.object({ name: z.string().trim().min(1).max(200), label: z.string().trim().min(1).max(40).optional() }))
  .min(1)
  .max(MAX_MATRIX_SIDE_HTTP);
const start = baseRules.startingSkills;
const matrixBody = z.object({
  a: unitList,
  b: unitList,
  skills: z
    .object({ gunnery: z.number().int().min(0).max(8), piloting: z.number().int().min(0).max(8) })
    .default({ gunnery: start.gunnery, piloting: start.piloting }),
  balance: z.boolean().default(true),
  runs: z.number().int().min(1).max(MAX_MATRIX_RUNS),
  seed: z.string().min(1).max(200).default('marshal'),
  map: z.string().trim().min(1).max(2000).default('Beginner Box/16x17 Grassland 1'),
  layout: z
    .string()
    .regex(/^\d+x\d+$/u, 'ROWSxCOLS such as 1x2')
    .optional(),
  rounds: z.number().int().min(1).max(1000).default(20),
  movement: z.enum(['alternating', 'simultaneous']).default('simultaneous'),
  options: z.array(z.string().min(1).max(100)).max(50).default(['solaris-vii']),
  /** Which bot plays every duel: the full bot (default) or the quick simulation bot (ADR 0045). */
  bot: z.enum(BOT_SEARCHES).default('full'),
  /** Play only these cells, as [row, column] (a page sends a few at a time so each request fits the budget). */
  cells: z
    .array(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .min(1)
    .max(MAX_MATRIX_SIDE_HTTP ** 2)
    .optional(),
});

function chosenCells(job: MatrixJob, cells: readonly (readonly [number, number])[] | undefined): number[] {
  if (!cells) return job.cells.map((_, i) => i);
  const seen = new Set<number>();
  return cells.map(([row, col], k) => {
    if (row >= job.a.length || col >= job.b.length)
      throw new MarshalError('invalid-input', `cell [${row}, ${col}] is outside the ${job.a.length} × ${job.b.length} matrix`, { field: `cells.${k}` });
    const i = row * job.b.length + col;
    if (seen.has(i)) throw new MarshalError('invalid-input', `cell [${row}, ${col}] is asked for twice`, { field: `cells.${k}` });
    seen.add(i);
    return i;
  });
}

/** The chosen cells' runs laid end to end ([0, cells × runs)), so the queue can cut them into chunks like one duel's runs. */
function playCells(pool: DuelPool, job: MatrixJob, chosen: readonly number[], totals: SimulationCounts[]) {
  const runs = job.input.runs;
  return async (from: number, to: number): Promise<void> => {
    const pieces: Promise<void>[] = [];
    for (let k = from; k < to; k = (Math.floor(k / runs) + 1) * runs) {
      const at = Math.floor(k / runs);
      const task = job.tasks[chosen[at]!]!;
      const piece = { ...task, from: k % runs, to: Math.min(to - at * runs, runs) };
      pieces.push(pool.run(piece).then((c) => void (totals[at] = mergeCounts(totals[at]!, c))));
    }
    await Promise.all(pieces);
  };
}

export function matrixRoute(
  app: FastifyInstance,
  { requireRole }: ServerContext,
  { pool, queue, budget }: { pool: DuelPool; queue: SimulationQueue; budget: SimulationBudget },
): void {
  app.post(
    '/simulate/matrix',
    {
      preHandler: requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags: ['simulate'],
        summary:
          `Roster matchup matrix: every unit of side A against every unit of side B (at most ${MAX_MATRIX_SIDE_HTTP} a side, ` +
          `${MAX_MATRIX_RUNS} duels a cell), skills balanced by BV as in a Solaris VII Stable Challenge duel, with win odds and 95% Wilson ` +
          "intervals. Cells × runs × round limit must fit the caller's simulation budget: send a few cells at a time. Cell (i, j) uses seed " +
          '"SEED/matrix-i-j", as the CLI. Played on worker threads, never on the event loop.',
        body: jsonSchema(matrixBody),
        response: { 200: { type: 'object', additionalProperties: true }, 400: errorBody, 413: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const b = parseWith(matrixBody, request.body, 'matrix request');
      const { cells, skills, ...rest } = b;
      const job = matrixJob({ ...rest, start: skills });
      const chosen = chosenCells(job, cells);
      const totals = chosen.map(() => emptyCounts());
      const played = await admitSimulation(request, reply, queue, budget, {
        runs: chosen.length * b.runs,
        rounds: b.rounds,
        from: 0,
        to: chosen.length * b.runs,
        play: playCells(pool, job, chosen, totals),
        field: 'cells',
        smaller: 'ask for fewer cells at a time, or fewer runs',
      });
      if (!played) return reply;
      const report = matrixReport(
        job,
        chosen.map((i, k) => ({ cell: job.cells[i]!, counts: totals[k]! })),
      );
      return { map: b.map, roundLimit: b.rounds, movement: b.movement, ruleset: b.options, ...report };
    },
  );
}
