import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '#server/version.ts';

/**
 * The OpenAPI description is generated from the route schemas, which are the zod contracts, so it
 * cannot drift from what the server validates. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Video Meeting API',
        version: VERSION,
        description: 'Every reply is the envelope {success, message, data, errors:[{field, message}]}.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
}

export async function openApiRoute(app: FastifyInstance) {
  app.get('/api/VideoMeeting/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
