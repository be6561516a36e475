import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type IceServer } from '#server/config.ts';
import { joinRoomAsHost } from './support/room-joins';
import { createMeeting, guestJoinUrl } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { makeTestCertificate, type TestCertificate } from './support/test-ca';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders, tempDir } from './support/test-config';
import { TurnTlsClient } from './support/turn-tls-client';

// TURN over TLS on the managed coturn (decision record 063, amended): for networks that let only TLS
// (443) out. A test CA signs the certificate; the client trusts that CA alone, as a browser would.

const data = tempDir('vm-turn-tls-');
let certificate: TestCertificate;
let otherCa: TestCertificate;

beforeAll(() => {
  certificate = makeTestCertificate(path.join(data.dir, 'ca'), ['IP:127.0.0.1', 'DNS:localhost']);
  otherCa = makeTestCertificate(path.join(data.dir, 'other-ca'), ['IP:127.0.0.1']);
});
afterAll(() => data.remove());

const tlsEnv = () => ({ TURN_TLS_PORT: '443', TURN_TLS_CERT: certificate.certFile, TURN_TLS_KEY: certificate.keyFile });

describe('TURN_TLS_PORT, TURN_TLS_CERT and TURN_TLS_KEY', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });

  it('are all three or none, each refusal one line naming the missing variable', () => {
    const { TURN_TLS_PORT, TURN_TLS_CERT, TURN_TLS_KEY } = tlsEnv();
    expect(load({ TURN_TLS_PORT, TURN_TLS_CERT })).toThrow(
      /^Invalid environment variable TURN_TLS_KEY: TURN_TLS_PORT needs it[^\n]*$/,
    );
    expect(load({ TURN_TLS_PORT, TURN_TLS_KEY })).toThrow(
      /^Invalid environment variable TURN_TLS_CERT: TURN_TLS_PORT needs it/,
    );
    expect(load({ TURN_TLS_CERT })).toThrow(/^Invalid environment variable TURN_TLS_KEY: TURN_TLS_CERT needs it/);
    expect(load({ TURN_TLS_KEY })).toThrow(/^Invalid environment variable TURN_TLS_CERT: TURN_TLS_KEY needs it/);
    expect(load({ TURN_TLS_CERT, TURN_TLS_KEY })).toThrow(
      /^Invalid environment variable TURN_TLS_PORT: TURN_TLS_CERT needs it/,
    );
    expect(load({ TURN_TLS_PORT: 'x' })).toThrow(/TURN_TLS_PORT: expected a port number/);
    expect(load({ ...tlsEnv(), TURN_PORT: '443' })).toThrow(/TURN_TLS_PORT: must differ from TURN_PORT/);
  });

  it('refuses a file that cannot be read or holds no certificate or key', () => {
    const missing = path.join(data.dir, 'missing.pem');
    expect(load({ ...tlsEnv(), TURN_TLS_CERT: missing })).toThrow(
      `Invalid environment variable TURN_TLS_CERT: cannot read ${missing} (ENOENT)`,
    );
    expect(load({ ...tlsEnv(), TURN_TLS_KEY: missing })).toThrow(
      /^Invalid environment variable TURN_TLS_KEY: cannot read/,
    );
    // Swapped: the key where the certificate belongs and the reverse.
    expect(load({ ...tlsEnv(), TURN_TLS_CERT: certificate.keyFile })).toThrow(
      /TURN_TLS_CERT: .* holds no PEM certificate/,
    );
    expect(load({ ...tlsEnv(), TURN_TLS_KEY: certificate.certFile })).toThrow(
      /TURN_TLS_KEY: .* holds no unencrypted PEM/,
    );
  });

  it('are for the managed coturn only: with TURN_URLS, your own servers’ turns: URLs go there', () => {
    const external = { TURN_URLS: 'turn:turn.example.test:3478', TURN_SECRET: 'a-secret-for-this-test-only-0123' };
    expect(load({ ...external, ...tlsEnv() })).toThrow(/TURN_TLS_PORT: it is read by the managed TURN server only/);
  });

  it('give the managed settings absolute file paths (coturn runs in DATA_DIR/turn)', () => {
    const relative = path.relative(process.cwd(), certificate.certFile);
    const { turn } = loadConfig({ NODE_ENV: 'test', ...tlsEnv(), TURN_TLS_CERT: relative }).media;
    expect(turn).toMatchObject({ mode: 'managed', tls: { port: 443, certFile: certificate.certFile } });
    expect(loadConfig({ NODE_ENV: 'test' }).media.turn).toMatchObject({ mode: 'managed', tls: undefined });
  });
});

/** The TURN entry of a `joined` message. */
function turnEntry(iceServers: IceServer[]) {
  const entry = iceServers.find((server) => [server.urls].flat().some((url) => url.startsWith('turn')));
  if (!entry?.username || !entry.credential) throw new Error(`no TURN entry in ${JSON.stringify(iceServers)}`);
  return { urls: [entry.urls].flat(), credential: { username: entry.username, credential: entry.credential } };
}

describe('the managed coturn with TURN over TLS', () => {
  let test: TestApp;
  let client: SignalClient;
  let entry: ReturnType<typeof turnEntry>;

  beforeAll(async () => {
    test = await startTestApp('sqlite', {
      env: { ...tlsEnv(), TURN_URLS: '', TURN_PORT: '0', TURN_TLS_PORT: '0', HOST: '127.0.0.1' },
    });
    await vi.waitFor(
      async () => {
        const reply = await test.app.inject({ url: '/api/VideoMeeting/health', headers: operatorHeaders });
        expect(reply.json().data.parts.turn.status).toBe('ready');
      },
      { timeout: 30_000, interval: 200 },
    );
    const organizer = await signUp(test.app, uniqueEmail('host'), 'Olga Organizer');
    const meeting = await createMeeting(test.app, organizer, { isPublic: true });
    await joinRoomAsHost(test.app, organizer, meeting.id);
    const joinUrl = await guestJoinUrl(test.app, meeting.id, 'Tina Tls', uniqueEmail('guest'));
    client = await SignalClient.join(test.app, joinUrl);
    entry = turnEntry((await client.next('joined')).iceServers);
  }, 60_000);
  afterAll(async () => {
    client?.close();
    await test?.close();
  });

  const configText = () => fs.readFileSync(path.join(test.dataDir, 'turn', 'turnserver.conf'), 'utf8');

  it('gives coturn a TLS listener with the certificate, and still no DTLS and UDP relays only', () => {
    const text = configText();
    expect(text).toMatch(/^tls-listening-port=\d+$/m);
    expect(text).toContain(`\ncert=${certificate.certFile}\n`);
    expect(text).toContain(`\npkey=${certificate.keyFile}\n`);
    expect(text).not.toMatch(/^no-tls$/m);
    expect(text).toMatch(/^no-dtls$/m);
    expect(text).toMatch(/^no-tcp-relay$/m);
  });

  it('lists a turns: URL on the TLS port beside the plain ones, under the same credential', () => {
    const text = configText();
    const port = /^listening-port=(\d+)$/m.exec(text)![1];
    const tlsPort = /^tls-listening-port=(\d+)$/m.exec(text)![1];
    expect(entry.urls).toEqual([
      `turn:127.0.0.1:${port}?transport=udp`,
      `turn:127.0.0.1:${port}?transport=tcp`,
      `turns:127.0.0.1:${tlsPort}?transport=tcp`,
    ]);
  });

  it('allocates a relay over TLS with the participant’s credential, its peers limited as over UDP', async () => {
    const url = entry.urls.find((candidate) => candidate.startsWith('turns:'))!;
    const port = Number(/:(\d+)\?/.exec(url)![1]);
    const turn = await TurnTlsClient.open('127.0.0.1', port, entry.credential, { ca: certificate.ca });
    try {
      expect(await turn.allocate()).toMatchObject({ success: true });
      for (const peer of ['127.0.0.1', '10.0.0.1', '198.18.0.1', '169.254.169.254']) {
        expect(await turn.createPermission(peer), peer).toMatchObject({ success: false, code: 403 });
      }
    } finally {
      turn.close();
    }
    const forged = { ...entry.credential, credential: 'not-the-credential' };
    const stranger = await TurnTlsClient.open('127.0.0.1', port, forged, { ca: certificate.ca });
    try {
      expect(await stranger.allocate()).toMatchObject({ success: false, code: 401 });
    } finally {
      stranger.close();
    }
  });

  it('offers the configured certificate: a client trusting another CA refuses it', async () => {
    const url = entry.urls.find((candidate) => candidate.startsWith('turns:'))!;
    const port = Number(/:(\d+)\?/.exec(url)![1]);
    await expect(TurnTlsClient.open('127.0.0.1', port, entry.credential, { ca: otherCa.ca })).rejects.toThrow(
      /self[- ]signed|unable to verify|certificate/i,
    );
  });
});
