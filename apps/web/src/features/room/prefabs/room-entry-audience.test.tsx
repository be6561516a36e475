import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { stubMediaDevices } from '../testing/media-devices';

// Decision record 044: the pre-join screen asks the server how this person will enter (`joinsAs` on the
// recording-status reply it already asks for, with the join token in the body). A large meeting's
// audience gets their name, the meeting, a word on how they take part and Join now, and the browser
// is asked for no camera or microphone at all; a speaker, or anyone when the answer cannot be had,
// gets the pre-join screen as it always was.

const code = 'ABC-2030-001';
const tokenFor = (claims: object) => `${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
const token = tokenFor({ m: 'm1', role: 'guest', name: 'Ada Audience', email: 'ada@example.com', lobby: false });
const statusPath = `POST /rooms/${code}/recording-status`;
const audienceTitle = 'You will join as audience';
const audienceNote =
  'You will see and hear the speakers, and can raise your hand to ask to speak. No camera or microphone is needed: if the host invites you to the stage, your browser asks for them then.';
const recordingNotice = 'This meeting is being recorded. By joining, you will appear in the recording.';
const status = (data: object) => ({ status: 200, body: okEnvelope({ recording: false, startedAt: null, ...data }) });

let devices: ReturnType<typeof stubMediaDevices>;
beforeEach(() => {
  devices = stubMediaDevices('NotAllowedError');
});
afterEach(() => {
  devices.restore();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

/** A visitor with their join token in this tab lands on the pre-join screen. */
async function openPreJoin() {
  window.sessionStorage.setItem(`vm-room-token:${code}`, token);
  renderApp(`/room/${code}`);
  expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeTruthy();
}

/** Lets pending promises and effects run, so a capture that would start has started. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the pre-join screen of a large meeting’s audience', () => {
  it('asks for no camera or microphone, says how they take part, and lets them join', async () => {
    const user = userEvent.setup();
    const fetch = stubApi({ [statusPath]: status({ joinsAs: 'audience' }) });
    await openPreJoin();
    await settle();

    expect(devices.getUserMedia).not.toHaveBeenCalled();
    const note = screen.getByTestId('audience-prejoin-note');
    expect(note.textContent).toContain(audienceTitle);
    expect(note.textContent).toContain(audienceNote);
    expect(screen.getByText(`Meeting ID: ${code}`)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Display name/ }).value).toBe('Ada Audience');
    // No preview, device buttons or device choices.
    for (const name of ['Microphone', 'Camera']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Camera is off')).toBeNull();
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
    // The token went in the body, never in the address.
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).endsWith('/recording-status'))!;
    expect(String(url)).not.toContain(token);
    expect(sentBody(init)).toEqual({ token });
    // Ctrl+D would start the camera on a speaker's pre-join screen; here nothing listens.
    await user.keyboard('{Control>}d{/Control}');
    await settle();
    expect(devices.getUserMedia).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Join now' }));
    // The room takes over from the pre-join screen, still without asking for a device.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ready to join?' })).toBeNull());
    await settle();
    expect(devices.getUserMedia).not.toHaveBeenCalled();
  });

  it('still tells them the meeting is being recorded', async () => {
    stubApi({ [statusPath]: status({ joinsAs: 'audience', recording: true, startedAt: '2030-01-01T10:00:00.000Z' }) });
    await openPreJoin();
    expect(await screen.findByText(recordingNotice)).toBeTruthy();
    expect(devices.getUserMedia).not.toHaveBeenCalled();
  });

  it('says it in Turkish to a Turkish reader', async () => {
    await i18n.changeLanguage('tr');
    stubApi({ [statusPath]: status({ joinsAs: 'audience' }) });
    window.sessionStorage.setItem(`vm-room-token:${code}`, token);
    renderApp(`/room/${code}`);
    expect(await screen.findByText('Dinleyici olarak katılacaksınız')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Şimdi katıl' })).toBeTruthy();
    expect(devices.getUserMedia).not.toHaveBeenCalled();
  });
});

describe('the pre-join screen of a speaker, or when the answer cannot be had', () => {
  /** Today's screen: the capture asked for, the device buttons, no audience note. */
  async function expectDevicesScreen() {
    await waitFor(() => expect(devices.getUserMedia).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Microphone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Camera' })).toBeTruthy();
    expect(screen.queryByTestId('audience-prejoin-note')).toBeNull();
    expect(screen.queryByText(audienceTitle)).toBeNull();
  }

  it('a speaker (the organizer, or anyone in a normal meeting) gets the camera and microphone as before', async () => {
    stubApi({ [statusPath]: status({ joinsAs: 'speaker' }) });
    await openPreJoin();
    await expectDevicesScreen();
  });

  it('an older server’s reply without joinsAs: as before, and its recording notice still shows', async () => {
    stubApi({
      [statusPath]: { status: 200, body: okEnvelope({ recording: true, startedAt: '2030-01-01T10:00:00.000Z' }) },
    });
    await openPreJoin();
    await expectDevicesScreen();
    expect(await screen.findByText(recordingNotice)).toBeTruthy();
  });

  it('a failed question: as before', async () => {
    stubApi({ [statusPath]: { status: 500, body: { success: false, message: 'Boom', data: null, errors: [] } } });
    await openPreJoin();
    await expectDevicesScreen();
  });

  it('no answer within 3 seconds: as before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    stubApi({ [statusPath]: () => new Promise(() => undefined) });
    window.sessionStorage.setItem(`vm-room-token:${code}`, token);
    renderApp(`/room/${code}`);
    expect(await screen.findByText('Opening the meeting...')).toBeTruthy();
    expect(devices.getUserMedia).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeTruthy();
    await expectDevicesScreen();
  });
});
