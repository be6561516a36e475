import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalMediaProvider } from '../context/local-media-context';
import { LocalMedia } from '../core/media/local-media';
import { stubMediaDevices } from '../testing/media-devices';
import { PreJoin } from './pre-join';

let restore = () => true;
afterEach(() => restore());

async function renderPreJoin(failure: 'NotAllowedError' | 'NotFoundError', { recording = false } = {}) {
  const devices = stubMediaDevices(failure);
  restore = devices.restore;
  const media = new LocalMedia();
  const onJoin = vi.fn();
  render(
    <LocalMediaProvider media={media}>
      <PreJoin
        meetingCode="ABC-2030-001"
        defaultName="Ayşe Demir"
        lobby={false}
        recording={recording}
        onJoin={onJoin}
      />
    </LocalMediaProvider>,
  );
  await media.start();
  return { onJoin, devices };
}

describe('PreJoin', () => {
  it('says the browser blocked camera and microphone, and still lets the person join', async () => {
    const user = userEvent.setup();
    const { onJoin } = await renderPreJoin('NotAllowedError');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "The browser blocked the camera and microphone. Allow them in the address bar's site settings",
    );
    expect(alert.textContent).toContain('You can still join');
    expect(screen.getByRole('button', { name: 'Microphone' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Camera' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Camera is off')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(onJoin).toHaveBeenCalledWith('Ayşe Demir');
  });

  it('names each missing device when there is none, rather than calling it blocked', async () => {
    const { devices } = await renderPreJoin('NotFoundError');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No camera was found.');
    expect(alert.textContent).toContain('No microphone was found.');
    expect(alert.textContent).not.toContain('blocked');
    // One combined request, then each device alone so one missing device does not cost the other.
    expect(devices.getUserMedia).toHaveBeenCalledTimes(3);
  });

  it('asks for a display name before joining', async () => {
    const user = userEvent.setup();
    const { onJoin } = await renderPreJoin('NotAllowedError');
    await user.clear(screen.getByRole('textbox', { name: /Display name/ }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Join now' }).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Display name/ }), '  Can  ');
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(onJoin).toHaveBeenCalledWith('Can');
  });

  it('says the meeting is being recorded right above Join now, and still lets the person join', async () => {
    const user = userEvent.setup();
    const { onJoin } = await renderPreJoin('NotAllowedError', { recording: true });
    const notice = screen.getByText('This meeting is being recorded. By joining, you will appear in the recording.');
    const join = screen.getByRole('button', { name: 'Join now' });
    expect(notice.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(join);
    expect(onJoin).toHaveBeenCalledWith('Ayşe Demir');
  });

  it('shows no recording notice while nothing is recorded', async () => {
    await renderPreJoin('NotAllowedError');
    expect(screen.queryByText(/being recorded/)).toBeNull();
  });
});
