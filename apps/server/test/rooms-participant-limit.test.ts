import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_PATH, type ServerMessage } from '@vm/contracts';
import { MESSAGES } from '../src/modules/rooms/admission/room-entry';
import { RoomState } from '../src/modules/rooms/room-state';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';

type Verdict = Extract<ServerMessage, { type: 'joined' | 'refused' | 'lobby' | 'denied' | 'error' }>;

/** A signaling socket over real TCP, opened but not joined yet, and the room's answer to its join. */
interface Joiner {
  socket: WebSocket;
  token: string;
  verdict: Promise<Verdict>;
}

async function openJoiner(baseUrl: string, joinUrl: string): Promise<Joiner> {
  const url = new URL(joinUrl, 'http://localhost');
  const code = decodeURIComponent(url.pathname.split('/').pop()!);
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${SIGNAL_PATH(code)}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const verdict = new Promise<Verdict>((resolve) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (['joined', 'refused', 'lobby', 'denied', 'error'].includes(message.type)) resolve(message as Verdict);
    });
  });
  return { socket, token: url.hash.slice('#token='.length), verdict };
}

/** Sends every join in one go, nothing awaited in between, so all are in flight before any is seated. */
async function joinAtOnce(joiners: Joiner[]): Promise<Verdict[]> {
  for (const { socket, token } of joiners) {
    socket.send(JSON.stringify({ type: 'join', token, audioMuted: false, videoMuted: false }));
  }
  return Promise.all(joiners.map((joiner) => joiner.verdict));
}

describe('seats held while someone enters', () => {
  const guest = { name: 'Gus', email: 'gus@example.test', role: 'guest' as const, joinKey: 'j-gus' };
  const unmuted = { audioMuted: false, videoMuted: false };

  it('count as taken and keep the room from looking empty until released', () => {
    const state = new RoomState();
    const release = state.hold('guest');
    expect(state.isEmpty).toBe(false);
    // Limit 2, host away: the held seat is the only one guests may have.
    expect(state.hasSeat('guest', 2)).toBe(false);
    expect(state.hasSeat('host', 2)).toBe(true);
    state.enter(guest, unmuted, new Date());
    release();
    release();
    expect(state.members.size).toBe(1);
    expect(state.hasSeat('guest', 3)).toBe(true);
  });

  it("hold the organizer's seat as theirs while they enter", () => {
    const state = new RoomState();
    const release = state.hold('host');
    expect(state.hostPresent).toBe(true);
    expect(state.hasSeat('guest', 2)).toBe(true);
    expect(state.hasSeat('host', 1)).toBe(false);
    release();
    expect(state.isEmpty).toBe(true);
    expect(state.hostPresent).toBe(false);
  });
});

// Point 11: more people join at once than the limit allows (host slow to connect, guests fast). Joins
// of one room run one at a time (Room.admissions), and the seat is held from the check on
// (RoomState.hold), across the awaits before the person is a member (media server, meeting start).
// The organizer's seat is kept while they are away (RoomState.hasSeat): guests get at most limit - 1.
describe('participant limit under concurrent joins', () => {
  const limit = 4;
  let test: TestApp;
  let host: SignedIn;
  let baseUrl: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
    baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.terminate());
    await test?.close();
  });

  const openMeeting = async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: limit });
    expect(meeting.participantLimit).toBe(limit);
    return meeting;
  };
  const openGuests = async (meetingId: string, count: number) => {
    const joiners: Joiner[] = [];
    for (let i = 0; i < count; i++) {
      const url = await guestJoinUrl(test.app, meetingId, `Guest ${i}`, uniqueEmail(`guest${i}`));
      joiners.push(await openJoiner(baseUrl, url));
    }
    sockets.push(...joiners.map((joiner) => joiner.socket));
    return joiners;
  };
  const openHost = async (meetingId: string) => {
    const joiner = await openJoiner(baseUrl, await hostJoinUrl(test.app, host, meetingId));
    sockets.push(joiner.socket);
    return joiner;
  };
  const admitted = (verdicts: Verdict[]) => verdicts.filter((v) => v.type === 'joined');
  const refused = (verdicts: Verdict[]) => verdicts.filter((v) => v.type === 'refused');

  it('admits exactly the limit when limit + 3 join at once, the guests ahead of the host', async () => {
    const meeting = await openMeeting();
    const joiners = [...(await openGuests(meeting.id, limit + 2)), await openHost(meeting.id)];
    const verdicts = await joinAtOnce(joiners);

    const seated = admitted(verdicts);
    expect(seated).toHaveLength(limit);
    expect(new Set(seated.map((v) => v.self.id)).size).toBe(limit);
    // The host's seat was kept for them although every guest asked first.
    expect(verdicts[joiners.length - 1]).toMatchObject({ type: 'joined', self: { role: 'host' } });
    expect(refused(verdicts)).toEqual(
      Array.from({ length: 3 }, () => ({ type: 'refused', reason: 'full', message: MESSAGES.full })),
    );
    // Whoever was seated last saw all the others already in: one room, not two.
    expect(Math.max(...seated.map((v) => v.participants.length))).toBe(limit - 1);

    const late = await joinAtOnce(await openGuests(meeting.id, 1));
    expect(late).toEqual([{ type: 'refused', reason: 'full', message: MESSAGES.full }]);
  });

  it('keeps the host’s seat when only guests rush in, and lets the host in after them', async () => {
    const meeting = await openMeeting();
    const verdicts = await joinAtOnce(await openGuests(meeting.id, limit + 3));
    expect(admitted(verdicts)).toHaveLength(limit - 1);
    expect(refused(verdicts)).toHaveLength(4);
    expect(refused(verdicts).every((v) => v.reason === 'full')).toBe(true);

    const [hostVerdict] = await joinAtOnce([await openHost(meeting.id)]);
    expect(hostVerdict).toMatchObject({ type: 'joined', self: { role: 'host' } });
    expect(hostVerdict?.type === 'joined' && hostVerdict.participants).toHaveLength(limit - 1);
  });

  // The awaits between the seat check and the seat taking (media server, starting the meeting) must
  // not leave the room looking empty: if its last guest left then, the room was forgotten under the
  // entering host and the next guest opened a second room for the same meeting, with its own seats.
  it('keeps the room of someone entering when its last participant leaves meanwhile', async () => {
    const meeting = await openMeeting();
    const guestUrl = () => guestJoinUrl(test.app, meeting.id, 'Gus Guest', uniqueEmail('guest'));
    const first = await SignalClient.join(test.app, await guestUrl());
    await first.next('joined');
    const hostToken = new URL(await hostJoinUrl(test.app, host, meeting.id), 'http://localhost').hash.slice(
      '#token='.length,
    );
    const hostClient = await SignalClient.open(test.app, meeting.meetingId);

    hostClient.send({ type: 'join', token: hostToken, audioMuted: false, videoMuted: false });
    first.send({ type: 'leave' });
    await hostClient.next('joined');

    const next = await SignalClient.join(test.app, await guestUrl());
    expect((await next.next('joined')).participants.map((p) => p.role)).toEqual(['host']);
    expect((await hostClient.next('participantJoined')).participant.role).toBe('guest');
  });
});
