import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@vm/contracts';
import { RoomRoster } from '../src/modules/rooms/room-roster';
import { RosterBatch, type RosterDelta } from '../src/modules/rooms/room-roster-batch';
import { RoomState } from '../src/modules/rooms/room-state';
import type { Identity, RoomPeer } from '../src/modules/rooms/room-types';

const at = new Date('2030-05-01T10:00:00.000Z');
const person = (n: number, role: Identity['role'] = 'guest'): Identity => ({
  name: `Person ${n}`,
  email: `person${n}@example.test`,
  role,
});
const media = { audioMuted: false, videoMuted: false };

// A large meeting's roster batches directly (room-roster-batch.ts), the clock moved by hand; the
// signaling around them is in rooms-large-roster.test.ts.
describe("a large meeting's roster batches", () => {
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    vi.useFakeTimers();
    const state = new RoomState();
    const sent: RosterDelta[] = [];
    const batch = new RosterBatch(state.members, 250, (delta) => sent.push(structuredClone(delta)));
    const host = state.enter(person(0, 'host'), { ...media, stageRole: 'speaker' }, at);
    const listener = (n: number) => state.enter(person(n), { ...media, stageRole: 'audience' }, at);
    return { state, sent, batch, host, listener };
  };

  it('gathers every change of one interval into one delta: joins of the unlisted only count', () => {
    const { sent, batch, host, listener } = setUp();
    batch.changed(host.participant.id);
    for (let n = 1; n <= 100; n += 1) batch.changed(listener(n).participant.id);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([{ participants: [host.participant], hidden: [], audienceCount: 100 }]);
    // Nothing changed since: nothing is sent.
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('lists a raised hand, hides it when lowered, and leaves out a change nobody saw', () => {
    const { sent, batch, state, host, listener } = setUp();
    const asker = listener(1);
    const quiet = listener(2);
    asker.participant.handRaised = true;
    batch.changed(asker.participant.id);
    vi.advanceTimersByTime(250);
    expect(sent.at(-1)).toEqual({ participants: [asker.participant], hidden: [], audienceCount: 1 });

    asker.participant.handRaised = false;
    batch.changed(asker.participant.id);
    quiet.participant.audioMuted = true;
    batch.changed(quiet.participant.id);
    vi.advanceTimersByTime(250);
    expect(sent.at(-1)).toEqual({ participants: [], hidden: [asker.participant.id], audienceCount: 2 });

    // Up and down within one interval, before anyone was told: nothing to hide, nothing sent.
    asker.participant.handRaised = true;
    batch.changed(asker.participant.id);
    asker.participant.handRaised = false;
    vi.advanceTimersByTime(250);
    expect(sent).toHaveLength(2);

    // Unless a newcomer's `joined` listed it meanwhile: then it is hidden again.
    asker.participant.handRaised = true;
    batch.changed(asker.participant.id);
    const snapshot = batch.snapshot(quiet.participant.id);
    expect(snapshot).toEqual({ participants: [host.participant, asker.participant], audienceCount: 0 });
    asker.participant.handRaised = false;
    vi.advanceTimersByTime(250);
    expect(sent.at(-1)).toEqual({ participants: [], hidden: [asker.participant.id], audienceCount: 2 });

    // A listed speaker who leaves is hidden; the count is sent whenever it moves.
    state.leave(asker.participant.id);
    batch.changed(asker.participant.id);
    vi.advanceTimersByTime(250);
    expect(sent.at(-1)).toEqual({ participants: [], hidden: [], audienceCount: 1 });
  });

  it('sends at most one delta per interval under a steady stream of changes', () => {
    const { sent, batch, listener } = setUp();
    // 100 joins over 10 s, one every 100 ms.
    for (let n = 1; n <= 100; n += 1) {
      batch.changed(listener(n).participant.id);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(250);
    expect(sent.length).toBeLessThanOrEqual(41);
    expect(sent.at(-1)?.audienceCount).toBe(100);
  });

  it('leaves no timer behind once closed', () => {
    const { sent, batch, listener } = setUp();
    batch.changed(listener(1).participant.id);
    batch.close();
    expect(vi.getTimerCount()).toBe(0);
    batch.changed(listener(2).participant.id);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });
});

class TestRoster extends RoomRoster {
  now(): Date {
    return at;
  }

  connect(id: string, peer: RoomPeer): void {
    this.peers.set(id, peer);
  }
}

describe('a broadcast', () => {
  it('serializes a message once for all its receivers', () => {
    const roster = new TestRoster();
    const texts: string[] = [];
    for (let n = 0; n < 100; n += 1) {
      roster.connect(`p${n}`, {
        send: (message) => texts.push(JSON.stringify(message)),
        sendText: (text) => texts.push(text),
        close: () => undefined,
      });
    }
    const stringify = vi.spyOn(JSON, 'stringify');
    const message: ServerMessage = { type: 'activeSpeaker', participantId: 'p1' };
    roster.broadcast(message, 'p0');
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(texts).toHaveLength(99);
    expect(new Set(texts)).toEqual(new Set([JSON.stringify(message)]));
  });
});
