import { describe, expect, it } from 'vitest';
import { joinedMessage, participant, roomInfo } from '#web/features/room/testing/room-fixtures.ts';
import { requestAudience } from './audience-list';
import { roomReducer } from './room-reducer';
import { audienceSize, initialRoomState, isAudience, selfOf, type RoomState } from './room-state';

// Large meetings (decision record 045): the visible roster (speakers, raised hands, me), the audience's count,
// and the pages of the audience the participant list asks for.

const host = participant('host', { role: 'host', name: 'Host' });
const me = participant('me', { name: 'Me', stageRole: 'audience' });
const large = roomInfo({ largeMeeting: true });

const joinedAudience = roomReducer(
  initialRoomState,
  joinedMessage({ self: me, participants: [host], audienceCount: 40, room: large }),
);

const page = (query: string, pageNumber: number, ids: string[], total: number) =>
  ({
    type: 'audiencePage',
    query,
    page: pageNumber,
    pageSize: 2,
    total,
    participants: ids.map((id) => participant(id, { stageRole: 'audience' })),
  }) as const;

describe('roomReducer in a large meeting', () => {
  it('joined takes the visible roster and the count of the rest of the audience', () => {
    expect(joinedAudience.participants.map((person) => person.id)).toEqual(['me', 'host']);
    expect(joinedAudience.audienceCount).toBe(40);
    expect(isAudience(joinedAudience)).toBe(true);
    // The 40 others and me.
    expect(audienceSize(joinedAudience)).toBe(41);
    expect(isAudience(roomReducer(initialRoomState, joinedMessage()))).toBe(false);
  });

  it('rosterChanged adds and replaces by id, hides, and keeps unchanged people as they were', () => {
    const hand = participant('a1', { stageRole: 'audience', handRaised: true });
    let state = roomReducer(joinedAudience, {
      type: 'rosterChanged',
      participants: [hand, participant('s2', { name: 'Speaker 2' })],
      hidden: [],
      audienceCount: 39,
    });
    expect(state.participants.map((person) => person.id)).toEqual(['me', 'host', 'a1', 's2']);
    expect(state.participants[1]).toBe(joinedAudience.participants[1]);
    expect(state.audienceCount).toBe(39);
    expect(audienceSize(state)).toBe(41);

    state = roomReducer(state, { type: 'activeSpeaker', participantId: 's2' });
    state = roomReducer(state, {
      type: 'rosterChanged',
      participants: [{ ...hand, name: 'Renamed' }],
      hidden: ['s2'],
      audienceCount: 39,
    });
    expect(state.participants.map((person) => [person.id, person.name])).toEqual([
      ['me', 'Me'],
      ['host', 'Host'],
      ['a1', 'Renamed'],
    ]);
    expect(state.activeSpeakerId).toBeNull();
  });

  it('never hides me from my own roster', () => {
    const state = roomReducer(joinedAudience, {
      type: 'rosterChanged',
      participants: [],
      hidden: ['me', 'host'],
      audienceCount: 41,
    });
    expect(state.participants.map((person) => person.id)).toEqual(['me']);
    expect(selfOf(state)?.stageRole).toBe('audience');
  });

  it('roleChanged moves me at once: up to the stage with my hand lowered, back without a screen', () => {
    const raised = roomReducer(joinedAudience, {
      type: 'participantUpdated',
      participant: { ...me, handRaised: true },
    });
    const up = roomReducer(raised, { type: 'roleChanged', role: 'speaker' });
    expect(selfOf(up)).toMatchObject({ stageRole: 'speaker', handRaised: false });
    expect(isAudience(up)).toBe(false);
    const sharing = roomReducer(up, {
      type: 'participantUpdated',
      participant: { ...selfOf(up)!, screenSharing: true },
    });
    const down = roomReducer(sharing, { type: 'roleChanged', role: 'audience' });
    expect(selfOf(down)).toMatchObject({ stageRole: 'audience', screenSharing: false });
  });

  it('roomUpdated replaces the room info (the audience chat switch)', () => {
    const state = roomReducer(joinedAudience, { type: 'roomUpdated', room: { ...large, audienceChat: false } });
    expect(state.room?.audienceChat).toBe(false);
  });
});

describe('the audience pages', () => {
  const asked = (state: RoomState, query: string, pageNumber: number): RoomState => ({
    ...state,
    audience: requestAudience(state.audience, query, pageNumber),
  });

  it('fills page by page and knows when there is more', () => {
    let state = asked(joinedAudience, '', 1);
    expect(state.audience.loading).toBe(1);
    state = roomReducer(state, page('', 1, ['a1', 'a2'], 3));
    expect(state.audience).toMatchObject({ pages: 1, total: 3, loading: null });
    state = roomReducer(asked(state, '', 2), page('', 2, ['a2', 'a3'], 3));
    // a2 moved a place between the pages: listed once.
    expect(state.audience.people.map((person) => person.id)).toEqual(['a1', 'a2', 'a3']);
    expect(state.audience.pages).toBe(2);
  });

  it('drops answers to an older search or page, and starts a new search empty', () => {
    let state = roomReducer(asked(joinedAudience, '', 1), page('', 1, ['a1', 'a2'], 9));
    state = asked(state, 'ay', 1);
    expect(state.audience.people).toEqual([]);
    // The answer to the first search, late.
    expect(roomReducer(state, page('', 2, ['a3'], 9))).toBe(state);
    expect(roomReducer(state, page('a', 1, ['a3'], 9))).toBe(state);
    state = roomReducer(state, page('ay', 1, ['a7'], 1));
    expect(state.audience).toMatchObject({ query: 'ay', total: 1, pages: 1 });
    expect(state.audience.people.map((person) => person.id)).toEqual(['a7']);
  });

  it('a refresh of the first page keeps the rows until the answer replaces them', () => {
    let state = roomReducer(asked(joinedAudience, '', 1), page('', 1, ['a1', 'a2'], 2));
    state = asked(state, '', 1);
    expect(state.audience.people.map((person) => person.id)).toEqual(['a1', 'a2']);
    state = roomReducer(state, page('', 1, ['a0', 'a1'], 5));
    expect(state.audience.people.map((person) => person.id)).toEqual(['a0', 'a1']);
    expect(state.audience.total).toBe(5);
  });
});
