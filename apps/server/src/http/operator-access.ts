import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from './auth-guard';

/**
 * True when the request carries OPERATOR_TOKEN as its bearer token. Operator details (version,
 * outbox backlog, media-server state, metrics) tell an attacker what runs and how busy it is, so
 * without a configured token nobody gets them. Compared as hashes, in constant time.
 */
export function isOperator(request: FastifyRequest, operatorToken: string | undefined): boolean {
  const given = bearerToken(request);
  if (!operatorToken || !given) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(operatorToken));
}
