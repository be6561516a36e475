import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';

/** 32 random bytes in URL-safe base64, as SessionService.newDevice makes them; anything else is ignored. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface DeviceCookie {
  /** The device cookie the request carries, when it has the right shape. */
  read(request: FastifyRequest): string | undefined;
  write(reply: FastifyReply, token: string): void;
}

/**
 * The device cookie (decision record 007): set at each sign-in from a code, it tells the sign-in code
 * limits that this browser signed in as an account before, so strangers' guessing elsewhere never
 * refuses it. HttpOnly (no script reads it), SameSite=Lax, Secure when the public URL is HTTPS, and
 * then named `__Host-…`, which browsers accept only from this very host over HTTPS with Path=/, so a
 * neighbouring subdomain cannot plant one. It lives as long as the server remembers it: the session
 * rows that carry its hash, kept `keptDays` after sign-in.
 */
export function deviceCookie(config: Config, keptDays: number): DeviceCookie {
  const secure = publicBaseUrl(config).startsWith('https:');
  const name = secure ? '__Host-vm-device' : 'vm-device';
  return {
    read(request) {
      const value = request.cookies[name];
      return value !== undefined && DEVICE_TOKEN.test(value) ? value : undefined;
    },
    write(reply, token) {
      reply.setCookie(name, token, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/',
        maxAge: keptDays * 24 * 60 * 60,
      });
    },
  };
}
