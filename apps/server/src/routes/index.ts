import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { RecordStore } from '../store/types';
import type { ForceStore } from '../store/force-store';
import { missionRoutes } from './missions';
import { m42Routes } from './m42';
import { darkAgeRoutes } from './dark-age';
import { campaignRoutes } from './campaign';
import { campaignBattleRoutes } from './campaign-battle';
import { tournamentRoutes } from './tournament';
import { mapRoutes } from './maps';
import { catalogRoutes } from './catalog';
import { combatRoutes } from './combat';
import { battleRoutes } from './battles';
import { gameSeatRoutes } from './game-seats';
import { simulateRoutes } from './simulate';
import { forceRoutes } from './forces';
import { contractRoutes } from './contracts';

export type Role = 'organiser' | 'player' | 'spectator';

/** What every route module receives: the record store and the role guard. */
export interface ServerContext {
  readonly store: RecordStore;
  /** preHandler that refuses callers without one of the roles (403) or without a session in shared mode (401). */
  readonly requireRole: (...roles: Role[]) => preHandlerHookHandler;
  /** The wall clock (phase deadlines); tests inject their own. */
  readonly now: () => Date;
  /** Saved forces, per account. */
  readonly forces: ForceStore;
}

/** Each area registers its HTTP routes here (one file per area under routes/), mounted under /api. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => Promise<void> | void;

export const routeModules: RouteModule[] = [
  missionRoutes,
  m42Routes,
  darkAgeRoutes,
  campaignRoutes,
  campaignBattleRoutes,
  tournamentRoutes,
  mapRoutes,
  catalogRoutes,
  combatRoutes,
  battleRoutes,
  gameSeatRoutes,
  simulateRoutes,
  forceRoutes,
  contractRoutes,
];
