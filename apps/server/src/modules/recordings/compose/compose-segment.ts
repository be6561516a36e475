import { buildComposeCommand, type ComposeCommand } from './compose-command';
import type { ComposeOptions, RecordingSegment } from './compose-types';
import { runFfmpeg } from './ffmpeg-runner';
import { probeDurationSeconds } from './media-probe';

export interface ComposeRunOptions extends ComposeOptions {
  /** The whole composition is stopped after this long (jobs have a time limit: decision record 033). */
  timeoutMs: number;
  niceness?: number;
}

export interface ComposeResult {
  command: ComposeCommand;
  elapsedMs: number;
}

/**
 * Composes one segment into `options.outputFile`. Video tracks without `endedAt` get it from their
 * file's duration first, so a camera that stopped early leaves the layout when it stopped instead of
 * freezing on its last frame until the segment ends. The result's `command.leftOut` lists videos that
 * did not fit; the caller logs them.
 */
export async function composeSegment(segment: RecordingSegment, options: ComposeRunOptions): Promise<ComposeResult> {
  const tracks = await Promise.all(
    segment.tracks.map(async (track) => {
      if (track.endedAt !== undefined || track.kind !== 'video') return track;
      return { ...track, endedAt: track.startedAt + (await probeDurationSeconds(track.file)) * 1000 };
    }),
  );
  const command = buildComposeCommand({ ...segment, tracks }, options);
  const { elapsedMs } = await runFfmpeg(command.args, { timeoutMs: options.timeoutMs, niceness: options.niceness });
  return { command, elapsedMs };
}
