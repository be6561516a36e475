import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '#server/version.ts';
import { completeOpenApi } from './complete-openapi';
import type { OpenApiDocument } from './openapi-types';
import { ASYNCAPI_PATH, ASYNCAPI_ROUTE, asyncApiDocument } from './signaling-description';

const DESCRIPTION =
  'Every reply is the envelope {success, message, data, errors:[{field, message, code}]}; a failure also ' +
  'carries a machine `code` (and `params` for its numbers). Each operation lists the error statuses it can ' +
  'answer with their codes. Any call may also meet 408 or 431 for a request that arrives too slowly or with ' +
  `too large headers. The room signaling is a WebSocket: see \`x-signaling\` and ${ASYNCAPI_PATH}.`;

/**
 * The OpenAPI description is generated from the route schemas, which are the zod contracts, so it
 * cannot drift from what the server validates; complete-openapi.ts adds what routes do not declare.
 * Registered before any other module: the description lists the routes added after it.
 */
export async function registerDocs(app: FastifyInstance, _context: ModuleContext): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Video Meeting API', version: VERSION, description: DESCRIPTION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      completeOpenApi(documentObject.openapiObject as OpenApiDocument);
      return documentObject.openapiObject;
    },
    hideUntagged: false,
  });
  await registerApiRoutes(app, docsRoutes, {});
}

async function docsRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  let asyncApi: ReturnType<typeof asyncApiDocument> | undefined;
  app.get(ASYNCAPI_ROUTE, { schema: { hide: true } }, async () => (asyncApi ??= asyncApiDocument(VERSION)));
}
