/** What a room hears of its meeting changed elsewhere (the meetings module's events it follows). */
export type MeetingLifecycleChange = 'started' | 'updated' | 'ended';

/**
 * What nodes tell each other about rooms, over Redis pub/sub (one channel per node). A session is
 * one browser's signaling socket held by an edge node while its room lives on the owner node.
 */
export type RelayMessage =
  /** Edge to owner: a socket arrived for a room you own; its frames follow in order. */
  | { kind: 'open'; session: string; edge: string; meetingId: string; meetingCode: string; host?: string }
  /** Edge to owner: a text frame from the browser (undefined: a binary frame). */
  | { kind: 'frame'; session: string; text?: string }
  /** Edge to owner: the browser's socket closed. */
  | { kind: 'closed'; session: string }
  /** Owner to edge: a frame for the browser. */
  | { kind: 'send'; session: string; text: string }
  /** Owner to edge: close the browser's socket with this code. */
  | { kind: 'close'; session: string; code: number }
  /** Any node to the owner: the meeting changed or ended (the dashboard, the status sweep). */
  | { kind: 'lifecycle'; meetingId: string; change: MeetingLifecycleChange }
  /** Any node to the owner: a question about the room (start or stop its recording); `answer` comes back to `from`. */
  | { kind: 'ask'; requestId: string; from: string; meetingId: string; question: unknown }
  /** Owner to the node that asked. */
  | { kind: 'answer'; requestId: string; answer: unknown };

const KINDS = new Set<RelayMessage['kind']>(['open', 'frame', 'closed', 'send', 'close', 'lifecycle', 'ask', 'answer']);

/** A message from another node of our own cluster: only its shape is checked. */
export function readRelayMessage(text: string): RelayMessage | undefined {
  try {
    const value = JSON.parse(text) as { kind?: unknown };
    return typeof value.kind === 'string' && KINDS.has(value.kind as RelayMessage['kind'])
      ? (value as RelayMessage)
      : undefined;
  } catch {
    return undefined;
  }
}
