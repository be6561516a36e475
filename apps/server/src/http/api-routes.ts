import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** Where the API answers (docs/product.md, 'API conventions'). Route files write their paths after it. */
export const API_PREFIX = '/api/VideoMeeting';

/**
 * Registers one of a module's route plugins under API_PREFIX: the one place the prefix is given, so a
 * route file writes `/meetings/:id` and answers at `/api/VideoMeeting/meetings/:id`. Paths outside the
 * API (`/metrics`, `/dev/...`, the web app) are registered with `app.register` as they are.
 */
export async function registerApiRoutes<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  routes: FastifyPluginAsync<Options>,
  options: Options,
): Promise<void> {
  await app.register(routes, { ...options, prefix: API_PREFIX });
}
