import { LocalMedia } from '../core/media/local-media';
import type { RoomNotice } from '../core/session/room-notice';
import { RoomSession, type RoomSessionOptions } from '../core/session/room-session';
import { FakeSocket } from './fake-socket';

/**
 * A real RoomSession started over a fresh fake server socket that has accepted the connection: tests
 * play the server's part (socket.serverSends) and read what the session sent (socket.sent) and the
 * notices it raised. By default no devices were started, as when the pre-join screen was skipped.
 */
export function startFakeSession(options: Partial<RoomSessionOptions> = {}) {
  FakeSocket.instances = [];
  const session = new RoomSession({
    meetingCode: 'ABC-2030-001',
    token: 'token-1',
    media: new LocalMedia(),
    createSocket: (url) => new FakeSocket(url),
    ...options,
  });
  const notices: RoomNotice[] = [];
  session.notices.on('notice', (notice) => notices.push(notice));
  session.start();
  const socket = FakeSocket.latest();
  socket.serverAccepts();
  return { session, socket, notices };
}
