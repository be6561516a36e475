// Makes sure the programs the media tests start for themselves are installed: redis-server,
// PostgreSQL's initdb and pg_ctl, and nginx for the cluster tests (Debian's redis-server, postgresql
// and nginx packages), and nft (nftables) for the test host whose firewall drops UDP
// (e2e/media/connectivity-udp-blocked.media.ts, docs/decisions/065), socat, which carries WebDriver
// BiDi to a Firefox on a test host (e2e/media/support/firefox-in-namespace.ts), and certutil
// (libnss3-tools) for the test host whose Chromium trusts a test CA (e2e/media/connectivity-turn-tls.media.ts).
// The media tests run in a network namespace where the machine's own PostgreSQL and Redis are out of
// reach, so they start throwaway ones (e2e/support/cluster/, docs/decisions/028).
// Quiet when all are there; installs the missing ones with apt when we are root on Debian, without
// starting their system services; otherwise one line saying what to install, and exit code 1.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensurePackages, findOnPath, isExecutable } from './lib/apt.mjs';
import { withoutServiceStarts } from './lib/no-service-start.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** Any installed PostgreSQL version's bin directory with both initdb and pg_ctl. */
function findPostgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  return readdirSync(POSTGRES_ROOT)
    .map((version) => `${POSTGRES_ROOT}/${version}/bin`)
    .find((bin) => isExecutable(`${bin}/initdb`) && isExecutable(`${bin}/pg_ctl`));
}

const tools = [
  { name: 'redis-server', package: 'redis-server', find: () => findOnPath('redis-server', ['/usr/bin/redis-server']) },
  { name: 'PostgreSQL (initdb, pg_ctl)', package: 'postgresql', find: findPostgresBin },
  { name: 'nginx', package: 'nginx', find: () => findOnPath('nginx', ['/usr/sbin/nginx']) },
  { name: 'nft', package: 'nftables', find: () => findOnPath('nft', ['/usr/sbin/nft']) },
  { name: 'socat', package: 'socat', find: () => findOnPath('socat', ['/usr/bin/socat']) },
  { name: 'certutil', package: 'libnss3-tools', find: () => findOnPath('certutil', ['/usr/bin/certutil']) },
];

const absent = tools.filter((tool) => !tool.find());
if (absent.length === 0) process.exit(0);

const packages = absent.map((tool) => tool.package);
const missing = `${absent.map((tool) => tool.name).join(', ')} not installed (needed by the media tests)`;
const result = withoutServiceStarts(() =>
  ensurePackages({ packages, missing, isPresent: () => absent.every((tool) => tool.find()) }),
);
// With systemd the services are still enabled for the next boot: a system nginx would then serve
// Debian's default page on port 80 for nothing. PostgreSQL and Redis stay as Debian sets them up
// (.ci/run and developers use the machine's own).
if (result.installed && packages.includes('nginx') && existsSync('/run/systemd/system')) {
  spawnSync('systemctl', ['disable', '--now', 'nginx.service'], { stdio: 'ignore' });
}
if (!result.ok) {
  console.error(`${result.reason}: install them with 'sudo apt-get install ${packages.join(' ')}'`);
  process.exit(1);
}
console.log(`Installed ${packages.join(', ')} (their system services were not started)`);
