import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_PATH } from '@vm/contracts';
import { TOO_MANY_JOINS } from '../src/modules/meetings/meetings-routes';
import { TOO_MANY_CONNECTIONS } from '../src/modules/rooms/signaling/signal-routes';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { openSocket } from './support/socket-upgrade';
import { startTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

const connect = (url: string, client: string) => openSocket(url, { 'x-forwarded-for': client });

/** A client (an IPv6 /64, as the limits count) of its own per run: the counters live in a Redis other runs share. */
const documentationAddress = () =>
  `2001:db8:${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}::1`;

// Two nodes of one product in one process (two apps on one PostgreSQL schema and one Redis): a client
// must not get each limit once per node behind the load balancer (decision record 027).
describe.skipIf(!redisUrl || !postgres)('rate limits shared by the nodes', () => {
  let database: TestDatabase;
  const nodes: TestApp[] = [];
  const socketUrls: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      REDIS_URL: redisUrl!,
      SECRET_KEY: 'r'.repeat(48),
      TRUST_PROXY: '127.0.0.1',
      GUEST_JOINS_PER_IP_MINUTE: '4',
    };
    for (const nodeId of ['limits-a', 'limits-b']) {
      const node = await startTestApp('postgres', { env: { ...env, NODE_ID: nodeId }, database });
      nodes.push(node);
      const baseUrl = await node.app.listen({ host: '127.0.0.1', port: 0 });
      socketUrls.push(`${baseUrl.replace(/^http/, 'ws')}${SIGNAL_PATH('ABC-2026-123456')}`);
    }
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes.reverse()) await node.close();
    await database?.cleanup();
  });

  it('refuses the 121st room socket of a minute from one address, whichever node it reaches', async () => {
    const client = documentationAddress();
    // 120 (ROOM_CONNECTIONS_PER_IP_MINUTE's default) spread over both nodes: 60 each, under either's own count.
    for (let i = 0; i < 120; i++) expect(await connect(socketUrls[i % 2]!, client)).toEqual({ opened: true });
    for (const url of socketUrls) {
      const refused = await connect(url, client);
      expect(refused).toMatchObject({
        opened: false,
        status: 429,
        body: { success: false, message: TOO_MANY_CONNECTIONS },
      });
      expect(Number(refused.opened ? 0 : refused.retryAfter)).toBeGreaterThan(0);
    }
    // Another address behind the same proxy has its own budget.
    expect(await connect(socketUrls[1]!, documentationAddress())).toEqual({ opened: true });
  }, 60_000);

  it('counts guest joins from one address on both nodes together', async () => {
    const client = documentationAddress();
    const join = (node: TestApp) =>
      node.app.inject({
        method: 'POST',
        url: '/api/VideoMeeting/meetings/ZZZ-2026-000001/join',
        payload: { guestName: 'Gus Guest', guestEmail: 'gus@example.test' },
        headers: { 'x-forwarded-for': client },
      });
    // Misses count like hits: four tries, two on each node, then neither node takes a fifth.
    for (let i = 0; i < 4; i++) expect((await join(nodes[i % 2]!)).statusCode).toBe(404);
    for (const node of nodes) {
      const refused = await join(node);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY_JOINS });
    }
  });
});
