import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '#server/lib/loopback.ts';

/** Where the current key is kept for scripts and tests on this machine (owner-readable only). */
export const MAILBOX_KEY_FILE = 'dev-mailbox.key';

const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const localHostNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A new random key for this start, written to DATA_DIR for the owner. The mailbox holds everyone's
 * sign-in codes, and a loopback socket alone proves nothing: a reverse proxy on this machine, or a page
 * using DNS rebinding, also arrives from loopback. Only someone who can read the start-up log or
 * DATA_DIR knows the key.
 */
export function createMailboxKey(dataDir: string): string {
  const key = crypto.randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, MAILBOX_KEY_FILE);
  fs.writeFileSync(file, key + '\n', { mode: 0o600 });
  // writeFileSync keeps the mode of an existing file; a key file left with wider rights is tightened.
  fs.chmodSync(file, 0o600);
  return key;
}

/**
 * Why a mailbox request is refused, or undefined when it may read the mailbox: it must carry the key,
 * come straight from a loopback socket (no proxy's forwarding headers), and name this machine in its
 * Host with the port it reached (a rebinding page's Host names the attacker's domain).
 */
export function mailboxRefusal(request: FastifyRequest, key: string, port: number): string | undefined {
  return localRequestRefusal(request, port) ?? (sameKey(keyOf(request), key) ? undefined : 'missing or wrong key');
}

/**
 * Why a request that must come straight from this machine is refused (the mailbox's checks without
 * its key; the test checkout's pages use them too, decision record 053), or undefined.
 */
export function localRequestRefusal(request: FastifyRequest, port: number): string | undefined {
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return 'forwarded request';
  if (!isLoopbackAddress(request.socket.remoteAddress)) return 'not from this machine';
  if (!isLocalHost(request.headers.host, request.socket.localPort ?? port)) return 'foreign Host header';
  return undefined;
}

function isLocalHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const allowed = localHostNames.map((name) => `${name}:${port}`);
  // A browser leaves the port out of Host when it is the scheme's default.
  if (port === 80) allowed.push(...localHostNames);
  return allowed.includes(host.toLowerCase());
}

function keyOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.key === 'string' ? query.key : '';
}

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
