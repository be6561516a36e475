import type { ChatMessage, LobbyEntry, Participant, RefusalReason, RoomInfo, RoomRecording } from '@vm/contracts';
import type { ConnectionQuality } from '../media/connection-quality';
import { emptyAudienceList, type AudienceList } from './audience-list';

/** Why the room is over for this person; each has its own screen and text. */
export type ClosedReason =
  | { kind: 'ended'; reason: 'host' | 'time-limit' | 'ended'; message: string }
  | { kind: 'refused'; reason: RefusalReason; message: string }
  | { kind: 'denied'; message: string }
  | { kind: 'removed'; message: string }
  | { kind: 'left' }
  | { kind: 'connection-lost' };

export type RoomPhase =
  { kind: 'connecting' } | { kind: 'lobby' } | { kind: 'joined' } | { kind: 'closed'; closed: ClosedReason };

export interface ChatState {
  messages: ChatMessage[];
  /** Messages from others that arrived while the chat panel was closed. */
  unread: number;
  open: boolean;
}

/** Everything the room shows that comes from the server (plus the connection's health). */
export interface RoomState {
  phase: RoomPhase;
  selfId: string | null;
  resumeKey: string | null;
  room: RoomInfo | null;
  /**
   * In join order; includes this person. In a large meeting only the visible roster: the speakers,
   * raised hands and me; the rest of the audience is `audienceCount`.
   */
  participants: Participant[];
  /** Audience members of a large meeting not in `participants` (`joined`, `rosterChanged`); 0 otherwise. */
  audienceCount: number;
  /** The pages of the audience the participant list asked for (large meetings). */
  audience: AudienceList;
  activeSpeakerId: string | null;
  chat: ChatState;
  lobby: LobbyEntry[];
  /** Set by `timeWarning`: when the plan closes the room. */
  closesAt: string | null;
  /** The cloud recording that runs now (its start), or null; everyone sees it (`joined`, `recordingChanged`). */
  recording: RoomRecording;
  /** A recording ran at some moment of this visit: the host's end screen links to it. */
  recorded: boolean;
  /** The host asked to start or stop recording and the server has not answered yet. */
  recordingPending: boolean;
  /** The signaling socket or a media connection is being re-established. */
  reconnecting: boolean;
  /**
   * No media connection of this visit ever connected and one failed: the network blocks the call,
   * and the room shows what to try instead of 'Reconnecting…'.
   */
  mediaUnreachable: boolean;
  quality: ConnectionQuality | null;
}

export const initialRoomState: RoomState = {
  phase: { kind: 'connecting' },
  selfId: null,
  resumeKey: null,
  room: null,
  participants: [],
  audienceCount: 0,
  audience: emptyAudienceList,
  activeSpeakerId: null,
  chat: { messages: [], unread: 0, open: false },
  lobby: [],
  closesAt: null,
  recording: null,
  recorded: false,
  recordingPending: false,
  reconnecting: false,
  mediaUnreachable: false,
  quality: null,
};

export const selfOf = (state: RoomState): Participant | undefined =>
  state.participants.find((person) => person.id === state.selfId);

/** In the audience of a large meeting: sees and hears the stage, publishes nothing. */
export const isAudience = (state: RoomState): boolean =>
  (state.room?.largeMeeting ?? false) && selfOf(state)?.stageRole === 'audience';

/** Everyone in a large meeting's audience, me included: those on the visible roster and the count of the rest. */
export const audienceSize = (state: RoomState): number =>
  state.audienceCount + state.participants.filter((person) => person.stageRole === 'audience').length;
