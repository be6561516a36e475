import type { LeftOutReason } from '../compose/timeline';
import type { SkippedFile } from '../raw-tracks/convert-raw-tracks';

/**
 * What a job process (job-process.ts) is asked to do and what it answers, as JSON over its IPC
 * channel. Only the heavy steps run there, so that killing its process group stops every ffmpeg and
 * janus-pp-rec it started; the database, the store and the e-mail stay in the server.
 */

/** Frame size, rate, preset and name font of the composed video (compose-types.ts's ComposeOptions). */
export interface ComposeSettings {
  width?: number;
  height?: number;
  fps?: number;
  preset?: string;
  nameFont: string | null;
}

export type ChildTask =
  | {
      kind: 'compose-segment';
      /** The segment folder: Janus's .mjr files and manifest.json. */
      folder: string;
      /** This attempt's own folder for converted tracks and the composed file. */
      workDir: string;
      timeoutMs: number;
      compose: ComposeSettings;
    }
  | { kind: 'join'; files: string[]; outputFile: string; timeoutMs: number };

/** A video the layout left out for a while (too many cameras, an older screen share). */
export interface LeftOutVideo {
  participantId: string;
  source: string;
  fromMs: number;
  toMs: number;
  reason: LeftOutReason;
}

export interface SegmentOutcome {
  /** The composed MP4 in the work folder, or null when the segment had no track at all. */
  file: string | null;
  tracks: number;
  skipped: SkippedFile[];
  leftOut: LeftOutVideo[];
  /** The segment's length as composed, and how long composing it took. */
  segmentMs: number;
  elapsedMs: number;
}

export type ChildReply = { ok: true; result: unknown } | { ok: false; error: string };
