import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import type { FakePeerConnection } from '../../testing/fake-webrtc';
import { installSessionFakes, removeSessionFakes } from '../../testing/session-fakes';
import { joinedMessage } from '../../testing/room-fixtures';
import { FIRST_CONNECT_TIMEOUT_MS } from '../media/ice-watch';
import { LocalMedia } from '../media/local-media';
import { startFakeSession } from '../../testing/session-start';

// A network that lets the page and its socket through but no media (docs/product.md, the room): the
// real session, LocalMedia and Publisher over a fake socket and a fake RTCPeerConnection whose ICE
// state the test sets as the browser would.

let connections: typeof FakePeerConnection;

async function joinRoom() {
  const media = new LocalMedia();
  await media.start();
  const { session, socket } = startFakeSession({ media });
  socket.serverSends(joinedMessage({ resumeKey: 'key-1' }));
  await vi.advanceTimersByTimeAsync(0);
  // The first offer is answered, so an ICE restart's offer would go out at once.
  socket.serverSends({ type: 'publisherAnswer', sdp: 'v=0 fake answer' });
  await vi.advanceTimersByTimeAsync(0);
  const publisher = connections.instances.at(-1);
  if (!publisher) throw new Error('No publishing connection');
  return { session, socket, publisher };
}

function ice(pc: FakePeerConnection, state: RTCIceConnectionState): void {
  pc.iceConnectionState = state;
  pc.dispatchEvent(new Event('iceconnectionstatechange'));
}

const restarts = (socket: FakeSocket) =>
  socket.sent.filter((message) => (message as { type: string }).type === 'publish').length - 1;

beforeEach(() => {
  ({ connections } = installSessionFakes());
});

afterEach(removeSessionFakes);

describe('media that cannot connect', () => {
  it('when nothing ever connected, a failed ICE shows the guidance, not Reconnecting…', async () => {
    const { session, socket, publisher } = await joinRoom();
    ice(publisher, 'checking');
    ice(publisher, 'failed');
    expect(session.store.getState()).toMatchObject({ mediaUnreachable: true, reconnecting: false });
    // No restart over a network that already refused every path, and no rejoin loop.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(restarts(socket)).toBe(0);
    expect(FakeSocket.instances).toHaveLength(1);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('when ICE keeps checking and never connects, the guidance comes without waiting for its verdict', async () => {
    const { session, publisher } = await joinRoom();
    ice(publisher, 'checking');
    await vi.advanceTimersByTimeAsync(FIRST_CONNECT_TIMEOUT_MS - 1_000);
    expect(session.store.getState().mediaUnreachable).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.store.getState()).toMatchObject({ mediaUnreachable: true, reconnecting: false });
    // It connected after all (a slow start): the guidance goes.
    ice(publisher, 'connected');
    expect(session.store.getState().mediaUnreachable).toBe(false);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('a connection that connects in time never shows the guidance', async () => {
    const { session, publisher } = await joinRoom();
    ice(publisher, 'checking');
    ice(publisher, 'connected');
    await vi.advanceTimersByTimeAsync(FIRST_CONNECT_TIMEOUT_MS * 2);
    expect(session.store.getState().mediaUnreachable).toBe(false);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('a connection that worked and was lost keeps Reconnecting… and its ICE restarts', async () => {
    const { session, socket, publisher } = await joinRoom();
    ice(publisher, 'connected');
    ice(publisher, 'failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(session.store.getState()).toMatchObject({ mediaUnreachable: false, reconnecting: true });
    expect(restarts(socket)).toBe(1);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('Try again rejoins over a fresh socket with new connections, and the guidance goes', async () => {
    const { session, publisher } = await joinRoom();
    ice(publisher, 'failed');
    session.retryMedia();
    expect(session.store.getState()).toMatchObject({ mediaUnreachable: false, reconnecting: true });
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverAccepts();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ type: 'join', resumeKey: 'key-1' });
    FakeSocket.latest().serverSends(joinedMessage({ resumeKey: 'key-2' }));
    await vi.advanceTimersByTimeAsync(0);
    const fresh = connections.instances.at(-1)!;
    expect(fresh).not.toBe(publisher);
    // This network still blocks the call: the guidance comes back.
    ice(fresh, 'failed');
    expect(session.store.getState().mediaUnreachable).toBe(true);
    session.teardown({ releaseDevices: true, leave: false });
  });
});
