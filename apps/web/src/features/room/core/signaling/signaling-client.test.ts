import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '#web/features/room/testing/fake-socket.ts';
import { joinedMessage } from '#web/features/room/testing/room-fixtures.ts';
import { exponentialBackoff } from './reconnect-policy';
import { PROBE_DEADLINE_MS, SignalingClient, type SignalingStatus } from './signaling-client';

let resumeKey: string | undefined;

function makeClient(maxAttempts = 3) {
  const client = new SignalingClient({
    url: 'ws://example.test/signal',
    hello: () => ({ type: 'join', token: 'tok', audioMuted: false, videoMuted: true, resumeKey }),
    createSocket: (url) => new FakeSocket(url),
    policy: exponentialBackoff({ baseMs: 100, maxMs: 1000, maxAttempts, random: () => 0 }),
  });
  const messages: string[] = [];
  const statuses: SignalingStatus[] = [];
  client.events.on('message', (message) => messages.push(message.type));
  client.events.on('status', ({ status }) => statuses.push(status));
  return { client, messages, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  resumeKey = undefined;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('SignalingClient', () => {
  it('a probe nobody answers reconnects at once; one answered keeps the socket', () => {
    const { client, statuses } = makeClient();
    client.connect();
    const first = FakeSocket.latest();
    first.serverAccepts();
    first.serverSends(joinedMessage());

    client.probe();
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    first.serverSends({ type: 'pong' });
    vi.advanceTimersByTime(PROBE_DEADLINE_MS);
    expect(FakeSocket.latest()).toBe(first);

    // Silence (the network went away under the open socket): a new socket, without waiting for a close.
    client.probe();
    client.probe();
    expect(first.sent.filter((message) => (message as { type: string }).type === 'ping')).toHaveLength(2);
    vi.advanceTimersByTime(PROBE_DEADLINE_MS - 1);
    expect(FakeSocket.latest()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.latest()).not.toBe(first);
    expect(statuses.at(-1)).toBe('reconnecting');
  });

  it('sends join as soon as the socket opens and passes on contract messages', () => {
    const { client, messages } = makeClient();
    client.connect();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://example.test/signal');
    socket.serverAccepts();
    expect(socket.sent).toEqual([{ type: 'join', token: 'tok', audioMuted: false, videoMuted: true }]);
    socket.serverSends(joinedMessage());
    socket.serverSends({ type: 'activeSpeaker', participantId: 'p2' });
    expect(messages).toEqual(['joined', 'activeSpeaker']);
  });

  it('drops frames that are not JSON or not in the contract', () => {
    const { client, messages } = makeClient();
    client.connect();
    const socket = FakeSocket.latest();
    socket.serverAccepts();
    socket.serverSends('not json');
    socket.serverSends({ type: 'joined', self: 'wrong shape' });
    socket.serverSends({ type: 'somethingElse' });
    socket.serverSends({ type: 'lobby' });
    expect(messages).toEqual(['lobby']);
  });

  it('refuses to send a message outside the contract and reports a closed socket', () => {
    const { client } = makeClient();
    expect(client.send({ type: 'chat', text: 'too early' })).toBe(false);
    expect(() => client.send({ type: 'chat', text: '   ' })).toThrow(/invalid chat/);
    client.connect();
    FakeSocket.latest().serverAccepts();
    expect(client.send({ type: 'chat', text: 'hello' })).toBe(true);
    expect(FakeSocket.latest().sent.at(-1)).toEqual({ type: 'chat', text: 'hello' });
  });

  it('reconnects after an unexpected close with growing delays and joins again with the resume key', () => {
    const { client, statuses } = makeClient();
    client.connect();
    FakeSocket.latest().serverAccepts();
    FakeSocket.latest().serverSends(joinedMessage());
    resumeKey = 'resume-1';

    FakeSocket.latest().drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(49);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    // The second try fails too: the next wait is twice as long.
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(99);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    FakeSocket.latest().serverAccepts();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ type: 'join', token: 'tok', resumeKey: 'resume-1' });
    expect(statuses.at(-1)).toBe('open');
  });

  it('starts the back-off afresh once the server has answered on a new connection', () => {
    const { client } = makeClient();
    client.connect();
    FakeSocket.latest().serverAccepts();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(50);
    FakeSocket.latest().serverAccepts();
    FakeSocket.latest().serverSends({ type: 'lobby' });
    FakeSocket.latest().drop();
    // First attempt's delay again (50 ms), not the second's (100 ms).
    vi.advanceTimersByTime(50);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('gives up after the policy says so', () => {
    const { client, statuses } = makeClient(2);
    client.connect();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(50);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(100);
    FakeSocket.latest().drop();
    expect(statuses.at(-1)).toBe('failed');
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('never reconnects after close(), even when a retry was already scheduled', () => {
    const { client, statuses } = makeClient();
    client.connect();
    const first = FakeSocket.latest();
    first.serverAccepts();
    client.close();
    expect(first.closedByClient).toBe(true);
    expect(statuses.at(-1)).toBe('closed');

    const second = makeClient();
    second.client.connect();
    FakeSocket.latest().drop();
    second.client.close();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnectNow replaces a live socket at once', () => {
    const { client } = makeClient();
    client.connect();
    const first = FakeSocket.latest();
    first.serverAccepts();
    client.reconnectNow();
    expect(first.closedByClient).toBe(true);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverAccepts();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ type: 'join' });
  });
});
