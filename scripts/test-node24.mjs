// `npm run test:node24`: the unit and API suites (`vitest run`, what `npm run test:unit` runs) under
// Node 24 LTS, the version we document and test, while the machine's Node (20.19 or newer) runs the
// rest of `npm test`. Node 24 and native addons rebuilt for it are cached in .cache/node24 (see
// scripts/lib/node24.mjs and decision record 021); the first run installs and builds, later runs only
// test. Arguments go to Vitest: `npm run test:node24 -- --project contracts`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureNativeOverlay, ensureNode24, NODE24_VERSION, root } from './lib/node24.mjs';

const started = Date.now();
let node;
let overlay;
try {
  node = ensureNode24();
  overlay = ensureNativeOverlay(node);
} catch (error) {
  console.error(`Cannot prepare Node ${NODE24_VERSION} for the tests: ${error.message}`);
  process.exit(1);
}
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const rebuilt = overlay.rebuilt.length > 0 ? `rebuilt ${overlay.rebuilt.join(', ')}` : 'native addons cached';
console.log(`Node ${NODE24_VERSION} ${node.cached ? 'cached' : 'installed'}, ${rebuilt}: ready in ${seconds()}`);

const dirUrl = (dir) => pathToFileURL(dir).href + '/';
const dirs = Object.fromEntries(Object.entries(overlay.dirs).map(([from, to]) => [dirUrl(from), dirUrl(to)]));
const hook = pathToFileURL(path.join(root, 'scripts/lib/native-overlay-hook.mjs')).href;
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const env = {
  ...process.env,
  // Children that run `node` (none should, but then they too) get Node 24 and the hook.
  PATH: `${path.dirname(node.binary)}${path.delimiter}${process.env.PATH}`,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${hook}`].filter(Boolean).join(' '),
  NATIVE_OVERLAY: JSON.stringify({ abi: node.abi, dirs }),
};
const result = spawnSync(node.binary, [vitest, 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
console.log(`Node ${NODE24_VERSION} run ${result.status === 0 ? 'passed' : 'failed'} in ${seconds()}`);
process.exit(result.status ?? 1);
