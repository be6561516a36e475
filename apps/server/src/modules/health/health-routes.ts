import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, healthSchema, type Health } from '@vm/contracts';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { VERSION } from '../../version';
import type { HealthParts } from './health-parts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; parts: HealthParts }> = async (
  app,
  { database, parts },
) => {
  const startedAt = Date.now();

  app.get(
    '/api/VideoMeeting/health',
    {
      schema: {
        summary: 'Health of the server, its database and each optional part',
        tags: ['health'],
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      const databaseOk = await database.ping().then(
        () => true,
        () => false,
      );
      if (!databaseOk) throw AppError.unavailable('Database unavailable');
      const partReport = await parts.report();
      const degraded = Object.values(partReport).some((part) => ['degraded', 'error'].includes(part.status));
      const health: Health = {
        status: degraded ? 'degraded' : 'ok',
        version: VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: { status: 'ok', dialect: database.dialect },
        parts: partReport,
      };
      reply.header('cache-control', 'no-store');
      return ok(health, degraded ? 'Running with degraded parts' : 'Healthy');
    },
  );
};
