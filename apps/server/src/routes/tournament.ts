import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MarshalError, formatSource } from '@marshal/core';
import { combatModule, type CombatState } from '@marshal/battletech';
import {
  baseRules,
  checkRoster,
  parsePlayersCsv,
  resolveRosterInput,
  sampleCatalog,
  standings,
  standingsCsv,
  tournamentModule,
  tournamentOptions,
  catalogRosterCatalog,
  duelResultFromBattle,
  deskActions,
  type RosterCatalog,
  type TournamentRules,
  type TournamentState,
} from '@marshal/tournament';
import { catalogFor, catalogSources, eraFactions, loadAvailability } from '@marshal/loaders';
import { authorizedCommand, requireCreate } from '../games/authority';
import { GAME_KIND, type LoadedGame, cachedAtLeast, createGame, loadGame, playLoaded, staleBody } from '../games/game-service';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import { answeredUnchanged } from '../http/delivery';
import type { RouteModule } from './index';
import { optionList } from '../games/option-list';
import { type LiveTable, digitalDuelRoutes, settleDigitalDuels } from './tournament-digital';
import { tableClockRoutes } from './tournament-clock';

/** The Solaris VII Stable Challenge (seed 003) over the record store: public standings and pairings, role-checked commands. */

const createBody = z.object({ setup: z.unknown(), ruleset: z.array(z.string()).default([]) });
const commandBody = z.object({ expectedVersion: z.number().int().min(0), command: z.object({ type: z.string() }).passthrough() });
const csvBody = z.object({ expectedVersion: z.number().int().min(0), csv: z.string().min(1).max(200_000) });
const rosterBody = z.object({ player: z.string().min(1), roster: z.unknown(), units: z.enum(['catalog', 'sample']).default('catalog') });
const saveRosterBody = rosterBody.extend({ expectedVersion: z.number().int().min(0) });
const fromBattleBody = z.object({
  expectedVersion: z.number().int().min(0),
  game: z.string().min(1),
  a: z.string().min(1),
  b: z.string().min(1),
  gameRounds: z.number().int().min(1),
});

/** Unit facts for rosters: the MegaMek catalog with BV and the imported MUL availability, or the labelled sample facts. */
function rosterCatalog(units: 'catalog' | 'sample'): RosterCatalog {
  return units === 'sample' ? sampleCatalog() : catalogRosterCatalog(catalogSources(catalogFor(), loadAvailability()));
}
const tags = ['tournament'];

/** A new event's setup with the era's faction list from the availability data, unless the organiser gave one. */
export function withEraFactions(setup: unknown): unknown {
  if (typeof setup !== 'object' || setup === null || 'factions' in setup) return setup;
  const factions = eraFactions(loadAvailability(), baseRules.era.name);
  return factions.length ? { ...setup, factions } : setup;
}

function diceOf(game: LoadedGame): { commitment: string | null; seed: string | null } {
  const dice = game.record.header.dice;
  return { commitment: dice.kind === 'seeded' ? dice.commitment : null, seed: game.record.reveal?.seed ?? null };
}

/** Everything the public pages show; rosters are public in this event format (lists are checked openly). */
/** Standings and desk actions per tournament state: states are immutable, so every reader of one version shares them. */
const derivedViews = new WeakMap<TournamentState, { standings: ReturnType<typeof standings>; desk: ReturnType<typeof deskActions> }>();

function derived(state: TournamentState, rules: TournamentRules) {
  let views = derivedViews.get(state);
  if (!views) derivedViews.set(state, (views = { standings: standings(state), desk: deskActions(state, rules) }));
  return views;
}

export function tournamentView(game: LoadedGame, liveTables: readonly LiveTable[] = []) {
  const state = game.live.state as TournamentState;
  const rules = game.live.ruleset.rules as TournamentRules;
  const views = derived(state, rules);
  return {
    tournament: game.info,
    ruleset: game.record.header.ruleset,
    closed: game.closed,
    state,
    standings: views.standings,
    tiebreakers: state.setup.tiebreakers,
    rules: {
      maxGameRounds: rules.maxGameRounds,
      phaseLimits: rules.phaseLimits,
      categories: rules.categories,
      startingSkills: rules.startingSkills,
      mapSwap: rules.mapSwap,
    },
    /** Duels being played digitally right now, with their battles to watch. */
    liveTables,
    /** What the desk may do next: pair a round (or why not), toss coins (only the ties that exist). */
    desk: views.desk,
    /** The event's dice: the seed's commitment, and the seed once revealed, so anyone can check the draws. */
    dice: diceOf(game),
  };
}

export const tournamentRoutes: RouteModule = async (app: FastifyInstance, ctx) => {
  const { store, requireRole, now } = ctx;
  const anyone = requireRole('organiser', 'player', 'spectator');
  const organisers = requireRole('organiser');
  const participants = requireRole('organiser', 'player');
  /** The tournament; a command sent against a version this process holds plays on that copy (its append checks the version). */
  const load = async (id: string, sentAt?: number) => {
    const game = (sentAt === undefined ? undefined : cachedAtLeast(store, id, sentAt)) ?? (await loadGame(store, id));
    if (game.module.id !== tournamentModule.id) throw new MarshalError('not-found', `game ${id} is not a tournament`);
    return game;
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  /** Play commands in turn as the caller (the actor comes from the caller's account, whatever the body says). */
  async function playAs(
    request: FastifyRequest,
    reply: FastifyReply,
    expectedVersion: number,
    commands: Record<string, unknown>[],
    options: { built?: boolean } = {},
  ) {
    let { game } = await settleDigitalDuels(store, await load(idOf(request), expectedVersion));
    let version = expectedVersion;
    for (const input of commands) {
      const command = await authorizedCommand(store, game, request, input, options);
      const { outcome: out, game: next } = await playLoaded(store, game, version, command, { parsed: true });
      if (out.status === 'stale') return reply.code(409).send(staleBody('tournament', version, out));
      if (out.status === 'closed') return reply.code(409).send({ error: 'closed', message: 'the tournament record is closed', currentVersion: out.version });
      if (out.status === 'rejected')
        return reply.code(422).send({
          error: 'rejected',
          message: out.rejection.reason,
          rejection: { ...out.rejection, ...(out.rejection.source ? { rule: formatSource(out.rejection.source) } : {}) },
          currentVersion: out.version,
        });
      if (out.status === 'dice-needed') throw new MarshalError('dice', 'tournament dice are seeded by the server');
      version = out.version;
      game = next ?? (await load(game.info.id));
    }
    return reply.code(201).send({ version, view: tournamentView(game) });
  }

  app.get(
    '/tournaments',
    { config: { public: true }, schema: { tags, summary: 'List tournaments (public)', response: { 200: { type: 'array', items: anyObject } } } },
    async () => store.list({ kind: GAME_KIND, module: tournamentModule.id }),
  );

  app.get(
    '/tournaments/options',
    {
      preHandler: anyone,
      schema: { tags, summary: 'House-rule options for what Solaris VII Stable Challenge leaves open', response: { 200: { type: 'array', items: anyObject } } },
    },
    async () => optionList(tournamentOptions),
  );

  app.post(
    '/tournaments',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Create a tournament: setup (title, pairing, tiebreakers, schedule) and ruleset',
        body: jsonSchema(createBody),
        response: { 201: anyObject, 400: errorBody },
      },
    },
    async (request, reply) => {
      const body = createBody.parse(request.body);
      requireCreate(tournamentModule, request);
      const setup = withEraFactions(body.setup);
      tournamentModule.parseSetup(setup);
      const game = await createGame(store, { module: tournamentModule.id, ruleset: body.ruleset, setup, dice: 'seeded', ownerId: request.user?.id ?? null });
      return reply.code(201).send(tournamentView(game));
    },
  );

  app.get(
    '/tournaments/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A tournament: players, rounds and pairings, standings (public, no sign-in)',
        params: idParams,
        response: { 200: anyObject, 304: { type: 'null' }, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { game, live } = await settleDigitalDuels(store, await load(idOf(request)));
      if (answeredUnchanged(request, reply, [game.info.id, game.info.version, live])) return reply;
      return tournamentView(game, live);
    },
  );

  app.get(
    '/tournaments/:id/standings.csv',
    { config: { public: true }, schema: { tags, summary: 'Standings as CSV (public)', params: idParams } },
    async (request, reply) => {
      const state = (await load(idOf(request))).live.state as TournamentState;
      return reply.type('text/csv; charset=utf-8').send(standingsCsv(standings(state)));
    },
  );

  app.post(
    '/tournaments/:id/commands',
    {
      preHandler: participants,
      schema: {
        tags,
        summary: 'Play a command as yourself (organiser, or the player named by your username)',
        params: idParams,
        body: jsonSchema(commandBody),
        response: { 201: anyObject, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = commandBody.parse(request.body);
      return playAs(request, reply, body.expectedVersion, [body.command]);
    },
  );

  app.post(
    '/tournaments/:id/rosters',
    {
      preHandler: participants,
      schema: {
        tags,
        summary: 'Enter a roster by unit names; facts (BV, tonnage, jump, pulse, ammo, availability) come from the catalog',
        params: idParams,
        body: jsonSchema(saveRosterBody),
        response: { 201: anyObject, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = saveRosterBody.parse(request.body);
      const state = (await load(idOf(request))).live.state as TournamentState;
      const player = state.players[body.player];
      if (!player) throw new MarshalError('not-found', `no player ${body.player}`, { field: 'player' });
      const roster = resolveRosterInput(body.roster, rosterCatalog(body.units), player.faction, baseRules.era.name, 'roster');
      return playAs(request, reply, body.expectedVersion, [{ type: 'setRoster', player: body.player, roster }], { built: true });
    },
  );

  app.post(
    '/tournaments/:id/players.csv',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Import players from CSV (id,name,faction,club)',
        params: idParams,
        body: jsonSchema(csvBody),
        response: { 201: anyObject, 400: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = csvBody.parse(request.body);
      const rows = parsePlayersCsv(body.csv, 'players.csv');
      return playAs(
        request,
        reply,
        body.expectedVersion,
        rows.map((r) => ({ type: 'addPlayer', ...r })),
      );
    },
  );

  app.post(
    '/tournaments/:id/duels/:duel/from-battle',
    {
      preHandler: participants,
      schema: {
        tags,
        summary: "Report a duel from a digital battle record: each 'Mech destroyed, crippled (combat rules) or intact; the opponent confirms as usual",
        body: jsonSchema(fromBattleBody),
        response: { 201: anyObject, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = fromBattleBody.parse(request.body);
      const battle = await loadGame(store, body.game);
      if (battle.module.id !== combatModule.id)
        throw new MarshalError('not-a-battle', `game ${body.game} is not a ${combatModule.title} record`, { field: 'game' });
      const result = duelResultFromBattle((battle.live.state as CombatState).units, { a: body.a, b: body.b }, body.gameRounds, body.game);
      if (typeof result === 'string') throw new MarshalError('battle-units', result, { field: 'a' });
      const duel = (request.params as { duel: string }).duel;
      return playAs(request, reply, body.expectedVersion, [{ type: 'reportResult', duel, result }]);
    },
  );

  digitalDuelRoutes(app, ctx, load, playAs);
  tableClockRoutes(app, { load, participants, playAs, now: () => now().getTime() });

  app.post(
    '/tournaments/:id/check-roster',
    {
      preHandler: participants,
      schema: {
        tags,
        summary: 'Check a roster (unit names or facts) without saving it',
        params: idParams,
        body: jsonSchema(rosterBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const body = rosterBody.parse(request.body);
      const state = (await load(idOf(request))).live.state as TournamentState;
      const player = state.players[body.player];
      if (!player) throw new MarshalError('not-found', `no player ${body.player}`, { field: 'player' });
      const roster = resolveRosterInput(body.roster, rosterCatalog(body.units), player.faction, baseRules.era.name, 'roster');
      const problems = checkRoster(roster, player.faction, baseRules, state.setup.factions);
      return { ok: problems.length === 0, roster, problems: problems.map((p) => ({ ...p, rule: formatSource(p.source) })) };
    },
  );
};
