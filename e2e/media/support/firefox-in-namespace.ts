import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firefoxPath } from './firefox';

/** How to start Firefox inside another network namespace (Firefox.launch's `inNamespace`). */
export interface FirefoxInNamespace {
  /** A script that runs Firefox ESR inside the namespace; puppeteer starts it as the browser. */
  executablePath: string;
  /** The WebDriver BiDi port, the same on our loopback and on the namespace's. */
  debuggingPort: number;
  remove(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Firefox on a test host (support/test-host.ts). Unlike Chromium, which Playwright drives over a pipe,
 * Firefox speaks WebDriver BiDi only over a WebSocket on its own loopback, which is the namespace's, out
 * of puppeteer's reach. The launcher forwards the port from our loopback into the namespace's with socat
 * (each connection opens a socat inside the namespace), then runs Firefox there; the forwarder stops with
 * Firefox.
 */
export async function firefoxInNamespace(namespace: string): Promise<FirefoxInNamespace> {
  const debuggingPort = await freeLoopbackPort();
  const dir = await mkdtemp(join(tmpdir(), 'vm-firefox-ns-'));
  const executablePath = join(dir, 'firefox');
  // socat reads ':' as the end of an address: the inner address's colons are escaped.
  const inner = `ip netns exec ${namespace} socat STDIO TCP\\:127.0.0.1\\:${debuggingPort}`;
  await writeFile(
    executablePath,
    [
      '#!/bin/sh',
      `socat TCP-LISTEN:${debuggingPort},bind=127.0.0.1,reuseaddr,fork SYSTEM:'${inner}' &`,
      'forwarder=$!',
      `ip netns exec ${namespace} ${firefoxPath} "$@"`,
      'status=$?',
      'kill $forwarder',
      'exit $status',
      '',
    ].join('\n'),
  );
  await chmod(executablePath, 0o755);
  return { executablePath, debuggingPort, remove: () => rm(dir, { recursive: true, force: true }) };
}
