import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundChoice } from '../core/background/background-choice';
import type { BackgroundEvents } from '../core/background/background-processor';
import { LocalMedia } from '../core/media/local-media';
import { FakeTrack, stubWorkingDevices } from '../testing/fake-audio';
import { installFakeWebRtc } from '../testing/fake-webrtc';
import { renderRoom } from '../testing/render-room';
import { joinedMessage, roomInfo } from '../testing/room-fixtures';
import { RoomView } from './room-view';

// docs/product.md, 'Meeting room': the notice that this device cannot keep up with the background effect can be
// closed, is shown once per meeting, and sits above the videos instead of over them. jsdom has no
// OffscreenCanvas, WebGL or worker: a WebGL-capable OffscreenCanvas is stubbed and the processor is one
// the test controls (as in background-choice.test.tsx).

const processors: { events: BackgroundEvents }[] = [];

vi.mock('../core/background/background-processor', () => ({
  BackgroundProcessor: class {
    constructor(readonly events: BackgroundEvents) {
      processors.push(this);
    }
    start(_input: unknown, _choice: BackgroundChoice) {
      return Promise.resolve(new FakeTrack('video', 'background'));
    }
    setChoice() {}
    stop() {}
  },
}));

class FakeOffscreenCanvas {
  getContext = () => ({ getExtension: () => ({ loseContext: () => undefined }) });
}

const SLOW = 'This device cannot keep up with the background effect: your video may stutter.';
let devices: ReturnType<typeof stubWorkingDevices>;

beforeEach(() => {
  processors.length = 0;
  sessionStorage.clear();
  localStorage.setItem('vm-room-background', 'blur');
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal(
    'MediaStream',
    class {
      constructor(readonly tracks: unknown[]) {}
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  devices = stubWorkingDevices();
  installFakeWebRtc();
});

afterEach(() => {
  devices.restore();
  vi.restoreAllMocks();
});

/** The room of `meetingCode` with my camera behind a background effect that has just fallen behind. */
async function roomWithSlowEffect(meetingCode = 'ABC-2030-001') {
  const before = processors.length;
  const media = new LocalMedia();
  await media.start();
  const room = renderRoom(<RoomView />, media);
  act(() => room.socket.serverSends(joinedMessage({ room: roomInfo({ meetingCode }) })));
  await vi.waitFor(() => expect(processors.length).toBeGreaterThan(before));
  act(() => processors.at(-1)!.events.onSlow(true));
  return room;
}

describe('the background effect notice in the room', () => {
  it('sits in the bar above the videos, not over the tiles', async () => {
    const room = await roomWithSlowEffect();
    const notice = await screen.findByText(SLOW);
    const bar = screen.getByTestId('room-notice-bar');
    expect(bar.contains(notice)).toBe(true);
    // The tiles' area (the stage and what is drawn over it) does not hold it.
    const stage = screen.getByRole('main').parentElement!;
    expect(stage.contains(notice)).toBe(false);
    expect(bar.compareDocumentPosition(stage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    room.session.teardown({ releaseDevices: true, leave: false });
  });

  it('closes with its own button and does not come back in the same meeting', async () => {
    const first = await roomWithSlowEffect();
    await screen.findByText(SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Close the background notice' }));
    expect(screen.queryByText(SLOW)).toBeNull();
    // The effect keeps running: closing the notice is not turning it off.
    expect(first.session.local.state.background.choice).toBe('blur');
    // Slow again later in the meeting: not shown again.
    act(() => processors.at(-1)!.events.onSlow(false));
    act(() => processors.at(-1)!.events.onSlow(true));
    expect(screen.queryByText(SLOW)).toBeNull();
    first.session.teardown({ releaseDevices: true, leave: false });
    first.unmount();

    // A reload (a new room view of the same meeting in this tab) remembers it; another meeting shows it.
    const again = await roomWithSlowEffect();
    expect(screen.queryByText(SLOW)).toBeNull();
    again.session.teardown({ releaseDevices: true, leave: false });
    again.unmount();
    const other = await roomWithSlowEffect('XYZ-2030-002');
    expect(await screen.findByText(SLOW)).toBeTruthy();
    other.session.teardown({ releaseDevices: true, leave: false });
  });

  it('goes for good once the device catches up', async () => {
    const room = await roomWithSlowEffect();
    await screen.findByText(SLOW);
    act(() => processors.at(-1)!.events.onSlow(false));
    expect(screen.queryByText(SLOW)).toBeNull();
    act(() => processors.at(-1)!.events.onSlow(true));
    expect(screen.queryByText(SLOW)).toBeNull();
    room.session.teardown({ releaseDevices: true, leave: false });
  });
});
