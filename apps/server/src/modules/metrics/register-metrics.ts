import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { metricsRoutes } from './metrics-routes';

/** /metrics (outside the API): the registry every module adds its figures to (`services.metrics`). */
export async function registerMetrics(app: FastifyInstance, { services }: ModuleContext): Promise<void> {
  const { metrics, config } = services;
  await app.register(metricsRoutes, { registry: metrics.registry, operatorToken: config.operatorToken });
}
