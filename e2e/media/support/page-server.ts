import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pageDir = join(dirname(fileURLToPath(import.meta.url)), '../page');
const files: Record<string, string> = {
  '/': 'index.html',
  '/test-client.js': 'test-client.js',
};
const types: Record<string, string> = { html: 'text/html', js: 'text/javascript' };

/**
 * Serves the test-only room client page on http://127.0.0.1 (a secure context, so camera and
 * getDisplayMedia work); the page talks to the product's signaling WebSocket on its own port.
 * `host: '0.0.0.0'` serves it on every address too, for a browser on a test host (support/test-host.ts).
 */
export async function startPageServer(
  host = '127.0.0.1',
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) {
      response.writeHead(204).end();
      return;
    }
    readFile(join(pageDir, file)).then(
      (body) => response.writeHead(200, { 'content-type': types[file.split('.').pop()!]! }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
