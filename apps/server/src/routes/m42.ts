import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type M42Event, describeM42Event, m42Module, m42OptionRegistry, parseM42Setup, sampleM42State } from '@marshal/m42';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';
import { optionList } from '../games/option-list';
import { playOnce } from '../games/play-once';

/** M42 (seed 002) table-side helpers: the sample battle, the options, and a stateless Starting Phase run. */

const phaseBody = z.object({
  state: z.unknown(),
  ruleset: z.array(z.string()).default([]),
  seed: z.string().min(1).optional(),
  dice: z.array(z.array(z.number().int())).optional(),
  officer: z.string().min(1).optional(),
  useReroll: z.boolean().optional(),
});
const tags = ['m42'];

export const m42Routes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');

  app.get(
    '/m42/sample',
    { preHandler: anyone, schema: { tags, summary: 'A sample M42 battle state to start from', response: { 200: anyObject } } },
    async () => sampleM42State,
  );

  app.get(
    '/m42/options',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'M42 ruleset options (Ld test alternatives, defaults for what the seed leaves open)',
        response: { 200: { type: 'array', items: anyObject } },
      },
    },
    async () => optionList(m42OptionRegistry),
  );

  app.post(
    '/m42/starting-phase',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary:
          'Run the Starting Phase for the current player of a state; seeded dice, or physical dice supplied roll by roll (dice-needed until all are given)',
        body: jsonSchema(phaseBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const body = phaseBody.parse(request.body);
      const setup = parseM42Setup(body.state, 'state');
      const command = { type: 'startingPhase', ...(body.officer ? { officer: body.officer } : {}), ...(body.useReroll === false ? { useReroll: false } : {}) };
      const out = playOnce(m42Module, {
        setup,
        ruleset: body.ruleset,
        command,
        ...(body.seed ? { seed: body.seed } : {}),
        ...(body.dice ? { dice: body.dice } : {}),
      });
      return out.status === 'done' ? { ...out, lines: (out.events as M42Event[]).flatMap(describeM42Event) } : out;
    },
  );
};
