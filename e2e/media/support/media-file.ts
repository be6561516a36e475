import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What ffprobe says of a media file's streams and container. */
export async function probe(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(stdout) as {
    streams: Array<{ codec_type: string; codec_name: string; width?: number }>;
    format: { duration: string; format_name: string };
  };
}

/** ffmpeg's volumedetect mean over the whole file, in dB; silence is about -91 dB. */
export async function meanVolumeDb(file: string): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-i',
    file,
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? -Infinity);
}
