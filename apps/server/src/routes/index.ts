import type { FastifyInstance } from 'fastify';

/** Each area registers its HTTP routes here (one file per area under routes/), mounted under /api. */
export type RouteModule = (app: FastifyInstance) => Promise<void> | void;

export const routeModules: RouteModule[] = [];
