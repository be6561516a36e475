import type { ClientMessage, JoinRole, ServerMessage } from '@vm/contracts';

/**
 * The person a join token names (with the display name they chose). Only `userId` (a signed-in
 * person), `invitationId` (an invitee's token) and `joinKey` (this very token) are proven: a guest
 * types their name and e-mail address, so removal never binds to those (room-state.ts, `provenKeys`).
 */
export interface Identity {
  name: string;
  email: string;
  role: JoinRole;
  userId?: string;
  invitationId?: string;
  /** A digest of the join token itself: what a guest is, as far as the room can tell. */
  joinKey: string;
}

/** One participant's signaling connection as the room sees it (a WebSocket in production). */
export interface RoomPeer {
  /** The host the browser reached the product by (SignalSocket.host): where its TURN URL points. */
  readonly host?: string;
  send(message: ServerMessage): void;
  /**
   * A message already serialized (JSON of a ServerMessage): a broadcast serializes once and hands the
   * same text to every peer, so sending one event to 1000 people costs one JSON.stringify, not 1000.
   */
  sendText(text: string): void;
  /**
   * A place in this peer's line for a broadcast that reaches it on a later turn of the event loop
   * (fan-out.ts): whatever is sent to it meanwhile goes after. The returned function delivers.
   */
  reserve(): (text: string) => void;
  /** 1000 unless said (signal-socket.ts CLOSE_RECONNECT sends the client to another node). */
  close(code?: number): void;
}

/** What a socket is in its room: waiting in the lobby, or a participant. Admission changes it in place. */
export interface Binding {
  kind: 'lobby' | 'member';
  id: string;
}

export type JoinMessage = Extract<ClientMessage, { type: 'join' }>;
export type MediaPrefs = Pick<JoinMessage, 'audioMuted' | 'videoMuted'>;

/** Someone in the lobby: their socket, what it is bound to, and how they wanted to enter. */
export interface LobbyPeer {
  peer: RoomPeer;
  binding: Binding;
  prefs: MediaPrefs;
}

/** Why a room closed for everyone, as the `roomEnded` message says it. */
export type EndReason = Extract<ServerMessage, { type: 'roomEnded' }>['reason'];

export const END_MESSAGES: Record<EndReason, string> = {
  host: 'The host ended the meeting',
  'time-limit': 'The meeting reached its time limit',
  ended: 'The meeting has ended',
};
