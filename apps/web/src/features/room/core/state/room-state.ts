import type { ChatMessage, LobbyEntry, Participant, RefusalReason, RoomInfo, RoomRecording } from '@vm/contracts';
import type { ConnectionQuality } from '../media/connection-quality';

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
  /** In join order; includes this person. */
  participants: Participant[];
  activeSpeakerId: string | null;
  chat: ChatState;
  lobby: LobbyEntry[];
  /** Set by `timeWarning`: when the plan closes the room. */
  closesAt: string | null;
  /** The cloud recording that runs now (its start), or null; everyone sees it (`joined`, `recordingChanged`). */
  recording: RoomRecording;
  /** The host asked to start or stop recording and the server has not answered yet. */
  recordingPending: boolean;
  /** The signaling socket or a media connection is being re-established. */
  reconnecting: boolean;
  quality: ConnectionQuality | null;
}

export const initialRoomState: RoomState = {
  phase: { kind: 'connecting' },
  selfId: null,
  resumeKey: null,
  room: null,
  participants: [],
  activeSpeakerId: null,
  chat: { messages: [], unread: 0, open: false },
  lobby: [],
  closesAt: null,
  recording: null,
  recordingPending: false,
  reconnecting: false,
  quality: null,
};

export const selfOf = (state: RoomState): Participant | undefined =>
  state.participants.find((person) => person.id === state.selfId);
