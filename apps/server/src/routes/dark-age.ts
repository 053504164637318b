import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type DaEvent, darkAgeModule, darkAgeOptionRegistry, describeDaEvent, parseDaSetup, sampleDarkAgeState, SAMPLE_UNITS } from '@marshal/dark-age';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';
import { optionList } from '../games/option-list';
import { playOnce } from '../games/play-once';

/** Fire for Effect (seed 001) helpers: sample table and units, options, and a stateless resolve of one command on a state. */

const resolveBody = z.object({
  state: z.unknown(),
  command: z.object({ type: z.string() }).passthrough(),
  ruleset: z.array(z.string()).default([]),
  seed: z.string().min(1).optional(),
  dice: z.array(z.array(z.number().int())).optional(),
});
const tags = ['dark-age'];

export const darkAgeRoutes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');

  app.get(
    '/dark-age/sample',
    { preHandler: anyone, schema: { tags, summary: 'A sample Fire for Effect table state', response: { 200: anyObject } } },
    async () => sampleDarkAgeState,
  );
  app.get(
    '/dark-age/units',
    { preHandler: anyone, schema: { tags, summary: 'Sample unit templates (dials per click)', response: { 200: anyObject } } },
    async () => SAMPLE_UNITS,
  );
  app.get(
    '/dark-age/options',
    { preHandler: anyone, schema: { tags, summary: 'Fire for Effect ruleset options', response: { 200: { type: 'array', items: anyObject } } } },
    async () => optionList(darkAgeOptionRegistry),
  );

  app.post(
    '/dark-age/resolve',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary:
          'Resolve one command (board, disembark, placeArtillery, resolveArtillery, …) on a state; seeded dice, or physical dice roll by roll (dice-needed until all are given)',
        body: jsonSchema(resolveBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const body = resolveBody.parse(request.body);
      const setup = parseDaSetup(body.state, 'state');
      const out = playOnce(darkAgeModule, {
        setup,
        ruleset: body.ruleset,
        command: body.command,
        ...(body.seed ? { seed: body.seed } : {}),
        ...(body.dice ? { dice: body.dice } : {}),
      });
      return out.status === 'done' ? { ...out, lines: (out.events as DaEvent[]).flatMap((e) => describeDaEvent(e)) } : out;
    },
  );
};
