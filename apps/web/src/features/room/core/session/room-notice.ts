import type { ApiErrorCode, ApiErrorParams, RecordingStopReason } from '@vm/contracts';

/**
 * Things the room tells the person once (toasts), as data: the core has no texts; the React layer
 * words them in the chosen language.
 */
export type RoomNotice =
  | { kind: 'mutedByHost' }
  /** The meeting's entry settings turned these off on joining. */
  | { kind: 'entrySettings'; microphone: boolean; camera: boolean }
  | { kind: 'timeWarning'; closesAt: string }
  /** The recording stopped without anyone stopping it, and why (the organizer's storage is full). */
  | { kind: 'recordingStopped'; because: RecordingStopReason }
  /** The server refused something; `code` (and its `params`) name why, for a text in the reader's language. */
  | { kind: 'serverError'; message: string; code?: ApiErrorCode; params?: ApiErrorParams }
  | { kind: 'lobbyArrivals'; names: string[] }
  /** Audio and video could not be connected (no WebRTC, or the offer failed). */
  | { kind: 'mediaFailed' }
  | { kind: 'screenShareFailed' }
  /** Large meetings: the host invited me to the stage (I publish now), or moved me back to the audience. */
  | { kind: 'invitedToStage' }
  | { kind: 'movedToAudience' }
  /** On the stage, but the microphone (or a blocked camera) could not be captured. */
  | { kind: 'stageDevicesFailed'; blocked: boolean }
  /** A message could not go out because the connection is down. */
  | { kind: 'notSent' };
