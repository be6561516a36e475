import { vi } from 'vitest';

// The browser's media objects that jsdom lacks, as small as LocalMedia and NoisePipeline use them:
// a captured microphone and camera, and an audio graph whose context the test lets run (or never).

/** A captured or generated track; `label` says which one it is in assertions. */
export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  onended: (() => void) | null = null;
  readonly id: string;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly label: string,
  ) {
    this.id = `${label}-${Math.random().toString(36).slice(2)}`;
  }
  stop = () => void (this.readyState = 'ended');
  getSettings = () => ({ deviceId: `${this.label}-device` });
}

class FakeMediaStream {
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
}

class FakeAudioNode {
  connect = vi.fn();
  disconnect = vi.fn();
}

class FakeAudioWorkletNode extends FakeAudioNode {
  readonly port = { postMessage: vi.fn() };
}

class FakeDestination extends FakeAudioNode {
  readonly stream = new FakeMediaStream([new FakeTrack('audio', 'denoised')]);
}

/** An AudioContext whose resume() settles only when the test says the context runs. */
export class FakeAudioContext {
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  readonly audioWorklet = { addModule: vi.fn(() => Promise.resolve()) };
  private waiting: (() => void)[] = [];

  constructor(private readonly audio: FakeAudio) {
    audio.contexts.push(this);
  }

  resume(): Promise<void> {
    if (this.audio.startsAtOnce && this.state === 'suspended') this.run();
    if (this.state === 'running') return Promise.resolve();
    // Like a context without an output device: the promise neither resolves nor rejects.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The browser lets the context start now. */
  run(): void {
    this.state = 'running';
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }

  createMediaStreamDestination = () => new FakeDestination();
  createMediaStreamSource = () => new FakeAudioNode();
}

/** Installs the fakes as globals (undone by the setup's unstubAllGlobals after each test). */
export class FakeAudio {
  readonly contexts: FakeAudioContext[] = [];
  /** Whether a new context runs as soon as it is resumed; otherwise it waits for run(). */
  startsAtOnce = false;

  constructor() {
    const make = () => new FakeAudioContext(this);
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          return make();
        }
      },
    );
    vi.stubGlobal('AudioWorkletNode', FakeAudioWorkletNode);
    vi.stubGlobal('MediaStreamAudioDestinationNode', FakeDestination);
    vi.stubGlobal('MediaStream', FakeMediaStream);
    // The RNNoise model's bytes; the fake worklet never compiles them.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) })),
    );
  }

  get latest(): FakeAudioContext {
    const context = this.contexts.at(-1);
    if (!context) throw new Error('No audio context was made');
    return context;
  }
}

/** A working microphone and camera behind navigator.mediaDevices.getUserMedia. */
export function stubWorkingDevices() {
  const microphone = new FakeTrack('audio', 'microphone');
  const camera = new FakeTrack('video', 'camera');
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(() => Promise.resolve(new FakeMediaStream([microphone, camera]))),
      enumerateDevices: () => Promise.resolve([]),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return { microphone, camera, restore: () => Reflect.deleteProperty(navigator, 'mediaDevices') };
}
