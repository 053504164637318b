import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, formatSource, verifyRecord } from '@marshal/core';
import {
  type CampaignState,
  baseRules,
  campaignModule,
  campaignOptions,
  campaignRules,
  campaignTimeline,
  defaultTablesAsData,
  hasCatalogRefs,
  parseCampaignSetup,
  resolveCatalogRefs,
} from '@marshal/campaign';
import { catalogFor } from '@marshal/loaders';
import { authorizedCommand, requireCreate } from '../games/authority';
import { GAME_KIND, type LoadedGame, createGame, loadGame, playLoaded } from '../games/game-service';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';
import type { RecordStore } from '../store/types';
import { optionList } from '../games/option-list';

/** The operational campaign (seed 004) over the record store: create, play commands, and the timeline view. */

const createBody = z.object({
  setup: z.unknown(),
  ruleset: z.array(z.string()).default([]),
  dice: z.enum(['seeded', 'physical']).default('seeded'),
});
const commandBody = z.object({
  expectedVersion: z.number().int().min(0),
  command: z.object({ type: z.string() }).passthrough(),
  dice: z.array(z.array(z.number().int())).optional(),
});
const tags = ['campaign'];

/** Commands only the server builds (from a battle record or the catalog), never taken from a request body, whoever sends it. */
const BUILT_BY_SERVER: Readonly<Record<string, string>> = {
  fightDigitally: 'POST /api/campaigns/:id/battle',
  reportDigitalBattle: 'POST /api/campaigns/:id/battle/report',
  reinforce: 'POST /api/campaigns/:id/reinforcements',
};

/** Everything the timeline page shows: state, turns with their rolls and rulings, the rules' tables with sources. */
export function campaignView(game: LoadedGame) {
  if (game.module.id !== campaignModule.id) throw new MarshalError('not-found', `game ${game.info.id} is not a campaign`);
  const state = game.live.state as CampaignState;
  const rules = campaignRules(state, game.live.ruleset.rules as typeof baseRules);
  const name = (id: string) => state.units[id]?.unit.name ?? id;
  return {
    campaign: game.info,
    dice: game.record.header.dice.kind,
    ruleset: game.record.header.ruleset,
    state,
    timeline: campaignTimeline(game.record.entries, name),
    tables: {
      landing: { title: rules.landingTable.title, source: formatSource(rules.landingTable.source), rows: rules.landingTable.rows },
      meetingEngagement: { title: rules.meetingTable.title, source: formatSource(rules.meetingTable.source), rows: rules.meetingTable.rows },
      scenarioChart: { source: formatSource(rules.scenarioChart.source), arrows: rules.scenarioChart.arrows },
      eligibility: { source: formatSource(rules.eligibility.source), byScenario: rules.eligibility.byScenario },
      meetingModifiers: { ...rules.meetingModifiers, source: formatSource(rules.meetingModifiers.source) },
    },
  };
}

/** Play a campaign command: the status and body every campaign write route answers with (201 view, 200 dice needed, 409 stale, 422 refused). */
export async function campaignCommandAnswer(
  store: RecordStore,
  game: LoadedGame,
  expectedVersion: number,
  command: unknown,
  dice?: number[][],
): Promise<{ code: 200 | 201 | 409 | 422; body: object }> {
  try {
    const { outcome: out, game: next } = await playLoaded(store, game, expectedVersion, command, { entered: dice, parsed: true });
    switch (out.status) {
      case 'accepted':
        return { code: 201, body: { ...out, view: campaignView(next ?? (await loadGame(store, game.info.id))) } };
      case 'dice-needed':
        return { code: 200, body: out };
      case 'stale':
        return {
          code: 409,
          body: {
            error: 'stale',
            message: `the campaign is at version ${out.currentVersion}, not ${expectedVersion}; reload and retry`,
            currentVersion: out.currentVersion,
          },
        };
      case 'closed':
        return { code: 409, body: { error: 'closed', message: 'the campaign record is closed: its seed has been revealed', currentVersion: out.version } };
      case 'rejected':
        return {
          code: 422,
          body: {
            error: 'rejected',
            message: out.rejection.reason,
            rejection: { ...out.rejection, ...(out.rejection.source ? { rule: formatSource(out.rejection.source) } : {}) },
            currentVersion: out.version,
          },
        };
    }
  } catch (e) {
    if (e instanceof MarshalError && e.code === 'dice-entry')
      return { code: 422, body: { error: e.code, message: e.message, location: e.location, details: e.details } };
    throw e;
  }
}

export const campaignRoutes: RouteModule = async (app: FastifyInstance, { store, requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');
  const players = requireRole('organiser', 'player');
  const load = async (id: string) => {
    const game = await loadGame(store, id);
    if (game.module.id !== campaignModule.id) throw new MarshalError('not-found', `game ${id} is not a campaign`);
    return game;
  };

  app.get('/campaigns', { preHandler: anyone, schema: { tags, summary: 'List campaigns', response: { 200: { type: 'array', items: anyObject } } } }, async () =>
    store.list({ kind: GAME_KIND, module: campaignModule.id }),
  );

  app.get(
    '/campaigns/defaults',
    { preHandler: anyone, schema: { tags, summary: 'Default campaign tables as editable JSON, and the options', response: { 200: anyObject } } },
    async () => ({
      tables: defaultTablesAsData(baseRules),
      options: optionList(campaignOptions),
    }),
  );

  app.post(
    '/campaigns',
    {
      preHandler: players,
      schema: {
        tags,
        summary: 'Start a campaign: setup (forces, goal, optional tables), ruleset, dice',
        body: jsonSchema(createBody),
        response: { 201: anyObject, 400: errorBody },
      },
    },
    async (request, reply) => {
      const body = createBody.parse(request.body);
      requireCreate(campaignModule, request);
      const setup = hasCatalogRefs(body.setup) ? resolveCatalogRefs(body.setup, (q) => catalogFor().find(q), 'setup') : body.setup;
      parseCampaignSetup(setup, 'setup');
      const game = await createGame(store, { module: campaignModule.id, ruleset: body.ruleset, setup, dice: body.dice, ownerId: request.user?.id ?? null });
      return reply.code(201).send(campaignView(game));
    },
  );

  app.get(
    '/campaigns/:id',
    { preHandler: anyone, schema: { tags, summary: 'A campaign: state, timeline, tables', params: idParams, response: { 200: anyObject, 404: errorBody } } },
    async (request) => campaignView(await load((request.params as { id: string }).id)),
  );

  app.get(
    '/campaigns/:id/verify',
    { preHandler: anyone, schema: { tags, summary: 'Replay the campaign record and compare', params: idParams, response: { 200: anyObject } } },
    async (request) => {
      const game = await load((request.params as { id: string }).id);
      const { state: _state, ...report } = verifyRecord(game.module, game.record);
      return report;
    },
  );

  app.post(
    '/campaigns/:id/commands',
    {
      preHandler: players,
      schema: {
        tags,
        summary: 'Play a campaign command (landing, meetingEngagement, reportBattle, nextTurn, concede)',
        params: idParams,
        body: jsonSchema(commandBody),
        response: { 200: anyObject, 201: anyObject, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = commandBody.parse(request.body);
      const id = (request.params as { id: string }).id;
      const game = await load(id);
      const route = BUILT_BY_SERVER[body.command.type];
      if (route) return reply.code(403).send({ error: 'forbidden', message: `"${body.command.type}" is built by the server from checked facts: use ${route}` });
      const command = await authorizedCommand(store, game, request, body.command);
      const answer = await campaignCommandAnswer(store, game, body.expectedVersion, command, body.dice);
      return reply.code(answer.code).send(answer.body);
    },
  );
};
