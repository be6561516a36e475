/* global window, RTCPeerConnection, AudioContext */
// A minimal room client for the media tests, written against packages/contracts/src/signaling.ts and
// independent of the web app: one signaling WebSocket, one publishing and one subscribing
// RTCPeerConnection. The tests drive it with page.evaluate and read its state and WebRTC stats.

// The web app's camera layers (apps/web/src/features/room/core/media/simulcast.ts), listed high to low
// because Janus reads rids in that order unless told otherwise.
const CAMERA_LAYERS = [
  { rid: 'f', scaleResolutionDownBy: 1, maxBitrate: 1_200_000 },
  { rid: 'h', scaleResolutionDownBy: 2, maxBitrate: 400_000 },
  { rid: 'q', scaleResolutionDownBy: 4, maxBitrate: 120_000 },
];

class TestClient {
  constructor(signalUrl, token) {
    this.signalUrl = signalUrl;
    this.token = token;
    this.messages = [];
    this.self = null;
    this.resumeKey = undefined;
    this.publisher = null;
    this.subscriber = null;
    this.streams = [];
    this.local = null;
    this.screen = null;
    this.sendErrors = [];
  }

  /**
   * `speak`: send a loud tone instead of the fake microphone's quiet beeps, to be the active speaker.
   * `video`: the camera's capture constraints; `encodings`: the camera's simulcast layers (both
   * default to the values below).
   */
  async join({ speak = false, video = { width: 640, height: 360 }, encodings = CAMERA_LAYERS } = {}) {
    this.encodings = encodings;
    this.local = await navigator.mediaDevices.getUserMedia({ audio: true, video });
    if (speak) {
      const context = new AudioContext();
      const tone = context.createOscillator();
      const destination = context.createMediaStreamDestination();
      tone.connect(destination);
      tone.start();
      this.local.getAudioTracks().forEach((track) => this.local.removeTrack(track));
      this.local.addTrack(destination.stream.getAudioTracks()[0]);
    }
    this.connect();
  }

  connect() {
    const socket = new WebSocket(this.signalUrl);
    this.socket = socket;
    socket.onopen = () =>
      this.send({ type: 'join', token: this.token, audioMuted: false, videoMuted: false, resumeKey: this.resumeKey });
    socket.onmessage = (event) => void this.receive(JSON.parse(event.data));
  }

  send(message) {
    this.socket.send(JSON.stringify(message));
  }

  /** Asks for simulcast layers of remote cameras: `streams` is [{ mid, quality }] (the `videoQuality` message). */
  videoQuality(streams) {
    this.send({ type: 'videoQuality', streams });
  }

  count(type) {
    return this.messages.filter((message) => message.type === type).length;
  }

  last(type) {
    return [...this.messages].reverse().find((message) => message.type === type) ?? null;
  }

  async receive(message) {
    this.messages.push(message);
    try {
      switch (message.type) {
        case 'joined':
          this.self = message.self;
          this.resumeKey = message.resumeKey;
          this.iceServers = message.iceServers;
          return await this.publish();
        case 'mediaReset':
          return await this.publish();
        case 'publisherAnswer':
          return await this.publisher.setRemoteDescription({ type: 'answer', sdp: message.sdp });
        case 'subscriberOffer':
          return await this.answer(message);
        case 'trickle': {
          const pc = message.connection === 'publisher' ? this.publisher : this.subscriber;
          if (pc && message.candidate) await pc.addIceCandidate(message.candidate);
          return undefined;
        }
        default:
          return undefined;
      }
    } catch (error) {
      this.sendErrors.push(String(error));
    }
  }

  /** New connections after `joined` or `mediaReset`: the server's old media handles are gone. */
  async publish() {
    this.publisher?.close();
    this.subscriber?.close();
    this.subscriber = null;
    this.streams = [];
    const pc = new RTCPeerConnection({ iceServers: this.iceServers, bundlePolicy: 'max-bundle' });
    this.publisher = pc;
    pc.onicecandidate = (event) =>
      this.send({ type: 'trickle', connection: 'publisher', candidate: event.candidate?.toJSON() ?? null });
    this.sources = new Map();
    const [audio] = this.local.getAudioTracks();
    const [video] = this.local.getVideoTracks();
    this.sources.set(pc.addTransceiver(audio, { direction: 'sendonly' }), 'microphone');
    const camera = pc.addTransceiver(video, {
      direction: 'sendonly',
      sendEncodings: this.encodings,
    });
    this.sources.set(camera, 'camera');
    if (this.screen) this.sources.set(pc.addTransceiver(this.screen, { direction: 'sendonly' }), 'screen');
    await this.offer();
  }

  async offer() {
    const pc = this.publisher;
    await pc.setLocalDescription(await pc.createOffer());
    const tracks = [...this.sources].map(([transceiver, source]) => ({ mid: transceiver.mid, source }));
    this.send({ type: 'publish', sdp: pc.localDescription.sdp, tracks });
  }

  async shareScreen() {
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true });
    this.screen = display.getVideoTracks()[0];
    this.sources.set(this.publisher.addTransceiver(this.screen, { direction: 'sendonly' }), 'screen');
    this.send({ type: 'screenShare', sharing: true });
    await this.offer();
  }

  async answer(message) {
    if (!this.subscriber) {
      const pc = new RTCPeerConnection({ iceServers: this.iceServers });
      pc.onicecandidate = (event) =>
        this.send({ type: 'trickle', connection: 'subscriber', candidate: event.candidate?.toJSON() ?? null });
      this.subscriber = pc;
    }
    this.streams = message.streams;
    await this.subscriber.setRemoteDescription({ type: 'offer', sdp: message.sdp });
    const answer = await this.subscriber.createAnswer();
    await this.subscriber.setLocalDescription(answer);
    this.send({ type: 'subscriberAnswer', sdp: answer.sdp });
  }

  /** What arrives on the subscribing connection, per remote stream (by source and participant). */
  async received() {
    if (!this.subscriber) return [];
    const transceivers = this.subscriber.getTransceivers();
    return Promise.all(
      this.streams.map(async (stream) => {
        const transceiver = transceivers.find((candidate) => candidate.mid === stream.mid);
        const report = transceiver ? await transceiver.receiver.getStats() : new Map();
        const stat = [...report.values()].find((entry) => entry.type === 'inbound-rtp') ?? {};
        return {
          ...stream,
          framesDecoded: stat.framesDecoded ?? 0,
          packetsReceived: stat.packetsReceived ?? 0,
          frameWidth: stat.frameWidth ?? 0,
          frameHeight: stat.frameHeight ?? 0,
        };
      }),
    );
  }

  /** What the camera sends, per simulcast layer (outbound-rtp by rid): which layers Chromium really encodes. */
  async sentLayers() {
    const camera = [...(this.sources ?? [])].find(([, source]) => source === 'camera')?.[0];
    if (!camera) return [];
    const report = await camera.sender.getStats();
    return [...report.values()]
      .filter((entry) => entry.type === 'outbound-rtp')
      .map((entry) => ({
        rid: entry.rid ?? null,
        frameWidth: entry.frameWidth ?? 0,
        frameHeight: entry.frameHeight ?? 0,
        framesEncoded: entry.framesEncoded ?? 0,
        bytesSent: entry.bytesSent ?? 0,
        active: entry.active ?? null,
        qualityLimitationReason: entry.qualityLimitationReason ?? null,
      }));
  }

  /**
   * The candidate pair a connection ('publisher' or 'subscriber') sends its media on: the transport's
   * selected pair, with both candidates' protocol and type (null before ICE has chosen one).
   */
  async selectedPair(connection) {
    const pc = connection === 'publisher' ? this.publisher : this.subscriber;
    if (!pc) return null;
    const report = await pc.getStats();
    const stats = [...report.values()];
    const transport = stats.find((entry) => entry.type === 'transport' && entry.selectedCandidatePairId);
    const pair = transport
      ? report.get(transport.selectedCandidatePairId)
      : stats.find((entry) => entry.type === 'candidate-pair' && entry.nominated && entry.state === 'succeeded');
    if (!pair) return null;
    const candidate = (id) => {
      const entry = report.get(id) ?? {};
      return {
        protocol: entry.protocol ?? null,
        candidateType: entry.candidateType ?? null,
        relayProtocol: entry.relayProtocol ?? null,
        tcpType: entry.tcpType ?? null,
        address: entry.address ?? null,
        port: entry.port ?? null,
      };
    };
    return { state: pair.state, local: candidate(pair.localCandidateId), remote: candidate(pair.remoteCandidateId) };
  }

  leave() {
    this.send({ type: 'leave' });
  }
}

window.TestClient = TestClient;
