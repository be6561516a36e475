// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server in the foreground (SQLite, dev mailbox and the rest from the environment; see the README).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/prerender.mjs',
  'apps/web/package.json',
  'packages/contracts/src',
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return webInputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

// Janus is the media server the product manages; without it everything but video still works.
spawnSync(process.execPath, [path.join(root, 'scripts/ensure-janus.mjs')], { cwd: root, stdio: 'inherit' });
// coturn is the TURN relay it manages; without it browsers behind strict firewalls cannot connect.
spawnSync(process.execPath, [path.join(root, 'scripts/ensure-coturn.mjs')], { cwd: root, stdio: 'inherit' });

if (webBuildIsStale()) {
  console.log('Building the web app (its build is missing or older than its sources)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
