import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNginxConfig, startNginx, type RunningNginx } from '../support/cluster/nginx';
import { NGINX_SOURCE_ADDRESS, startNodes, type RunningNodes } from '../support/cluster/nodes';
import { startPostgres, type RunningPostgres } from '../support/cluster/postgres';
import { startRedis, type RunningRedis } from '../support/cluster/redis';
import { requestFrom } from '../support/cluster/request-from';
import { requestUpgrade } from '../support/cluster/upgrade';

// The pieces a test of several nodes stands on (docs/decisions/028), each proven on its own: a throwaway Redis
// and PostgreSQL inside the media namespace, two product nodes sharing them, and nginx in front with
// the deploy/ configuration and one pinned port per node (docs/decisions/028), through which the nodes
// see each client's own address (docs/decisions/049). No media server: the nodes' Janus is not what
// this proves.

const SIGNAL_PATH = '/api/VideoMeeting/rooms/NOSUCHROOM1/signal';
/** A client of the test's own: a loopback address that is not nginx's (the namespace's lo has 127/8). */
const CLIENT = '127.0.0.77';
const GUEST_JOINS = 3;

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
      // These nodes have no rooms to hand over on SIGTERM. A small guest-join budget per client.
      env: { DRAIN_SECONDS: '5', GUEST_JOINS_PER_IP_MINUTE: String(GUEST_JOINS) },
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
    for (const [index, url] of nginx.pinnedUrls.entries()) {
      const response = await fetch(`${url}/`, { headers: operatorHeaders() });
      expect(await response.text()).toBe(`node-${index}`);
      expect(response.headers.get('x-node-id')).toBe(`node-${index}`);
      // The node names itself to the operator alone.
      expect((await fetch(`${url}/`)).headers.get('x-node-id')).toBeNull();
    }
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
      // nginx is the edge: a client's own X-Forwarded-For is dropped, the address nginx saw is all.
      const written = { 'X-Forwarded-For': '203.0.113.7' };
      await fetch(`${front.url}/api/VideoMeeting/health`, { headers: written });
      expect(seen.at(-1)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
      expect(seen.at(-1)?.upgrade).toBeUndefined();

      expect((await requestUpgrade(`${front.url}${SIGNAL_PATH}`, written)).status).toBe(101);
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

  it("tells the nodes each client's own address through nginx, never nginx's or one the client wrote", async () => {
    const addressSeen = async (source: string, url: string, written?: string) => {
      const headers = { ...operatorHeaders(), ...(written ? { 'x-forwarded-for': written } : {}) };
      const reply = await requestFrom(source, `${url}/api/VideoMeeting/health`, { headers });
      expect(reply.status).toBe(200);
      return (JSON.parse(reply.body) as { data: { clientAddress: string } }).data.clientAddress;
    };
    for (const url of [nginx.url, ...nginx.pinnedUrls]) {
      expect(await addressSeen(CLIENT, url)).toBe(CLIENT);
      expect(await addressSeen(CLIENT, url, '6.6.6.6')).toBe(CLIENT);
      // Even a client on nginx's own address, the one the nodes trust, cannot name another.
      expect(await addressSeen(NGINX_SOURCE_ADDRESS, url, '6.6.6.6')).toBe(NGINX_SOURCE_ADDRESS);
    }
  });

  it('gives each client behind nginx a guest-join budget of its own, counted on both nodes', async () => {
    const join = (source: string, written: string) =>
      requestFrom(source, `${nginx.url}/api/VideoMeeting/meetings/ZZZ-2026-000001/join`, {
        json: { guestName: 'Gus Guest', guestEmail: 'gus@example.test' },
        headers: { 'x-forwarded-for': written },
      });
    // Misses count like hits; a new X-Forwarded-For each time buys nothing. The budget is per minute,
    // so a minute that turns mid-way may let through up to twice as many before the 429.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length <= 2 * GUEST_JOINS) {
      statuses.push((await join('127.0.0.78', `6.6.6.${statuses.length}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
    // Another client behind the same nginx has its own budget.
    expect((await join('127.0.0.79', '6.6.6.99')).status).toBe(404);
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

  function operatorHeaders(): Record<string, string> {
    return { authorization: `Bearer ${cluster.sharedEnv.OPERATOR_TOKEN}` };
  }

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
