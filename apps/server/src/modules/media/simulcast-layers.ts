import type { VideoQuality } from '@vm/contracts';
import type { JanusSubscriberStream } from 'janode/plugins/videoroom';

/**
 * Janus numbers a simulcast publisher's substreams from 0 (lowest) to 2 (highest). It reads the rids
 * of the publisher's offer as listed from high to low (its default 'hml' rid order), and the web app
 * lists them f, h, q: so substream 2 is rid f (full size), 1 is h (half), 0 is q (quarter). A
 * subscription starts on the highest one.
 */
export type Substream = 0 | 1 | 2;
export const SUBSTREAM: Record<VideoQuality, Substream> = { low: 0, medium: 1, high: 2 };
export const JANUS_DEFAULT_SUBSTREAM: Substream = 2;

/** A publisher's stream (feed and its mid) that a subscription should carry, at which layer. */
export interface StreamRef {
  feed: number;
  mid: string;
  /** The simulcast layer to forward; undefined: Janus's default, the highest. */
  substream?: Substream;
}

/** What an m-line of the subscription was last configured to, and for which publisher stream. */
export interface AppliedLayer {
  stream: string;
  substream: Substream;
}

export const streamKey = (ref: { feed: number; mid: string }) => `${ref.feed}/${ref.mid}`;

/**
 * The `configure` entries that bring the subscription's video m-lines to the wanted layers, given
 * what each m-line was last configured to. An m-line Janus reused for another publisher stream after
 * we configured it is configured again, since we cannot know what Janus kept for it.
 */
export function layerChanges(
  streams: readonly JanusSubscriberStream[],
  wanted: readonly StreamRef[],
  applied: ReadonlyMap<string, AppliedLayer>,
): Array<{ mid: string; stream: string; substream: Substream }> {
  const wantedLayers = new Map(wanted.map((ref) => [streamKey(ref), ref.substream ?? JANUS_DEFAULT_SUBSTREAM]));
  return streams.flatMap((line) => {
    if (!line.active || line.type !== 'video' || line.feed_id === undefined || line.feed_mid === undefined) return [];
    const stream = streamKey({ feed: line.feed_id, mid: line.feed_mid });
    const target = wantedLayers.get(stream);
    if (target === undefined) return [];
    const before = applied.get(line.mid);
    const current = before === undefined ? JANUS_DEFAULT_SUBSTREAM : before.stream === stream ? before.substream : null;
    return current === target ? [] : [{ mid: line.mid, stream, substream: target }];
  });
}
