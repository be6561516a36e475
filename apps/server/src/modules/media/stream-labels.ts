import type { MediaSource, RemoteStream } from '@vm/contracts';
import type { JanusSubscriberStream } from 'janode/plugins/videoroom';

/**
 * Labels each m-line of a subscription with whose stream it carries and from which source, so the
 * browser knows which tile and which track is which. Inactive and data lines are left out.
 */
export function labelStreams(
  streams: readonly JanusSubscriberStream[],
  feedOwners: Map<number, string>,
  sourcesOf: (participantId: string) => Map<string, MediaSource> | undefined,
): RemoteStream[] {
  return streams.flatMap((stream): RemoteStream[] => {
    const owner = stream.feed_id !== undefined ? feedOwners.get(stream.feed_id) : undefined;
    if (!stream.active || !owner || (stream.type !== 'audio' && stream.type !== 'video')) return [];
    const fallback = stream.type === 'audio' ? 'microphone' : 'camera';
    const source = sourcesOf(owner)?.get(stream.feed_mid ?? '') ?? fallback;
    return [{ mid: stream.mid, participantId: owner, kind: stream.type, source }];
  });
}

export class MediaUnavailable extends Error {
  constructor() {
    super('The media server is not available right now');
  }
}
