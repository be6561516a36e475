// Pure parts of bench/recording-processing.ts: the meeting it records and the figures it prints.
import type { SegmentPublisher } from '../../apps/server/test/support/recording-segments';

export interface CameraSpec {
  /** Frame size, e.g. 640x360. */
  size: string;
  /** VP8 bitrate, kbit/s. */
  kbps: number;
}

/**
 * `people` publishers, each with a microphone from the segment's start and a camera from a moment
 * later, both to the end, as Janus records a meeting where everyone stays (decision record 031).
 * Each microphone has its own tone; feeds and ids are distinct as Janus and our rooms make them.
 */
export function meetingPublishers(people: number, seconds: number, camera: CameraSpec): SegmentPublisher[] {
  return Array.from({ length: people }, (_, i) => {
    // Cameras come up a little after the microphones, and not all at once.
    const cameraAt = 100 + 40 * i;
    return {
      feed: 1000 + i,
      participantId: `p-${i + 1}`,
      displayName: `Person ${i + 1}`,
      streams: [
        { source: 'microphone', at: 0, seconds, hz: 300 + 60 * i },
        { source: 'camera', at: cameraAt, seconds: seconds - cameraAt / 1000, size: camera.size, kbps: camera.kbps },
      ],
    };
  });
}

/** What one processing run measured. */
export interface ProcessingSample {
  recordedSeconds: number;
  /** From the room's stop (segmentClosed and recordingStopped) to the row marked ready. */
  wallMs: number;
  /** CPU of the job processes and everything they started (janus-pp-rec, ffmpeg, ffprobe). */
  jobCpuSeconds: number;
  outputBytes: number;
  outputSeconds: number;
}

export interface ProcessingFigures {
  /** Wall time over the meeting's length. */
  wallRatio: number;
  /** CPU time of the job processes over the meeting's length: cores busy for each recorded second. */
  cpuRatio: number;
  /** Wall minutes one hour's segment would take at this ratio. */
  minutesPerHour: number;
  outputKbps: number;
}

export function processingFigures(sample: ProcessingSample): ProcessingFigures {
  const wallRatio = sample.wallMs / 1000 / sample.recordedSeconds;
  return {
    wallRatio,
    cpuRatio: sample.jobCpuSeconds / sample.recordedSeconds,
    minutesPerHour: wallRatio * 60,
    outputKbps: sample.outputSeconds > 0 ? (sample.outputBytes * 8) / sample.outputSeconds / 1000 : 0,
  };
}

/** A plain Markdown table: header row, separator, one row per record (cells as given). */
export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
