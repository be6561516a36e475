import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { joinedMessage } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { SignedIn, signedInRoomTests } from '../testing/signed-in-room';
import { RoomNotices } from './room-notices';

signedInRoomTests();

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
