import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { joinedMessage, participant, roomInfo } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { SignedIn, signedInRoomTests } from '../testing/signed-in-room';
import { RoomFullBanner } from './room-full-banner';

const full = roomInfo({ participantLimit: 2 });

function renderBanner() {
  return renderRoom(
    <SignedIn>
      <RoomFullBanner />
    </SignedIn>,
  );
}

signedInRoomTests();

describe('a full room', () => {
  it('tells the organizer on Free, and offers Pro', async () => {
    const { socket, session } = renderBanner();
    act(() => socket.serverSends(joinedMessage({ room: full })));
    expect(await screen.findByText('The room is full: this meeting takes 2 people.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeDefined();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('offers nothing to the others in it', async () => {
    const { socket, session } = renderBanner();
    act(() =>
      socket.serverSends(
        joinedMessage({
          self: participant('me', { role: 'guest', name: 'Me' }),
          participants: [participant('host', { role: 'host' })],
          room: full,
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/The room is full/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('says nothing while there is room', async () => {
    const { socket, session } = renderBanner();
    act(() => socket.serverSends(joinedMessage({ room: roomInfo({ participantLimit: 3 }) })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/The room is full/)).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
