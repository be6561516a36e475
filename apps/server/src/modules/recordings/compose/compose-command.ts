import {
  DEFAULT_FPS,
  DEFAULT_HEIGHT,
  DEFAULT_PRESET,
  DEFAULT_WIDTH,
  type ComposeOptions,
  type RecordedTrack,
  type RecordingSegment,
} from './compose-types';
import { buildFilterGraphs } from './filter-graph';
import { planTimeline, type LeftOutReason, type Section } from './timeline';

/** A video present in the segment but not on screen for a while, in milliseconds from the segment's start. */
export interface LeftOutNote {
  track: RecordedTrack;
  fromMs: number;
  toMs: number;
  reason: LeftOutReason;
}

export interface ComposeCommand {
  /** Arguments for `ffmpeg` (without the program name). */
  args: string[];
  /** The two `-filter_complex` texts, also inside `args`; for tests and error reports. */
  videoFilter: string;
  audioFilter: string;
  /** Output length: the segment's span rounded to whole frames. */
  durationSeconds: number;
  sections: Section[];
  leftOut: LeftOutNote[];
}

/**
 * The ffmpeg command that composes one segment into an MP4: H.264 yuv420p and AAC, `+faststart` so a
 * browser can start playing and seeking before the whole file arrived. Pure: reads no files.
 */
export function buildComposeCommand(segment: RecordingSegment, options: ComposeOptions): ComposeCommand {
  const width = options.width ?? DEFAULT_WIDTH;
  const height = options.height ?? DEFAULT_HEIGHT;
  const fps = options.fps ?? DEFAULT_FPS;
  if (width % 2 || height % 2) throw new RangeError(`the frame size must be even, not ${width}x${height}`);
  const timeline = planTimeline(segment, fps);
  const graphs = buildFilterGraphs(segment, timeline, { width, height, fps, nameFont: options.nameFont ?? null });

  const args = [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-y'],
    ...graphs.inputs.flatMap((file) => ['-i', file]),
    ...['-filter_complex', graphs.video, '-filter_complex', graphs.audio],
    ...['-map', graphs.videoOutput, '-map', graphs.audioOutput],
    ...['-c:v', 'libx264', '-preset', options.preset ?? DEFAULT_PRESET, '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000'],
    // The graph already ends with the segment; the frame count guards against a stray longer input.
    ...['-frames:v', String(timeline.totalFrames), '-movflags', '+faststart', options.outputFile],
  ];
  const toMs = (frame: number) => Math.round((frame / fps) * 1000);
  return {
    args,
    videoFilter: graphs.video,
    audioFilter: graphs.audio,
    durationSeconds: timeline.totalFrames / fps,
    sections: timeline.sections,
    leftOut: timeline.leftOut.map((entry) => ({
      track: segment.tracks[entry.track]!,
      fromMs: toMs(entry.fromFrame),
      toMs: toMs(entry.toFrame),
      reason: entry.reason,
    })),
  };
}
