import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '#web/features/room/testing/fake-socket.ts';
import { joinedMessage, participant, roomInfo } from '#web/features/room/testing/room-fixtures.ts';
import { startFakeSession } from '#web/features/room/testing/session-start.ts';

function startSession(refreshToken?: () => Promise<string | null>) {
  const { session, notices } = startFakeSession({ displayName: ' Ayşe ', refreshToken });
  return { session, notices };
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no WebRTC: publishing warns and the signaling side is what these tests look at.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('RoomSession', () => {
  it('joins with the token and the display name, muted when there is no device', () => {
    const { session } = startSession();
    expect(FakeSocket.latest().url).toBe('ws://localhost:3000/api/VideoMeeting/rooms/ABC-2030-001/signal');
    expect(FakeSocket.latest().sent[0]).toEqual({
      type: 'join',
      token: 'token-1',
      displayName: 'Ayşe',
      audioMuted: true,
      videoMuted: true,
    });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('after a dropped connection joins again with the resume key and no duplicate participant', () => {
    const { session } = startSession();
    FakeSocket.latest().serverSends(joinedMessage({ resumeKey: 'key-9' }));
    FakeSocket.latest().drop();
    expect(session.store.getState().reconnecting).toBe(true);
    vi.advanceTimersByTime(10_000);
    FakeSocket.latest().serverAccepts();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ type: 'join', token: 'token-1', resumeKey: 'key-9' });
    FakeSocket.latest().serverSends(joinedMessage({ resumeKey: 'key-10' }));
    expect(session.store.getState().resumeKey).toBe('key-10');
    expect(session.store.getState().participants.map((person) => person.id)).toEqual(['me', 'p2']);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('gets a fresh token when the old one expired during a reconnect', async () => {
    const refreshToken = vi.fn(() => Promise.resolve('token-2'));
    const { session } = startSession(refreshToken);
    FakeSocket.latest().serverSends(joinedMessage());
    FakeSocket.latest().serverSends({ type: 'refused', reason: 'invalid-token', message: 'Expired' });
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    FakeSocket.latest().serverAccepts();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ type: 'join', token: 'token-2', resumeKey: 'resume-1' });
    expect(session.store.getState().phase.kind).toBe('joined');
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('tells the person what the host and the room decided', async () => {
    const { session, notices } = startSession();
    const guest = participant('me', { role: 'guest', audioMuted: true });
    FakeSocket.latest().serverSends(
      joinedMessage({ self: guest, participants: [], room: roomInfo({ muteOnEntry: true }) }),
    );
    FakeSocket.latest().serverSends({ type: 'mutedByHost' });
    FakeSocket.latest().serverSends({ type: 'timeWarning', closesAt: '2030-01-01T10:40:00.000Z' });
    const entry = {
      id: 'l1',
      name: 'Zeynep',
      email: 'z@example.com',
      role: 'guest' as const,
      since: '2030-01-01T10:00:00.000Z',
    };
    FakeSocket.latest().serverSends({ type: 'lobbyUpdated', lobby: [entry] });
    FakeSocket.latest().serverSends({ type: 'lobbyUpdated', lobby: [entry] });
    // jsdom has no WebRTC, which the session reports too.
    await vi.waitFor(() => expect(notices).toContainEqual({ kind: 'mediaFailed' }));
    expect(notices.filter((notice) => notice.kind !== 'mediaFailed')).toEqual([
      { kind: 'mutedByHost' },
      { kind: 'timeWarning', closesAt: '2030-01-01T10:40:00.000Z' },
      { kind: 'lobbyArrivals', names: ['Zeynep'] },
    ]);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it("tells everyone why a recording stopped by itself: the organizer's storage is full", async () => {
    const { session, notices } = startSession();
    const socket = FakeSocket.latest();
    socket.serverSends(joinedMessage());
    socket.serverSends({ type: 'recordingChanged', recording: { startedAt: '2030-01-01T10:00:00.000Z' } });
    // Stopped by the host: the indicator goes, no notice.
    socket.serverSends({ type: 'recordingChanged', recording: null });
    socket.serverSends({ type: 'recordingChanged', recording: { startedAt: '2030-01-01T10:05:00.000Z' } });
    socket.serverSends({ type: 'recordingChanged', recording: null, stoppedBecause: 'storage-full' });
    expect(session.store.getState().recording).toBeNull();
    expect(notices.filter((notice) => notice.kind !== 'mediaFailed')).toEqual([
      { kind: 'recordingStopped', because: 'storage-full' },
    ]);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('ends for good on roomEnded: closed screen, socket closed, no reconnect', () => {
    const { session } = startSession();
    const socket = FakeSocket.latest();
    socket.serverSends(joinedMessage());
    socket.serverSends({ type: 'roomEnded', reason: 'host', message: 'The host ended the meeting' });
    expect(session.store.getState().phase).toEqual({
      kind: 'closed',
      closed: { kind: 'ended', reason: 'host', message: 'The host ended the meeting' },
    });
    expect(socket.closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('says goodbye when leaving', () => {
    const { session } = startSession();
    const socket = FakeSocket.latest();
    socket.serverSends(joinedMessage());
    session.actions.leave();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave' });
    expect(session.store.getState().phase).toEqual({ kind: 'closed', closed: { kind: 'left' } });
  });
});
