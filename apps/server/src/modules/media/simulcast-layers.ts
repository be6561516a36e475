import type { JanusSubscriberStream } from 'janode/plugins/videoroom';

/**
 * Janus numbers a simulcast publisher's substreams from 0 (lowest) to 2 (highest). It reads the rids
 * of the publisher's offer as listed from high to low (its default 'hml' rid order), and the web app
 * lists them f, h, q: so substream 2 is rid f (full size), 1 is h (half), 0 is q (quarter). A
 * subscription Janus is not told otherwise about starts on the highest one.
 */
export type Substream = 0 | 1 | 2;
export const SUBSTREAM = { low: 0, medium: 1, high: 2 } as const satisfies Record<string, Substream>;
export const JANUS_DEFAULT_SUBSTREAM: Substream = 2;

/** How a subscription forwards one remote camera: the layer, and whether at all just now. */
export interface Forwarding {
  substream: Substream;
  send: boolean;
}

/** A publisher's stream (feed and its mid) that a subscription should carry, and how. */
export interface StreamRef {
  feed: number;
  mid: string;
  /** For a camera: its layer and whether it is forwarded now; undefined for one-layer streams. */
  forwarding?: Forwarding;
}

/** What an m-line of the subscription was last configured to, and for which publisher stream. */
export interface AppliedForwarding extends Forwarding {
  stream: string;
}

/** One m-line's `configure` entry: only what changes, since `send: true` also asks for a keyframe. */
export interface ForwardingChange {
  mid: string;
  stream: string;
  substream?: Substream;
  send?: boolean;
}

export const streamKey = (ref: { feed: number; mid: string }) => `${ref.feed}/${ref.mid}`;

/** How Janus forwards a stream it has just added to a subscription (or an m-line it reused). */
export const JANUS_NEW_LINE: Forwarding = { substream: JANUS_DEFAULT_SUBSTREAM, send: true };

/**
 * The `configure` entries that bring the subscription's video m-lines to the wanted forwarding,
 * given what each m-line was last set to (`applied`, by subscriber mid). An m-line we know nothing of
 * for its current publisher stream (Janus reused it) counts as Janus's default for a new line.
 */
export function forwardingChanges(
  streams: readonly JanusSubscriberStream[],
  wanted: readonly StreamRef[],
  applied: ReadonlyMap<string, AppliedForwarding>,
): ForwardingChange[] {
  const wantedByStream = new Map(wanted.map((ref) => [streamKey(ref), ref.forwarding]));
  return streams.flatMap((line) => {
    if (!line.active || line.type !== 'video' || line.feed_id === undefined || line.feed_mid === undefined) return [];
    const stream = streamKey({ feed: line.feed_id, mid: line.feed_mid });
    const target = wantedByStream.get(stream);
    if (target === undefined) return [];
    const before = applied.get(line.mid);
    const current = before?.stream === stream ? before : JANUS_NEW_LINE;
    const change: ForwardingChange = { mid: line.mid, stream };
    if (current.substream !== target.substream) change.substream = target.substream;
    if (current.send !== target.send) change.send = target.send;
    return change.substream === undefined && change.send === undefined ? [] : [change];
  });
}
