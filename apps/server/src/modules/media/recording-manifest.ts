import { z } from 'zod';
import { mediaSourceSchema } from '@vm/contracts';

/**
 * What our server knows of a recording folder and Janus does not: whose feed each file's feed id is,
 * which source (camera, screen, microphone) each of its m-lines carries, and when the recording was
 * switched on and off. Janus's file names carry only room, feed, creation time, kind and m-line index
 * (`videoroom-<room>-user-<feed>-<µs>-<audio|video>-<mindex>.mjr`); the job that makes the video reads
 * this file next to them to label the tracks.
 */
export const MANIFEST_FILE = 'manifest.json';

const streamSchema = z.object({
  mid: z.string(),
  kind: z.enum(['audio', 'video']),
  /** null when the publisher did not say (the server refuses such offers, so it should not happen). */
  source: mediaSourceSchema.nullable(),
});

const feedSchema = z.object({
  participantId: z.string(),
  displayName: z.string(),
  /** By m-line index as a decimal string, the last number of the file name. */
  streams: z.record(z.string(), streamSchema),
});

export const recordingManifestSchema = z.object({
  version: z.literal(1),
  /** Janus room ids that wrote here: a room recreated after its media server went away has a new one. */
  rooms: z.array(z.number().int()),
  /** Wall-clock times (ISO 8601, UTC) when our server switched recording on and off. */
  startedAt: z.iso.datetime(),
  stoppedAt: z.iso.datetime().nullable(),
  /** By Janus feed id as a decimal string, as it appears in the file names. */
  feeds: z.record(z.string(), feedSchema),
});

export type RecordingManifest = z.infer<typeof recordingManifestSchema>;
export type ManifestStream = z.infer<typeof streamSchema>;

/** One publisher as the room sees it while recording: its feed, who it is, and its streams. */
export interface PublishingFeed {
  feed: number;
  participantId: string;
  displayName: string;
  streams: Array<{ mindex: number } & ManifestStream>;
}

export function newManifest(room: number, startedAt: Date): RecordingManifest {
  return { version: 1, rooms: [room], startedAt: startedAt.toISOString(), stoppedAt: null, feeds: {} };
}

/**
 * The manifest with these feeds and streams added or updated. Nothing is ever removed: a participant
 * who left, or a screen share that stopped, still has files to label.
 */
export function withFeeds(manifest: RecordingManifest, feeds: readonly PublishingFeed[]): RecordingManifest {
  const next = structuredClone(manifest);
  for (const { feed, participantId, displayName, streams } of feeds) {
    const entry = (next.feeds[String(feed)] ??= { participantId, displayName, streams: {} });
    entry.displayName = displayName;
    for (const { mindex, mid, kind, source } of streams) entry.streams[String(mindex)] = { mid, kind, source };
  }
  return next;
}

export function withRoom(manifest: RecordingManifest, room: number): RecordingManifest {
  return manifest.rooms.includes(room) ? manifest : { ...manifest, rooms: [...manifest.rooms, room] };
}

export function stopped(manifest: RecordingManifest, stoppedAt: Date): RecordingManifest {
  return { ...manifest, stoppedAt: stoppedAt.toISOString() };
}

/** Reads a manifest's JSON text; throws when it is not one. */
export function parseManifest(text: string): RecordingManifest {
  return recordingManifestSchema.parse(JSON.parse(text));
}
