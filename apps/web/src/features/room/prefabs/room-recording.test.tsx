import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { at, joinedMessage, participant } from '../testing/room-fixtures';
import { renderRoom } from '../testing/render-room';
import { RoomView } from './room-view';

const guest = participant('me', { role: 'guest', name: 'Me' });
const indicator = () => screen.queryByRole('status', { name: 'Recording' });
const recordButton = (name: string) => screen.getByRole('button', { name });

function renderRoomView() {
  return renderRoom(
    <>
      <Toaster />
      <RoomView />
    </>,
  );
}

beforeEach(() => {
  // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the recording indicator', () => {
  it('shows a guest that the meeting they join is being recorded', () => {
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage({ self: guest, recording: { startedAt: at } })));
    expect(indicator()?.textContent).toBe('Recording');
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('appears for everyone when the recording starts and goes when it stops, told once to screen readers', () => {
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage({ self: guest })));
    expect(indicator()).toBeNull();

    act(() => socket.serverSends({ type: 'recordingChanged', recording: { startedAt: new Date().toISOString() } }));
    expect(indicator()).not.toBeNull();
    expect(screen.getByTestId('recording-indicator').textContent).toMatch(/Recording\s*0:0\d/);
    expect(screen.getByText('The host started recording this meeting.').closest('[aria-live="polite"]')).not.toBeNull();

    act(() => socket.serverSends({ type: 'recordingChanged', recording: null }));
    expect(indicator()).toBeNull();
    expect(screen.getByText('The recording of this meeting has stopped.')).toBeTruthy();
    expect(screen.queryByText('The host started recording this meeting.')).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('reads Kaydediliyor in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage({ self: guest, recording: { startedAt: at } })));
    expect(screen.getByRole('status', { name: 'Kaydediliyor' })).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });
});

describe('the record button', () => {
  it('is not offered to someone who is not the host', () => {
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage({ self: guest })));
    const toolbar = screen.getByRole('group', { name: 'Meeting controls' });
    expect(within(toolbar).queryByRole('button', { name: /recording/i })).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('lets the host start and stop the recording, busy until the server answers', async () => {
    const user = userEvent.setup();
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage()));

    await user.click(recordButton('Start recording'));
    expect(socket.sent).toContainEqual({ type: 'record', recording: true });
    expect(recordButton('Start recording').getAttribute('aria-busy')).toBe('true');
    // A second press while waiting sends nothing more.
    await user.click(recordButton('Start recording'));
    expect(socket.sent.filter((message) => (message as { type: string }).type === 'record')).toHaveLength(1);

    act(() => socket.serverSends({ type: 'recordingChanged', recording: { startedAt: at } }));
    expect(recordButton('Stop recording').getAttribute('aria-busy')).toBe('false');
    expect(indicator()).not.toBeNull();

    await user.click(recordButton('Stop recording'));
    expect(socket.sent).toContainEqual({ type: 'record', recording: false });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('shows a refusal in the reader’s language, by its code, and is ready again', async () => {
    await i18n.changeLanguage('tr');
    const user = userEvent.setup();
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage()));

    await user.click(recordButton('Kaydı başlat'));
    act(() =>
      socket.serverSends({
        type: 'error',
        message: 'Recording is included in the Pro and Enterprise plans; your plan is free.',
        code: 'RECORDING_PLAN_REQUIRED',
        params: { plan: 'free' },
      }),
    );
    expect(await screen.findByText('Kayıt Pro ve Enterprise planlarına dahildir; planınız free.')).toBeTruthy();
    expect(screen.queryByText(/your plan is free/)).toBeNull();
    expect(recordButton('Kaydı başlat').getAttribute('aria-busy')).toBe('false');
    expect(indicator()).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('words a refusal to someone who is not the host as the server’s code says', async () => {
    const { socket, session } = renderRoomView();
    act(() => socket.serverSends(joinedMessage({ self: guest })));
    act(() => socket.serverSends({ type: 'error', message: 'Only the host records.', code: 'RECORDING_HOST_ONLY' }));
    expect(await screen.findByText('Only the organizer can start or stop the recording.')).toBeTruthy();
    session.teardown({ releaseDevices: true, leave: false });
  });
});
