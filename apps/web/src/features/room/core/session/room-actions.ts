import { LIMITS, type ClientMessage } from '@vm/contracts';
import type { MediaConnections } from '../media/media-connections';
import type { TileDisplay } from '../media/video-quality';
import { requestAudience } from '../state/audience-list';
import { setChatOpen } from '../state/chat-unread';
import type { RoomMediaState } from '../state/room-media-state';
import type { ClosedReason, RoomState } from '../state/room-state';
import type { Store } from '../state/store';
import type { RoomNotice } from './room-notice';
import { captureScreen } from './screen-share';

export interface RoomActionsDeps {
  send: (message: ClientMessage) => boolean;
  room: Store<RoomState>;
  media: Store<RoomMediaState>;
  connections: MediaConnections;
  notify: (notice: RoomNotice) => void;
  finish: (closed: ClosedReason) => void;
}

/**
 * What a person can do in the room. The server decides every permission (a guest's `endMeeting`
 * is refused there); the interface only offers what the role allows.
 */
export class RoomActions {
  constructor(private readonly deps: RoomActionsDeps) {}

  sendChat(text: string): boolean {
    const sent = this.deps.send({ type: 'chat', text });
    if (!sent) this.deps.notify({ kind: 'notSent' });
    return sent;
  }

  setChatOpen(open: boolean): void {
    this.deps.room.update((state) => ({ ...state, chat: setChatOpen(state.chat, open) }));
  }

  raiseHand(raised: boolean): void {
    this.sendOrNotify({ type: 'raiseHand', raised });
  }

  admit(participantId: string): void {
    this.sendOrNotify({ type: 'admit', participantId });
  }

  deny(participantId: string): void {
    this.sendOrNotify({ type: 'deny', participantId });
  }

  muteParticipant(participantId: string): void {
    this.sendOrNotify({ type: 'muteParticipant', participantId });
  }

  /** Everyone but this host; each muted person is told, as with one mute. */
  muteAll(): void {
    this.sendOrNotify({ type: 'muteAll' });
  }

  lowerAllHands(): void {
    this.sendOrNotify({ type: 'lowerAllHands' });
  }

  removeParticipant(participantId: string): void {
    this.sendOrNotify({ type: 'removeParticipant', participantId });
  }

  /** Large meetings, the host: an audience member up to the stage (refused with STAGE_FULL when it is full). */
  inviteToStage(participantId: string): void {
    this.sendOrNotify({ type: 'inviteToStage', participantId });
  }

  /** Large meetings, the host: a speaker back to the audience (never the host). */
  moveToAudience(participantId: string): void {
    this.sendOrNotify({ type: 'moveToAudience', participantId });
  }

  /** Large meetings, the host: the audience's chat on or off; everyone learns it from `roomUpdated`. */
  setAudienceChat(enabled: boolean): void {
    this.sendOrNotify({ type: 'audienceChat', enabled });
  }

  /**
   * A page of a large meeting's audience for the participant list, whose names contain `query`;
   * the answer (`audiencePage`) lands in the state's `audience`.
   */
  listAudience(query: string, page: number): void {
    // The server takes names up to their own length; a longer search could match nobody anyway.
    const trimmed = query.trim().slice(0, LIMITS.nameMax).trim();
    if (!this.deps.send({ type: 'listAudience', query: trimmed, page })) return this.deps.notify({ kind: 'notSent' });
    this.deps.room.update((state) => ({ ...state, audience: requestAudience(state.audience, trimmed, page) }));
  }

  /**
   * The host starts or stops the cloud recording. The server answers everyone with
   * `recordingChanged`, or this host with an error naming why not; until then the request is pending.
   */
  setRecording(recording: boolean): void {
    const { room } = this.deps;
    if (room.getState().recordingPending) return;
    if (!this.deps.send({ type: 'record', recording })) return this.deps.notify({ kind: 'notSent' });
    room.update((state) => ({ ...state, recordingPending: true }));
  }

  /** Everyone, this host included, then receives `roomEnded`. */
  endMeeting(): void {
    this.sendOrNotify({ type: 'endMeeting' });
  }

  /** How a remote camera tile is shown (null: no longer), so the server forwards a fitting layer. */
  setTileView(key: string, participantId: string, view: TileDisplay | null): void {
    this.deps.connections.setTileView(key, participantId, view);
  }

  leave(): void {
    this.deps.finish({ kind: 'left' });
  }

  async startScreenShare(): Promise<void> {
    const { media, connections, send } = this.deps;
    if (media.getState().screen.track || media.getState().screen.pending) return;
    this.setScreen(null, true);
    let track: MediaStreamTrack | null = null;
    try {
      track = await captureScreen(() => void this.stopScreenShare());
    } catch (error) {
      // Cancelling the browser's picker lands here too; that is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError'))
        this.deps.notify({ kind: 'screenShareFailed' });
    }
    if (!track) return this.setScreen(null, false);
    send({ type: 'screenShare', sharing: true });
    this.setScreen(track, false);
    await connections.setScreen(track).catch(() => {
      this.deps.notify({ kind: 'screenShareFailed' });
      void this.stopScreenShare();
    });
  }

  async stopScreenShare(): Promise<void> {
    if (!this.stopScreenTrack()) return;
    this.deps.send({ type: 'screenShare', sharing: false });
    await this.deps.connections.setScreen(null).catch((error: unknown) => console.warn('Unpublishing failed', error));
  }

  /** Stops the capture; true when there was one. */
  stopScreenTrack(): boolean {
    const track = this.deps.media.getState().screen.track;
    if (!track) return false;
    track.stop();
    this.setScreen(null, false);
    return true;
  }

  private setScreen(track: MediaStreamTrack | null, pending: boolean): void {
    this.deps.media.update((state) => ({ ...state, screen: { track, pending } }));
  }

  private sendOrNotify(message: ClientMessage): void {
    if (!this.deps.send(message)) this.deps.notify({ kind: 'notSent' });
  }
}
