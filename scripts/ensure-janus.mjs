// Makes sure the Janus media server that the product runs as a managed child process exists, and the
// tools that turn its recordings into video (Debian's janus-tools for janus-pp-rec, and ffmpeg).
// Quiet when they are there; installs Debian's packages with apt when we are root on Debian;
// otherwise one line saying how to install them. Without Janus the product still runs (rooms say the
// media server is unavailable), and without the recording tools only recordings cannot be processed,
// so anything missing only fails this script with --required (npm test and CI, where the media
// tests need all of them).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensurePackages, findOnPath, isExecutable } from './lib/apt.mjs';

const required = process.argv.includes('--required');
const configured = process.env.JANUS_PATH;

function findJanus() {
  if (configured) return isExecutable(configured) ? configured : undefined;
  return findOnPath('janus', ['/usr/bin/janus']);
}

let failed = false;

/** One line saying what is missing and how to get it; the script fails at the end only with --required. */
function report(reason, hint, consequence) {
  console.error(`${reason}: ${hint}${required ? '' : ` (${consequence} until then)`}`);
  failed = true;
}

function ensureJanus() {
  if (findJanus()) return;
  const hint = "install it with 'sudo apt-get install janus' or set JANUS_PATH to a janus binary";
  const consequence = 'video meetings are unavailable';
  const missing = configured ? `Janus not found at ${configured}` : 'Janus (the media server) is not installed';
  // A custom JANUS_PATH is the caller's own binary; apt would not put anything there.
  if (configured) return report(missing, hint, consequence);
  const result = ensurePackages({ packages: ['janus'], missing, isPresent: () => findJanus() !== undefined });
  // The package also enables a system-wide Janus service with Debian's demo configuration (HTTP API on
  // every interface). The product runs its own Janus with its own configuration, so switch that off.
  if (result.installed && existsSync('/run/systemd/system')) {
    spawnSync('systemctl', ['disable', '--now', 'janus.service'], { stdio: 'ignore' });
  }
  if (!result.ok) return report(result.reason, hint, consequence);
  const version = spawnSync(findJanus(), ['--version'], { encoding: 'utf8' });
  console.log(`Installed ${version.stdout.split('\n').find((line) => line.includes('version')) ?? 'janus'}`);
}

// Recordings: Janus writes .mjr files, janus-pp-rec turns them into WebM and Opus, ffmpeg composes
// them (apps/server/src/modules/recordings). A Janus built from source may bring its own
// janus-pp-rec; any on PATH will do.
const recordingTools = [
  { name: 'janus-pp-rec', package: 'janus-tools', find: () => findOnPath('janus-pp-rec', ['/usr/bin/janus-pp-rec']) },
  { name: 'ffmpeg', package: 'ffmpeg', find: () => findOnPath('ffmpeg', ['/usr/bin/ffmpeg']) },
  { name: 'ffprobe', package: 'ffmpeg', find: () => findOnPath('ffprobe', ['/usr/bin/ffprobe']) },
];

function ensureRecordingTools() {
  const absent = recordingTools.filter((tool) => !tool.find());
  if (absent.length === 0) return;
  const packages = [...new Set(absent.map((tool) => tool.package))];
  const missing = `${absent.map((tool) => tool.name).join(', ')} not installed (needed to process recordings)`;
  const result = ensurePackages({ packages, missing, isPresent: () => absent.every((tool) => tool.find()) });
  if (!result.ok) {
    const hint = `install them with 'sudo apt-get install ${packages.join(' ')}'`;
    return report(result.reason, hint, 'recordings are not processed');
  }
  console.log(`Installed ${packages.join(', ')}`);
}

ensureJanus();
ensureRecordingTools();
process.exit(required && failed ? 1 : 0);
