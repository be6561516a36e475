import { z } from 'zod';
import { clientMessageSchema, serverMessageSchema } from '@vm/contracts';
import { API_PREFIX } from '#server/http/api-routes.ts';
import type { JsonObject } from './openapi-types';

/**
 * The room's signaling is a WebSocket, which OpenAPI cannot describe: an AsyncAPI 3.0 document does,
 * generated from the contracts' discriminated unions like the OpenAPI description is from the routes
 * (decision record 052). The OpenAPI description points at it.
 */
export const SIGNAL_ADDRESS = `${API_PREFIX}/rooms/{meetingCode}/signal`;
/** Under the API: its route is registered with registerApiRoutes, its address is the whole path. */
export const ASYNCAPI_ROUTE = '/asyncapi.json';
export const ASYNCAPI_PATH = `${API_PREFIX}${ASYNCAPI_ROUTE}`;
const CONTRACTS = 'packages/contracts/src/signaling.ts (clientMessageSchema, serverMessageSchema)';

type MessageUnion = typeof clientMessageSchema | typeof serverMessageSchema;

const typesOf = (union: MessageUnion): string[] => union.options.map((option) => option.shape.type.value);

const CONNECTION =
  'Open a WebSocket (wss:// behind TLS) to this address; every message either way is one JSON text frame ' +
  'with a `type`. The first message is `join` with the join token a join call gave (the URL fragment of its ' +
  'link, never sent in a URL). Before the upgrade the server may refuse with an HTTP reply in the envelope: ' +
  '429 TOO_MANY_CONNECTIONS (with Retry-After), 400 or 414 for a bad meeting code. A refused message is ' +
  'answered with an `error` message whose `code` is one of the API error codes.';

/** The `x-signaling` extension of the OpenAPI description: where the WebSocket is and what it speaks. */
export function signalingExtension(): JsonObject {
  return {
    description: CONNECTION,
    url: SIGNAL_ADDRESS,
    asyncapi: ASYNCAPI_PATH,
    contracts: CONTRACTS,
    clientMessages: typesOf(clientMessageSchema),
    serverMessages: typesOf(serverMessageSchema),
  };
}

function messagesOf(side: 'client' | 'server', union: MessageUnion): Record<string, JsonObject> {
  // What a client may send is read as the server parses it, what the server sends as it writes it.
  const io = side === 'client' ? 'input' : 'output';
  return Object.fromEntries(
    union.options.map((option) => {
      const { $schema: _dialect, ...payload } = z.toJSONSchema(option, {
        target: 'draft-7',
        io,
        unrepresentable: 'any',
      });
      const type = option.shape.type.value;
      return [`${side}.${type}`, { name: type, payload }];
    }),
  );
}

/** The AsyncAPI 3.0 document of the room signaling, from the server's side: it receives the client's messages. */
export function asyncApiDocument(version: string): JsonObject {
  const client = messagesOf('client', clientMessageSchema);
  const server = messagesOf('server', serverMessageSchema);
  const channel = { $ref: '#/channels/roomSignal' };
  const references = (messages: Record<string, JsonObject>) =>
    Object.keys(messages).map((key) => ({ $ref: `#/channels/roomSignal/messages/${key}` }));
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Video Meeting room signaling',
      version,
      description: `The WebSocket of a meeting room, generated from ${CONTRACTS}. The HTTP API is described at ${API_PREFIX}/openapi.json.`,
    },
    defaultContentType: 'application/json',
    channels: {
      roomSignal: {
        address: SIGNAL_ADDRESS,
        title: "A meeting room's signaling",
        description: CONNECTION,
        parameters: { meetingCode: { description: "The meeting's code (ABC-2026-354217) or its id" } },
        messages: { ...client, ...server },
        bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
      },
    },
    operations: {
      receiveClientMessage: {
        action: 'receive',
        channel,
        summary: 'What a participant sends: join first, then media, chat and the host tools',
        messages: references(client),
      },
      sendServerMessage: {
        action: 'send',
        channel,
        summary: 'What the server sends: the room state, its changes, media answers and refusals',
        messages: references(server),
      },
    },
  };
}
