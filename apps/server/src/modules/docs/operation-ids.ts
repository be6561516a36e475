import { API_PREFIX } from '#server/http/api-routes.ts';
import type { OpenApiDocument } from './openapi-types';
import { operationsOf } from './openapi-types';

/** The path as docs/product.md writes it: after /api/VideoMeeting; paths outside the API stay whole. */
export function localPath(path: string): string {
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);

/**
 * `POST /api/VideoMeeting/meetings/{id}/start` -> `postMeetingsByIdStart`: derived from the method
 * and path, so it stays the same as long as the operation does and two operations never share one.
 */
export function operationIdFor(method: string, path: string): string {
  const words = localPath(path)
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', ...wordsOf(parameter[1]!)] : wordsOf(segment);
    });
  return method.toLowerCase() + words.map(capitalize).join('');
}

/** Gives every operation without one its derived operationId (a route may name its own). */
export function addOperationIds(document: OpenApiDocument): void {
  for (const { method, path, operation } of operationsOf(document)) {
    operation.operationId ??= operationIdFor(method, path);
  }
}
