import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalMediaProvider } from '../context/local-media-context';
import type { BackgroundChoice } from '../core/background/background-choice';
import type { BackgroundEvents } from '../core/background/background-processor';
import { LocalMedia } from '../core/media/local-media';
import { FakeTrack, stubWorkingDevices } from '../testing/fake-audio';
import { BackgroundSlow } from './background-slow';
import { DeviceSettings } from './device-settings';
import { PreJoin } from './pre-join';

// Decision record 041: the background is chosen on the pre-join screen (a compact control beside the camera
// button) and in the room's settings, remembered, and the room offers to turn it off when the
// machine cannot keep up. jsdom has no OffscreenCanvas or WebGL, and no worker: a WebGL-capable
// OffscreenCanvas is stubbed, and the processor is one the test controls.

const processors: { events: BackgroundEvents; choices: BackgroundChoice[] }[] = [];

vi.mock('../core/background/background-processor', () => ({
  BackgroundProcessor: class {
    readonly choices: BackgroundChoice[] = [];
    constructor(readonly events: BackgroundEvents) {
      processors.push(this);
    }
    start(_input: unknown, choice: BackgroundChoice) {
      this.choices.push(choice);
      return Promise.resolve(new FakeTrack('video', 'background'));
    }
    setChoice(choice: BackgroundChoice) {
      this.choices.push(choice);
    }
    stop() {}
  },
}));

class FakeOffscreenCanvas {
  getContext = () => ({ getExtension: () => ({ loseContext: () => undefined }) });
}

class FakeMediaStream {
  constructor(readonly tracks: unknown[]) {}
}

let devices: ReturnType<typeof stubWorkingDevices>;
let media: LocalMedia;

beforeEach(() => {
  processors.length = 0;
  localStorage.clear();
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal('MediaStream', FakeMediaStream);
  // The camera preview plays its track; jsdom's play() returns nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  devices = stubWorkingDevices();
  media = new LocalMedia();
});

afterEach(() => {
  media.dispose();
  devices.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the background choice', () => {
  it('is offered on the pre-join screen beside the camera, and remembered', async () => {
    const user = userEvent.setup();
    render(
      <LocalMediaProvider media={media}>
        <PreJoin meetingCode="ABC-2030-001" defaultName="Ayşe Demir" lobby={false} onJoin={vi.fn()} />
      </LocalMediaProvider>,
    );
    await media.start();
    const toolbar = screen.getByRole('group', { name: 'Meeting controls' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Background' }), 'Blur');
    expect(toolbar.contains(screen.getByRole('combobox', { name: 'Background' }))).toBe(true);
    expect(localStorage.getItem('vm-room-background')).toBe('blur');
    await vi.waitFor(() => expect(processors[0]?.choices).toEqual(['blur', 'blur']));
    // The next meeting starts with it.
    expect(new LocalMedia().state.background.choice).toBe('blur');
  });

  it('is in the room settings, with what the effect does', async () => {
    const user = userEvent.setup();
    render(
      <LocalMediaProvider media={media}>
        <DeviceSettings />
      </LocalMediaProvider>,
    );
    await media.start();
    await user.selectOptions(screen.getByLabelText('Background'), 'Sea');
    expect(media.state.background.choice).toBe('sea');
    expect(screen.getByText(/Blurs or replaces what is behind you/)).toBeTruthy();
  });

  it('offers to turn the effect off when the machine cannot keep up', async () => {
    const user = userEvent.setup();
    localStorage.setItem('vm-room-background', 'blur');
    media = new LocalMedia();
    render(
      <LocalMediaProvider media={media}>
        <BackgroundSlow meetingCode="ABC-2030-001" />
      </LocalMediaProvider>,
    );
    await media.start();
    await vi.waitFor(() => expect(processors).toHaveLength(1));
    expect(screen.queryByText(/cannot keep up/)).toBeNull();

    processors[0]!.events.onSlow(true);
    await screen.findByText('This device cannot keep up with the background effect: your video may stutter.');
    await user.click(screen.getByRole('button', { name: 'Turn off background' }));
    expect(media.state.background.choice).toBe('none');
    expect(screen.queryByText(/cannot keep up/)).toBeNull();
  });
});
