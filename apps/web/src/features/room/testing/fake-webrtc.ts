import { vi } from 'vitest';

// RTCPeerConnection as the Publisher uses it, which jsdom lacks: transceivers whose senders record
// every track they were given (at addTransceiver, then by replaceTrack), and offers the test answers.

export class FakeSender {
  /** Every track this sender was set to, in order; the last is what goes out now. */
  readonly tracks: (MediaStreamTrack | null)[] = [];
  constructor(initial: MediaStreamTrack | null) {
    this.tracks.push(initial);
  }
  get track(): MediaStreamTrack | null {
    return this.tracks.at(-1) ?? null;
  }
  replaceTrack = vi.fn((track: MediaStreamTrack | null) => {
    this.tracks.push(track);
    return Promise.resolve();
  });
}

class FakeTransceiver {
  mid: string | null = null;
  readonly sender: FakeSender;
  constructor(
    readonly kind: string,
    track: MediaStreamTrack | null,
    public direction: string,
  ) {
    this.sender = new FakeSender(track);
  }
}

export class FakePeerConnection extends EventTarget {
  static instances: FakePeerConnection[] = [];
  readonly transceivers: FakeTransceiver[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  iceConnectionState = 'new';
  onicecandidate: unknown = null;
  ontrack: unknown = null;

  constructor() {
    super();
    FakePeerConnection.instances.push(this);
  }

  addTransceiver(trackOrKind: MediaStreamTrack | string, init: { direction?: string } = {}): FakeTransceiver {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind;
    const transceiver = new FakeTransceiver(kind, track, init.direction ?? 'sendrecv');
    this.transceivers.push(transceiver);
    return transceiver;
  }

  getTransceivers = () => this.transceivers;
  createOffer = () => Promise.resolve({ type: 'offer' as const, sdp: 'v=0 fake offer' });
  setLocalDescription = () => {
    this.transceivers.forEach((transceiver, index) => (transceiver.mid ??= String(index)));
    return Promise.resolve();
  };
  setRemoteDescription = (description: RTCSessionDescriptionInit) => {
    this.remoteDescription = description;
    return Promise.resolve();
  };
  addIceCandidate = () => Promise.resolve();
  getStats = () => Promise.resolve(new Map());
  close = vi.fn();

  /** The sender of the first transceiver of that kind ('audio' is the microphone). */
  sender(kind: 'audio' | 'video'): FakeSender {
    const transceiver = this.transceivers.find((candidate) => candidate.kind === kind);
    if (!transceiver) throw new Error(`No ${kind} transceiver`);
    return transceiver.sender;
  }
}

/** Installs the fake as the global RTCPeerConnection (undone by the setup's unstubAllGlobals). */
export function installFakeWebRtc(): typeof FakePeerConnection {
  FakePeerConnection.instances = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  // No codec list: the publisher keeps the browser's own order, as where setCodecPreferences is missing.
  vi.stubGlobal('RTCRtpSender', class {});
  return FakePeerConnection;
}
