// Makes sure the Chromium that the end-to-end tests drive exists. Playwright's own browser
// download cannot work on our machines (no install-time downloads), so we use Debian's package.
// Quiet when Chromium is there; installs it with apt when we are root on Debian; otherwise one
// line saying what to do, and exit code 1.
import { spawnSync } from 'node:child_process';
import { ensurePackages, isExecutable } from './lib/apt.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const packages = ['chromium', 'fonts-liberation', 'fonts-dejavu-core'];

function fail(reason) {
  console.error(
    `${reason}: install it with 'sudo apt-get install ${packages.join(' ')}' or set CHROMIUM_PATH to a Chromium binary`,
  );
  process.exit(1);
}

if (isExecutable(chromiumPath)) process.exit(0);

const missing = `Chromium not found at ${chromiumPath}`;
// A custom CHROMIUM_PATH is the caller's own binary; apt would not put anything there.
if (chromiumPath !== '/usr/bin/chromium') fail(missing);
const result = ensurePackages({ packages, missing, isPresent: () => isExecutable(chromiumPath) });
if (!result.ok) fail(result.reason);

const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) fail(`Chromium at ${chromiumPath} does not start (${version.stderr.trim()})`);
console.log(`Installed ${version.stdout.trim()}`);
