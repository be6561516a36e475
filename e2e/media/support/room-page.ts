import type { Browser, Page } from 'playwright-core';
import { clientMessageSchema, type MediaSource, type ServerMessage, type StreamQuality } from '@vm/contracts';
import { openPage } from '../../support/browser';

export interface ReceivedStream {
  mid: string;
  participantId: string;
  kind: 'audio' | 'video';
  source: MediaSource;
  framesDecoded: number;
  packetsReceived: number;
  /** Size of the last decoded video frame (0 for audio or before the first frame). */
  frameWidth: number;
  frameHeight: number;
}

/** One simulcast layer the camera sends (outbound-rtp of the camera's sender). */
export interface SentLayer {
  rid: string | null;
  frameWidth: number;
  frameHeight: number;
  framesEncoded: number;
  bytesSent: number;
  active: boolean | null;
  qualityLimitationReason: string | null;
}

export interface JoinOptions {
  /** A loud tone instead of the fake microphone's beeps (to be the active speaker). */
  speak?: boolean;
  /** The camera's getUserMedia constraints (the client's default is 640x360). */
  video?: MediaTrackConstraints;
  /** The camera's simulcast layers (the client's default is the web app's f/h/q). */
  encodings?: RTCRtpEncodingParameters[];
}

/** One end of a candidate pair (RTCIceCandidateStats). */
export interface PairCandidate {
  protocol: 'udp' | 'tcp' | null;
  candidateType: 'host' | 'srflx' | 'prflx' | 'relay' | null;
  /** For a relay candidate: how the browser reaches the TURN server. */
  relayProtocol: 'udp' | 'tcp' | 'tls' | null;
  tcpType: 'active' | 'passive' | 'so' | null;
  address: string | null;
  port: number | null;
}

/** The candidate pair a connection carries its media on. */
export interface SelectedPair {
  state: string;
  local: PairCandidate;
  remote: PairCandidate;
}

interface ClientWindow {
  TestClient: new (signalUrl: string, token: string) => BrowserClient;
  room: BrowserClient;
}
interface BrowserClient {
  messages: ServerMessage[];
  self: { id: string } | null;
  sendErrors: string[];
  join(options: JoinOptions): Promise<void>;
  send(message: unknown): void;
  videoQuality(streams: StreamQuality[]): void;
  count(type: string): number;
  last(type: string): ServerMessage | null;
  received(): Promise<ReceivedStream[]>;
  sentLayers(): Promise<SentLayer[]>;
  selectedPair(connection: 'publisher' | 'subscriber'): Promise<SelectedPair | null>;
}

/** One participant: a fresh browser context on the test page, its client joined with the URL's token. */
export async function joinInBrowser(
  browser: Browser,
  pageUrl: string,
  productUrl: string,
  joinUrl: string,
  options: JoinOptions = {},
) {
  const page = await openPage(browser, pageUrl);
  await page.goto(pageUrl);
  // Join links are relative to the product (/room/{code}#token=...).
  const url = new URL(joinUrl, productUrl);
  const signalUrl = `${productUrl.replace(/^http/, 'ws')}/api/VideoMeeting/rooms${url.pathname.replace(/^\/room/, '')}/signal`;
  await page.evaluate(
    ({ signal, token, join }) => {
      const w = window as unknown as ClientWindow;
      w.room = new w.TestClient(signal, token);
      return w.room.join(join);
    },
    { signal: signalUrl, token: url.hash.replace('#token=', ''), join: options },
  );
  return new RoomPage(page);
}

/** Reads a participant's client from the test: messages received and what its connections decode. */
export class RoomPage {
  constructor(readonly page: Page) {}

  /** Waits until the client has received `count` messages of a type; returns the latest. */
  async message<T extends ServerMessage['type']>(type: T, count = 1, timeoutMs = 20_000) {
    await this.page.waitForFunction(
      ([t, n]) => (window as unknown as ClientWindow).room.count(t as string) >= (n as number),
      [type, count] as const,
      { timeout: timeoutMs, polling: 100 },
    );
    return (await this.page.evaluate((t) => (window as unknown as ClientWindow).room.last(t), type)) as Extract<
      ServerMessage,
      { type: T }
    >;
  }

  count(type: ServerMessage['type']): Promise<number> {
    return this.page.evaluate((t) => (window as unknown as ClientWindow).room.count(t), type);
  }

  send(message: Record<string, unknown>): Promise<void> {
    return this.page.evaluate((m) => (window as unknown as ClientWindow).room.send(m), message);
  }

  /** Sends `videoQuality` for remote cameras of this client's subscription, checked against the contract first. */
  async videoQuality(streams: StreamQuality[]): Promise<void> {
    const message = clientMessageSchema.parse({ type: 'videoQuality', streams });
    if (message.type !== 'videoQuality') throw new Error('not a videoQuality message');
    await this.page.evaluate((s) => (window as unknown as ClientWindow).room.videoQuality(s), message.streams);
  }

  selfId(): Promise<string> {
    return this.page.evaluate(() => (window as unknown as ClientWindow).room.self!.id);
  }

  received(): Promise<ReceivedStream[]> {
    return this.page.evaluate(() => (window as unknown as ClientWindow).room.received());
  }

  /**
   * Waits until `from`'s video from `source` is decoded `width` pixels wide and still flowing at that
   * size (10 more frames), so a switch of simulcast layer has really happened.
   */
  async decodedWidth(from: string, source: MediaSource, width: number, timeoutMs = 30_000): Promise<ReceivedStream> {
    const find = async () => (await this.received()).find((s) => s.participantId === from && s.source === source);
    const start = Date.now();
    let latest = await find();
    while (Date.now() - start < timeoutMs) {
      if (latest?.frameWidth === width) {
        const after = await this.flowing(from, source, Math.max(1_000, timeoutMs - (Date.now() - start)));
        if (after.frameWidth === width) return after;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
      latest = await find();
    }
    throw new Error(`${source} of ${from} not decoded ${width} wide within ${timeoutMs} ms: ${JSON.stringify(latest)}`);
  }

  /**
   * Waits until `from`'s video from `source` stops arriving: no frame decoded for `quietMs` (the
   * media server paused it), within `timeoutMs`.
   */
  async stopped(from: string, source: MediaSource, quietMs = 1_500, timeoutMs = 10_000): Promise<void> {
    const frames = async () =>
      (await this.received()).find((s) => s.participantId === from && s.source === source)?.framesDecoded ?? 0;
    const start = Date.now();
    let last = await frames();
    let since = Date.now();
    while (Date.now() - start < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await frames();
      if (now !== last) [last, since] = [now, Date.now()];
      else if (Date.now() - since >= quietMs) return;
    }
    throw new Error(`${source} of ${from} still decoding after ${timeoutMs} ms (${last} frames)`);
  }

  /** The candidate pair ICE selected for the publishing or the subscribing connection (null before). */
  selectedPair(connection: 'publisher' | 'subscriber'): Promise<SelectedPair | null> {
    return this.page.evaluate((c) => (window as unknown as ClientWindow).room.selectedPair(c), connection);
  }

  sentLayers(): Promise<SentLayer[]> {
    return this.page.evaluate(() => (window as unknown as ClientWindow).room.sentLayers());
  }

  /**
   * Waits until a remote stream of that participant and source is flowing: video frames decoded (or
   * audio packets received: headless Chromium decodes audio only for a playing sink) rise by
   * `atLeast` from their value when the wait began.
   */
  async flowing(from: string, source: MediaSource, timeoutMs = 30_000, atLeast = 10): Promise<ReceivedStream> {
    const measure = (stream: ReceivedStream) =>
      stream.kind === 'video' ? stream.framesDecoded : stream.packetsReceived;
    const find = async () => (await this.received()).find((s) => s.participantId === from && s.source === source);
    const start = Date.now();
    const first = await find();
    const baseline = first ? measure(first) : 0;
    let latest = first;
    while (Date.now() - start < timeoutMs) {
      latest = await find();
      if (latest && measure(latest) >= baseline + atLeast) return latest;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const errors = await this.page.evaluate(() => (window as unknown as ClientWindow).room.sendErrors);
    throw new Error(
      `no ${source} from ${from} flowing within ${timeoutMs} ms: ${JSON.stringify(latest)}; client errors: ${errors.join('; ')}`,
    );
  }
}
