import { describe, expect, it } from 'vitest';
import { offerSections } from '../src/modules/media/sdp-offer';
import { ChatRateLimit } from '../src/modules/rooms/chat-rate-limit';
import { decideEntry, MESSAGES, type EntryFacts } from '../src/modules/rooms/admission/room-entry';
import { checkPublishedTracks, maySharescreen, PERMISSION_MESSAGES } from '../src/modules/rooms/media/room-permissions';
import { CHAT_HISTORY_LIMIT, RoomState } from '../src/modules/rooms/room-state';
import { timeLimitPlan } from '../src/modules/rooms/room-timing';
import type { Identity } from '../src/modules/rooms/room-types';

const now = Date.parse('2030-05-01T10:00:00.000Z');
const host: Identity = { name: 'Hana', email: 'hana@example.test', role: 'host', userId: 'u1', joinKey: 'j-host' };
const guest = (n = 1): Identity => ({
  name: `Guest ${n}`,
  email: `guest${n}@example.test`,
  role: 'guest',
  joinKey: `j-guest-${n}`,
});
const active: EntryFacts = {
  status: 'active',
  cancelled: false,
  startTime: '2030-05-01T09:55:00.000Z',
  closesAt: null,
  limit: 2,
};
const unmuted = { audioMuted: false, videoMuted: false };
const decide = (identity: Identity, state: RoomState, extra: Partial<Parameters<typeof decideEntry>[0]> = {}) =>
  decideEntry({ meeting: active, identity, lobbyToken: false, state, nowMs: now, ...extra });

describe('who may enter a room', () => {
  it('refuses an ended or cancelled meeting, and one whose plan time ran out', () => {
    const state = new RoomState();
    expect(decide(host, state, { meeting: { ...active, status: 'ended' } })).toMatchObject({ reason: 'ended' });
    // A cancelled meeting says so, to its host too.
    expect(decide(host, state, { meeting: { ...active, status: 'ended', cancelled: true } })).toEqual({
      kind: 'refused',
      reason: 'cancelled',
      message: 'This meeting was cancelled by the organizer.',
    });
    const over = { ...active, closesAt: new Date(now - 1).toISOString() };
    expect(decide(guest(), state, { meeting: over })).toEqual({
      kind: 'refused',
      reason: 'ended',
      message: MESSAGES.timeUp,
    });
  });

  it('opens to others than the host 30 minutes before the start', () => {
    const early = { ...active, status: 'scheduled', startTime: new Date(now + 31 * 60_000).toISOString() };
    expect(decide(guest(), new RoomState(), { meeting: early })).toMatchObject({ reason: 'not-open' });
    expect(decide(host, new RoomState(), { meeting: early })).toEqual({ kind: 'enter' });
    const soon = { ...early, startTime: new Date(now + 29 * 60_000).toISOString() };
    expect(decide(guest(), new RoomState(), { meeting: soon })).toEqual({ kind: 'enter' });
  });

  it('sends lobby tokens to the lobby, but never the host', () => {
    expect(decide(guest(), new RoomState(), { lobbyToken: true })).toEqual({ kind: 'lobby' });
    expect(decide(host, new RoomState(), { lobbyToken: true })).toEqual({ kind: 'enter' });
  });

  it('keeps the limit, with the organizer’s seat reserved while they are away', () => {
    const state = new RoomState();
    state.enter(guest(1), unmuted, new Date(now));
    // Limit 2, host away: the one guest holds the only free seat.
    expect(decide(guest(2), state)).toMatchObject({ kind: 'refused', reason: 'full' });
    expect(decide(host, state)).toEqual({ kind: 'enter' });
    state.enter(host, unmuted, new Date(now));
    expect(decide({ ...host, email: 'second-tab@example.test' }, state)).toMatchObject({ reason: 'full' });
    // The lobby is not a way past the limit: admission checks the seat again.
    expect(state.hasSeat('guest', 2)).toBe(false);
    expect(state.hasSeat('guest', 3)).toBe(true);
  });

  it('keeps out someone the host removed', () => {
    const state = new RoomState();
    state.bar(guest(1));
    expect(decide(guest(1), state)).toEqual({ kind: 'denied', message: MESSAGES.removed });
  });

  it('bars what a join proved, never an address someone typed', () => {
    const state = new RoomState();
    const invitee: Identity = {
      name: 'Ivy',
      email: 'ivy@example.test',
      role: 'invitee',
      userId: 'u-ivy',
      invitationId: 'inv-ivy',
      joinKey: 'j-ivy',
    };
    // A stranger typed the invitee's address (and the host's name): removed, they bar that join only.
    state.bar({ name: 'Host Hana', email: 'ivy@example.test', role: 'guest', joinKey: 'j-stranger' });
    expect(decide(invitee, state)).toEqual({ kind: 'enter' });
    expect(decide({ ...guest(2), email: 'ivy@example.test' }, state)).toEqual({ kind: 'enter' });
    expect(decide({ ...guest(2), joinKey: 'j-stranger' }, state)).toMatchObject({ kind: 'denied' });
    // The invitee removed: the same account, and the same invitation without signing in, stay out.
    state.bar(invitee);
    expect(decide({ ...invitee, invitationId: undefined, joinKey: 'j-ivy-2' }, state)).toMatchObject({
      kind: 'denied',
    });
    expect(decide({ ...invitee, userId: undefined, joinKey: 'j-ivy-3' }, state)).toMatchObject({ kind: 'denied' });
  });
});

describe('resuming after a reconnect', () => {
  it('finds the same participant by resume key, only for the same person', () => {
    const state = new RoomState();
    const member = state.enter(guest(1), unmuted, new Date(now));
    expect(state.findResumable(member.resumeKey, 'guest1@example.test', now)).toEqual({ member, present: true });
    expect(state.findResumable(member.resumeKey, 'someone@example.test', now)).toBeUndefined();
    expect(state.findResumable('forged', 'guest1@example.test', now)).toBeUndefined();
    // A present participant resumes into their own seat even when the room is full, and skips the lobby.
    state.enter(host, unmuted, new Date(now));
    expect(decide(guest(1), state, { lobbyToken: true, resuming: { present: true } })).toEqual({ kind: 'enter' });
  });

  it('brings a departed participant back under the same id within the window, without a duplicate', () => {
    const state = new RoomState();
    const member = state.enter(guest(1), unmuted, new Date(now));
    state.leave(member.participant.id, now + 60_000);
    expect(state.members.size).toBe(0);
    const found = state.findResumable(member.resumeKey, 'guest1@example.test', now + 30_000);
    expect(found).toEqual({ member, present: false });
    state.restore(found!.member);
    expect(state.participants().map((p) => p.id)).toEqual([member.participant.id]);
    expect(state.findResumable(member.resumeKey, 'guest1@example.test', now + 90_000)).toEqual({
      member,
      present: true,
    });
  });

  it('forgets a departed participant after the window or after an explicit leave', () => {
    const state = new RoomState();
    const timedOut = state.enter(guest(1), unmuted, new Date(now));
    state.leave(timedOut.participant.id, now + 60_000);
    expect(state.findResumable(timedOut.resumeKey, 'guest1@example.test', now + 61_000)).toBeUndefined();
    const left = state.enter(guest(2), unmuted, new Date(now));
    state.leave(left.participant.id);
    expect(state.findResumable(left.resumeKey, 'guest2@example.test', now)).toBeUndefined();
  });
});

describe('presence', () => {
  it('lists a participant whose connection dropped until the grace period is over', () => {
    const state = new RoomState();
    const member = state.enter(guest(1), unmuted, new Date(now));
    const other = state.enter(host, unmuted, new Date(now));
    member.awaySince = now;
    expect(state.overdue(now + 3_999, 4_000)).toEqual([]);
    expect(state.overdue(now + 4_000, 4_000)).toEqual([member]);
    expect(state.overdue(now + 60_000, 4_000)).not.toContain(other);
  });

  it('warns five minutes before the plan closes the room, and closes it then', () => {
    const closesAt = new Date(now + 40 * 60_000).toISOString();
    expect(timeLimitPlan(closesAt, now, 5 * 60_000)).toEqual({ warnInMs: 35 * 60_000, closeInMs: 40 * 60_000 });
    expect(timeLimitPlan(closesAt, now + 38 * 60_000, 5 * 60_000)).toEqual({ warnInMs: 0, closeInMs: 2 * 60_000 });
    expect(timeLimitPlan(null, now, 5 * 60_000)).toBeUndefined();
  });
});

describe('permissions', () => {
  const room = { allowScreenSharing: false } as Parameters<typeof maySharescreen>[1];
  const offer = (...sections: string[]) => `v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n${sections.join('')}`;
  const section = (kind: string, mid: string, direction = 'sendonly', port = 9) =>
    `m=${kind} ${port} UDP/TLS/RTP/SAVPF 111\r\na=mid:${mid}\r\na=${direction}\r\n`;

  it('lets only the host share a screen when the meeting does not allow it', () => {
    expect(maySharescreen(host, room)).toBe(true);
    expect(maySharescreen(guest(), room)).toBe(false);
    expect(maySharescreen(guest(), { ...room, allowScreenSharing: true })).toBe(true);
  });

  it('accepts an offer whose sending sections are the named tracks', () => {
    const sdp = offer(section('audio', '0'), section('video', '1'), section('video', '2', 'inactive'));
    const tracks = [
      { mid: '0', source: 'microphone' as const },
      { mid: '1', source: 'camera' as const },
    ];
    expect(offerSections(sdp).map((s) => s.sending)).toEqual([true, true, false]);
    expect(checkPublishedTracks(sdp, tracks, false)).toBeUndefined();
  });

  it('refuses unnamed, mislabelled, doubled or forbidden streams', () => {
    const sdp = offer(section('audio', '0'), section('video', '1'), section('video', '2'));
    const mic = { mid: '0', source: 'microphone' as const };
    const camera = { mid: '1', source: 'camera' as const };
    expect(checkPublishedTracks(sdp, [mic, camera], true)).toBe(PERMISSION_MESSAGES.badTracks);
    expect(checkPublishedTracks(sdp, [mic, camera, { mid: '2', source: 'camera' }], true)).toBe(
      PERMISSION_MESSAGES.badTracks,
    );
    expect(checkPublishedTracks(sdp, [{ mid: '0', source: 'camera' }, camera], true)).toBe(
      PERMISSION_MESSAGES.badTracks,
    );
    const withScreen = [mic, camera, { mid: '2', source: 'screen' as const }];
    expect(checkPublishedTracks(sdp, withScreen, false)).toBe(PERMISSION_MESSAGES.screenOff);
    expect(checkPublishedTracks(sdp, withScreen, true)).toBeUndefined();
  });

  it('limits chat to ten messages in ten seconds and keeps the recent history', () => {
    const limit = new ChatRateLimit();
    for (let i = 0; i < 10; i++) expect(limit.allow(now + i)).toBe(true);
    expect(limit.allow(now + 100)).toBe(false);
    expect(limit.allow(now + 10_001)).toBe(true);
    const state = new RoomState();
    const member = state.enter(guest(), unmuted, new Date(now));
    for (let i = 0; i < CHAT_HISTORY_LIMIT + 5; i++) state.addChat(member, `message ${i}`, new Date(now));
    expect(state.chat).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(state.chat[0]!.text).toBe('message 5');
  });
});
