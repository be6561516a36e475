import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, joinedMessage, participant } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomView } from './room-view';

const waiting = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'guest' as const,
  since: at,
});

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the host lobby panel', () => {
  it('lists who waits and admits or denies them over the signaling connection', async () => {
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    act(() => socket.serverSends(joinedMessage({ lobby: [waiting('l1', 'Zeynep Kaya'), waiting('l2', 'Ali Veli')] })));

    await user.click(screen.getByRole('button', { name: 'Lobby (2)' }));
    const panel = screen.getByRole('region', { name: 'Lobby' });
    expect(within(panel).getByText('Zeynep Kaya')).toBeTruthy();
    expect(within(panel).getByText('l2@example.com')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Admit Zeynep Kaya' }));
    await user.click(within(panel).getByRole('button', { name: 'Deny Ali Veli' }));
    expect(socket.sent).toContainEqual({ type: 'admit', participantId: 'l1' });
    expect(socket.sent).toContainEqual({ type: 'deny', participantId: 'l2' });

    // The server's answer empties the lobby.
    act(() => socket.serverSends({ type: 'lobbyUpdated', lobby: [] }));
    expect(within(panel).getByText('Nobody is waiting.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lobby (0)' })).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('lets the host mute everyone else and lower all hands', async () => {
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    const hands = [participant('p2', { handRaised: true }), participant('p3')];
    act(() => socket.serverSends(joinedMessage({ participants: hands })));
    await user.click(screen.getByRole('button', { name: 'Participants (3)' }));
    await user.click(screen.getByRole('button', { name: 'Mute everyone else' }));
    expect(socket.sent).toContainEqual({ type: 'muteAll' });
    await user.click(screen.getByRole('button', { name: 'Lower all hands' }));
    expect(socket.sent).toContainEqual({ type: 'lowerAllHands' });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('offers no crowd tools to a guest', async () => {
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    const guest = participant('me', { role: 'guest', name: 'Me' });
    act(() =>
      socket.serverSends(joinedMessage({ self: guest, participants: [participant('p2', { handRaised: true })] })),
    );
    await user.click(screen.getByRole('button', { name: 'Participants (2)' }));
    expect(screen.queryByRole('button', { name: 'Mute everyone else' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lower all hands' })).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('is not offered to someone who is not the host', () => {
    const { socket, session } = renderRoom(<RoomView />);
    const guest = participant('me', { role: 'guest', name: 'Me' });
    act(() => socket.serverSends(joinedMessage({ self: guest, participants: [participant('p2')] })));
    expect(screen.queryByRole('button', { name: /Lobby/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End for everyone' })).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('lets the host mute and remove a participant, and end the meeting after confirming', async () => {
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    act(() => socket.serverSends(joinedMessage()));

    await user.click(screen.getByRole('button', { name: 'Participants (2)' }));
    await user.click(screen.getByRole('button', { name: 'Mute Person p2' }));
    expect(socket.sent).toContainEqual({ type: 'muteParticipant', participantId: 'p2' });

    await user.click(screen.getByRole('button', { name: 'Remove Person p2' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Person p2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Person p2' }));
    expect(socket.sent).toContainEqual({ type: 'removeParticipant', participantId: 'p2' });

    await user.click(screen.getByRole('button', { name: 'End for everyone' }));
    await user.click(screen.getByRole('button', { name: 'End meeting' }));
    expect(socket.sent).toContainEqual({ type: 'endMeeting' });
    session.teardown({ releaseDevices: true, leave: false });
  });
});
