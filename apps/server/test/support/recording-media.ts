import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Small media files made by ffmpeg at test time (never committed), and what the recording tests read
 * back from an output with ffprobe and ffmpeg's analysis filters.
 */
const run = promisify(execFile);

async function ffmpeg(args: string[]): Promise<string> {
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostdin', '-y', ...args], { maxBuffer: 16 << 20 });
  return stderr;
}

const VP8_FAST = ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'];

/** A camera as janus-pp-rec gives it: VP8 in WebM, no audio; testsrc2's moving colour bars. */
export async function makeCameraWebm(dir: string, name: string, seconds: number, size = '320x180'): Promise<string> {
  const file = path.join(dir, `${name}.webm`);
  await ffmpeg(['-f', 'lavfi', '-i', `testsrc2=s=${size}:r=25:d=${seconds}`, ...VP8_FAST, file]);
  return file;
}

/** A screen share that is plain white, so a test can tell where it is in the output frame. */
export async function makeScreenWebm(dir: string, name: string, seconds: number): Promise<string> {
  const file = path.join(dir, `${name}.webm`);
  await ffmpeg(['-f', 'lavfi', '-i', `color=c=white:s=480x270:r=10:d=${seconds}`, ...VP8_FAST, file]);
  return file;
}

/** A microphone as janus-pp-rec gives it: Opus in Ogg; a steady tone. */
export async function makeToneOpus(dir: string, name: string, seconds: number, hz = 440): Promise<string> {
  const file = path.join(dir, `${name}.opus`);
  await ffmpeg(['-f', 'lavfi', '-i', `sine=f=${hz}:r=48000:d=${seconds}`, '-c:a', 'libopus', '-b:a', '32k', file]);
  return file;
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
}

export interface Probed {
  streams: ProbedStream[];
  format: { duration: string; format_name: string };
}

export async function probe(file: string): Promise<Probed> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(stdout) as Probed;
}

/** volumedetect's mean volume in dB over [from, to) seconds; -91 dB or lower is digital silence. */
export async function meanVolumeDb(file: string, from = 0, to?: number): Promise<number> {
  const trim = to === undefined ? `atrim=start=${from}` : `atrim=start=${from}:end=${to}`;
  const stderr = await ffmpeg(['-i', file, '-map', '0:a', '-af', `${trim},volumedetect`, '-f', 'null', '-']);
  const match = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  if (!match) throw new Error(`no volumedetect result for ${file}`);
  return match[1] === '-inf' ? Number.NEGATIVE_INFINITY : Number.parseFloat(match[1]!);
}

/**
 * The frame at `seconds` shrunk to a 16x9 grid of average luma values (0-255), row by row, so a test
 * can check which parts of the picture are black, white or busy.
 */
export async function lumaGrid(file: string, seconds: number): Promise<number[][]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'scale=16:9:flags=area,format=gray',
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer' },
  );
  return Array.from({ length: 9 }, (_, row) => [...stdout.subarray(row * 16, row * 16 + 16)]);
}

/** Mean of the grid's cells in rows [rows[0], rows[1]) and columns [columns[0], columns[1]). */
export function regionMean(grid: number[][], rows: [number, number], columns: [number, number]): number {
  const cells = grid.slice(rows[0], rows[1]).flatMap((row) => row.slice(columns[0], columns[1]));
  return cells.reduce((sum, value) => sum + value, 0) / cells.length;
}

/**
 * Every video packet's md5 (ffmpeg's framemd5 muxer, copying) and whether it is a keyframe (ffprobe),
 * in file order.
 */
export async function videoPackets(file: string): Promise<{ key: boolean; md5: string }[]> {
  const [hashes, flags] = await Promise.all([
    run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v', '-c', 'copy', '-f', 'framemd5', '-'], {
      maxBuffer: 16 << 20,
    }),
    run('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=flags', '-of', 'csv=p=0', file], {
      maxBuffer: 16 << 20,
    }),
  ]);
  const md5s = hashes.stdout
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)!.trim());
  const keys = flags.stdout.trim().split('\n');
  return md5s.map((md5, index) => ({ md5, key: keys[index]?.startsWith('K') ?? false }));
}
