import type { ClientMessage, RemoteStream, ServerMessage } from '@vm/contracts';
import type { IceCandidate } from '../../../apps/server/src/modules/media/publisher-peer';
import type { RoomMedia } from '../../../apps/server/src/modules/media/room-media';
import { loadFixtures } from '../../../test-support/synthetic/fixtures';
import type { Fixtures } from '../../../test-support/synthetic/publisher';
import { SyntheticPublisher } from '../../../test-support/synthetic/publisher';
import { MessageListeners } from '../../../test-support/synthetic/message-listeners';
import type { Signal } from '../../../test-support/synthetic/signal';
import { SyntheticSubscriber } from '../../../test-support/synthetic/subscriber';

/**
 * The load tool's signaling socket (test-support/synthetic/signal.ts) short-circuited to one RoomMedia in
 * this process, the way the rooms module relays for a participant: publish, subscriberAnswer, trickle
 * and videoQuality go to RoomMedia, its offers and candidates come back. A test of the media module
 * (recording, for one) then has real VP8 and Opus publishers without a browser, a product process or
 * a meeting.
 */
export class DirectSignal extends MessageListeners {
  readonly #stopListening: () => void;
  closed = false;

  constructor(
    private readonly media: RoomMedia,
    readonly participantId: string,
  ) {
    super();
    const onOffer = (id: string, sdp: string, streams: RemoteStream[]) => {
      if (id === participantId) this.deliver({ type: 'subscriberOffer', sdp, streams });
    };
    const onTrickle = (id: string, connection: 'publisher' | 'subscriber', candidate: IceCandidate | null) => {
      if (id === participantId) this.deliver({ type: 'trickle', connection, candidate });
    };
    media.on('offer', onOffer);
    media.on('trickle', onTrickle);
    this.#stopListening = () => {
      media.off('offer', onOffer);
      media.off('trickle', onTrickle);
    };
  }

  send(message: ClientMessage): void {
    if (this.closed) return;
    void this.#relay(message).catch((error: unknown) =>
      this.deliver({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  }

  protected failureOf(message: ServerMessage): string | undefined {
    return message.type === 'error' ? message.message : undefined;
  }

  /** After a `reset` the participant connects again with a new signal; this one hears nothing more. */
  close(): void {
    this.closed = true;
    this.#stopListening();
  }

  async #relay(message: ClientMessage): Promise<void> {
    const id = this.participantId;
    switch (message.type) {
      case 'publish':
        return this.deliver({
          type: 'publisherAnswer',
          sdp: await this.media.publish(id, message.sdp, message.tracks),
        });
      case 'subscriberAnswer':
        return this.media.answer(id, message.sdp);
      case 'trickle':
        if (message.candidate?.candidate === '') return;
        return this.media.trickle(id, message.connection, message.candidate);
      case 'videoQuality':
        return this.media.setVideoQuality(id, message.streams);
      default:
        return;
    }
  }
}

/**
 * A participant of a RoomMedia without a browser: the load tool's publisher (VP8 simulcast camera and
 * Opus microphone from its fixtures) and subscriber (taking everyone else's streams), paced by the
 * caller's `tick`.
 */
export class DirectParticipant {
  private constructor(
    readonly signal: DirectSignal,
    readonly publisher: SyntheticPublisher,
    readonly subscriber: SyntheticSubscriber,
  ) {}

  static fixtures: Fixtures | undefined;

  static async join(media: RoomMedia, id: string, name: string, talking = true): Promise<DirectParticipant> {
    const fixtures = (DirectParticipant.fixtures ??= loadFixtures());
    media.addMember(id, name);
    const signal = new DirectSignal(media, id);
    // Both only use send, on, next and closed of the socket.
    const socket = signal as unknown as Signal;
    const subscriber = new SyntheticSubscriber(socket, 'low');
    const publisher = new SyntheticPublisher(socket, fixtures, talking, ['f', 'h', 'q']);
    await publisher.start();
    return new DirectParticipant(signal, publisher, subscriber);
  }

  close(): void {
    this.publisher.close();
    this.subscriber.close();
    this.signal.close();
  }
}
