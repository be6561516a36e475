import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { i18n } from '#web/lib/i18n.ts';
import { LocalMedia } from '../core/media/local-media';
import { FakeSocket } from '../testing/fake-socket';
import { at, joinedMessage, participant, roomInfo } from '../testing/room-fixtures';
import { ActiveRoom } from './active-room';

// docs/product.md, 'Meeting room': the host who ends the meeting reads 'You ended the meeting', with the way to the
// meeting's page and, when it was recorded, to its recordings; everyone else still reads that the host ended it.

beforeEach(() => {
  FakeSocket.instances = [];
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function openRoom(self = participant('me', { role: 'host', name: 'Hülya Host' })) {
  const view = render(
    <MemoryRouter>
      <ActiveRoom
        options={{
          meetingCode: 'ABC-2030-001',
          token: 'join-token',
          displayName: self.name,
          media: new LocalMedia(),
          createSocket: (url) => new FakeSocket(url),
        }}
        onRestart={() => undefined}
      />
    </MemoryRouter>,
  );
  const socket = FakeSocket.latest();
  act(() => socket.serverAccepts());
  act(() => socket.serverSends(joinedMessage({ self, room: roomInfo({ meetingId: 'mtg_42' }) })));
  return { ...view, socket };
}

const endedByHost = { type: 'roomEnded', reason: 'host', message: 'The host ended the meeting' } as const;

describe("the host's own end screen", () => {
  it('says the host ended it and leads to the meeting page', () => {
    const { socket } = openRoom();
    act(() => socket.serverSends(endedByHost));
    expect(screen.getByRole('heading', { name: 'You ended the meeting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the meeting page' }).getAttribute('href')).toBe('/meetings/mtg_42');
    // Not recorded: no way to a recording.
    expect(screen.queryByRole('link', { name: 'See the recording' })).toBeNull();
  });

  it('leads to the recording when the meeting was recorded, even if the recording stopped before the end', async () => {
    const { socket } = openRoom();
    act(() => socket.serverSends({ type: 'recordingChanged', recording: { startedAt: at } }));
    act(() => socket.serverSends({ type: 'recordingChanged', recording: null }));
    act(() => socket.serverSends(endedByHost));
    expect(screen.getByRole('link', { name: 'See the recording' }).getAttribute('href')).toBe(
      '/meetings/mtg_42#recordings',
    );
    await i18n.changeLanguage('tr');
    expect(screen.getByRole('heading', { name: 'Toplantıyı sonlandırdınız' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kaydı görüntüle' })).toBeTruthy();
  });

  it('still tells everyone else that the host ended it, with the home page', () => {
    const { socket } = openRoom(participant('me', { role: 'guest', name: 'Gül Şahin' }));
    act(() => socket.serverSends({ type: 'recordingChanged', recording: { startedAt: at } }));
    act(() => socket.serverSends(endedByHost));
    expect(screen.getByRole('heading', { name: 'The host ended the meeting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the meeting page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See the recording' })).toBeNull();
  });
});
