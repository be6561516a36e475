import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { installFakeWebRtc, type FakePeerConnection } from '../testing/fake-webrtc';
import { renderRoom } from '../testing/render-room';
import { joinedMessage } from '../testing/room-fixtures';
import { RoomView } from './room-view';

// A network that lets the page load but no media through (docs/product.md, the room): the real room
// over a fake socket and a fake RTCPeerConnection whose ICE state the test sets as the browser would.

let connections: typeof FakePeerConnection;

async function openRoom() {
  const room = renderRoom(<RoomView />);
  act(() => room.socket.serverSends(joinedMessage({ resumeKey: 'key-1' })));
  await waitFor(() => expect(connections.instances.length).toBeGreaterThan(0));
  return { ...room, publisher: connections.instances.at(-1)! };
}

function ice(pc: FakePeerConnection, state: RTCIceConnectionState): void {
  act(() => {
    pc.iceConnectionState = state;
    pc.dispatchEvent(new Event('iceconnectionstatechange'));
  });
}

const guidance = () => screen.queryByRole('alert', { name: 'Your network is blocking the call' });

beforeEach(() => {
  connections = installFakeWebRtc();
  // jsdom has no camera: the session warns and the room works without one.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a participant whose network blocks the call', () => {
  it('is told why and what to try, with Try again focused, and no Reconnecting… spinner', async () => {
    const { session, publisher } = await openRoom();
    expect(guidance()).toBeNull();
    ice(publisher, 'checking');
    ice(publisher, 'failed');
    const panel = guidance()!;
    expect(panel).not.toBeNull();
    expect(within(panel).getByText(/lets the page load but not the call's audio and video/)).toBeTruthy();
    expect(within(panel).getByText(/another network, such as your phone's hotspot/)).toBeTruthy();
    expect(within(panel).getByText(/Turn off your VPN/)).toBeTruthy();
    expect(within(panel).getByText(/network's administrator/)).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('Try again joins afresh over a new socket', async () => {
    const user = userEvent.setup();
    const { session, publisher } = await openRoom();
    ice(publisher, 'failed');
    await user.click(within(guidance()!).getByRole('button', { name: 'Try again' }));
    expect(guidance()).toBeNull();
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => FakeSocket.latest().serverAccepts());
    expect(FakeSocket.latest().sent[0]).toMatchObject({ type: 'join', resumeKey: 'key-1' });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('Leave ends the visit', async () => {
    const user = userEvent.setup();
    const { session, socket, publisher } = await openRoom();
    ice(publisher, 'failed');
    await user.click(within(guidance()!).getByRole('button', { name: 'Leave' }));
    expect(socket.sent).toContainEqual({ type: 'leave' });
    expect(session.store.getState().phase).toEqual({ kind: 'closed', closed: { kind: 'left' } });
  });

  it('a connection that worked and was lost shows Reconnecting…, not the guidance', async () => {
    const { session, publisher } = await openRoom();
    ice(publisher, 'connected');
    ice(publisher, 'failed');
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    expect(guidance()).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
