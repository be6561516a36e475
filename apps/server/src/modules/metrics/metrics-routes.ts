import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { AppError } from '#server/http/app-error.ts';
import { isOperator } from '#server/http/operator-access.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsRouteOptions {
  registry: Registry;
  /** Without it /metrics answers like a path that does not exist; with it, only its bearer gets figures. */
  operatorToken: string | undefined;
}

/**
 * `GET /metrics` in the Prometheus text format, at the path scrapers expect by default. The figures
 * say how busy the node is, so like health's details they need OPERATOR_TOKEN; failures answer in the
 * envelope as everywhere else.
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRouteOptions> = async (app, { registry, operatorToken }) => {
  app.get(
    METRICS_PATH,
    {
      schema: {
        summary: 'Prometheus metrics of this node (text format); needs OPERATOR_TOKEN as bearer token',
        tags: ['health'],
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      if (!operatorToken) throw AppError.notFound('ROUTE_NOT_FOUND', `Route GET ${METRICS_PATH} not found`);
      if (!isOperator(request, operatorToken)) {
        throw AppError.unauthorized('AUTH_REQUIRED', 'The operator token is required');
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
};
