import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, formatSource } from '@marshal/core';
import { type BattleState, battleModule } from '@marshal/battletech';
import type { baseRules } from '@marshal/campaign';
import { type CampaignState, battleReportProblem, campaignModule, campaignRules, forceUnitFromCatalog, pilotSchema, reportFromBattle } from '@marshal/campaign';
import { catalogFor } from '@marshal/loaders';
import { campaignBattleFrom } from '../campaign/campaign-battle-setup';
import { authorizedCommand, requireReferee } from '../games/authority';
import { checkBotSeats, roleBotsSchema, startBots } from '../games/bots';
import { type LoadedGame, createGame, loadGame } from '../games/game-service';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';
import { campaignCommandAnswer } from './campaign';

/** A campaign scenario fought as a digital battle: create it from the campaign, report its end back; the defender's lost-landing reinforcements. */

const tags = ['campaign'];
const id = z.string().min(1).max(100);
const version = z.number().int().min(0);
const fightBody = z.object({
  expectedVersion: version,
  /** Units to field (default: every eligible unit, or the units the roll fixed). */
  attacker: z.array(id).max(40).optional(),
  defender: z.array(id).max(40).optional(),
  /** Bundled board names, one a sheet (default: see DEFAULT_CAMPAIGN_BOARD in campaign-battle-setup.ts). */
  boards: z.array(z.string().min(1).max(200)).min(1).max(4).optional(),
  /** Rounds after which the battle ends without a winner (the defender then holds the field); default none. */
  roundLimit: z.number().int().min(1).max(100).optional(),
  /** The side the server's computer player fights (ADR 0058); the other side is a person's. */
  bots: roleBotsSchema,
});
const reportBody = z.object({ expectedVersion: version, battle: id, salvage: z.array(id).max(40).default([]) });
const reinforceBody = z.object({
  expectedVersion: version,
  lance: id,
  units: z
    .array(
      z.object({
        id: z
          .string()
          .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/u)
          .max(100),
        catalog: z.string().min(1).max(200),
        pilot: pilotSchema,
      }),
    )
    .min(1)
    .max(12),
});

const rulesOf = (game: LoadedGame) => campaignRules(game.live.state as CampaignState, game.live.ruleset.rules as typeof baseRules);
const refused = (reason: string, field?: string, rule?: string) =>
  ({ error: 'rejected', message: reason, rejection: { reason, ...(field ? { field } : {}), ...(rule ? { rule } : {}) } }) as const;

export const campaignBattleRoutes: RouteModule = async (app: FastifyInstance, { store, requireRole }) => {
  const players = requireRole('organiser', 'player');
  const load = async (gameId: string) => {
    const game = await loadGame(store, gameId);
    if (game.module.id !== campaignModule.id) throw new MarshalError('not-found', `game ${gameId} is not a campaign`);
    return game;
  };

  app.post(
    '/campaigns/:id/battle',
    {
      preHandler: players,
      schema: {
        tags,
        summary:
          'Fight the scenario awaiting battle digitally: a battletech-battle game of the eligible (or chosen) ' +
          'units, landing and earlier damage applied, deployed per the scenario; the campaign records the link',
        params: idParams,
        body: jsonSchema(fightBody),
        response: { 200: anyObject, 201: anyObject, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = fightBody.parse(request.body);
      const game = await load((request.params as { id: string }).id);
      requireReferee(game, request);
      if (game.info.version !== body.expectedVersion)
        return reply
          .code(409)
          .send({ error: 'stale', message: `the campaign is at version ${game.info.version}, not ${body.expectedVersion}; reload and retry` });
      const state = game.live.state as CampaignState;
      const built = campaignBattleFrom(state, rulesOf(game), {
        ...(body.attacker ? { attacker: body.attacker } : {}),
        ...(body.defender ? { defender: body.defender } : {}),
        ...(body.boards ? { boards: body.boards } : {}),
        roundLimit: body.roundLimit ?? null,
      });
      if ('reason' in built) return reply.code(422).send(refused(built.reason, built.field, built.source ? formatSource(built.source) : undefined));
      const { plan, setup } = built;
      const battle = await createGame(store, {
        module: battleModule.id,
        setup: battleModule.parseSetup(setup),
        dice: 'seeded',
        meta: { campaign: { id: game.info.id, turn: state.turn, scenario: state.scenario.type } },
        ownerId: request.user?.id ?? null,
        check: (g) => checkBotSeats(g, body.bots), // the battle's sides are the campaign's attacker and defender
      });
      const command = await authorizedCommand(
        store,
        game,
        request,
        { type: 'fightDigitally', battle: battle.info.id, attacker: plan.attacker, defender: plan.defender },
        { built: true },
      );
      const answer = await campaignCommandAnswer(store, game, body.expectedVersion, command);
      if (answer.code === 201) await startBots(store, battle, body.bots);
      return reply.code(answer.code).send(answer.code === 201 ? { ...answer.body, battle: battle.info } : answer.body);
    },
  );

  app.post(
    '/campaigns/:id/battle/report',
    {
      preHandler: players,
      schema: {
        tags,
        summary:
          "Report the scenario's finished digital battle: the server reads the battle's record (winner, destructions, withdrawals, damage) and plays it into the campaign",
        params: idParams,
        body: jsonSchema(reportBody),
        response: { 200: anyObject, 201: anyObject, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = reportBody.parse(request.body);
      const game = await load((request.params as { id: string }).id);
      requireReferee(game, request);
      const battle = await battleOrNull(body.battle);
      if (!battle) return reply.code(404).send({ error: 'not-found', message: `there is no battle ${body.battle}` });
      const state = game.live.state as CampaignState;
      const problem = battleReportProblem(state, body.battle, battle);
      if (problem) return reply.code(422).send(refused(problem, 'battle'));
      const command = await authorizedCommand(store, game, request, reportFromBattle(state, body.battle, battle, body.salvage), { built: true });
      const answer = await campaignCommandAnswer(store, game, body.expectedVersion, command);
      return reply.code(answer.code).send(answer.body);
    },
  );

  /** The battle game's state, or null when there is no such game or it is not a battle. */
  async function battleOrNull(battleId: string): Promise<BattleState | null> {
    try {
      const b = await loadGame(store, battleId);
      return b.module.id === battleModule.id ? (b.live.state as BattleState) : null;
    } catch (e) {
      if (e instanceof MarshalError && e.code === 'not-found') return null;
      throw e;
    }
  }

  app.post(
    '/campaigns/:id/reinforcements',
    {
      preHandler: players,
      schema: {
        tags,
        summary:
          'The defender, holding the landing zone after a lost landing, buys catalog units for a lance at their Battle Value (up to 3600 points a lance)',
        params: idParams,
        body: jsonSchema(reinforceBody),
        response: { 200: anyObject, 201: anyObject, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = reinforceBody.parse(request.body);
      const game = await load((request.params as { id: string }).id);
      requireReferee(game, request);
      const units = body.units.map((u, i) => {
        const found = catalogFor().find(u.catalog);
        if (!found) throw new MarshalError('unknown-unit', `no unit "${u.catalog}" in the catalog`, { field: `units.${i}.catalog` });
        return forceUnitFromCatalog(found.unit, { id: u.id, pilot: u.pilot, value: found.bv ?? 0 });
      });
      const command = await authorizedCommand(store, game, request, { type: 'reinforce', lance: body.lance, units }, { built: true });
      const answer = await campaignCommandAnswer(store, game, body.expectedVersion, command);
      return reply.code(answer.code).send(answer.body);
    },
  );
};
