import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { renderRoom } from '../testing/render-room';
import { joinedMessage, participant, roomInfo } from '../testing/room-fixtures';
import { RoomView } from './room-view';

// docs/product.md, 'Meeting room': the participants panel offers 'Copy invite link', the meeting's room URL, to
// everyone in the room.

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the invite link in the room', () => {
  for (const role of ['host', 'guest'] as const) {
    it(`is copied from the participants panel by the ${role}`, async () => {
      // user-event puts a clipboard of its own in place, which the test then reads.
      const user = userEvent.setup();
      const { socket, session } = renderRoom(
        <>
          <Toaster />
          <RoomView />
        </>,
      );
      const self = participant('me', { role, name: 'Me' });
      act(() => socket.serverSends(joinedMessage({ self, room: roomInfo({ meetingCode: 'XYZ-2030-777' }) })));

      await user.click(screen.getByRole('button', { name: 'Participants (2)' }));
      await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/room/XYZ-2030-777`);
      // A toast of the test before may still show: at least one says so.
      expect((await screen.findAllByText('Invite link copied')).length).toBeGreaterThan(0);
      session.teardown({ releaseDevices: true, leave: false });
    });
  }

  it('is offered in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    act(() => socket.serverSends(joinedMessage()));
    await user.click(screen.getByRole('button', { name: 'Katılımcılar (2)' }));
    expect(screen.getByRole('button', { name: 'Davet bağlantısını kopyala' })).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
