import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinedMessage } from '#web/features/room/testing/room-fixtures.ts';
import { startFakeSession } from '#web/features/room/testing/session-start.ts';

beforeEach(() => {
  // jsdom has no WebRTC: publishing warns and the signaling side is what this test looks at.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

// The server drops messages sent faster than their budget and says so once (decision record 050):
// nothing the person can act on, so the room shows nothing for it, while other errors are still shown.
describe('RoomSession and messages the server dropped as too fast', () => {
  it('ignores SIGNALING_TOO_FAST quietly and still shows other errors', async () => {
    const { session, socket, notices } = startFakeSession();
    socket.serverSends(joinedMessage());
    socket.serverSends({
      type: 'error',
      message: 'Too many messages of this type: some were dropped.',
      code: 'SIGNALING_TOO_FAST',
      params: { type: 'raiseHand' },
    });
    socket.serverSends({ type: 'error', message: 'Only the host can do that.' });
    await vi.waitFor(() => expect(notices.some((notice) => notice.kind === 'serverError')).toBe(true));
    expect(notices.filter((notice) => notice.kind === 'serverError')).toEqual([
      { kind: 'serverError', message: 'Only the host can do that.', code: undefined, params: undefined },
    ]);
    expect(session.store.getState().phase.kind).toBe('joined');
    session.teardown({ releaseDevices: true, leave: false });
  });
});
