import { describe, expect, it } from 'vitest';
import { RoomStage } from '../src/modules/rooms/stage/room-stage';
import { RoomState } from '../src/modules/rooms/room-state';
import type { Identity } from '../src/modules/rooms/room-types';

const host: Identity = { name: 'Hana', email: 'hana@example.test', role: 'host', userId: 'u1', joinKey: 'j-host' };
const guest = (n: number): Identity => ({
  name: `Guest ${n}`,
  email: `guest${n}@example.test`,
  role: 'guest',
  joinKey: `j-guest-${n}`,
});
const invitee: Identity = { name: 'Ivy', email: 'ivy@example.test', role: 'invitee', joinKey: 'j-ivy' };
const media = { audioMuted: false, videoMuted: false };
const at = new Date('2030-05-01T10:00:00.000Z');

// The stage's rules directly (room-stage.ts); the signaling around them is in rooms-stage.test.ts.
describe("a room's stage", () => {
  it('puts only the host on the stage of a large meeting, and everyone there in a normal one', () => {
    const large = new RoomStage(true, 25);
    expect([host, invitee, guest(1)].map((identity) => large.roleFor(identity))).toEqual([
      'speaker',
      'audience',
      'audience',
    ]);
    const normal = new RoomStage(false, 25);
    expect([host, invitee, guest(1)].map((identity) => normal.roleFor(identity))).toEqual([
      'speaker',
      'speaker',
      'speaker',
    ]);
  });

  it("keeps the host's place on the stage, whether or not the host is in", () => {
    const stage = new RoomStage(true, 3);
    const state = new RoomState();
    const invite = (n: number) => state.enter(guest(n), { ...media, stageRole: 'speaker' }, at);
    invite(1);
    expect(stage.hasRoom(state.members.values())).toBe(true);
    invite(2);
    // Two invited and the host away: the third place is the host's.
    expect(stage.hasRoom(state.members.values())).toBe(false);
    state.enter(host, { ...media, stageRole: 'speaker' }, at);
    expect(stage.hasRoom(state.members.values())).toBe(false);
    state.enter(guest(3), { ...media, stageRole: 'audience' }, at);
    expect(stage.hasRoom(state.members.values())).toBe(false);
  });

  it('lets the audience chat until the host turns it off; speakers always', () => {
    const stage = new RoomStage(true, 25);
    const state = new RoomState();
    const listener = state.enter(guest(1), { ...media, stageRole: 'audience' }, at);
    const speaker = state.enter(host, { ...media, stageRole: 'speaker' }, at);
    expect(stage.mayChat(listener)).toBe(true);
    stage.audienceChat = false;
    expect(stage.mayChat(listener)).toBe(false);
    expect(stage.mayChat(speaker)).toBe(true);
    expect(stage.info).toEqual({ largeMeeting: true, stageLimit: 25, audienceChat: false });
  });
});
