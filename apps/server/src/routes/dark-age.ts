import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DiceNeeded, type DiceSource, MarshalError, PhysicalDice, SeededDice, formatSource, playCommand, startGame } from '@marshal/core';
import { type DaEvent, darkAgeModule, darkAgeOptionRegistry, describeDaEvent, parseDaSetup, sampleDarkAgeState, SAMPLE_UNITS } from '@marshal/dark-age';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';

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

  app.get('/dark-age/sample', { preHandler: anyone, schema: { tags, summary: 'A sample Fire for Effect table state', response: { 200: anyObject } } }, async () => sampleDarkAgeState);
  app.get('/dark-age/units', { preHandler: anyone, schema: { tags, summary: 'Sample unit templates (dials per click)', response: { 200: anyObject } } }, async () => SAMPLE_UNITS);
  app.get('/dark-age/options', { preHandler: anyone, schema: { tags, summary: 'Fire for Effect ruleset options', response: { 200: { type: 'array', items: anyObject } } } }, async () =>
    darkAgeOptionRegistry.options.map((o) => ({ id: o.id, title: o.title, description: o.description, group: o.group ?? null, enabledByDefault: o.enabledByDefault ?? false, source: formatSource(o.source) })),
  );

  app.post(
    '/dark-age/resolve',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Resolve one command (board, disembark, placeArtillery, resolveArtillery, …) on a state; seeded dice, or physical dice roll by roll (dice-needed until all are given)',
        body: jsonSchema(resolveBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const body = resolveBody.parse(request.body);
      const setup = parseDaSetup(body.state, 'state');
      const game = startGame(darkAgeModule, { setup, ruleset: body.ruleset, dice: body.seed ? { kind: 'seeded', seed: body.seed } : { kind: 'physical' } });
      const source: DiceSource = body.seed ? SeededDice.fromSeed(body.seed) : new PhysicalDice(body.dice ?? []);
      try {
        const r = playCommand(game, body.command, source);
        if (!r.ok) throw new MarshalError('rejected', r.rejection.reason, r.rejection.field ? { field: r.rejection.field } : {}, r.rejection.source ? { source: formatSource(r.rejection.source) } : {});
        const events = r.events as DaEvent[];
        return { status: 'done', events, rolls: r.rolls, lines: events.flatMap((e) => describeDaEvent(e)), state: r.game.state };
      } catch (e) {
        if (e instanceof DiceNeeded) return { status: 'dice-needed', diceNeeded: { ...e.request, index: e.index } };
        throw e;
      }
    },
  );
};
