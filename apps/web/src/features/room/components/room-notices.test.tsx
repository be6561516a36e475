import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { createQueryClient } from '#web/lib/react-query.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { joinedMessage } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomNotices } from './room-notices';

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

describe('a recording refused by the plan', () => {
  it('tells the Free organizer why and offers Pro in place', async () => {
    const { socket, session } = renderRoom(
      <SignedIn>
        <Toaster />
        <RoomNotices />
      </SignedIn>,
    );
    act(() => socket.serverSends(joinedMessage()));
    act(() =>
      socket.serverSends({
        type: 'error',
        message: 'Recording is included in the Pro and Enterprise plans; your plan is free.',
        code: 'RECORDING_PLAN_REQUIRED',
        params: { plan: 'free' },
      }),
    );
    expect(await screen.findByText(/^Recording is included in the Pro and Enterprise plans/)).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeDefined();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
