import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, formatSource } from '@marshal/core';
import { MISSIONS, claimOf, missionBriefing, missionModule, missionUnitSchema } from '@marshal/missions';
import { type LoadedGame, loadGame } from '../games/game-service';
import { authorizedCommand, requireCreate, requireReferee } from '../games/authority';
import { battleModule } from '@marshal/battletech';
import { followBattle, missionBattleBodySchema, missionView, startMissionBattle, trackedMissions } from '../missions/mission-battle';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import { otherContracts } from '../contracts/contract-service';
import type { RouteModule } from './index';
import type { RecordStore } from '../store/types';

/** Mission (seed 000) helpers over the generic games API: the mission list, set-up sheets, and live status with reasons. */

const briefingBody = z.object({
  mission: z.string().min(1),
  units: z.array(missionUnitSchema).min(1),
  sheets: z.number().int().min(1).max(6).optional(),
  layout: z.object({ rows: z.number().int().min(1).max(6), cols: z.number().int().min(1).max(6) }).optional(),
  bothAgreeToExceedCap: z.boolean().default(false),
  params: z.record(z.string(), z.number()).default({}),
  /** House-rule switches (the mission ruleset manifest) and agreed optional rules, listed on the sheet. */
  ruleset: z.array(z.string()).default([]),
  optionalRules: z.array(z.string()).default([]),
});
const tags = ['missions'];

/** A game that must be a mission game (refused, naming what it is, otherwise). */
async function loadMissionGame(store: RecordStore, id: string): Promise<LoadedGame> {
  const game = await loadGame(store, id);
  if (game.module.id !== missionModule.id) throw new MarshalError('not-a-mission', `game ${game.info.id} is a ${game.module.id} game, not a mission`);
  return game;
}
const missionBattleBody = missionBattleBodySchema;

export const missionRoutes: RouteModule = async (app: FastifyInstance, { store, requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');
  const players = requireRole('organiser', 'player');

  app.get(
    '/missions',
    { preHandler: anyone, schema: { tags, summary: 'The nine Mechwarriors of Fortune missions', response: { 200: { type: 'array', items: anyObject } } } },
    async () =>
      MISSIONS.map((m) => ({
        id: m.id,
        title: m.title,
        summary: m.summary,
        edges: m.edges,
        sheets: m.sheets ?? null,
        source: formatSource(m.source),
        deployment: m.deployment,
        specialRules: m.specialRules,
      })),
  );

  app.get(
    '/missions/tracked',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary:
          'Every tracked mission game, most recently changed first: title, kind, reports, and once it has ended why, in which turn and each side’s outcome',
        response: { 200: { type: 'array', items: anyObject } },
      },
    },
    async () => trackedMissions(store),
  );

  app.post(
    '/missions/briefing',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Check forces against a mission and build its set-up sheet',
        body: jsonSchema(briefingBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const body = briefingBody.parse(request.body);
      return missionBriefing({
        mission: body.mission,
        units: body.units,
        ...(body.sheets ? { sheets: body.sheets } : {}),
        ...(body.layout ? { layout: body.layout } : {}),
        bothAgreeToExceedCap: body.bothAgreeToExceedCap,
        params: body.params,
        ruleset: body.ruleset,
        optionalRules: body.optionalRules,
      });
    },
  );

  app.get(
    '/missions/:id/status',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary:
          'Live status of a tracked mission game: outcome, reasons, pay, faction points, salvage; and the battle it follows (round, phase, outcome, reports not yet taken)',
        params: idParams,
        response: { 200: anyObject, 404: errorBody },
      },
    },
    async (request) => {
      const id = (request.params as { id: string }).id;
      await loadMissionGame(store, id);
      return missionView(store, id);
    },
  );

  app.get(
    '/missions/:id/contract',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary:
          'The contract a mission belongs to, if any: the one it was started from or whose ledger holds it (`how`: started, ledger); ' +
          'null for a mission of no contract',
        params: idParams,
        response: { 200: anyObject, 404: errorBody },
      },
    },
    async (request) => {
      const id = (request.params as { id: string }).id;
      await loadMissionGame(store, id);
      return { contract: claimOf(id, await otherContracts(store, '')) };
    },
  );

  app.post(
    '/missions/battle',
    {
      preHandler: players,
      schema: {
        tags,
        summary:
          "Fight a mission digitally: place both forces in the mission's zones on the chosen sheets, create the battletech-battle game and a mission tracker that follows it",
        body: jsonSchema(missionBattleBody),
        response: { 201: anyObject, 400: errorBody },
      },
    },
    async (request, reply) => {
      const body = missionBattleBody.parse(request.body);
      requireCreate(battleModule, request);
      requireCreate(missionModule, request);
      return reply.code(201).send(await startMissionBattle(store, body, request.user?.id ?? null));
    },
  );

  app.post(
    '/missions/:id/follow',
    {
      preHandler: players,
      schema: {
        tags,
        summary: "Bring a mission tracker up to its digital battle: the battle's state becomes mission reports in the mission's own record",
        params: idParams,
        response: { 200: anyObject, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const id = (request.params as { id: string }).id;
      requireReferee(await loadGame(store, id), request);
      return followBattle(store, id, (game, input) => authorizedCommand(store, game, request, input));
    },
  );
};
