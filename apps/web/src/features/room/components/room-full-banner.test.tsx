import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { createQueryClient } from '#web/lib/react-query.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { joinedMessage, participant, roomInfo } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomFullBanner } from './room-full-banner';

const full = roomInfo({ participantLimit: 2 });

function renderBanner() {
  return renderRoom(
    <SignedIn>
      <RoomFullBanner />
    </SignedIn>,
  );
}

/** The room as the app has it: below the signed-in state, which the upgrade offer reads. */
function SignedIn({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  storeSession();
  stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(guestUser) } });
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

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
