// The one way our scripts get Debian packages the product or its tests need (Chromium, Janus, and the
// system packages to come: firefox-esr, nginx, pulseaudio, redis-server,
// postgresql). Quiet when the thing is there; installs the packages with apt-get when we are root on
// Debian; otherwise the caller gets one line saying what is missing, to print with its own hint
// ('sudo apt-get install ...', or the variable that points at your own binary).
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, else the first executable of `fallbacks`, else undefined. */
export function findOnPath(name, fallbacks = []) {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name));
  return [...onPath, ...fallbacks].find(isExecutable);
}

/** Whether dpkg has the package installed (for packages that bring no binary of their own, like fonts). */
export function isPackageInstalled(name) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.trim() === 'install ok installed';
}

/** apt-get can install here: Linux, Debian's apt-get, and we are root (CI and our machines are). */
export function canUseApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

// Streams apt's output so a slow install is visibly progressing, not hanging.
function aptGet(...args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let listsRefreshed = false;

/**
 * `apt-get install -y --no-install-recommends` the packages. Tries without refreshing first: a fresh
 * machine's package lists may already be current, and `apt-get update` is the slow part. Refreshes
 * (once per process) and retries only when the install fails. True when apt-get succeeded.
 */
export function aptInstall(packages) {
  const install = ['install', '-y', '--no-install-recommends', ...packages];
  if (aptGet(...install)) return true;
  if (listsRefreshed) return false;
  listsRefreshed = true;
  return aptGet('update') && aptGet(...install);
}

/**
 * Makes sure something the packages provide is there. `isPresent()` says whether it is; `missing`
 * describes its absence in a few words ('Chromium not found at /usr/bin/chromium'). Returns `ok`
 * (it is there now), `installed` (apt-get installed the packages in this call) and, when not ok,
 * `reason`: one line for the caller to print next to its hint (not root or not Debian, apt-get
 * failed, or the packages installed but still did not provide it).
 */
export function ensurePackages({ packages, isPresent, missing }) {
  if (isPresent()) return { ok: true, installed: false };
  if (!canUseApt()) return { ok: false, installed: false, reason: missing };
  const what = packages.length === 1 ? `the ${packages[0]} package` : packages.join(', ');
  console.log(`${missing}; installing ${what} with apt-get...`);
  if (!aptInstall(packages)) {
    return { ok: false, installed: false, reason: `${missing} and apt-get could not install it` };
  }
  if (!isPresent()) {
    const reason = `${missing} even after apt-get installed the ${packages[0]} package`;
    return { ok: false, installed: true, reason };
  }
  return { ok: true, installed: true };
}
