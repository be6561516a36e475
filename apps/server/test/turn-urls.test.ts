import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IceServer } from '#server/config.ts';
import { loadConfig } from '#server/config.ts';
import { requestHost } from '#server/lib/request-host.ts';
import { createTurnRelay } from '#server/modules/media/turn/turn-relay.ts';
import { joinRoomAsHost } from './support/room-joins';
import { createMeeting, guestJoinUrl } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders, tempDir } from './support/test-config';
import { TurnClient } from './support/turn-client';

// Where the managed coturn listens and which host its URL names (decision record 063, amended
// 2026-11-29): where the product is reachable, so is the relay, and a browser is sent to the host it
// reached the product by.

/** The UDP URL of a `joined` (or `iceServers`) message's TURN entry, with its credential. */
function turnUrl(iceServers: IceServer[]) {
  const entry = iceServers.find((server) => [server.urls].flat().some((url) => url.startsWith('turn:')));
  if (!entry?.username || !entry.credential) throw new Error(`no TURN entry in ${JSON.stringify(iceServers)}`);
  const url = [entry.urls].flat().find((candidate) => candidate.endsWith('?transport=udp'))!;
  return { url, credential: { username: entry.username, credential: entry.credential } };
}

async function startWithManagedTurn(host: string): Promise<TestApp> {
  const test = await startTestApp('sqlite', { env: { TURN_URLS: '', TURN_PORT: '0', HOST: host } });
  await vi.waitFor(
    async () => {
      const reply = await test.app.inject({ url: '/api/VideoMeeting/health', headers: operatorHeaders });
      expect(reply.json().data.parts.turn.status).toBe('ready');
    },
    { timeout: 30_000, interval: 200 },
  );
  return test;
}

/** A public meeting's guest, joined over a socket whose upgrade request carried `host` as its Host. */
async function joinWithHost(test: TestApp, meetingId: string, host: string | undefined) {
  const joinUrl = await guestJoinUrl(test.app, meetingId, 'Hugo Host', uniqueEmail('guest'));
  const client = await SignalClient.join(test.app, joinUrl, {}, host === undefined ? undefined : { host });
  return { client, joined: await client.next('joined') };
}

/** A public meeting its organizer has started by joining (guests enter a started meeting only). */
async function publicMeeting(test: TestApp): Promise<string> {
  const organizer = await signUp(test.app, uniqueEmail('host'), 'Olga Organizer');
  const meeting = await createMeeting(test.app, organizer, { isPublic: true });
  await joinRoomAsHost(test.app, organizer, meeting.id);
  return meeting.id;
}

const configText = (test: TestApp) => fs.readFileSync(path.join(test.dataDir, 'turn', 'turnserver.conf'), 'utf8');

/** This machine's first address beyond loopback: a browser on another machine would come in there. */
function externalAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((info) => info && !info.internal && info.family === 'IPv4')?.address;
  if (!address) throw new Error('this machine has no IPv4 address beyond loopback');
  return address;
}

describe('the managed TURN URL when the product listens on every address (HOST=0.0.0.0)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startWithManagedTurn('0.0.0.0');
  });
  afterAll(async () => test?.close());

  it('names the host the participant reached the product by: a name, an IPv4 or an IPv6 address', async () => {
    const port = Number(/^listening-port=(\d+)$/m.exec(configText(test))![1]);
    for (const [header, host] of [
      ['meet.example.test:8443', 'meet.example.test'],
      ['Meet.Example.TEST', 'meet.example.test'],
      ['198.51.100.7:3000', '198.51.100.7'],
      ['[2001:db8::1]:3000', '[2001:db8::1]'],
    ]) {
      // A meeting each: a free plan's meeting holds few participants, and a closed socket's stays a while.
      const { client, joined } = await joinWithHost(test, await publicMeeting(test), header);
      expect(turnUrl(joined.iceServers).url, header).toBe(`turn:${host}:${port}?transport=udp`);
      client.close();
    }
  });

  it('keeps that host when the browser asks for a fresh credential', async () => {
    const { client } = await joinWithHost(test, await publicMeeting(test), 'meet.example.test');
    client.send({ type: 'refreshIceServers' });
    expect(turnUrl((await client.next('iceServers')).iceServers).url).toMatch(/^turn:meet\.example\.test:\d+\?/);
    client.close();
  });

  it('falls back to 127.0.0.1 for a missing Host or one that is no host name or address', async () => {
    for (const header of [undefined, 'evil.test/path', 'a b', 'x:y:z', '[not-ipv6]:80', 'turn:x@y']) {
      const { client, joined } = await joinWithHost(test, await publicMeeting(test), header);
      expect(turnUrl(joined.iceServers).url, String(header)).toMatch(/^turn:127\.0\.0\.1:\d+\?transport=udp$/);
      client.close();
    }
  });

  it('listens on every address: a credential allocates through this machine’s external address too', async () => {
    expect(configText(test)).not.toMatch(/^listening-ip=/m);
    expect(configText(test)).not.toMatch(/^relay-ip=/m);
    const address = externalAddress();
    const { client, joined } = await joinWithHost(test, await publicMeeting(test), address);
    const { url, credential } = turnUrl(joined.iceServers);
    const port = Number(new URL(url.replace(/^turn:/, 'turn://')).port);
    expect(url).toBe(`turn:${address}:${port}?transport=udp`);
    const turn = await TurnClient.open(address, port, credential);
    try {
      expect(await turn.allocate()).toMatchObject({ success: true });
      // The peers a relay may reach are as before (decision record 063).
      for (const peer of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '198.18.0.1', '169.254.169.254']) {
        expect(await turn.createPermission(peer), peer).toMatchObject({ success: false, code: 403 });
      }
    } finally {
      turn.close();
      client.close();
    }
  });
});

describe('the managed TURN URL when the product listens on loopback only (HOST=127.0.0.1)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startWithManagedTurn('127.0.0.1');
  });
  afterAll(async () => test?.close());

  it('keeps coturn on 127.0.0.1 and names it, whatever Host the request carried', async () => {
    expect(configText(test)).toMatch(/^listening-ip=127\.0\.0\.1$/m);
    const { client, joined } = await joinWithHost(test, await publicMeeting(test), 'meet.example.test');
    expect(turnUrl(joined.iceServers).url).toMatch(/^turn:127\.0\.0\.1:\d+\?transport=udp$/);
    client.close();
  });
});

describe('the TURN URL with TURN_URLS (your own servers)', () => {
  const data = tempDir();
  afterAll(() => data.remove());

  it('hands out TURN_URLS as configured, whatever host the participant reached the product by', () => {
    const urls = ['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:443?transport=tcp'];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: data.dir,
      TURN_URLS: urls.join(','),
      TURN_SECRET: 'a-secret-for-this-test-only-0123456789',
    });
    const relay = createTurnRelay(config, { child: () => ({}) } as never);
    expect(relay.iceServersFor('p', new Date(), 'meet.example.test')[0]?.urls).toEqual(urls);
  });
});

describe('requestHost: the host of a Host header, in URL form', () => {
  it('takes names and addresses without their port and refuses anything else', () => {
    expect(requestHost('Meet.Example.test.:443')).toBe('meet.example.test');
    expect(requestHost('[2001:DB8::1]')).toBe('[2001:db8::1]');
    for (const header of ['', undefined, 'a/b', 'host:port', '-bad.test', 'a..b', `${'a'.repeat(64)}.test`]) {
      expect(requestHost(header), String(header)).toBeUndefined();
    }
  });
});
