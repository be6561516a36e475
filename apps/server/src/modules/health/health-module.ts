import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { healthRoutes } from './health-routes';

/** What health asks of the rooms: how many live rooms this node owns. */
export interface HealthUses {
  ownedRooms: () => number;
}

/** GET /health under the API: the database, this node, and the parts modules added to `healthParts`. */
export async function registerHealth(app: FastifyInstance, { services, uses }: ModuleContext<object, HealthUses>) {
  const { database, healthParts, cluster, config } = services;
  await registerApiRoutes(app, healthRoutes, {
    database,
    parts: healthParts,
    node: { id: cluster.nodeId, redis: () => cluster.redisStatus(), ownedRooms: uses.ownedRooms },
    operatorToken: config.operatorToken,
  });
}
