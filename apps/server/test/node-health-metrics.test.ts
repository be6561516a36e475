import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting, hostJoinUrl } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';
import { TestClock } from './support/test-clock';

const health = (test: TestApp, headers: Record<string, string> = {}) =>
  test.app.inject({ url: '/api/VideoMeeting/health', headers });
const metrics = (test: TestApp, headers: Record<string, string> = {}) => test.app.inject({ url: '/metrics', headers });

// Which node answered, and what it holds (docs/product.md, 'Calls'): for operators behind a load balancer.
describe('the node in health and replies', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('names the node on every reply to the operator, success or not, and on none to anyone else', async () => {
    test = await startTestApp('sqlite', { env: { NODE_ID: 'solo-node' } });
    const requests = (headers: Record<string, string>) => [
      health(test, headers),
      test.app.inject({ url: '/api/VideoMeeting/no-such-route', headers }),
      test.app.inject({ url: '/api/VideoMeeting/meetings', headers }),
      metrics(test, headers),
    ];
    const operator = await Promise.all(requests(operatorHeaders));
    // The operator token is no session: the meetings list still wants a signed-in person.
    expect(operator.map((reply) => reply.statusCode)).toEqual([200, 404, 401, 200]);
    for (const reply of operator) expect(reply.headers['x-node-id']).toBe('solo-node');
    const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-operator-token' }];
    for (const headers of strangers) {
      for (const reply of await Promise.all(requests(headers))) expect(reply.headers['x-node-id']).toBeUndefined();
    }

    expect((await health(test)).json().data).toEqual({ status: 'ok' });
    const details = (await health(test, operatorHeaders)).json().data;
    expect(details.node).toEqual({ id: 'solo-node', redis: 'not configured', ownedRooms: 0 });
  });

  it('makes a random node id, free of the host name and process id, when NODE_ID is not set', async () => {
    test = await startTestApp('sqlite');
    const id = (await health(test, operatorHeaders)).headers['x-node-id'];
    expect(id).toMatch(/^node-[0-9a-f]{12}$/);
    expect(id).not.toContain(String(process.pid));
    expect((await health(test, operatorHeaders)).json().data.node.id).toBe(id);
    const other = await startTestApp('sqlite');
    const otherId = (await health(other, operatorHeaders)).json().data.node.id;
    await other.close();
    expect(otherId).toMatch(/^node-[0-9a-f]{12}$/);
    expect(otherId).not.toBe(id);
  });

  it('counts the live rooms this node owns', async () => {
    test = await startTestApp('sqlite');
    const host = await signUp(test.app, uniqueEmail('host'), 'Olga Owner');
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const client = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await client.next('joined');
    expect((await health(test, operatorHeaders)).json().data.node.ownedRooms).toBe(1);
  });
});

describe('/metrics', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('answers only the operator token, in the envelope otherwise', async () => {
    test = await startTestApp('sqlite');
    const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-operator-token' }];
    for (const headers of strangers) {
      const reply = await metrics(test, headers);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED', data: null });
      expect(reply.body).not.toContain('nodejs_');
    }
  });

  it('does not exist without a configured operator token', async () => {
    test = await startTestApp('sqlite', { env: { OPERATOR_TOKEN: '' } });
    const reply = await metrics(test, operatorHeaders);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND', data: null });
  });

  it('gives the operator process figures, the event-loop delay and the outbox backlog', async () => {
    const clock = new TestClock();
    test = await startTestApp('sqlite', { clock });
    const { mail } = test.app.services;
    await mail.sender.stop();
    await mail.outbox.enqueue(
      { to: 'm@example.test', subject: 'waiting', text: 'x' },
      'test',
      clock.now().toISOString(),
    );
    clock.advance(90_000);

    const reply = await metrics(test, operatorHeaders);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(reply.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(reply.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(reply.body).toMatch(/^vm_mail_outbox_pending 1$/m);
    expect(reply.body).toMatch(/^vm_mail_outbox_oldest_pending_age_seconds 90$/m);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !postgres)('health of a node with Redis', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    test = await startTestApp('postgres', { env: { REDIS_URL: redisUrl!, SECRET_KEY: 'h'.repeat(40) }, database });
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    await database?.cleanup();
  });

  it('says Redis answers', async () => {
    const details = (await health(test, operatorHeaders)).json().data;
    expect(details).toMatchObject({ status: 'ok', node: { redis: 'ok', ownedRooms: 0 } });
  });
});
