import { X509Certificate, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** TURN over TLS on the managed coturn (decision record 063, amended): its port and PEM files. */
export interface TurnTlsSettings {
  /** 0 picks a free port at each start (tests). */
  port: number;
  /** Absolute paths: coturn runs in DATA_DIR/turn, where a relative path would name another file. */
  certFile: string;
  keyFile: string;
}

export interface TurnTlsEnv {
  TURN_URLS?: string;
  TURN_PORT: number;
  TURN_TLS_PORT?: number;
  TURN_TLS_CERT?: string;
  TURN_TLS_KEY?: string;
}

/**
 * TURN_TLS_PORT with TURN_TLS_CERT and TURN_TLS_KEY, all three or none, checked here so that a typo
 * stops start-up with one line instead of a coturn that silently offers no TLS. `fail` gets the
 * variable's name and what is wrong with it.
 */
export function turnTlsSettings(
  env: TurnTlsEnv,
  fail: (name: string, problem: string) => never,
): TurnTlsSettings | undefined {
  const { TURN_TLS_PORT: port, TURN_TLS_CERT: cert, TURN_TLS_KEY: key } = env;
  if (port === undefined && cert === undefined && key === undefined) return undefined;
  const given = port !== undefined ? 'TURN_TLS_PORT' : cert !== undefined ? 'TURN_TLS_CERT' : 'TURN_TLS_KEY';
  if (env.TURN_URLS) {
    fail(given, "it is read by the managed TURN server only; with TURN_URLS, list your servers' turns: URLs there");
  }
  if (cert === undefined) fail('TURN_TLS_CERT', `${given} needs it, the PEM certificate (chain) coturn offers`);
  if (key === undefined) fail('TURN_TLS_KEY', `${given} needs it, the PEM private key of TURN_TLS_CERT`);
  if (port === undefined) fail('TURN_TLS_PORT', `${given} needs it, the port of TURN over TLS (443 in production)`);
  if (port !== 0 && port === env.TURN_PORT) fail('TURN_TLS_PORT', 'must differ from TURN_PORT');
  const certFile = path.resolve(cert);
  const keyFile = path.resolve(key);
  const certText = readable('TURN_TLS_CERT', certFile, fail);
  const keyText = readable('TURN_TLS_KEY', keyFile, fail);
  try {
    new X509Certificate(certText);
  } catch {
    fail('TURN_TLS_CERT', `${certFile} holds no PEM certificate`);
  }
  try {
    createPrivateKey(keyText);
  } catch {
    fail('TURN_TLS_KEY', `${keyFile} holds no unencrypted PEM private key`);
  }
  return { port, certFile, keyFile };
}

function readable(name: string, file: string, fail: (name: string, problem: string) => never): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return fail(name, `cannot read ${file} (${code})`);
  }
}
