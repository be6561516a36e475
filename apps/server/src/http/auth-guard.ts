import type { FastifyRequest } from 'fastify';
import type { GuestUser } from '@vm/contracts';
import type { SessionService } from '../modules/auth/session-service';
import { AppError } from './app-error';

export interface RequestAuth {
  sessionId: string;
  user: GuestUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Route guards. `optional` reads a session when one is sent; `required` answers 401 without one. */
export function createAuthGuards(sessions: SessionService) {
  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const token = bearerToken(request);
    if (!token) return null;
    return (await sessions.authenticate(token)) ?? null;
  }
  return {
    async optional(request: FastifyRequest) {
      request.auth = await resolve(request);
    },
    async required(request: FastifyRequest) {
      request.auth = await resolve(request);
      if (!request.auth)
        throw AppError.unauthorized(
          'SESSION_INVALID',
          'Your session has expired or is not valid. Please sign in again.',
        );
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The signed-in user of a route behind the `required` guard. */
export function currentUser(request: FastifyRequest): GuestUser {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth.user;
}
