/**
 * What the composition step gets after a recording segment closed and janus-pp-rec converted each
 * `.mjr` file: the segment's time span and one entry per converted file. All instants are epoch
 * milliseconds (UTC, decision record 011).
 */

export type TrackKind = 'audio' | 'video';
export type TrackSource = 'camera' | 'screen' | 'microphone';

/** One converted file: VP8 in `.webm` for video, Opus in `.opus`/`.ogg` for audio. */
export interface RecordedTrack {
  /** Path of the converted file. */
  file: string;
  kind: TrackKind;
  /** `camera` and `screen` are video, `microphone` is audio. */
  source: TrackSource;
  participantId: string;
  /** Shown under the participant's tiles when a font is available. */
  displayName: string;
  /** When the file's first frame was captured (from the `.mjr` header). */
  startedAt: number;
  /**
   * When the file's last frame was captured. Optional: `composeSegment` reads it from the file
   * (ffprobe) when missing; the pure command builder treats a missing end as the segment's end.
   */
  endedAt?: number;
}

/**
 * A closed recording segment (at most an hour, decision record 034). The file covers `startedAt` to `endedAt`
 * exactly; each track is treated as continuous from its start (gaps inside a file are not filled).
 */
export interface RecordingSegment {
  startedAt: number;
  endedAt: number;
  tracks: RecordedTrack[];
}

export interface ComposeOptions {
  /** Output MP4 path. */
  outputFile: string;
  /** Frame size; even numbers. 1280x720 by default, tests use 320x180. */
  width?: number;
  height?: number;
  /** 25 by default. */
  fps?: number;
  /**
   * TrueType font for the names under the tiles; null or missing draws no names. `findNameFont()`
   * gives Debian's DejaVu Sans when fonts-dejavu-core is installed.
   */
  nameFont?: string | null;
  /** x264 preset: `veryfast` by default (see decision record 030 for the cost). */
  preset?: string;
}

export const DEFAULT_WIDTH = 1280;
export const DEFAULT_HEIGHT = 720;
export const DEFAULT_FPS = 25;
export const DEFAULT_PRESET = 'veryfast';
