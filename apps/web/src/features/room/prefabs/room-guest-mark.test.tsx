import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { at, joinedMessage, participant } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomView } from './room-view';

// A guest types their own name, so a stranger may call themselves "Host Alice": the room marks every
// guest as a guest, in the participant list, on their tile and in the host's lobby (decision record 050).
const host = participant('me', { role: 'host', name: 'Alice' });
const impostor = participant('p2', { role: 'guest', name: 'Host Alice' });
const invitee = participant('p3', { role: 'invitee', name: 'Ivy Invitee' });

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the Guest mark', () => {
  it('names every role in the participant list and marks a guest on their tile', async () => {
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    act(() => socket.serverSends(joinedMessage({ self: host, participants: [impostor, invitee] })));

    const tile = screen.getByRole('figure', { name: 'Host Alice' });
    expect(within(tile).getByText('Guest')).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: 'Ivy Invitee' })).queryByText('Guest')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Participants (3)' }));
    const panel = screen.getByRole('region', { name: 'Participants' });
    const row = (name: string) => within(panel).getByText(name).closest('li')!;
    expect(within(row('Host Alice')).getByText('Guest')).toBeTruthy();
    expect(within(row('Ivy Invitee')).getByText('Invited')).toBeTruthy();
    expect(within(row('Alice (you)')).getByText('Host')).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('marks a guest waiting in the lobby, in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    const user = userEvent.setup();
    const { socket, session } = renderRoom(<RoomView />);
    const waiting = { id: 'l1', name: 'Host Alice', email: 'ivy@example.com', role: 'guest' as const, since: at };
    act(() => socket.serverSends(joinedMessage({ self: host, participants: [], lobby: [waiting] })));
    expect(within(screen.getByRole('figure', { name: 'Alice (siz)' })).queryByText('Misafir')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bekleme odası (1)' }));
    const entry = screen.getByText('Host Alice').closest('li')!;
    expect(within(entry).getByText('Misafir')).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
