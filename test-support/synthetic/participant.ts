import type { Fixtures } from './publisher';
import { SyntheticPublisher } from './publisher';
import { Signal } from './signal';
import { SyntheticSubscriber } from './subscriber';

export interface ParticipantOptions {
  baseUrl: string;
  /** A join link as the API gives it: `/room/{code}#token=...` (relative to the product). */
  joinLink: string;
  name: string;
  publish: boolean;
  talking: boolean;
  rids: string[];
  fixtures: Fixtures;
  /** Remote cameras to take at most (the rest asked `off`). */
  maxCameras: number;
  /** Decrypt received SRTP with werift instead of counting from the clear header. */
  decrypt: boolean;
  localAddress?: string;
}

/**
 * One synthetic participant: the signaling socket and `join` with the token of its join link, then,
 * as the web app does, a publishing connection (camera and microphone) unless receive-only, and the
 * one subscribing connection the server offers.
 */
export class SyntheticParticipant {
  publisher: SyntheticPublisher | undefined;
  subscriber!: SyntheticSubscriber;
  joinSentAt = 0;
  joinedAt = 0;
  id = '';

  private constructor(
    readonly signal: Signal,
    readonly options: ParticipantOptions,
  ) {}

  static async join(options: ParticipantOptions): Promise<SyntheticParticipant> {
    const link = new URL(options.joinLink, options.baseUrl);
    const code = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const token = new URLSearchParams(link.hash.slice(1)).get('token');
    if (!token) throw new Error(`no token in the join link ${options.joinLink}`);
    const signal = await Signal.open(options.baseUrl, code, options.localAddress);
    const participant = new SyntheticParticipant(signal, options);
    participant.subscriber = new SyntheticSubscriber(signal, 'low', options.maxCameras, options.decrypt);
    const joined = signal.next('joined', 60_000);
    participant.joinSentAt = performance.now();
    signal.send({
      type: 'join',
      token,
      displayName: options.name,
      audioMuted: !options.talking,
      videoMuted: !options.publish,
    });
    const message = await joined;
    participant.joinedAt = performance.now();
    participant.id = message.self.id;
    if (options.publish) {
      participant.publisher = new SyntheticPublisher(signal, options.fixtures, options.talking, options.rids);
      await participant.publisher.start();
      // After a media server restart the web app publishes again; so does the load tool.
      signal.on((message) => {
        if (message.type === 'mediaReset') void participant.publisher?.restart().catch(() => {});
      });
    }
    return participant;
  }

  close(): void {
    this.publisher?.close();
    this.subscriber.close();
    this.signal.close();
  }
}
