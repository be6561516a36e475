import { Redis } from 'ioredis';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Meeting } from '@vm/contracts';
import { expectVisible, launchBrowser } from '../support/browser';
import { startNginx, type RunningNginx } from '../support/cluster/nginx';
import { startNodes, type ClusterNode, type RunningNodes } from '../support/cluster/nodes';
import { startPostgres, type RunningPostgres } from '../support/cluster/postgres';
import { startRedis, type RunningRedis } from '../support/cluster/redis';
import { callApi, type Session } from '../support/api';
import { listMail } from '../support/mailbox';
import { flowing, inRoom, joinAsGuest, joinNow, unique } from './room-ui-helpers';
import { setPlan } from './support/product-api';

// One meeting across three nodes of one product (docs/decisions/029): a throwaway Redis
// and PostgreSQL inside the media namespace, three nodes each with its own managed Janus, nginx in
// front with the deploy/ configuration. Each browser comes in through a port of nginx that prefers
// one node (and falls back to the others, as the public port would), so the three sockets land on
// three nodes; the room lives on one of them and the other two relay.

interface Visitor {
  page: Page;
  name: string;
}

const API = '/api/VideoMeeting';

describe('a meeting across three nodes', () => {
  let redis: RunningRedis;
  let postgres: RunningPostgres;
  let cluster: RunningNodes;
  let nginx: RunningNginx;
  let browser: Browser;

  beforeAll(async () => {
    [redis, postgres, browser] = await Promise.all([
      startRedis(),
      startPostgres(),
      launchBrowser({ fakeMedia: true, extraArgs: ['--autoplay-policy=no-user-gesture-required'] }),
    ]);
    cluster = await startNodes({ count: 3, databaseUrl: postgres.url, redisUrl: redis.url });
    nginx = await startNginx({ upstreams: cluster.nodes.map((node) => node.address) });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await cluster?.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  });

  test(
    'three people on three nodes meet; the owner killed, then the next one drained, the meeting goes on',
    { timeout: 300_000 },
    async () => {
      const organizer = await signUp('Ola Owner');
      setPlan(cluster.nodes[0]!.dataDir, { email: organizer.email, headers: organizer.headers }, 'pro', {
        DATABASE_URL: postgres.url,
      });
      const meeting = await post<Meeting>(
        '/meetings',
        {
          title: 'Across nodes',
          startTime: new Date(Date.now() + 60_000).toISOString(),
          endTime: new Date(Date.now() + 3_660_000).toISOString(),
          isPublic: true,
        },
        organizer.token,
      );

      // Each through its own node's port: the three sockets land on three nodes, as the nodes say.
      const nodeIds = await Promise.all(
        nginx.pinnedUrls.map((site) => nodeIdBehind(site, cluster.sharedEnv.OPERATOR_TOKEN!)),
      );
      expect(new Set(nodeIds).size).toBe(3);
      const visitors = [
        await enter(nginx.pinnedUrls[0]!, meeting, 'Ola Owner', organizer),
        await enter(nginx.pinnedUrls[1]!, meeting, 'Bea Second'),
        await enter(nginx.pinnedUrls[2]!, meeting, 'Cem Third'),
      ];
      await everyoneSeesEveryone(visitors, 60_000);
      await chatReachesEveryone(visitors);

      // The owner dies (kill -9, its Janus with it): the others' sockets are moved to a new owner.
      const owner = await ownerNode(meeting.id, nodeIds);
      const killedAt = Date.now();
      await owner.kill('SIGKILL');
      await everyoneSeesEveryone(visitors, 60_000);
      console.log(`video back for everyone ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the owner died`);

      // The new owner is told to stop (SIGTERM): it hands the room over and exits by itself.
      const next = await ownerNode(meeting.id, nodeIds);
      expect(next).not.toBe(owner);
      const drainedAt = Date.now();
      expect(await next.kill('SIGTERM')).toBe('code 0');
      await everyoneSeesEveryone(visitors, 60_000);
      console.log(`video back for everyone ${((Date.now() - drainedAt) / 1000).toFixed(1)} s after the drain began`);
      const after = await callApi<Meeting>(nginx.url, `/meetings/${meeting.id}`, {}, organizer.token);
      expect(after.status).toBe('active');
    },
  );

  const post = <T>(path: string, body: object, token?: string) =>
    callApi<T>(nginx.url, path, { method: 'POST', body: JSON.stringify(body) }, token);

  /** Registers through nginx; the code is in the dev mailbox of whichever node sent it. */
  async function signUp(name: string) {
    const email = unique(name);
    await post('/guest/send-otp?purpose=register', { email });
    const otpCode = await codeFromAnyNode(cluster.nodes, email);
    const session = await post<Session>('/guest/register-with-otp', { name, email, otpCode });
    return { email, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
  }

  async function enter(site: string, meeting: Meeting, name: string, account?: { token: string }) {
    const page = await browser.newContext({ baseURL: site }).then((context) => context.newPage());
    await page.context().addInitScript((token) => {
      (window as unknown as { __VM_ROOM_TEST__: boolean }).__VM_ROOM_TEST__ = true;
      if (token) localStorage.setItem('auth_token', token);
    }, account?.token ?? null);
    await page.goto(`/room/${meeting.meetingId}`);
    if (!account) await joinAsGuest(page, name);
    await joinNow(page);
    await inRoom(page);
    return { page, name };
  }

  /** The node that owns the meeting's room now, as Redis says. */
  async function ownerNode(meetingId: string, nodeIds: string[]): Promise<ClusterNode> {
    const client = new Redis(redis.url);
    const owner = await client.get(`vm:room-owner:${meetingId}`).finally(() => client.disconnect());
    const index = nodeIds.indexOf(owner ?? '');
    if (index < 0) throw new Error(`no node owns the room: ${owner}`);
    return cluster.nodes[index]!;
  }
});

async function everyoneSeesEveryone(visitors: Visitor[], timeoutMs: number): Promise<void> {
  await Promise.all(
    visitors.map(async ({ page, name }) => {
      await flowing(page, 'camera', visitors.length - 1, timeoutMs);
      await flowing(page, 'microphone', visitors.length - 1, timeoutMs);
      // One tile each: nobody twice after the moves.
      for (const other of visitors.filter((visitor) => visitor.name !== name))
        expect(await page.getByRole('figure', { name: other.name, exact: true }).count()).toBe(1);
    }),
  );
}

async function chatReachesEveryone([first, ...others]: Visitor[]): Promise<void> {
  await first!.page.getByRole('button', { name: 'Chat', exact: true }).click();
  await first!.page.getByRole('textbox', { name: 'Message' }).fill('Hello across nodes');
  await first!.page.getByRole('button', { name: 'Send' }).click();
  for (const { page } of others) {
    await page.getByRole('button', { name: 'Chat, 1 unread' }).click();
    await expectVisible(page.getByRole('log', { name: 'Chat' }).getByText('Hello across nodes'));
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
  }
}

/** The node that answers at `site`: it names itself to the operator alone. */
async function nodeIdBehind(site: string, operatorToken: string): Promise<string> {
  const response = await fetch(`${site}${API}/health`, { headers: { authorization: `Bearer ${operatorToken}` } });
  const id = response.headers.get('x-node-id');
  if (!id) throw new Error(`no X-Node-Id from ${site}`);
  return id;
}

async function codeFromAnyNode(nodes: ClusterNode[], email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const node of nodes) {
      const mail = (await listMail(node)).find((entry) => entry.to.includes(email));
      const code = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (code) return code;
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`no sign-in code for ${email} in any node's mailbox`);
}
