import { findProgram } from '#server/lib/find-program.ts';

/** TURNSERVER_PATH when set, else the first turnserver on PATH, else Debian's /usr/bin/turnserver. */
export function findTurnServer(configured: string | undefined, envPath = process.env.PATH ?? ''): string | undefined {
  return findProgram('turnserver', configured, envPath);
}
