/**
 * The parts of an OpenAPI 3.0 document the docs module reads and writes. @fastify/swagger generates
 * the document; these loose shapes let the module complete it without depending on a types package.
 */
export type JsonObject = Record<string, unknown>;

export interface Parameter extends JsonObject {
  in: string;
  name: string;
}

export interface Response extends JsonObject {
  description: string;
  content?: Record<string, { schema?: JsonObject }>;
  headers?: JsonObject;
}

export interface Operation extends JsonObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: JsonObject;
  security?: Array<Record<string, unknown>>;
  responses?: Record<string, Response | { $ref: string }>;
}

export interface OpenApiDocument extends JsonObject {
  info?: JsonObject & { description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: JsonObject & {
    schemas?: JsonObject;
    responses?: Record<string, Response>;
    headers?: JsonObject;
  };
}

/** The HTTP methods a path item may hold (its other keys are `parameters`, `summary` and the like). */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of the document with its method and path. */
export function operationsOf(document: OpenApiDocument): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
  );
}
