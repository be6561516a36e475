import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, newManifest, stopped, withFeeds } from '#server/modules/media/recording-manifest.ts';
import { writeMjr } from './mjr-file';

/**
 * Segment folders as a recording room leaves them (decision records 031 and 033): Janus's .mjr files
 * named as Janus names them, made at test time from ffmpeg's RTP (mjr-file.ts), and our manifest.json
 * written with recording-manifest.ts's own helpers.
 */

export interface SegmentStream {
  source: 'camera' | 'microphone';
  /** When its first frame came, in ms after the segment started. */
  at: number;
  seconds: number;
  /** A microphone's tone. */
  hz?: number;
  /** A camera's frame size, 320x180 by default, and bitrate in kbit/s, 300 by default. */
  size?: string;
  kbps?: number;
}

export interface SegmentPublisher {
  feed: number;
  participantId: string;
  displayName: string;
  /** In m-line order (the file names' last number). */
  streams: SegmentStream[];
}

export interface SegmentSpec {
  room?: number;
  startedAt: Date;
  /** null: the server died while recording and never wrote the stop. */
  stoppedAt: Date | null;
  publishers: SegmentPublisher[];
}

/** `<recordingId>-s000`, `-s001`, ...: where a room records segment `index`. */
export function segmentFolderName(recordingId: string, index: number): string {
  return `${recordingId}-s${String(index).padStart(3, '0')}`;
}

/** Makes the folder with one .mjr per stream and the manifest; returns the folder. */
export async function writeSegmentFolder(folder: string, spec: SegmentSpec): Promise<string> {
  const room = spec.room ?? 1234;
  const start = spec.startedAt.getTime();
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const writes = spec.publishers.flatMap((publisher) =>
    publisher.streams.map((stream, mindex) => {
      const kind = stream.source === 'camera' ? 'video' : 'audio';
      const createdAt = start + Math.max(0, stream.at - 50);
      const name = `videoroom-${room}-user-${publisher.feed}-${createdAt * 1000}-${kind}-${mindex}.mjr`;
      return writeMjr(path.join(folder, name), {
        kind,
        description: stream.source,
        seconds: stream.seconds,
        createdAt,
        firstFrameAt: start + stream.at,
        hz: stream.hz,
        size: stream.size,
        kbps: stream.kbps,
      });
    }),
  );
  await Promise.all(writes);
  let manifest = withFeeds(
    newManifest(room, spec.startedAt),
    spec.publishers.map((publisher) => ({
      feed: publisher.feed,
      participantId: publisher.participantId,
      displayName: publisher.displayName,
      streams: publisher.streams.map((stream, mindex) => ({
        mindex,
        mid: String(mindex),
        kind: stream.source === 'camera' ? ('video' as const) : ('audio' as const),
        source: stream.source,
      })),
    })),
  );
  if (spec.stoppedAt) manifest = stopped(manifest, spec.stoppedAt);
  await fs.writeFile(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return folder;
}
