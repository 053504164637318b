import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { type BattleState, battleModule } from '@marshal/battletech';
import {
  type DuelState,
  type TournamentRules,
  type TournamentState,
  allDuels,
  digitalDuelPlan,
  duelResultFromBattle,
  findDuel,
  tournamentModule,
} from '@marshal/tournament';
import { LOCAL_USER } from '../auth/session';
import { type LoadedGame, createGame, loadGame, playLoaded, revealGame } from '../games/game-service';
import { bindSeats, prepareSeats } from '../games/seats';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import { battleSetupFrom } from './battles';
import type { ServerContext } from './index';

/**
 * Solaris duels played digitally: a paired duel with its map chosen becomes a battle (the two 'Mechs at their balanced
 * skills, entering from the map choice's edges, the event's phase clocks), its seats kept for the two players' accounts;
 * when the battle ends its result is read from the record and attached to the duel for both players to confirm.
 */

/** The combat rules of the event (Solaris VII Stable Challenge §8–§9: its Tactical Operations and BattleMech Manual rules). */
export const DUEL_COMBAT_RULESET = ['solaris-vii'];

const startBody = z.object({
  expectedVersion: z.number().int().min(0),
  /** Fewer game rounds than the event's limit (a short exhibition or a test); never more. */
  roundLimit: z.number().int().min(1).max(100).optional(),
});

/** A duel being played digitally, as the organiser's list of live tables shows it. */
export interface LiveTable {
  readonly duel: string;
  readonly round: number;
  readonly table: number | null;
  readonly game: string;
  readonly players: readonly [string, string];
  /** The battle's round and phase, or "over". */
  readonly status: string;
  readonly over: boolean;
}

const BATTLE_RECORD_ACTOR = { role: 'organiser', name: 'the battle record' } as const;

/** What a battle that has ended says about its duel; null while it runs. */
function endedResult(d: DuelState, battle: LoadedGame) {
  const s = battle.live.state as BattleState;
  if (!s.outcome) return null;
  const result = duelResultFromBattle(s.units, d.battle!.units, Math.max(1, s.outcome.round), battle.info.id);
  if (typeof result === 'string') throw new MarshalError('battle-units', `${d.id}: ${result}`);
  return result;
}

/**
 * Attach the result of every duel whose battle has ended (read from the battle record, its seed revealed so anyone can
 * verify it) and list the tables still playing. Run whenever the tournament is read, so results arrive without anyone typing them.
 */
export async function settleDigitalDuels(store: ServerContext['store'], game: LoadedGame): Promise<{ game: LoadedGame; live: LiveTable[] }> {
  const live: LiveTable[] = [];
  const state = game.live.state as TournamentState;
  const names = (p: string) => state.players[p]?.name ?? p;
  for (const d of allDuels(state)) {
    if (!d.battle || !d.b || d.final) continue;
    const battle = await loadGame(store, d.battle.game);
    const s = battle.live.state as BattleState;
    const result = d.report ? null : endedResult(d, battle);
    if (result) {
      if (!battle.closed && battle.record.header.dice.kind === 'seeded') await revealGame(store, battle.info.id).catch(() => undefined);
      const command = tournamentModule.parseCommand({ type: 'attachBattleResult', actor: BATTLE_RECORD_ACTOR, duel: d.id, result });
      const { outcome, game: next } = await playLoaded(store, game, game.info.version, command, { parsed: true });
      if (outcome.status === 'accepted' && next) game = next;
      else game = await loadGame(store, game.info.id);
      continue;
    }
    if (s.outcome) continue;
    live.push({
      duel: d.id,
      round: d.round,
      table: d.table,
      game: d.battle.game,
      players: [names(d.a.player), names(d.b.player)],
      status: `battle round ${s.round}, ${s.phase}`,
      over: false,
    });
  }
  return { game, live };
}

type PlayAs = (
  request: FastifyRequest,
  reply: FastifyReply,
  expectedVersion: number,
  commands: Record<string, unknown>[],
  options: { built?: boolean },
) => Promise<unknown>;

export function digitalDuelRoutes(app: FastifyInstance, ctx: ServerContext, load: (id: string) => Promise<LoadedGame>, playAs: PlayAs): void {
  const { store, requireRole } = ctx;
  app.post(
    '/tournaments/:id/duels/:duel/battle',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags: ['tournament'],
        summary:
          "Play a paired duel digitally (a player of the duel or an organiser): a battle on the chosen map with both 'Mechs at their " +
          "balanced skills, the event's phase clocks, its seats kept for the two players' accounts",
        params: { type: 'object', properties: { id: { type: 'string' }, duel: { type: 'string' } }, required: ['id', 'duel'] },
        body: jsonSchema(startBody),
        response: { 201: anyObject, 400: errorBody, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = startBody.parse(request.body);
      const { id, duel: duelId } = request.params as { id: string; duel: string };
      const { game: tournament } = await settleDigitalDuels(store, await load(id));
      const state = tournament.live.state as TournamentState;
      const duel = findDuel(state, duelId);
      if (!duel) throw new MarshalError('not-found', `no duel ${duelId}; duels are named like R1-T3`);
      const user = request.user!;
      const inDuel = [duel.a.player, duel.b?.player].includes(user.username);
      if (user.role !== 'organiser' && !inDuel) throw new MarshalError('forbidden', `${user.username} does not play in ${duel.id}`);
      if (duel.battle) return reply.code(409).send({ error: 'started', message: `${duel.id} is already played as battle ${duel.battle.game}` });
      if (duel.report || duel.final) return reply.code(409).send({ error: 'has-result', message: `${duel.id} already has a result` });
      if (body.expectedVersion !== tournament.info.version)
        return reply
          .code(409)
          .send({ error: 'stale', message: `the tournament is at version ${tournament.info.version}, not ${body.expectedVersion}; reload and retry` });
      const names = (p: string) => state.players[p]?.name ?? p;
      const plan = digitalDuelPlan(duel, tournament.live.ruleset.rules as TournamentRules, names, body.roundLimit);
      if (typeof plan === 'string') return reply.code(422).send({ error: 'rejected', message: plan });
      const setup = battleSetupFrom({
        title: plan.title,
        boards: plan.board,
        movement: 'simultaneous',
        roundLimit: plan.roundLimit,
        timers: false,
        sides: plan.sides.map((s) => ({ id: s.id, name: s.name, homeEdge: s.homeEdge })),
        units: plan.sides.map((s) => ({ id: `${s.id}1`, side: s.id, unit: s.unit, gunnery: s.gunnery, piloting: s.piloting })),
      });
      const battle = await createGame(store, {
        module: battleModule.id,
        ruleset: DUEL_COMBAT_RULESET,
        setup: { ...setup, timers: { ...plan.timers, onTimeOut: 'as-written' } },
        dice: 'seeded',
        title: `${state.setup.title} — ${plan.title}`,
        ownerId: user.id,
      });
      // Shared mode: each seat is kept for the player's account (their user name is their player id); local mode has one user.
      if (user.id !== LOCAL_USER.id)
        await bindSeats(store, battle, Object.fromEntries(plan.sides.map((s) => [s.id, { username: s.player, label: `${s.name}, duel ${duel.id}` }])));
      else await prepareSeats(store, battle);
      return playAs(request, reply, body.expectedVersion, [{ type: 'startDigitalDuel', duel: duel.id, game: battle.info.id, units: { a: 'a1', b: 'b1' } }], {
        built: true,
      });
    },
  );
}
