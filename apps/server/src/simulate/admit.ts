/** Admitting a simulation request: its size against the caller's budget (413), then a place in the queue (429), then played. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf, addressKey, type SimulationBudget, tooMany } from '../http/limits';
import type { PlayChunk, SimulationQueue } from './queue';

export interface SimulationAsk {
  /** Runs this request plays (all cells together for a matrix). */
  readonly runs: number;
  readonly rounds: number;
  /** The runs, as a range the queue cuts into chunks. */
  readonly from: number;
  readonly to: number;
  readonly play: PlayChunk;
  /** Where a smaller request is asked for (the field to shrink), and how. */
  readonly field: string;
  readonly smaller: string;
}

/** The work a request asks for: runs played × the round limit (a run that ends early costs less, but may not). */
export const simulationWork = (runs: number, rounds: number): number => runs * rounds;

/** Refuse (413, 429) or play the request on the queue; resolves true once played, false when a refusal was sent. */
export async function admitSimulation(
  request: FastifyRequest,
  reply: FastifyReply,
  queue: SimulationQueue,
  budget: SimulationBudget,
  ask: SimulationAsk,
): Promise<boolean> {
  const role = request.user!.role;
  const work = simulationWork(ask.runs, ask.rounds);
  const allowed = budget.perRequest[role];
  if (work > allowed) {
    await reply.code(413).send({
      error: 'simulation-too-large',
      message:
        `this request asks for ${ask.runs} runs × ${ask.rounds} rounds = ${work.toLocaleString('en')}; a ${role} may ask for at most ` +
        `${allowed.toLocaleString('en')} runs × rounds a request (${ask.smaller})`,
      location: { field: ask.field },
      details: { work, limit: allowed, role },
    });
    return false;
  }
  const account = accountOf(request);
  const caller = account ? `account ${account}` : `address ${addressKey(request.ip)}`;
  const perCaller = budget.concurrentPerCaller[role];
  const submitted = queue.submit(caller, ask.from, ask.to, ask.play, { perCaller, queueLength: budget.queueLength });
  if ('refused' in submitted) {
    if (submitted.refused === 'caller-busy')
      await tooMany(
        reply,
        1,
        'simulation-busy',
        `you already have ${submitted.holding} simulation request(s) queued or running, ` +
          `the most a ${role} may have at once (${perCaller}); wait for one to finish`,
        { limit: perCaller, role },
      );
    else
      await tooMany(reply, 5, 'simulation-queue-full', `the simulation queue is full (${submitted.waiting} requests waiting, the most it holds)`, {
        limit: budget.queueLength,
      });
    return false;
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) submitted.cancel();
  });
  await submitted.done;
  return true;
}
