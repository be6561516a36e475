/**
 * Things the room tells the person once (toasts), as data: the core has no texts; the React layer
 * words them in the chosen language.
 */
export type RoomNotice =
  | { kind: 'mutedByHost' }
  /** The meeting's entry settings turned these off on joining. */
  | { kind: 'entrySettings'; microphone: boolean; camera: boolean }
  | { kind: 'timeWarning'; closesAt: string }
  | { kind: 'serverError'; message: string }
  | { kind: 'lobbyArrivals'; names: string[] }
  /** Audio and video could not be connected (no WebRTC, or the offer failed). */
  | { kind: 'mediaFailed' }
  | { kind: 'screenShareFailed' }
  | { kind: 'noiseSuppressionFailed' }
  /** A message could not go out because the connection is down. */
  | { kind: 'notSent' };
