import { addErrorResponses } from './error-responses';
import { setFileMediaTypes } from './media-types';
import { addOperationIds } from './operation-ids';
import type { OpenApiDocument } from './openapi-types';
import { ASYNCAPI_PATH, signalingExtension } from './signaling-description';

/**
 * Completes the description @fastify/swagger generates from the routes (decision record 052): an
 * operationId for each operation, the media types of file replies, the error responses in the envelope
 * with the codes each operation can answer, and where the signaling WebSocket is described. Done here
 * over the whole document, so no route has to declare any of it.
 */
export function completeOpenApi(document: OpenApiDocument): void {
  addOperationIds(document);
  setFileMediaTypes(document);
  addErrorResponses(document);
  document['x-signaling'] = signalingExtension();
  document.externalDocs = { description: 'The room signaling WebSocket (AsyncAPI 3.0)', url: ASYNCAPI_PATH };
}
