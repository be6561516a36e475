// Makes sure the Chromium that the end-to-end tests drive exists. Playwright's own browser
// download cannot work on our machines (no install-time downloads), so we use Debian's package.
// Quiet when Chromium is there; installs it with apt when we are root on Debian; otherwise one
// line saying what to do, and exit code 1.
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const packages = ['chromium', 'fonts-liberation', 'fonts-dejavu-core'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(reason) {
  console.error(
    `${reason}: install it with 'sudo apt-get install ${packages.join(' ')}' or set CHROMIUM_PATH to a Chromium binary`,
  );
  process.exit(1);
}

// Streams apt's output so a slow install is visibly progressing, not hanging.
function apt(...args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (isExecutable(chromiumPath)) process.exit(0);

const missing = `Chromium not found at ${chromiumPath}`;
// A custom CHROMIUM_PATH is the caller's own binary; apt would not put anything there.
if (chromiumPath !== '/usr/bin/chromium') fail(missing);
const canUseApt = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canUseApt) fail(missing);

console.log(`${missing}; installing ${packages.join(', ')} with apt-get...`);
const install = ['install', '-y', '--no-install-recommends', ...packages];
// Try without refreshing first: a fresh machine's package lists may already be current,
// and `apt-get update` is the slow part. Refresh and retry only when the install fails.
if (!apt(...install) && !(apt('update') && apt(...install))) fail(`${missing} and apt-get could not install it`);
if (!isExecutable(chromiumPath)) fail(`${missing} even after apt-get installed the chromium package`);

const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) fail(`Chromium at ${chromiumPath} does not start (${version.stderr.trim()})`);
console.log(`Installed ${version.stdout.trim()}`);
