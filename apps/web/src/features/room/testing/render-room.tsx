import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { RoomProvider } from '../context/room-context';
import { LocalMedia } from '../core/media/local-media';
import { startFakeSession } from './session-start';

/**
 * A real RoomSession talking to a fake server socket, rendered with `ui`: tests play the server's
 * part (socket.serverSends) and read what the page sent (socket.sent). `media`: devices already
 * started, as after the pre-join screen (by default none).
 */
export function renderRoom(ui: ReactNode, media = new LocalMedia()) {
  const { session, socket } = startFakeSession({ token: 'join-token', media });
  const view = render(
    <MemoryRouter>
      <RoomProvider session={session}>{ui}</RoomProvider>
    </MemoryRouter>,
  );
  return { ...view, session, socket };
}
