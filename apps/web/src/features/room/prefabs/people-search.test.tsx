import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { joinedMessage, participant } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomView } from './room-view';

const named = ['Ayşe Yılmaz', 'Işık Demir', 'İlker Öztürk', 'José Ibáñez'].map((name, index) =>
  participant(`n${index}`, { name }),
);
// 46 more, so the panel lists 51 people with me.
const crowd = Array.from({ length: 46 }, (_, index) => participant(`c${index}`, { name: `Guest ${index + 1}` }));

const rowNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.textContent);

async function openPeople(labels = { button: 'Participants (51)', panel: 'Participants' }) {
  const user = userEvent.setup();
  const room = renderRoom(<RoomView />);
  act(() => room.socket.serverSends(joinedMessage({ participants: [...named, ...crowd] })));
  await user.click(screen.getByRole('button', { name: labels.button }));
  const panel = screen.getByRole('region', { name: labels.panel });
  return { ...room, user, panel };
}

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('searching the participant list', () => {
  it('narrows the list by name, ignoring case and accents, and says how many it shows', async () => {
    const { user, panel, session } = await openPeople();
    expect(within(panel).getByTestId('participant-count').textContent).toBe('51 people');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(51);

    const search = within(panel).getByRole('searchbox', { name: 'Search participants' });
    await user.type(search, 'AYSE');
    expect(await within(panel).findByText('1 of 51')).toBeTruthy();
    expect(rowNames(panel)).toEqual(['Ayşe Yılmaz']);

    await user.clear(search);
    await user.type(search, 'ibanez');
    expect(await within(panel).findByText('José Ibáñez')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'guest 1');
    // Guest 1 and Guest 10 ... Guest 19.
    expect(await within(panel).findByText('11 of 51')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await within(panel).findByText("Nobody's name contains “nobody”.")).toBeTruthy();
    expect(within(panel).queryAllByRole('listitem')).toEqual([]);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('knows Turkish dotted and dotless i in Turkish', async () => {
    await act(() => i18n.changeLanguage('tr'));
    const { user, panel, session } = await openPeople({ button: 'Katılımcılar (51)', panel: 'Katılımcılar' });
    const search = within(panel).getByRole('searchbox', { name: 'Katılımcı ara' });
    await user.type(search, 'ISIK');
    expect(await within(panel).findByText('1 / 51')).toBeTruthy();
    expect(rowNames(panel)).toEqual(['Işık Demir']);
    await user.clear(search);
    await user.type(search, 'ilker');
    expect(await within(panel).findByText('İlker Öztürk')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('lists raised hands first', async () => {
    const { panel, socket, session } = await openPeople();
    act(() => socket.serverSends({ type: 'participantUpdated', participant: { ...crowd[40]!, handRaised: true } }));
    expect(rowNames(panel).slice(0, 2)).toEqual(['Guest 41', 'Me (you)']);
    session.teardown({ releaseDevices: true, leave: false });
  });
});
