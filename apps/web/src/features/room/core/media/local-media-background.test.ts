import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrack, stubWorkingDevices } from '../../testing/fake-audio';
import type { BackgroundChoice } from '../background/background-choice';
import type { BackgroundEvents } from '../background/background-processor';
import { LocalMedia } from './local-media';

// Decision record 041: the camera goes out at once, and the track with the chosen background replaces it only
// once the effect runs. The processor (worker, MediaPipe) is replaced by one the test controls.

class FakeProcessor {
  static all: FakeProcessor[] = [];
  readonly output = new FakeTrack('video', 'background');
  input: unknown = null;
  choices: BackgroundChoice[] = [];
  stopped = false;
  private settle: { resolve: (track: FakeTrack) => void; reject: (error: Error) => void } | null = null;

  constructor(readonly events: BackgroundEvents) {
    FakeProcessor.all.push(this);
  }

  start(input: unknown, choice: BackgroundChoice): Promise<FakeTrack> {
    this.input = input;
    this.choices.push(choice);
    return new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  run = () => this.settle?.resolve(this.output);
  fail = () => this.settle?.reject(new Error('no WebGL'));
  setChoice = (choice: BackgroundChoice) => void this.choices.push(choice);
  stop = () => void (this.stopped = true);
}

vi.mock('../background/background-processor', () => ({ BackgroundProcessor: FakeProcessor }));

let devices: ReturnType<typeof stubWorkingDevices>;
let media: LocalMedia;

const published = () => media.state.publishedVideo as unknown as FakeTrack | null;
const latest = () => FakeProcessor.all.at(-1)!;

beforeEach(() => {
  FakeProcessor.all = [];
  localStorage.clear();
  devices = stubWorkingDevices();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  media.dispose();
  devices.restore();
  vi.restoreAllMocks();
});

describe('LocalMedia with a background', () => {
  it('sends the raw camera without a background, and loads nothing', async () => {
    media = new LocalMedia();
    await media.start();
    expect(published()).toBe(devices.camera);
    expect(FakeProcessor.all).toHaveLength(0);
  });

  it('sends the raw camera while the remembered blur loads, then the blurred track', async () => {
    localStorage.setItem('vm-room-background', 'blur');
    media = new LocalMedia();
    await media.start();
    await vi.waitFor(() => expect(FakeProcessor.all).toHaveLength(1));
    expect(latest().input).toBe(devices.camera);
    expect(media.state.background).toMatchObject({ choice: 'blur', pending: true });
    expect(published()).toBe(devices.camera);

    latest().run();
    await vi.waitFor(() => expect(published()).toBe(latest().output));
    expect(media.state.background).toMatchObject({ choice: 'blur', pending: false, unavailable: false });
  });

  it('switches pictures in the running processor, and turning it off sends the raw camera again', async () => {
    media = new LocalMedia();
    await media.start();
    media.setBackground('sea');
    await vi.waitFor(() => expect(FakeProcessor.all).toHaveLength(1));
    latest().run();
    await vi.waitFor(() => expect(published()).toBe(latest().output));

    media.setBackground('blur');
    expect(latest().choices.at(-1)).toBe('blur');
    expect(FakeProcessor.all).toHaveLength(1);
    expect(localStorage.getItem('vm-room-background')).toBe('blur');

    media.setBackground('none');
    expect(published()).toBe(devices.camera);
    expect(latest().stopped).toBe(true);
    expect(localStorage.getItem('vm-room-background')).toBeNull();
  });

  it('keeps the raw camera and says so when the effect cannot start; choosing again retries', async () => {
    media = new LocalMedia();
    await media.start();
    media.setBackground('blur');
    await vi.waitFor(() => expect(FakeProcessor.all).toHaveLength(1));
    latest().fail();
    await vi.waitFor(() => expect(media.state.background.unavailable).toBe(true));
    expect(published()).toBe(devices.camera);

    media.setBackground('blur');
    await vi.waitFor(() => expect(FakeProcessor.all).toHaveLength(2));
    latest().run();
    await vi.waitFor(() => expect(published()).toBe(latest().output));
  });

  it('tells when the machine cannot keep up, and stops the effect when the camera goes off', async () => {
    media = new LocalMedia();
    await media.start();
    media.setBackground('blur');
    await vi.waitFor(() => expect(FakeProcessor.all).toHaveLength(1));
    latest().run();
    await vi.waitFor(() => expect(published()).toBe(latest().output));

    latest().events.onSlow(true);
    expect(media.state.background.slow).toBe(true);

    await media.setEnabled('camera', false);
    expect(published()).toBeNull();
    expect(latest().stopped).toBe(true);
    expect(media.state.background).toMatchObject({ choice: 'blur', slow: false });
  });
});
