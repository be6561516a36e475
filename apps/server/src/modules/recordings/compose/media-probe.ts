import { runFfmpeg } from './ffmpeg-runner';

const PROBE_TIMEOUT_MS = 30_000;

/**
 * A media file's duration in seconds, from its container. janus-pp-rec writes through libavformat to
 * a seekable file, which records the duration when it closes; a file without one is refused rather
 * than guessed, so the caller passes `endedAt` instead.
 */
export async function probeDurationSeconds(file: string): Promise<number> {
  const { stdout } = await runFfmpeg(
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
    { program: 'ffprobe', timeoutMs: PROBE_TIMEOUT_MS, niceness: 0 },
  );
  const duration = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(duration) || duration <= 0) throw new Error(`no duration in ${file}: give the track's endedAt`);
  return duration;
}
