import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@vm/contracts';
import { FAN_OUT_CHUNK } from '../src/modules/rooms/roster/fan-out';
import { PeerOutbox } from '../src/modules/rooms/roster/peer-outbox';
import { RoomRoster } from '../src/modules/rooms/roster/room-roster';
import { RosterBatch, type RosterDelta } from '../src/modules/rooms/roster/room-roster-batch';
import { RoomState } from '../src/modules/rooms/room-state';
import type { Identity, RoomPeer } from '../src/modules/rooms/room-types';
import type { SignalSocket } from '../src/modules/rooms/signaling/signal-socket';

const at = new Date('2030-05-01T10:00:00.000Z');
const person = (n: number, role: Identity['role'] = 'guest'): Identity => ({
  name: `Person ${n}`,
  email: `person${n}@example.test`,
  role,
  joinKey: `j-person-${n}`,
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

/** A socket that records what reaches it, in order. */
function recordingSocket() {
  const frames: string[] = [];
  const socket: SignalSocket = {
    open: true,
    send: (text) => void frames.push(text),
    close: (code) => void frames.push(`close ${code}`),
    onMessage: () => undefined,
    onClose: () => undefined,
  };
  return { frames, socket };
}

/** A peer as SignalConnection makes it (signal-connection.ts). */
function peerOn(socket: SignalSocket): RoomPeer {
  const outbox = new PeerOutbox(socket);
  return {
    send: (message) => outbox.send(JSON.stringify(message)),
    sendText: (text) => outbox.send(text),
    reserve: () => outbox.reserve(),
    close: (code = 1000) => outbox.close(code),
  };
}

const turns = async (count: number) => {
  for (let n = 0; n < count; n += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('a broadcast', () => {
  it('serializes a message once for all its receivers, and sends it in chunks over several turns', async () => {
    const roster = new TestRoster();
    const sockets = Array.from({ length: 3 * FAN_OUT_CHUNK + 1 }, () => recordingSocket());
    sockets.forEach(({ socket }, n) => roster.connect(`p${n}`, peerOn(socket)));
    const stringify = vi.spyOn(JSON, 'stringify');
    const message: ServerMessage = { type: 'activeSpeaker', participantId: 'p1' };
    roster.broadcast(message, 'p0');
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    // One chunk now (p0 left out), the rest on later turns of the event loop.
    const reached = () => sockets.filter(({ frames }) => frames.length > 0).length;
    expect(reached()).toBe(FAN_OUT_CHUNK);
    await turns(4);
    expect(reached()).toBe(3 * FAN_OUT_CHUNK);
    expect(new Set(sockets.slice(1).flatMap(({ frames }) => frames))).toEqual(new Set([JSON.stringify(message)]));
  });

  it("keeps each socket's order: what is sent while a broadcast is on its way comes after it", async () => {
    const roster = new TestRoster();
    const sockets = Array.from({ length: 2 * FAN_OUT_CHUNK }, () => recordingSocket());
    const peers = sockets.map(({ socket }, n) => {
      const peer = peerOn(socket);
      roster.connect(`p${n}`, peer);
      return peer;
    });
    const last = sockets.at(-1)!;
    roster.broadcast({ type: 'activeSpeaker', participantId: 'first' });
    roster.sendTo(`p${sockets.length - 1}`, { type: 'removed', message: 'bye' });
    peers.at(-1)!.close(1000);
    roster.broadcast({ type: 'activeSpeaker', participantId: 'second' });
    expect(last.frames).toEqual([]);
    await turns(4);
    expect(last.frames.map((frame) => (frame.startsWith('{') ? JSON.parse(frame) : frame))).toEqual([
      { type: 'activeSpeaker', participantId: 'first' },
      { type: 'removed', message: 'bye' },
      'close 1000',
      { type: 'activeSpeaker', participantId: 'second' },
    ]);
    // With nothing on its way, a send goes straight out.
    roster.sendTo('p0', { type: 'slowLink' });
    expect(JSON.parse(sockets[0]!.frames.at(-1)!)).toEqual({ type: 'slowLink' });
  });
});
