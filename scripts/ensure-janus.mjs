// Makes sure the Janus media server that the product runs as a managed child process exists.
// Quiet when janus is there; installs Debian's package with apt when we are root on Debian;
// otherwise one line saying how to install it. Without Janus the product still runs (rooms say the
// media server is unavailable), so a missing Janus only fails this script with --required
// (npm test and CI, where the media tests need it).
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';

const required = process.argv.includes('--required');
const configured = process.env.JANUS_PATH;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findJanus() {
  if (configured) return isExecutable(configured) ? configured : undefined;
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'janus'));
  return [...onPath, '/usr/bin/janus'].find(isExecutable);
}

function giveUp(reason) {
  const hint = "install it with 'sudo apt-get install janus' or set JANUS_PATH to a janus binary";
  const consequence = required ? '' : ' (video meetings are unavailable until then)';
  console.error(`${reason}: ${hint}${consequence}`);
  process.exit(required ? 1 : 0);
}

// Streams apt's output so a slow install is visibly progressing, not hanging.
function apt(...args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (findJanus()) process.exit(0);

const missing = configured ? `Janus not found at ${configured}` : 'Janus (the media server) is not installed';
// A custom JANUS_PATH is the caller's own binary; apt would not put anything there.
if (configured) giveUp(missing);
const canUseApt = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canUseApt) giveUp(missing);

console.log(`${missing}; installing the janus package with apt-get...`);
const install = ['install', '-y', '--no-install-recommends', 'janus'];
// Try without refreshing first: `apt-get update` is the slow part. Refresh and retry only on failure.
if (!apt(...install) && !(apt('update') && apt(...install))) giveUp(`${missing} and apt-get could not install it`);

// The package also enables a system-wide Janus service with Debian's demo configuration (HTTP API on
// every interface). The product runs its own Janus with its own configuration, so switch that off.
if (existsSync('/run/systemd/system')) {
  spawnSync('systemctl', ['disable', '--now', 'janus.service'], { stdio: 'ignore' });
}

const janus = findJanus();
if (!janus) giveUp(`${missing} even after apt-get installed the janus package`);
const version = spawnSync(janus, ['--version'], { encoding: 'utf8' });
console.log(`Installed ${version.stdout.split('\n').find((line) => line.includes('version')) ?? 'janus'}`);
