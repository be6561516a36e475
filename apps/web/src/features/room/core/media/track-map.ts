import type { MediaSource, RemoteStream } from '@vm/contracts';

/** A participant's incoming tracks by source (a screen share is a second video). */
export type SourceTracks<Track> = Partial<Record<MediaSource, Track>>;

interface Received<Track> {
  mid: string | null;
  track: Track;
}

/**
 * Which incoming track belongs to whom: the subscriber offer's `streams` names the participant and
 * source of each transceiver `mid`. Transceivers the offer no longer lists (a stream that ended,
 * whose m-line the media server set inactive or will reuse) belong to nobody, and a track whose
 * kind does not match what the server said is ignored rather than shown in the wrong place.
 */
export function mapTracksToParticipants<Track extends { kind: string }>(
  streams: readonly RemoteStream[],
  received: readonly Received<Track>[],
): Record<string, SourceTracks<Track>> {
  const byMid = new Map(streams.map((stream) => [stream.mid, stream]));
  const result: Record<string, SourceTracks<Track>> = {};
  for (const { mid, track } of received) {
    const stream = mid === null ? undefined : byMid.get(mid);
    if (!stream || stream.kind !== track.kind) continue;
    result[stream.participantId] = { ...result[stream.participantId], [stream.source]: track };
  }
  return result;
}
