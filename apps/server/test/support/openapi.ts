import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '@vm/contracts';
import { startOncePerBlock } from './once-per-block';
import { startTestApp } from './test-app';

/** The parts of the served OpenAPI description the tests read. */
export interface DescribedOperation {
  operationId?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface Document {
  paths: Record<string, Record<string, DescribedOperation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
  [extension: string]: unknown;
}

export interface Described {
  document: Document;
  operations: Array<{ method: string; path: string; operation: DescribedOperation }>;
}

export const envelopeCodes: ReadonlySet<string> = new Set(API_ERROR_CODES);

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export async function loadDescription(app: FastifyInstance): Promise<Described> {
  const reply = await app.inject('/api/VideoMeeting/openapi.json');
  if (reply.statusCode !== 200) throw new Error(`openapi.json answered ${reply.statusCode}`);
  const document = reply.json() as Document;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
  return { document, operations };
}

/** For the surrounding describe block: a test app and the OpenAPI description it serves, loaded once. */
export function useDescribedApp(): { readonly app: FastifyInstance; readonly described: Described } {
  return startOncePerBlock(async () => {
    const test = await startTestApp();
    return { app: test.app, described: await loadDescription(test.app), close: () => test.close() };
  });
}

/**
 * An operation's error answers as the description gives them: each status with the codes its envelope
 * may carry (`$ref`s to shared responses followed). Only answers in the error envelope count.
 */
export function describedErrors(described: Described, method: string, path: string): Map<number, string[]> {
  const operation = described.document.paths[path]?.[method];
  if (!operation) throw new Error(`no operation ${method} ${path}`);
  const errors = new Map<number, string[]>();
  for (const [status, declared] of Object.entries(operation.responses)) {
    const response = resolve(described, declared) as {
      content?: Record<string, { schema?: { allOf?: Array<Record<string, unknown>> } }>;
    };
    const parts = response.content?.['application/json']?.schema?.allOf ?? [];
    if (!parts.some((part) => part.$ref === '#/components/schemas/ErrorEnvelope')) continue;
    const narrowed = parts.find((part) => part.properties) as { properties: { code: { enum: string[] } } } | undefined;
    errors.set(Number(status), narrowed?.properties.code.enum ?? []);
  }
  return errors;
}

function resolve(described: Described, value: unknown): unknown {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  const name = ref.replace('#/components/responses/', '');
  return described.document.components.responses[name];
}
