// Node 24 LTS for `npm run test:node24`, beside the machine's Node, in .cache/node24 (git-ignored):
// - the binary and its headers from the npm registry's node-<platform>-<arch> package (what the
//   registry's `node@24` package installs through its preinstall script), one directory per version;
// - native addons of node_modules (better-sqlite3, janode's unix-dgram: packages with a binding.gyp)
//   copied and rebuilt with node-gyp against those headers, one directory per Node ABI, rebuilt only
//   when the package's version changes. node_modules keeps its builds for the machine's Node.
// Decision record 021 says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePackages, findOnPath } from './apt.mjs';

/**
 * The Node 24 release we test on; the next run installs a new one. Not above 24.18: addons built
 * against 24.19's or newer headers, as better-sqlite3 12 is here, abort the process when the garbage
 * collector frees a statement (nodejs/node#65446; decision record 021).
 */
export const NODE24_VERSION = '24.18.1';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(root, '.cache/node24');
const stampName = '.node24-build.json';

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${result.error?.message ?? result.status})`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Build in a temporary sibling, then rename: an interrupted run never leaves a half-made cache entry.
function replaceDir(tmp, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);
}

function nodeInfo(binary) {
  const probe = spawnSync(binary, ['-p', 'JSON.stringify([process.version, process.versions.modules])'], {
    encoding: 'utf8',
  });
  if (probe.status !== 0) return undefined;
  const [version, abi] = JSON.parse(probe.stdout);
  return { version, abi };
}

/**
 * Node 24 from the registry, installed once per version. Returns `{ binary, headersDir, abi, cached }`;
 * headersDir holds include/node, for node-gyp's --nodedir.
 */
export function ensureNode24() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = path.join(cacheDir, `node-v${NODE24_VERSION}`);
  const headersDir = path.join(dir, 'node_modules', pkg);
  const binary = path.join(headersDir, 'bin/node');
  let info = fs.existsSync(binary) ? nodeInfo(binary) : undefined;
  const cached = info?.version === `v${NODE24_VERSION}`;
  if (!cached) {
    console.log(`Installing Node ${NODE24_VERSION} (${pkg}@${NODE24_VERSION} from the npm registry) into ${dir}`);
    const tmp = `${dir}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    // Its own package.json, so npm installs here and not into the workspace around it.
    fs.writeFileSync(path.join(tmp, 'package.json'), '{ "private": true }\n');
    const flags = ['--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund'];
    run('npm', ['install', ...flags, `${pkg}@${NODE24_VERSION}`], { cwd: tmp });
    replaceDir(tmp, dir);
    // Earlier versions' directories (about 185 MB each) are no longer used.
    for (const entry of fs.readdirSync(cacheDir)) {
      if (/^node-v[\d.]+$/.test(entry) && entry !== path.basename(dir)) {
        fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
      }
    }
    info = nodeInfo(binary);
    if (info?.version !== `v${NODE24_VERSION}`) throw new Error(`${binary} does not run as Node ${NODE24_VERSION}`);
  }
  if (!fs.existsSync(path.join(headersDir, 'include/node/node.h'))) {
    throw new Error(`${pkg}@${NODE24_VERSION} has no include/node headers`);
  }
  return { binary, headersDir, abi: info.abi, cached };
}

function workspaceDirs() {
  const patterns = readJson(path.join(root, 'package.json'))?.workspaces ?? [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return fs.existsSync(parent) ? fs.readdirSync(parent).map((name) => path.join(parent, name)) : [];
  });
}

/** Package dirs under node_modules (the root's and the workspaces', nested ones too) with a binding.gyp. */
export function findNativePackages() {
  const found = [];
  const visitModules = (modulesDir) => {
    if (!fs.existsSync(modulesDir)) return;
    for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || !entry.isDirectory()) continue;
      const dir = path.join(modulesDir, entry.name);
      if (entry.name.startsWith('@')) {
        visitModules(dir);
        continue;
      }
      if (fs.existsSync(path.join(dir, 'binding.gyp'))) found.push(dir);
      visitModules(path.join(dir, 'node_modules'));
    }
  };
  for (const dir of [root, ...workspaceDirs()]) visitModules(path.join(dir, 'node_modules'));
  return found;
}

// node-gyp compiles with these; Debian's packages, installed with apt when missing and we are root.
function ensureBuildTools() {
  const tools = ['g++', 'make', 'python3'];
  const result = ensurePackages({
    packages: tools,
    missing: `${tools.join(', ')} (to build native addons for Node ${NODE24_VERSION}) not all found`,
    isPresent: () => tools.every((tool) => findOnPath(tool)),
  });
  if (!result.ok) throw new Error(`${result.reason}: install them with 'sudo apt-get install ${tools.join(' ')}'`);
}

function nodeGypScript() {
  const candidates = [
    process.env.npm_config_node_gyp,
    process.env.npm_execpath && path.resolve(process.env.npm_execpath, '../../node_modules/node-gyp/bin/node-gyp.js'),
    path.resolve(process.execPath, '../../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js'),
  ];
  const script = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!script) throw new Error("node-gyp not found (it comes with npm): run this through 'npm run test:node24'");
  return script;
}

/**
 * Copies of the native packages rebuilt for `node` (from ensureNode24), under .cache/node24/abi-N at
 * the same path relative to the repository as the original, so their own dependencies (`bindings`,
 * `nan`) still resolve from the repository's node_modules. A copy is rebuilt when the package's
 * version or NODE24_VERSION (its headers) changed. Returns `{ dirs: { original: copy }, rebuilt }`.
 */
export function ensureNativeOverlay(node) {
  const abiDir = path.join(cacheDir, `abi-${node.abi}`);
  const dirs = {};
  const rebuilt = [];
  for (const source of findNativePackages()) {
    const target = path.join(abiDir, path.relative(root, source));
    dirs[fs.realpathSync(source)] = target; // Node resolves symlinked packages to their real path
    const version = readJson(path.join(source, 'package.json'))?.version;
    const stamp = readJson(path.join(target, stampName));
    const build = { version, abi: node.abi, headers: NODE24_VERSION };
    if (stamp?.version === version && stamp?.abi === node.abi && stamp?.headers === NODE24_VERSION) continue;

    ensureBuildTools();
    const name = path.relative(path.join(root, 'node_modules'), source);
    console.log(`Building ${name}@${version} for Node ${NODE24_VERSION} (ABI ${node.abi}) into ${target}`);
    const started = Date.now();
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    // Everything but the machine Node's build output.
    fs.cpSync(source, tmp, { recursive: true, filter: (file) => file !== path.join(source, 'build') });
    const env = { ...process.env, PATH: `${path.dirname(node.binary)}${path.delimiter}${process.env.PATH}` };
    delete env.npm_config_nodedir; // ours wins anyway; the machine's may point at its own Node's headers
    // node-gyp straight away: the package's install script would first try prebuild-install, a download.
    const gyp = ['rebuild', '--release', `--nodedir=${node.headersDir}`, '--jobs=max', '--loglevel=warn'];
    run(node.binary, [nodeGypScript(), ...gyp], { cwd: tmp, env });
    fs.writeFileSync(path.join(tmp, stampName), `${JSON.stringify(build)}\n`);
    replaceDir(tmp, target);
    rebuilt.push(`${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  return { dirs, rebuilt };
}
