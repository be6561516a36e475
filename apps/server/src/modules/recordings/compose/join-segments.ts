import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './ffmpeg-runner';

/**
 * The concat demuxer's list file. Paths are absolute and single-quoted; a quote inside a path is
 * closed, escaped and reopened, the way the demuxer's own parser reads it.
 */
export function concatList(files: string[]): string {
  return files.map((file) => `file '${path.resolve(file).replace(/'/g, `'\\''`)}'\n`).join('');
}

/**
 * Arguments that join composed segments into one MP4 without re-encoding: the concat demuxer with
 * `-c copy`. `-safe 0` because the list holds absolute paths; the segments must all come from
 * `buildComposeCommand` with the same size, rate and preset, so their streams match.
 */
export function buildJoinArgs(listFile: string, outputFile: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-y'],
    ...['-f', 'concat', '-safe', '0', '-i', listFile],
    ...['-map', '0', '-c', 'copy', '-movflags', '+faststart', outputFile],
  ];
}

export interface JoinOptions {
  timeoutMs: number;
  niceness?: number;
}

/** Joins the segments, in the order given, into `outputFile`; the list file is written beside it and removed. */
export async function joinSegments(segmentFiles: string[], outputFile: string, options: JoinOptions): Promise<void> {
  if (segmentFiles.length === 0) throw new RangeError('nothing to join');
  const listFile = `${outputFile}.segments.txt`;
  await fs.writeFile(listFile, concatList(segmentFiles));
  try {
    await runFfmpeg(buildJoinArgs(listFile, outputFile), options);
  } finally {
    await fs.rm(listFile, { force: true });
  }
}
