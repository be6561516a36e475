// Media fixtures of the synthetic participant (bench/sfu-load and the media tests), made once with
// Debian's ffmpeg (installed through scripts/lib/apt.mjs when missing) into .cache/sfu-load
// (git-ignored); bench/sfu-load/main.ts runs this when they are missing.
//   node test-support/synthetic/make-fixtures.mjs [--force]
// Video: the same moving test pattern in the web app's three simulcast layers (camera 1280x720, rids
// f, h, q at full, half and quarter size, their maxBitrate from apps/web's simulcast.ts), VP8 at 30 fps
// in IVF, a keyframe every 30 frames (1 s): a recorded stream cannot answer a keyframe request.
// Audio: 10 s of a tone whose loudness rises and falls, Opus 20 ms frames at 32 kbit/s in Ogg.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages, findOnPath } from '../../scripts/lib/apt.mjs';

export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../.cache/sfu-load');
const SECONDS = 10;
export const VIDEO_LAYERS = [
  { rid: 'f', width: 1280, height: 720, kbps: 1200 },
  { rid: 'h', width: 640, height: 360, kbps: 400 },
  { rid: 'q', width: 320, height: 180, kbps: 120 },
];

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

export function fixturePaths() {
  return {
    video: Object.fromEntries(
      VIDEO_LAYERS.map((layer) => [layer.rid, path.join(FIXTURE_DIR, `camera-${layer.rid}.ivf`)]),
    ),
    audio: path.join(FIXTURE_DIR, 'voice.ogg'),
  };
}

export function makeFixtures(force = false) {
  const paths = fixturePaths();
  const all = [...Object.values(paths.video), paths.audio];
  if (!force && all.every((file) => existsSync(file))) return paths;
  const found = ensurePackages({
    packages: ['ffmpeg'],
    isPresent: () => findOnPath('ffmpeg') !== undefined,
    missing: 'ffmpeg not found',
  });
  if (!found.ok) throw new Error(`${found.reason}: install ffmpeg (sudo apt-get install ffmpeg)`);
  mkdirSync(FIXTURE_DIR, { recursive: true });
  for (const layer of VIDEO_LAYERS) {
    const rate = `${layer.kbps}k`;
    // Realtime-style VP8 as a browser sends it: no alt-ref frames, no lag, constant bitrate.
    ffmpeg([
      ...['-f', 'lavfi', '-i', `testsrc2=size=${layer.width}x${layer.height}:rate=30`, '-t', String(SECONDS)],
      ...['-c:v', 'libvpx', '-b:v', rate, '-minrate', rate, '-maxrate', rate, '-bufsize', rate],
      ...['-g', '30', '-keyint_min', '30', '-auto-alt-ref', '0', '-lag-in-frames', '0'],
      ...['-deadline', 'realtime', '-cpu-used', '8', '-error-resilient', '1', paths.video[layer.rid]],
    ]);
  }
  ffmpeg([
    ...['-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=48000:duration=${SECONDS}`],
    ...['-af', "volume='0.2+0.8*abs(sin(2*PI*t*1.5))':eval=frame", '-ac', '1'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-frame_duration', '20', '-application', 'voip', paths.audio],
  ]);
  for (const file of all) console.log(`${path.relative(process.cwd(), file)}: ${statSync(file).size} bytes`);
  return paths;
}

if (import.meta.url === `file://${process.argv[1]}`) makeFixtures(process.argv.includes('--force'));
