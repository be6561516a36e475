// Makes sure the Janus media server that the product runs as a managed child process exists.
// Quiet when janus is there; installs Debian's package with apt when we are root on Debian;
// otherwise one line saying how to install it. Without Janus the product still runs (rooms say the
// media server is unavailable), so a missing Janus only fails this script with --required
// (npm test and CI, where the media tests need it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensurePackages, findOnPath, isExecutable } from './lib/apt.mjs';

const required = process.argv.includes('--required');
const configured = process.env.JANUS_PATH;

function findJanus() {
  if (configured) return isExecutable(configured) ? configured : undefined;
  return findOnPath('janus', ['/usr/bin/janus']);
}

function giveUp(reason) {
  const hint = "install it with 'sudo apt-get install janus' or set JANUS_PATH to a janus binary";
  const consequence = required ? '' : ' (video meetings are unavailable until then)';
  console.error(`${reason}: ${hint}${consequence}`);
  process.exit(required ? 1 : 0);
}

if (findJanus()) process.exit(0);

const missing = configured ? `Janus not found at ${configured}` : 'Janus (the media server) is not installed';
// A custom JANUS_PATH is the caller's own binary; apt would not put anything there.
if (configured) giveUp(missing);
const result = ensurePackages({ packages: ['janus'], missing, isPresent: () => findJanus() !== undefined });
// The package also enables a system-wide Janus service with Debian's demo configuration (HTTP API on
// every interface). The product runs its own Janus with its own configuration, so switch that off.
if (result.installed && existsSync('/run/systemd/system')) {
  spawnSync('systemctl', ['disable', '--now', 'janus.service'], { stdio: 'ignore' });
}
if (!result.ok) giveUp(result.reason);

const janus = findJanus();
const version = spawnSync(janus, ['--version'], { encoding: 'utf8' });
console.log(`Installed ${version.stdout.split('\n').find((line) => line.includes('version')) ?? 'janus'}`);
