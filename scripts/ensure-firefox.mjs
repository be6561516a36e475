// Makes sure the Firefox that the media tests drive next to Chromium exists: Debian's Firefox ESR,
// and PulseAudio, whose null sink gives Firefox's AudioContext an output device inside the tests'
// network namespace (e2e/media/support/firefox.ts; docs/decisions/039). puppeteer-core drives it
// over WebDriver BiDi and downloads no browser, so we use Debian's package.
// Quiet when both are there; installs them with apt when we are root on Debian, without starting
// any system service; otherwise one line saying what to do, and exit code 1.
import { spawnSync } from 'node:child_process';
import { ensurePackages, findOnPath, isExecutable } from './lib/apt.mjs';
import { withoutServiceStarts } from './lib/no-service-start.mjs';

const configured = process.env.FIREFOX_PATH;
const defaultPath = '/usr/bin/firefox-esr';

const findFirefox = () =>
  configured ? (isExecutable(configured) ? configured : undefined) : findOnPath('firefox-esr', [defaultPath]);
const findPulseAudio = () => findOnPath('pulseaudio', ['/usr/bin/pulseaudio']);

const tools = [
  {
    name: configured ? `Firefox at ${configured}` : 'Firefox ESR',
    package: 'firefox-esr',
    find: findFirefox,
    // A custom FIREFOX_PATH is the caller's own binary; apt would not put anything there.
    installable: !configured,
  },
  { name: 'PulseAudio', package: 'pulseaudio', find: findPulseAudio, installable: true },
];

function fail(reason, packages) {
  const hint = `install it with 'sudo apt-get install ${packages.join(' ')}'`;
  console.error(`${reason}: ${hint}${configured ? '' : ' or set FIREFOX_PATH to a Firefox binary'}`);
  process.exit(1);
}

const absent = tools.filter((tool) => !tool.find());
if (absent.length === 0) process.exit(0);

const packages = absent.map((tool) => tool.package);
const missing = `${absent.map((tool) => tool.name).join(', ')} not found (needed by the Firefox media tests)`;
if (absent.some((tool) => !tool.installable)) fail(missing, packages);
// PulseAudio's package brings a user service only, but nothing of it should start on install: the
// tests start their own daemon inside the namespace.
const result = withoutServiceStarts(() =>
  ensurePackages({ packages, missing, isPresent: () => absent.every((tool) => tool.find()) }),
);
if (!result.ok) fail(result.reason, packages);

const version = spawnSync(findFirefox(), ['--version'], { encoding: 'utf8' });
if (version.status !== 0)
  fail(`Firefox at ${findFirefox()} does not start (${version.stderr.trim()})`, ['firefox-esr']);
console.log(`Installed ${packages.join(', ')} (${version.stdout.trim()})`);
