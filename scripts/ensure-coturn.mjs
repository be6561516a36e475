// Makes sure coturn's `turnserver`, the TURN relay the product runs as a managed child process
// (decision record 063), exists. Quiet when it is there; installs Debian's coturn package with apt when
// we are root on Debian; otherwise one line saying how to install it. Without it the product still
// runs (browsers that cannot reach the media server directly cannot connect), so a missing one only
// fails this script with --required (npm test and CI, where the TURN tests need it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensurePackages, findOnPath, isExecutable } from './lib/apt.mjs';

const required = process.argv.includes('--required');
const configured = process.env.TURNSERVER_PATH;

function findTurnServer() {
  if (configured) return isExecutable(configured) ? configured : undefined;
  return findOnPath('turnserver', ['/usr/bin/turnserver']);
}

function fail(reason) {
  const hint = "install it with 'sudo apt-get install coturn' or set TURNSERVER_PATH to a turnserver binary";
  const consequence = 'browsers behind strict firewalls cannot connect';
  console.error(`${reason}: ${hint}${required ? '' : ` (${consequence} until then)`}`);
  process.exit(required ? 1 : 0);
}

if (!findTurnServer()) {
  const missing = configured
    ? `coturn's turnserver not found at ${configured}`
    : 'coturn (the TURN relay) is not installed';
  // A custom TURNSERVER_PATH is the caller's own binary; apt would not put anything there.
  if (configured) fail(missing);
  const result = ensurePackages({ packages: ['coturn'], missing, isPresent: () => findTurnServer() !== undefined });
  // The package also enables a system-wide coturn service with Debian's default configuration. The
  // product runs its own coturn with its own configuration and secret, so switch that one off.
  if (result.installed && existsSync('/run/systemd/system')) {
    spawnSync('systemctl', ['disable', '--now', 'coturn.service'], { stdio: 'ignore' });
  }
  if (!result.ok) fail(result.reason);
  const version = spawnSync(findTurnServer(), ['--version'], { encoding: 'utf8' });
  console.log(`Installed coturn ${version.stdout.trim() || ''}`.trim());
}
