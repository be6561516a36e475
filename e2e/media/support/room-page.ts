import type { Browser, Page } from 'playwright-core';
import type { MediaSource, ServerMessage } from '@vm/contracts';
import { openPage } from '../../support/browser';

export interface ReceivedStream {
  mid: string;
  participantId: string;
  kind: 'audio' | 'video';
  source: MediaSource;
  framesDecoded: number;
  packetsReceived: number;
}

interface ClientWindow {
  TestClient: new (signalUrl: string, token: string) => BrowserClient;
  room: BrowserClient;
}
interface BrowserClient {
  messages: ServerMessage[];
  self: { id: string } | null;
  sendErrors: string[];
  join(options: { speak?: boolean }): Promise<void>;
  send(message: unknown): void;
  count(type: string): number;
  last(type: string): ServerMessage | null;
  received(): Promise<ReceivedStream[]>;
}

/** One participant: a fresh browser context on the test page, its client joined with the URL's token. */
export async function joinInBrowser(
  browser: Browser,
  pageUrl: string,
  productUrl: string,
  joinUrl: string,
  options: { speak?: boolean } = {},
) {
  const page = await openPage(browser, pageUrl);
  await page.goto(pageUrl);
  const url = new URL(joinUrl);
  const signalUrl = `${productUrl.replace(/^http/, 'ws')}/api/VideoMeeting/rooms${url.pathname.replace(/^\/room/, '')}/signal`;
  await page.evaluate(
    ([signal, token, speak]) => {
      const w = window as unknown as ClientWindow;
      w.room = new w.TestClient(signal as string, token as string);
      return w.room.join({ speak: speak as boolean });
    },
    [signalUrl, url.hash.replace('#token=', ''), options.speak ?? false] as const,
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

  selfId(): Promise<string> {
    return this.page.evaluate(() => (window as unknown as ClientWindow).room.self!.id);
  }

  received(): Promise<ReceivedStream[]> {
    return this.page.evaluate(() => (window as unknown as ClientWindow).room.received());
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
