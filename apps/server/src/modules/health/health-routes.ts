import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, healthSchema, publicHealthSchema, type Health, type NodeHealth } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { ok } from '#server/http/envelope.ts';
import { isOperator } from '#server/http/operator-access.ts';
import { VERSION } from '#server/version.ts';
import type { HealthParts } from './health-parts';

/** What health asks of the database; app.ts passes its handle (routes never import db/). */
export interface DatabaseProbe {
  ping(): Promise<unknown>;
  dialect: Health['database']['dialect'];
}

/** This node, as health reports it; app.ts passes what the cluster module and the rooms service answer. */
export interface NodeProbe {
  id: string;
  redis(): Promise<NodeHealth['redis']>;
  ownedRooms(): number;
}

export interface HealthRouteOptions {
  database: DatabaseProbe;
  parts: HealthParts;
  node: NodeProbe;
  /** Unlocks the details; without it the reply says only whether the server works. */
  operatorToken: string | undefined;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (
  app,
  { database, parts, node, operatorToken },
) => {
  const startedAt = Date.now();

  app.get(
    '/health',
    {
      schema: {
        summary:
          "Health: status for anyone; version, node, the caller's address, database and each part with OPERATOR_TOKEN as bearer token",
        tags: ['health'],
        // The full shape first: a reply with only a status matches the second.
        response: { 200: envelopeSchema(z.union([healthSchema, publicHealthSchema])) },
      },
    },
    async (request, reply) => {
      const databaseOk = await database.ping().then(
        () => true,
        () => false,
      );
      if (!databaseOk) throw AppError.unavailable('SERVICE_UNAVAILABLE', 'Database unavailable');
      const [partReport, redis] = await Promise.all([parts.report(), node.redis()]);
      // A node cut off from Redis still serves its own rooms and requests, but not the shared ones.
      const degraded =
        redis === 'unavailable' ||
        Object.values(partReport).some((part) => ['degraded', 'error'].includes(part.status));
      const health: Health = {
        status: degraded ? 'degraded' : 'ok',
        version: VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        node: { id: node.id, redis, ownedRooms: node.ownedRooms() },
        clientAddress: request.ip,
        database: { status: 'ok', dialect: database.dialect },
        parts: partReport,
      };
      reply.header('cache-control', 'no-store');
      const message = degraded ? 'Running with degraded parts' : 'Healthy';
      return ok(isOperator(request, operatorToken) ? health : { status: health.status }, message);
    },
  );
};
