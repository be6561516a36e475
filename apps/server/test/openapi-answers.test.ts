import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '@vm/contracts';
import { statusOf } from '#server/modules/docs/operation-codes.ts';
import { describedErrors, useDescribedApp } from './support/openapi';
import { signUp, uniqueEmail } from './support/sign-in';

// The error answers the OpenAPI description lists are the ones the server gives (decision record 052):
// checked against real calls, and against every code the server's source throws.

const serverSource = path.resolve(import.meta.dirname, '../src');
/** The room's refusals travel over its WebSocket (described by the AsyncAPI document), not as HTTP answers. */
const SIGNALING_ONLY = path.join(serverSource, 'modules/rooms');

const STATUS_OF_HELPER: Record<string, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  unavailable: 503,
};

/** Every `AppError.<helper>('CODE'` and `new AppError(<status>, 'CODE'` in the server's source, with its status. */
function thrownCodes(): Array<{ file: string; code: string; status: number }> {
  const files = fs
    .readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(serverSource, name))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(SIGNALING_ONLY));
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const helpers = [...text.matchAll(/AppError\.(\w+)\(\s*'([A-Z_]+)'/g)].map(([, helper, code]) => ({
      code: code!,
      status: STATUS_OF_HELPER[helper!]!,
    }));
    const constructed = [...text.matchAll(/new AppError\(\s*(\d{3}),\s*'([A-Z_]+)'/g)].map(([, status, code]) => ({
      code: code!,
      status: Number(status),
    }));
    return [...helpers, ...constructed].map((found) => ({ file: path.relative(serverSource, file), ...found }));
  });
}

describe('the error answers of the OpenAPI description', () => {
  const served = useDescribedApp();

  it('list each code the server throws, with the status it is thrown with', () => {
    const found = thrownCodes();
    expect(found.length).toBeGreaterThan(40);
    const documented = new Set(
      served.described.operations.flatMap(({ method, path: route }) => [
        ...[...describedErrors(served.described, method, route).values()].flat(),
      ]),
    );
    for (const { file, code, status } of found) {
      expect({ file, code, status: statusOf(code as ApiErrorCode) }).toEqual({ file, code, status });
      expect({ file, code, documented: documented.has(code) }).toEqual({ file, code, documented: true });
    }
  });

  it('cover what every operation answers to a stranger and to a signed-in caller naming nothing that exists', async () => {
    const person = await signUp(served.app, uniqueEmail('caller'), 'Cara Caller');
    // Signing out ends the caller's session: that call comes last.
    const operations = [...served.described.operations].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const who of [undefined, person]) {
      for (const { method, path: route } of operations) {
        const options: InjectOptions = {
          method: method.toUpperCase() as InjectOptions['method'],
          url: route.replace(/\{[^}]+\}/g, 'no-such-id'),
          headers: who?.headers,
        };
        const reply = await served.app.inject(options);
        if (reply.statusCode < 300) continue;
        const errors = describedErrors(served.described, method, route);
        const code = (reply.json() as { code?: string }).code;
        const seen = { caller: who ? 'signed in' : 'stranger', method, route, status: reply.statusCode, code };
        expect(seen).toEqual({ ...seen, code: errors.get(reply.statusCode)?.find((listed) => listed === code) });
      }
    }
  });
});
