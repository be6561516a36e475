// The web build that `npm run test:e2e` and `npm run test:media` test against: `npm run build`, unless
// the caller already built it and says so with SKIP_WEB_BUILD=1 (`npm test` builds once for both).
// With SKIP_WEB_BUILD=1 but no build at all in apps/web/dist, it builds anyway.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.SKIP_WEB_BUILD === '1' && existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('SKIP_WEB_BUILD=1: testing the web app already built in apps/web/dist');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
