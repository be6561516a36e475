import { z } from 'zod';
import { errorEnvelopeSchema, type ApiErrorCode } from '@vm/contracts';
import { API_PREFIX } from '#server/http/api-routes.ts';
import { localPath } from './operation-ids';
import { OPERATION_CODES, statusOf, type ErrorStatus } from './operation-codes';
import type { JsonObject, OpenApiDocument, Operation, Response } from './openapi-types';
import { operationsOf } from './openapi-types';

const ENVELOPE = 'ErrorEnvelope';
const RETRY_AFTER = 'RetryAfter';

/** What each error status means (docs/product.md, 'Status codes'). */
const STATUS_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid input (`errors` names each field at fault, with its own code such as REQUIRED or TOO_LONG), or a request that could not be read',
  401: 'No session, or an expired or revoked one',
  402: 'The card was declined; nothing was changed',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found, or not yours (indistinguishable on purpose)',
  409: 'A conflict with the current state',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'The request body is not JSON',
  429: 'Rate limited; `Retry-After` says how many seconds to wait',
  500: 'An unexpected error',
  503: 'The server is shutting down, or a part it needs is unavailable',
};

/**
 * Answers many operations give alike, described once under `components.responses` and referred to:
 * the description stays a fraction of the size it would have with each written out.
 */
const SHARED_RESPONSES: Array<{ name: string; status: ErrorStatus; codes: ApiErrorCode[] }> = [
  { name: 'Unauthorized', status: 401, codes: ['AUTH_REQUIRED', 'SESSION_INVALID'] },
  { name: 'PayloadTooLarge', status: 413, codes: ['PAYLOAD_TOO_LARGE'] },
  { name: 'AddressTooLong', status: 414, codes: ['ADDRESS_TOO_LONG'] },
  { name: 'UnsupportedMediaType', status: 415, codes: ['UNSUPPORTED_MEDIA_TYPE'] },
  { name: 'InternalError', status: 500, codes: ['INTERNAL_ERROR'] },
  { name: 'ServiceUnavailable', status: 503, codes: ['SERVICE_UNAVAILABLE'] },
];

function sharedResponse(status: ErrorStatus, codes: ApiErrorCode[]): { $ref: string } | undefined {
  const shared = SHARED_RESPONSES.find(
    (candidate) => candidate.status === status && candidate.codes.join() === codes.join(),
  );
  return shared && { $ref: `#/components/responses/${shared.name}` };
}

/** Methods whose requests may carry a body, so a body can be malformed, too large or not JSON. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** A missing `{param}` answers the not-found code of what the path segment before it names. */
const NOT_FOUND_BY_SEGMENT: Record<string, ApiErrorCode> = {
  meetings: 'MEETING_NOT_FOUND',
  meeting: 'MEETING_NOT_FOUND',
  rooms: 'MEETING_NOT_FOUND',
  series: 'SERIES_NOT_FOUND',
  invitations: 'INVITATION_NOT_FOUND',
  recordings: 'RECORDING_NOT_FOUND',
  sessions: 'SESSION_NOT_FOUND',
  'booking-types': 'BOOKING_TYPE_NOT_FOUND',
  bookings: 'BOOKING_NOT_FOUND',
  // `/book/{handle}/{slug}`: a handle or link that names no booking type on.
  '{handle}': 'BOOKING_TYPE_NOT_FOUND',
};

function notFoundCode(path: string): ApiErrorCode {
  const segments = path.split('/');
  const last = segments.findLastIndex((segment) => segment.startsWith('{'));
  return NOT_FOUND_BY_SEGMENT[segments[last - 1] ?? ''] ?? 'NOT_FOUND';
}

/**
 * Every error code an operation can answer: the ones its shape implies (inputs can be invalid, a
 * session can be missing, an id can name nothing, the server can fail) and those its service adds
 * (OPERATION_CODES).
 */
export function errorCodesOf(method: string, path: string, operation: Operation): ApiErrorCode[] {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header');
  const codes: ApiErrorCode[] = ['REQUEST_UNREADABLE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'];
  if (parameters.length > 0 || operation.requestBody) codes.push('VALIDATION_FAILED');
  if (parameters.some((parameter) => parameter.in === 'path')) {
    codes.push('MALFORMED_ADDRESS', 'ADDRESS_TOO_LONG', notFoundCode(path));
  }
  if (BODY_METHODS.has(method))
    codes.push('INVALID_JSON', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (operation.requestBody) codes.push('BODY_REQUIRED');
  if (operation.security?.some((requirement) => 'bearer' in requirement)) {
    // The operator's token (outside the API) is no session, so it cannot be an invalid one.
    codes.push(
      ...(path.startsWith(`${API_PREFIX}/`)
        ? (['AUTH_REQUIRED', 'SESSION_INVALID'] as const)
        : ['AUTH_REQUIRED' as const]),
    );
  }
  codes.push(...(OPERATION_CODES[`${method.toUpperCase()} ${localPath(path)}`] ?? []));
  return [...new Set(codes)];
}

function errorResponse(status: ErrorStatus, codes: ApiErrorCode[]): Response {
  return {
    description: `${STATUS_TEXT[status]}. Codes: ${codes.join(', ')}`,
    ...(status === 429 && { headers: { 'Retry-After': { $ref: `#/components/headers/${RETRY_AFTER}` } } }),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ENVELOPE}` },
            { type: 'object', properties: { code: { type: 'string', enum: codes } } },
          ],
        },
      },
    },
  };
}

/** The error envelope, from the contracts, and the Retry-After header of a 429. */
function errorComponents(): { schemas: JsonObject; headers: JsonObject; responses: Record<string, Response> } {
  const { $schema: _dialect, ...envelope } = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' });
  return {
    schemas: {
      [ENVELOPE]: {
        ...envelope,
        description:
          'Every failure: `code` is the machine code (packages/contracts/src/error-codes.ts), `message` the same in ' +
          'English, `errors` the fields at fault (`general` when no single one is), `params` the numbers its text needs.',
      },
    },
    headers: {
      [RETRY_AFTER]: { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 1 } },
    },
    responses: Object.fromEntries(
      SHARED_RESPONSES.map(({ name, status, codes }) => [name, errorResponse(status, codes)]),
    ),
  };
}

/** Gives each operation an error response for each status it can answer, in the envelope. */
export function addErrorResponses(document: OpenApiDocument): void {
  for (const { method, path, operation } of operationsOf(document)) {
    const byStatus = new Map<ErrorStatus, ApiErrorCode[]>();
    for (const code of errorCodesOf(method, path, operation)) {
      const status = statusOf(code);
      if (status) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    const responses = (operation.responses ??= {});
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
      // What a route declares itself stays (a 416 of the recording file).
      responses[String(status)] ??= sharedResponse(status, codes) ?? errorResponse(status, codes);
    }
  }
  const components = errorComponents();
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...components.schemas },
    headers: { ...document.components?.headers, ...components.headers },
    responses: { ...document.components?.responses, ...components.responses },
  };
}
