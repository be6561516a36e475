import path from 'node:path';
import { composeSegment } from '../compose/compose-segment';
import type { RecordedTrack } from '../compose/compose-types';
import { probeDurationSeconds } from '../compose/media-probe';
import { convertRawTracks } from '../raw-tracks/convert-raw-tracks';
import type { ChildTask, SegmentOutcome } from './child-tasks';

type SegmentTask = Extract<ChildTask, { kind: 'compose-segment' }>;

/**
 * One segment folder into one MP4, inside the job process: janus-pp-rec converts the .mjr files, then
 * composeSegment lays them out. The segment spans the manifest's start to its stop; a segment whose
 * stop was never written (the server died while recording) ends where its latest track ends. Both
 * steps share the job's time limit. A segment in which nobody published has no track and no file.
 */
export async function composeSegmentFolder(task: SegmentTask): Promise<SegmentOutcome> {
  const deadline = Date.now() + task.timeoutMs;
  const timeLeft = () => {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`composing the segment took longer than ${task.timeoutMs} ms`);
    return left;
  };

  const { manifest, tracks, skipped } = await convertRawTracks(task.folder, {
    outputDir: path.join(task.workDir, 'tracks'),
    timeoutMs: timeLeft(),
  });
  if (tracks.length === 0) return { file: null, tracks: 0, skipped, leftOut: [], segmentMs: 0, elapsedMs: 0 };

  const startedAt = Date.parse(manifest.startedAt);
  const { endedAt, tracks: timed } = manifest.stoppedAt
    ? { endedAt: Date.parse(manifest.stoppedAt), tracks }
    : await endedByLatestTrack(tracks);
  if (!(endedAt > startedAt)) {
    throw new Error(`the segment ends (${new Date(endedAt).toISOString()}) before it starts (${manifest.startedAt})`);
  }

  const file = path.join(task.workDir, 'composed.mp4');
  const { command, elapsedMs } = await composeSegment(
    { startedAt, endedAt, tracks: timed },
    { outputFile: file, ...task.compose, timeoutMs: timeLeft() },
  );
  const leftOut = command.leftOut.map((note) => ({
    participantId: note.track.participantId,
    source: note.track.source,
    fromMs: note.fromMs,
    toMs: note.toMs,
    reason: note.reason,
  }));
  return { file, tracks: tracks.length, skipped, leftOut, segmentMs: endedAt - startedAt, elapsedMs };
}

/** Every track's end from its file (ffprobe), and the segment's end as the latest of them. */
async function endedByLatestTrack(tracks: RecordedTrack[]): Promise<{ endedAt: number; tracks: RecordedTrack[] }> {
  const timed = await Promise.all(
    tracks.map(async (track) => ({
      ...track,
      endedAt: track.startedAt + (await probeDurationSeconds(track.file)) * 1000,
    })),
  );
  return { endedAt: Math.max(...timed.map((track) => track.endedAt)), tracks: timed };
}
