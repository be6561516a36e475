import { describe, expect, it } from 'vitest';
import { at, joinedMessage, participant } from '#web/features/room/testing/room-fixtures.ts';
import { roomReducer } from './room-reducer';
import { initialRoomState, selfOf } from './room-state';

const joined = roomReducer(initialRoomState, joinedMessage());

describe('roomReducer', () => {
  it('joined sets who I am, the room and everyone in it', () => {
    expect(joined.phase).toEqual({ kind: 'joined' });
    expect(joined.selfId).toBe('me');
    expect(joined.resumeKey).toBe('resume-1');
    expect(joined.participants.map((p) => p.id)).toEqual(['me', 'p2']);
    expect(selfOf(joined)?.role).toBe('host');
  });

  it('a second joined after a reconnect replaces the list instead of adding to it', () => {
    const again = roomReducer({ ...joined, reconnecting: true }, joinedMessage({ resumeKey: 'resume-2' }));
    expect(again.participants.map((p) => p.id)).toEqual(['me', 'p2']);
    expect(again.reconnecting).toBe(false);
    expect(again.resumeKey).toBe('resume-2');
  });

  it('follows people joining, changing and leaving', () => {
    let state = roomReducer(joined, { type: 'participantJoined', participant: participant('p3') });
    state = roomReducer(state, { type: 'participantUpdated', participant: participant('p2', { handRaised: true }) });
    state = roomReducer(state, { type: 'activeSpeaker', participantId: 'p3' });
    expect(state.participants.map((p) => [p.id, p.handRaised])).toEqual([
      ['me', false],
      ['p2', true],
      ['p3', false],
    ]);
    state = roomReducer(state, { type: 'participantLeft', participantId: 'p3' });
    expect(state.participants.map((p) => p.id)).toEqual(['me', 'p2']);
    expect(state.activeSpeakerId).toBeNull();
  });

  it('final messages close the room with their reason', () => {
    expect(roomReducer(joined, { type: 'roomEnded', reason: 'host', message: 'Ended by host' }).phase).toEqual({
      kind: 'closed',
      closed: { kind: 'ended', reason: 'host', message: 'Ended by host' },
    });
    const full = roomReducer(initialRoomState, { type: 'refused', reason: 'full', message: 'Full (2)' });
    expect(full.phase).toEqual({ kind: 'closed', closed: { kind: 'refused', reason: 'full', message: 'Full (2)' } });
    expect(roomReducer(joined, { type: 'removed', message: 'Bye' }).phase).toMatchObject({
      closed: { kind: 'removed' },
    });
    expect(roomReducer(initialRoomState, { type: 'lobby' }).phase).toEqual({ kind: 'lobby' });
  });

  it('keeps the lobby, chat and time warning', () => {
    const entry = { id: 'l1', name: 'Guest', email: 'g@example.com', role: 'guest' as const, since: at };
    let state = roomReducer(joined, { type: 'lobbyUpdated', lobby: [entry] });
    state = roomReducer(state, { type: 'chat', message: { id: 'c1', participantId: 'p2', name: 'P', text: 'hi', at } });
    state = roomReducer(state, { type: 'timeWarning', closesAt: at });
    state = roomReducer(state, { type: 'mutedByHost' });
    expect(state.lobby).toEqual([entry]);
    expect(state.chat.unread).toBe(1);
    expect(state.closesAt).toBe(at);
    expect(selfOf(state)?.audioMuted).toBe(true);
  });

  it('follows the recording: the running one on joining, then each change, and ends a pending request', () => {
    const recorded = roomReducer(initialRoomState, joinedMessage({ recording: { startedAt: at } }));
    expect(recorded.recording).toEqual({ startedAt: at });

    const asked = { ...joined, recordingPending: true };
    const started = roomReducer(asked, { type: 'recordingChanged', recording: { startedAt: at } });
    expect(started.recording).toEqual({ startedAt: at });
    expect(started.recordingPending).toBe(false);
    const stopped = roomReducer(started, { type: 'recordingChanged', recording: null });
    expect(stopped.recording).toBeNull();
  });

  it('ends a pending record request on a refusal, and on a joined after a reconnect', () => {
    const asked = { ...joined, recordingPending: true };
    const refused = roomReducer(asked, { type: 'error', message: 'No', code: 'RECORDING_PLAN_REQUIRED' });
    expect(refused.recordingPending).toBe(false);
    expect(refused.recording).toBeNull();
    expect(roomReducer(asked, joinedMessage()).recordingPending).toBe(false);
    // Nothing asked, nothing changes: the same state object, so nothing re-renders.
    expect(roomReducer(joined, { type: 'error', message: 'Chat is off' })).toBe(joined);
  });
});
