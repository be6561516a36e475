import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IceServer } from '#server/config.ts';
import { loadConfig } from '#server/config.ts';
import { findTurnServer } from '#server/modules/media/turn/find-turnserver.ts';
import { ManagedCoturn } from '#server/modules/media/turn/managed-coturn.ts';
import { mediaServerAddresses } from '#server/modules/media/turn/turn-relay.ts';
import { turnCredential } from '#server/modules/media/turn/turn-credentials.ts';
import { joinRoomAsGuest, joinRoomAsHost } from './support/room-joins';
import { createMeeting } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders, tempDir } from './support/test-config';
import { TurnClient } from './support/turn-client';

const HOUR_MS = 3_600_000;

/** The TURN entry of a `joined` message, its port on 127.0.0.1 and its credential. */
function turnEntry(iceServers: IceServer[]) {
  const entry = iceServers.find((server) => [server.urls].flat().some((url) => url.startsWith('turn:')));
  if (!entry?.username || !entry.credential) throw new Error(`no TURN entry in ${JSON.stringify(iceServers)}`);
  const url = [entry.urls].flat().find((candidate) => candidate.startsWith('turn:'))!;
  const port = Number(/^turn:127\.0\.0\.1:(\d+)\?transport=udp$/.exec(url)?.[1]);
  return { entry, port, credential: { username: entry.username, credential: entry.credential } };
}

/** Allocate a relay with the credential; the answer's success or error code (401 wrong or expired credential). */
async function allocate(port: number, credential: { username: string; credential: string }) {
  const client = await TurnClient.open('127.0.0.1', port, credential);
  try {
    return await client.allocate();
  } finally {
    client.close();
  }
}

// The managed coturn started with the product (TURN_URLS unset), a real one; the product's credentials
// from the room's `joined` message, and ones made with its secret read back from its config file.
describe('TURN relay: the managed coturn and per-participant credentials', () => {
  let test: TestApp;
  let secret: string;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { env: { TURN_URLS: '', TURN_PORT: '0' } });
    await vi.waitFor(
      async () => {
        const reply = await test.app.inject({ url: '/api/VideoMeeting/health', headers: operatorHeaders });
        expect(reply.json().data.parts.turn.status).toBe('ready');
      },
      { timeout: 30_000, interval: 200 },
    );
    const config = fs.readFileSync(path.join(test.dataDir, 'turn', 'turnserver.conf'), 'utf8');
    secret = /^static-auth-secret=(.+)$/m.exec(config)![1]!;
  });
  afterAll(async () => test?.close());

  const managedPort = () => {
    const config = fs.readFileSync(path.join(test.dataDir, 'turn', 'turnserver.conf'), 'utf8');
    return Number(/^listening-port=(\d+)$/m.exec(config)![1]);
  };

  it('hands each participant in `joined` a TURN URL with their own credential, valid for hours, that allocates', async () => {
    const host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const { client: hostClient, joined: hostJoined } = await joinRoomAsHost(test.app, host, meeting.id);
    const { client: guestClient, joined: guestJoined } = await joinRoomAsGuest(test.app, meeting.id, 'Gus Guest');

    const hostTurn = turnEntry(hostJoined.iceServers);
    const guestTurn = turnEntry(guestJoined.iceServers);
    const [expiry, participant] = hostTurn.credential.username.split(':');
    expect(participant).toBe(hostJoined.self.id);
    expect(guestTurn.credential.username.split(':')[1]).toBe(guestJoined.self.id);
    // TURN_CREDENTIAL_HOURS defaults to 12: well in the future, not for ever.
    expect(Number(expiry) * 1000).toBeGreaterThan(Date.now() + 11 * HOUR_MS);
    expect(Number(expiry) * 1000).toBeLessThan(Date.now() + 13 * HOUR_MS);
    expect(hostTurn.entry.urls).toContain(`turn:127.0.0.1:${hostTurn.port}?transport=tcp`);

    expect(await allocate(hostTurn.port, hostTurn.credential)).toMatchObject({ success: true });
    expect(await allocate(guestTurn.port, guestTurn.credential)).toMatchObject({ success: true });
    hostClient.close();
    guestClient.close();
  });

  it('gives a participant a fresh credential of their own when their browser asks before it expires', async () => {
    const host = await signUp(test.app, uniqueEmail('host'), 'Lena Long');
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const { client, joined } = await joinRoomAsHost(test.app, host, meeting.id);
    const first = turnEntry(joined.iceServers);
    // Credentials count whole seconds: a refresh a second later must carry a later expiry.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    client.send({ type: 'refreshIceServers' });
    const refreshed = turnEntry((await client.next('iceServers')).iceServers);
    const [firstExpiry] = first.credential.username.split(':');
    const [expiry, participant] = refreshed.credential.username.split(':');
    expect(participant).toBe(joined.self.id);
    expect(Number(expiry)).toBeGreaterThan(Number(firstExpiry));
    expect(refreshed.credential.credential).not.toBe(first.credential.credential);
    expect(await allocate(refreshed.port, refreshed.credential)).toMatchObject({ success: true });
    client.close();
  });

  it('refuses an expired credential and a forged one (401)', async () => {
    const port = managedPort();
    const fresh = turnCredential(secret, 'someone', new Date(Date.now() + HOUR_MS));
    expect(await allocate(port, fresh)).toMatchObject({ success: true });

    const expired = turnCredential(secret, 'someone', new Date(Date.now() - HOUR_MS));
    expect(await allocate(port, expired)).toMatchObject({ success: false, code: 401 });
    const forged = turnCredential('not-the-secret-at-all', 'someone', new Date(Date.now() + HOUR_MS));
    expect(await allocate(port, forged)).toMatchObject({ success: false, code: 401 });
    // A later expiry on someone else's signature: the password no longer matches the username.
    const stretched = {
      username: `${Math.floor(Date.now() / 1000) + 100 * 24 * 3600}:someone`,
      credential: fresh.credential,
    };
    expect(await allocate(port, stretched)).toMatchObject({ success: false, code: 401 });
  });

  it('relays to no loopback, private or link-local peer', async () => {
    const port = managedPort();
    const client = await TurnClient.open(
      '127.0.0.1',
      port,
      turnCredential(secret, 'peer-check', new Date(Date.now() + HOUR_MS)),
    );
    try {
      expect(await client.allocate()).toMatchObject({ success: true });
      for (const peer of ['127.0.0.1', '169.254.169.254', '192.168.1.1', '100.64.0.1', '0.0.0.1']) {
        expect(await client.createPermission(peer), peer).toMatchObject({ success: false, code: 403 });
      }
      expect(await client.createPermission('192.0.2.10')).toMatchObject({ success: true });
    } finally {
      client.close();
    }
  });

  it('stops coturn with the product', async () => {
    const pid = Number(fs.readFileSync(path.join(test.dataDir, 'turn', 'turnserver.pid'), 'utf8').trim());
    expect(() => process.kill(pid, 0)).not.toThrow();
    await test.app.close();
    expect(() => process.kill(pid, 0)).toThrow();
  });
});

// Relaying to a private address is what a media server on a private network needs: the media servers'
// own addresses from the configuration are let through, their neighbours are not.
describe('TURN relay: the media servers are the allowed peers', () => {
  const data = tempDir();
  const secret = 'a-secret-for-this-test-only-0123456789';
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.dir, MEDIA_SERVER_URL: 'ws://10.9.8.7:8188' });
  const coturn = new ManagedCoturn({
    binary: findTurnServer(undefined)!,
    dataDir: data.dir,
    port: 0,
    secret,
    realm: 'video-meeting',
    allowedPeers: mediaServerAddresses(config),
    verbose: false,
    log: { info() {}, warn() {}, error() {} } as never,
  });

  beforeAll(async () => {
    coturn.start();
    await vi.waitFor(() => expect(coturn.port).toBeDefined(), { timeout: 30_000, interval: 100 });
  });
  afterAll(async () => {
    await coturn.stop();
    data.remove();
  });

  it('lets a relay reach the media server at 10.9.8.7 and refuses 10.9.8.8 and 10.0.0.1 (403)', async () => {
    const client = await TurnClient.open(
      '127.0.0.1',
      coturn.port!,
      turnCredential(secret, 'p', new Date(Date.now() + HOUR_MS)),
    );
    try {
      expect(await client.allocate()).toMatchObject({ success: true });
      expect(await client.createPermission('10.9.8.7')).toMatchObject({ success: true });
      expect(await client.createPermission('10.9.8.8')).toMatchObject({ success: false, code: 403 });
      expect(await client.createPermission('10.0.0.1')).toMatchObject({ success: false, code: 403 });
    } finally {
      client.close();
    }
  });
});
