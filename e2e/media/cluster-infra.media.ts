import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNginxConfig, startNginx, type RunningNginx } from '../support/cluster/nginx';
import { startNodes, type RunningNodes } from '../support/cluster/nodes';
import { startPostgres, type RunningPostgres } from '../support/cluster/postgres';
import { startRedis, type RunningRedis } from '../support/cluster/redis';
import { requestUpgrade } from '../support/cluster/upgrade';

// The pieces a test of several nodes stands on (issue 15), each proven on its own: a throwaway Redis
// and PostgreSQL inside the media namespace, two product nodes sharing them, and nginx in front with
// the deploy/ configuration and one pinned port per node (docs/decisions/028). No media server: the
// nodes' Janus is not what this proves.

const SIGNAL_PATH = '/api/VideoMeeting/rooms/NOSUCHROOM1/signal';

describe('cluster test infrastructure', () => {
  let redis: RunningRedis;
  let postgres: RunningPostgres;
  let cluster: RunningNodes;
  let nginx: RunningNginx;
  let markerDir: string;

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    // Each node serves a web app of one page that names it (WEB_DIST_DIR), so a response through
    // nginx says which node made it, whatever the product's own headers say.
    markerDir = await mkdtemp(join(tmpdir(), 'vm-markers-'));
    for (const index of [0, 1]) {
      await mkdir(join(markerDir, `node-${index}`));
      await writeFile(join(markerDir, `node-${index}`, 'index.html'), `node-${index}`);
    }
    cluster = await startNodes({
      count: 2,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      media: 'none',
      // Issue 15's drain on SIGTERM, once it lands: these nodes have no rooms to hand over.
      env: { DRAIN_SECONDS: '5' },
      envFor: (index) => ({ WEB_DIST_DIR: join(markerDir, `node-${index}`) }),
    });
    nginx = await startNginx({ upstreams: cluster.nodes.map((node) => node.address) });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await cluster?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
    await rm(markerDir, { recursive: true, force: true });
  });

  it('has a Redis that answers and a PostgreSQL that the nodes migrated', async () => {
    expect(await redis.command('PING')).toBe('+PONG');
    expect(await postgres.query('SELECT 1 + 1')).toBe('2');
    expect(Number(await postgres.query('SELECT count(*) FROM kysely_migration'))).toBeGreaterThan(0);
  });

  it('sends each pinned port to its own node, and the public port to both', async () => {
    const nodeIds: (string | null)[] = [];
    for (const [index, url] of nginx.pinnedUrls.entries()) {
      const response = await fetch(`${url}/`);
      expect(await response.text()).toBe(`node-${index}`);
      nodeIds.push(response.headers.get('x-node-id'));
    }
    // Once the nodes name themselves in a header (issue 15), the two pinned ports must show two names.
    if (nodeIds.every(Boolean)) expect(new Set(nodeIds).size).toBe(2);
    const seen = new Set<string>();
    for (let request = 0; request < 4; request += 1) seen.add(await nodeBehind(nginx.url));
    expect([...seen].sort()).toEqual(['node-0', 'node-1']);
    expect((await fetch(`${nginx.url}/api/VideoMeeting/health`)).status).toBe(200);
  });

  it('upgrades the signaling WebSocket through the public and the pinned ports', async () => {
    const urls = [nginx.url, ...nginx.pinnedUrls];
    const sockets = await Promise.all(urls.map((url) => requestUpgrade(`${url}${SIGNAL_PATH}`)));
    expect(sockets.map((socket) => socket.status)).toEqual([101, 101, 101]);
    for (const socket of sockets) socket.socket?.destroy();
  });

  it('forwards the client address and scheme, upgrades only the signaling path and caps bodies at 1 MiB', async () => {
    // Behind this nginx a recorder in place of the nodes, to see exactly what a node receives.
    const seen: http.IncomingHttpHeaders[] = [];
    const recorder = http.createServer((request, response) => {
      seen.push(request.headers);
      request.resume();
      request.once('end', () => response.end('recorded'));
    });
    recorder.on('upgrade', (request, socket) => {
      seen.push(request.headers);
      socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
    });
    await new Promise<void>((listening) => recorder.listen(0, '127.0.0.1', listening));
    const { port } = recorder.address() as AddressInfo;
    const front = await startNginx({ upstreams: [`127.0.0.1:${port}`] });
    try {
      // A client's own X-Forwarded-For is kept but nginx appends the address it saw: with
      // TRUST_PROXY=1 a node takes that last one, so the client cannot choose its address.
      await fetch(`${front.url}/api/VideoMeeting/health`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect(seen.at(-1)).toMatchObject({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1', 'x-forwarded-proto': 'http' });
      expect(seen.at(-1)?.upgrade).toBeUndefined();

      expect((await requestUpgrade(`${front.url}${SIGNAL_PATH}`)).status).toBe(101);
      expect(seen.at(-1)).toMatchObject({
        upgrade: 'websocket',
        connection: 'upgrade',
        'x-forwarded-for': '127.0.0.1',
      });
      // Anywhere else an upgrade request is a plain request to the node.
      expect((await requestUpgrade(`${front.url}/api/VideoMeeting/health`)).status).toBe(200);
      expect(seen.at(-1)?.upgrade).toBeUndefined();

      const requests = seen.length;
      const big = await fetch(`${front.url}/api/VideoMeeting/meetings`, {
        method: 'POST',
        body: 'x'.repeat(1_100_000),
      });
      expect(big.status).toBe(413);
      expect(seen.length).toBe(requests);
    } finally {
      await front.stop();
      await new Promise((closed) => recorder.close(closed));
    }
  });

  it('renders a configuration nginx accepts for three nodes behind TLS on IPv4 and IPv6', async () => {
    const key = join(markerDir, 'key.pem');
    const certificate = join(markerDir, 'cert.pem');
    const subject = ['-subj', '/CN=meet.example.com', '-days', '1', '-keyout', key, '-out', certificate];
    await promisify(execFile)('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...subject]);
    await checkNginxConfig({
      nodes: ['10.0.0.11:3000', '10.0.0.12:3000', '10.0.0.13:3000'],
      listen: ['443', '[::]:443'],
      serverName: 'meet.example.com',
      tls: { certificate, key },
    });
  });

  it('closes the sockets of a killed node, and its port and the public port go on with the other', async () => {
    const sockets = await Promise.all(nginx.pinnedUrls.map((url) => requestUpgrade(`${url}${SIGNAL_PATH}`)));
    expect(sockets.map((socket) => socket.status)).toEqual([101, 101]);

    // Node 1 dies: the socket through its port closes with it, the one through node 0's port stays.
    expect(await cluster.nodes[1]!.kill('SIGKILL')).toBe('signal SIGKILL');
    await within(sockets[1]!.closed, 5_000, "the socket through the killed node's port did not close");
    await new Promise((wake) => setTimeout(wake, 200));
    expect(sockets[0]!.socket!.destroyed).toBe(false);
    sockets[0]!.socket!.destroy();

    // Its port and the public port go on with node 0, WebSockets too: a client whose node died
    // comes back through the same address, as it would in production.
    const before = (await nginx.accessLog()).length;
    expect(await nodeBehind(nginx.pinnedUrls[1]!)).toBe('node-0');
    for (let request = 0; request < 6; request += 1) expect(await nodeBehind(nginx.url)).toBe('node-0');
    for (const url of [nginx.url, nginx.pinnedUrls[1]!]) {
      const socket = await requestUpgrade(`${url}${SIGNAL_PATH}`);
      expect(socket.status).toBe(101);
      socket.socket?.destroy();
    }
    // nginx did try the dead node, and went on to the live one within the same request.
    const [live, dead] = cluster.nodes.map((node) => node.address);
    expect((await nginx.accessLog()).slice(before)).toContain(`upstream=${dead}, ${live}`);
  });

  it('lets a node shut down on SIGTERM: it exits by itself and closes its sockets', async () => {
    // (Node 1 was killed by the test before: node 0 is the last one.)
    const socket = await requestUpgrade(`${nginx.pinnedUrls[0]}${SIGNAL_PATH}`);
    expect(socket.status).toBe(101);
    expect(await cluster.nodes[0]!.kill('SIGTERM')).toBe('code 0');
    await within(socket.closed, 5_000, 'the socket stayed open after its node exited');
  });

  /** Which node served the page at `baseUrl` (its marker page). */
  async function nodeBehind(baseUrl: string): Promise<string> {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    return (await response.text()).trim();
  }
});

async function within<T>(promise: Promise<T>, ms: number, problem: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(problem)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
