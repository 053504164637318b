import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MarshalError, formatSource } from '@marshal/core';
import { type ContractState, claimOf, claimRefusal, contractModule } from '@marshal/missions';
import { catalogReady } from '@marshal/loaders';
import { authorizedCommand, requireCreate, requireReferee } from '../games/authority';
import { GAME_KIND, type LoadedGame, type PlayOutcome, createGame, playLoaded } from '../games/game-service';
import { contractView, eligibleMissions, loadContract, otherContracts, recordMissionCommand, startedProgress } from '../contracts/contract-service';
import { nextMissionBodySchema, startContractMission } from '../contracts/contract-next';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import { forceFrom } from './forces';
import type { RouteModule } from './index';

/** A mercenary's ledger (Mechwarriors of Fortune missions chained into a contract): start one, add finished missions, repair, close. */

const createBody = z.object({
  unitName: z.string().max(200),
  employer: z.string().max(200),
  force: z.unknown(),
  contractValue: z.number(),
  payPercent: z.number(),
  factionPoints: z.record(z.string(), z.number()).optional(),
});
const missionBody = z.object({
  expectedVersion: z.number().int().min(0),
  mission: z.string().min(1).max(100),
  /** Omitted for a mission started from this contract: its side is known. */
  side: z.enum(['attacker', 'defender']).optional(),
  employer: z.string().max(200).optional(),
  assign: z.record(z.string().max(100), z.string().max(20)).optional(),
});
const commandBody = z.object({ expectedVersion: z.number().int().min(0), command: z.object({ type: z.string().max(40) }).passthrough() });
const tags = ['contracts'];

function send(reply: FastifyReply, out: PlayOutcome, view: () => unknown, expected: number) {
  switch (out.status) {
    case 'accepted':
      return reply.code(201).send({ status: out.status, version: out.version, view: view() });
    case 'stale':
      return reply.code(409).send({
        error: 'stale',
        message: `the contract is at version ${out.currentVersion}, not ${expected}; reload and retry`,
        currentVersion: out.currentVersion,
      });
    case 'closed':
      return reply.code(409).send({ error: 'closed', message: 'the contract record is closed: its seed has been revealed', currentVersion: out.version });
    case 'rejected':
      return reply.code(422).send({
        error: 'rejected',
        message: out.rejection.reason,
        rejection: { ...out.rejection, ...(out.rejection.source ? { rule: formatSource(out.rejection.source) } : {}) },
        currentVersion: out.version,
      });
    case 'dice-needed':
      throw new MarshalError('invalid-input', 'a contract rolls no dice');
  }
}

export const contractRoutes: RouteModule = async (app: FastifyInstance, { store, requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');
  const players = requireRole('organiser', 'player');
  const play = async (reply: FastifyReply, game: LoadedGame, expected: number, command: { type: string }) => {
    const { outcome, game: next } = await playLoaded(store, game, expected, command, { parsed: true });
    return send(reply, outcome, () => contractView(next ?? game), expected);
  };

  app.get('/contracts', { preHandler: anyone, schema: { tags, summary: 'List contracts', response: { 200: { type: 'array', items: anyObject } } } }, async () =>
    store.list({ kind: GAME_KIND, module: contractModule.id }),
  );

  app.post(
    '/contracts',
    {
      preHandler: players,
      schema: {
        tags,
        summary: "Start a mercenary contract: the unit's name, employer, force (catalog units with pilots), contract value and pay % per mission",
        body: jsonSchema(createBody),
        response: { 201: anyObject, 400: errorBody },
      },
    },
    async (request, reply) => {
      const body = createBody.parse(request.body);
      requireCreate(contractModule, request);
      const force = forceFrom(body.force, await catalogReady());
      const setup = contractModule.parseSetup({ ...body, force });
      const game = await createGame(store, { module: contractModule.id, setup, dice: 'physical', title: setup.unitName, ownerId: request.user?.id ?? null });
      return reply.code(201).send(contractView(game));
    },
  );

  app.get(
    '/contracts/:id',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "A contract: force as it stands, ledger per mission, totals; each started mission's progress (playing, crew-roll, ended)",
        params: idParams,
        response: { 200: anyObject, 404: errorBody },
      },
    },
    async (request) => {
      const game = await loadContract(store, (request.params as { id: string }).id);
      return contractView(game, await startedProgress(store, game));
    },
  );

  app.post(
    '/contracts/:id/missions',
    {
      preHandler: players,
      schema: {
        tags,
        summary: "Add a finished mission to the ledger: its wash-up (pay, faction points, salvage, crews, damage) is read from the mission's record",
        params: idParams,
        body: jsonSchema(missionBody),
        response: { 201: anyObject, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = missionBody.parse(request.body);
      const game = await loadContract(store, (request.params as { id: string }).id);
      requireReferee(game, request);
      // A mission started from this contract brings its side, and its units are the contract's own (same ids).
      const started = ((game.live.state as ContractState).started ?? []).find((m) => m.game === body.mission);
      // A mission belongs to one contract: one in another's ledger, or started from another, is refused here.
      const claim = started ? null : claimOf(body.mission, await otherContracts(store, game.info.id));
      if (claim) {
        const title = (await store.info(body.mission))?.title;
        throw new MarshalError('contract', claimRefusal(title ? `the mission "${title}"` : `mission ${body.mission}`, claim), { field: 'mission' });
      }
      const side = body.side ?? started?.side;
      if (!side) throw new MarshalError('invalid-input', 'say which side the unit fought on', { field: 'side' });
      const assign = body.assign ?? (started ? Object.fromEntries(started.units.map((u) => [u, u])) : undefined);
      const built = await recordMissionCommand(store, body.mission, side, { employer: body.employer, assign });
      const command = await authorizedCommand(store, game, request, built, { built: true });
      return play(reply, game, body.expectedVersion, command);
    },
  );

  app.get(
    '/contracts/:id/eligible-missions',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary:
          'The finished missions this contract may add, each with the sides it may be added on: ended, crew rolls made, in no ledger and ' +
          "started from no other contract, with one of the contract's units (by name) on that side",
        params: idParams,
        response: { 200: { type: 'array', items: anyObject }, 404: errorBody },
      },
    },
    async (request) => eligibleMissions(store, await loadContract(store, (request.params as { id: string }).id)),
  );

  app.post(
    '/contracts/:id/next-mission',
    {
      preHandler: players,
      schema: {
        tags,
        summary:
          "Start the contract's next mission: the contract's units with their pilots and carried damage against an opponent named from the catalog; " +
          'tracked at the table, or with `digital` fought as a battle the tracker follows (carried damage and pilot hits applied before round 1); ' +
          'it waits on the contract until it is added',
        params: idParams,
        body: jsonSchema(nextMissionBodySchema),
        response: { 201: anyObject, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = nextMissionBodySchema.parse(request.body);
      const game = await loadContract(store, (request.params as { id: string }).id);
      requireReferee(game, request);
      const { mission, battle, command: built } = await startContractMission(store, game, body, request.user?.id ?? null);
      const command = await authorizedCommand(store, game, request, built, { built: true });
      const { outcome, game: next } = await playLoaded(store, game, body.expectedVersion, command, { parsed: true });
      if (outcome.status !== 'accepted') return send(reply, outcome, () => contractView(game), body.expectedVersion);
      return reply.code(201).send({ mission, battle, version: outcome.version, view: contractView(next ?? game) });
    },
  );

  app.post(
    '/contracts/:id/commands',
    {
      preHandler: players,
      schema: {
        tags,
        summary: "Play a contract command: repairUnit { unit }, closeContract (a mission's wash-up goes through /missions)",
        params: idParams,
        body: jsonSchema(commandBody),
        response: { 201: anyObject, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = commandBody.parse(request.body);
      const game = await loadContract(store, (request.params as { id: string }).id);
      const command = await authorizedCommand(store, game, request, body.command);
      return play(reply, game, body.expectedVersion, command);
    },
  );
};
