// `npm run lint`'s reference check: everything the repository points a reader at must open inside it.
// It fails, naming file:line, on
// - a reference to an issue number ("issue 12", "Issue #12", "issues 16 and 18"): the tracker is not
//   in the repository and says nothing a newcomer can find. Point at docs/product.md's section (by its
//   heading) or at the decision record (docs/decisions/NNN-...) that holds the reason instead;
// - a reference to planning documents that were never in the repository: "the spec", "the spec's",
//   "spec section 5", "spec §3", "product-spec", "product-notes", "the architecture document". Code
//   words such as `spec.room`, `SegmentSpec` or "*.spec.ts" are not references and pass;
// - in README.md files and docs/: a relative markdown link, or a backticked repository path
//   (`apps/server/src/modules/rooms`, `core/signaling/`, `reframer.ts`), naming nothing that exists
//   (a dated decision record's backticked paths are those of its day; its links are checked);
//   apps/server/README.md must also name every folder of apps/server/src/modules;
// - an eslint.config.js zone (import-x/no-restricted-paths `target`/`from`) whose folder does not exist,
//   since a zone over nothing silently guards nothing;
// - a product file (apps/*/src, packages/*/src; not tests) longer than 250 lines whose first comment
//   does not say why. The convention: the file starts with a comment that contains the words
//   "longer than 250 lines" and the reason, e.g. `// Longer than 250 lines because ...`.
// Files are the repository's tracked and new (not ignored) text files, except lockfiles.
// `node --test scripts/check-references.test.mjs` tests the matchers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LONG_FILE_LIMIT = 250;
export const LONG_FILE_MARKER = /longer than 250 lines/i;

const ISSUE_REFERENCE = /\bissues?\s*#?\s*\d+/gi;
const PLANNING_REFERENCES = [
  /\bthe spec\b(?!\.)/gi,
  /\bspec's\b/gi,
  /\bspec\s+(?:sections?|§|chapter)/gi,
  /\bsections?\s+\d+(?:\.\d+)*\s+of\s+the\s+spec/gi,
  /\bproduct[-_ ]spec\b/gi,
  /\bproduct[-_ ]notes\b/gi,
  /\bthe architecture document\b/gi,
];

/** Every place in one line that points at an issue number or an unopenable planning document. */
export function findTextReferences(line) {
  const found = [];
  const taken = [];
  const add = (match, kind) => {
    const [start, end] = [match.index, match.index + match[0].length];
    if (taken.some(([from, to]) => start < to && end > from)) return; // "the spec's" is one reference
    taken.push([start, end]);
    found.push(`${kind}: "${match[0]}"`);
  };
  for (const match of line.matchAll(ISSUE_REFERENCE)) add(match, 'issue number');
  for (const pattern of PLANNING_REFERENCES) {
    for (const match of line.matchAll(pattern)) add(match, 'document not in the repository');
  }
  return found;
}

// A bare file name is looked up only when it is one of ours; `manifest.json`, `nginx.conf` or `rnnoise.wasm`
// alone name files that programs write or packages bring.
const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mts|mjs|cjs|js|jsx|md|sh|sql)$/;
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const MIME_TOP_LEVEL = /^(?:application|audio|image|text|video|multipart|font)\//;
// Paths that name things outside this repository: ESLint rule names and Janus's own source.
const NOT_OURS = [/^(?:import-x|check-file|react-hooks|@typescript-eslint)\//, /^src\/plugins\/janus_/];

/**
 * Whether a backticked token names a file or folder of the repository, as opposed to code, an URL path,
 * a MIME type, an address range, a package, a rule name, a placeholder or a path the product writes at
 * run time (`DATA_DIR/recordings`). Only such tokens are looked up.
 */
export function looksLikeRepositoryPath(token) {
  if (!/^[\w.@/-]+$/.test(token)) return false; // spaces, globs, <placeholders>, queries, code
  if (/^[/@-]/.test(token)) return false; // URL paths, packages, flags
  if (MIME_TOP_LEVEL.test(token) || NOT_OURS.some((pattern) => pattern.test(token))) return false;
  if (/^[\d./]+$/.test(token)) return false; // 0/1, 10.0.0.0/8
  if (/^[A-Z][A-Z0-9_]*\//.test(token) || /\bNNN\b/.test(token)) return false; // DATA_DIR/..., NNN-title.md
  if (/^\.+\/?$/.test(token) || token.includes('//')) return false;
  if (token.includes('/')) return true;
  return SOURCE_EXTENSIONS.test(token);
}

/** The backticked tokens and relative markdown link targets in one line of markdown. */
export function markdownReferences(line) {
  const links = [];
  for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    links.push(decodeURIComponent(target.split('#')[0]));
  }
  const paths = [];
  for (const match of line.matchAll(/`([^`\n]+)`/g)) {
    if (looksLikeRepositoryPath(match[1])) paths.push(match[1]);
  }
  return { links, paths };
}

/** The repository's text files: tracked and new ones, without lockfiles, as repository paths. */
function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  return [...new Set(listed)]
    .filter((file) => !file.split('/').includes('node_modules'))
    .filter((file) => !/(^|\/)(package-lock\.json|yarn\.lock|pnpm-lock\.yaml)$/.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile())
    .sort();
}

function readText(file) {
  const bytes = fs.readFileSync(path.join(root, file));
  if (bytes.includes(0)) return null;
  return bytes.toString('utf8');
}

function isMarkdownChecked(file) {
  return file.endsWith('.md') && (path.basename(file) === 'README.md' || file.startsWith('docs/'));
}

/** A decision record is dated: the files it names are those of its day. Its links must still open. */
function isDatedRecord(file) {
  return /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(file);
}

/** The folder a markdown file's short paths are read from: its package (nearest package.json), or the root. */
export function scopeOf(file, known) {
  if (file.startsWith('docs/')) return '';
  let folder = path.posix.dirname(file);
  while (folder !== '.') {
    if (known.files.has(`${folder}/package.json`)) return `${folder}/`;
    folder = path.posix.dirname(folder);
  }
  return '';
}

/**
 * Whether a path from a markdown file names something: from the file's folder, from its package, from
 * the root, or as the end of a path inside its package (a README's table names `core/signaling/` and
 * `reframer.ts` below the folder its row is about).
 */
export function pathExists(fromFile, token, known) {
  const clean = token.replace(/^\.\//, '').replace(/\/$/, '');
  const scope = scopeOf(fromFile, known);
  // An import-style path may leave out its extension (`page/series-notice`).
  const exists = (candidate) =>
    known.folders.has(candidate) ||
    ['', ...MODULE_EXTENSIONS].some((extension) => known.files.has(candidate + extension));
  const starts = [path.posix.dirname(fromFile), scope.replace(/\/$/, '') || '.', '.'];
  if (starts.some((start) => exists(path.posix.normalize(path.posix.join(start, clean))))) return true;
  const suffix = `/${clean}`;
  const matches = (entry) =>
    entry.startsWith(scope) && ['', ...MODULE_EXTENSIONS].some((extension) => `/${entry}`.endsWith(suffix + extension));
  for (const entry of known.files) if (matches(entry)) return true;
  for (const entry of known.folders) if (matches(entry)) return true;
  return false;
}

/** Of the given repository paths, those git ignores: build output, caches and data the product writes. */
function ignoredPaths(paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    if (error.status === 1) return new Set(); // none ignored
    throw error;
  }
}

function knownPaths(files) {
  const folders = new Set();
  for (const file of files) {
    let folder = path.posix.dirname(file);
    while (folder !== '.' && !folders.has(folder)) {
      folders.add(folder);
      folder = path.posix.dirname(folder);
    }
  }
  return { files: new Set(files), folders };
}

/** The comment lines a file starts with (blank lines and a shebang allowed before them). */
export function leadingComment(text) {
  const lines = text.split('\n');
  const comment = [];
  let inBlock = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (inBlock) {
      comment.push(line);
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || line.startsWith('#!')) {
      if (comment.length > 0 && line === '') continue;
      continue;
    }
    if (line.startsWith('//')) {
      comment.push(line);
      continue;
    }
    if (line.startsWith('/*')) {
      comment.push(line);
      inBlock = !line.includes('*/');
      continue;
    }
    break;
  }
  return comment.join('\n');
}

export function isProductSource(file) {
  if (!/^(apps|packages)\/[^/]+\/src\//.test(file)) return false;
  if (!/\.(ts|tsx)$/.test(file) || file.endsWith('.d.ts')) return false;
  return !/(\.test\.|\/test\/|\/testing\/|\/__tests__\/)/.test(file);
}

function lineCount(text) {
  const lines = text.split('\n');
  return lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
}

/** Folders named by eslint.config.js's import-x/no-restricted-paths zones, with a glob's fixed part. */
async function eslintZoneFolders() {
  const { default: config } = await import(pathToFileURL(path.join(root, 'eslint.config.js')).href);
  const folders = new Set();
  for (const block of config) {
    const rule = block.rules?.['import-x/no-restricted-paths'];
    if (!Array.isArray(rule)) continue;
    for (const zone of rule[1]?.zones ?? []) {
      for (const value of [zone.target, zone.from].flat()) {
        if (typeof value !== 'string') continue;
        const glob = value.search(/[*{?[]/);
        const fixed = glob === -1 ? value : value.slice(0, value.lastIndexOf('/', glob));
        folders.add(fixed.replace(/^\.\//, '').replace(/\/$/, ''));
      }
    }
  }
  return [...folders].filter(Boolean);
}

export async function checkRepository() {
  const files = repositoryFiles();
  const known = knownPaths(files);
  const findings = [];
  const missing = [];
  for (const file of files) {
    const text = readText(file);
    if (text === null) continue;
    const lines = text.split('\n');
    // This check and its test spell out what they catch.
    const spellsOutReferences = /^scripts\/check-references(\.test)?\.mjs$/.test(file);
    lines.forEach((line, index) => {
      if (!spellsOutReferences) {
        for (const finding of findTextReferences(line)) findings.push(`${file}:${index + 1}: ${finding}`);
      }
      if (!isMarkdownChecked(file)) return;
      const { links, paths } = markdownReferences(line);
      for (const link of links) {
        if (link === '') continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link)).replace(/\/$/, '');
        if (!known.files.has(target) && !known.folders.has(target)) {
          findings.push(`${file}:${index + 1}: link to a path that does not exist: "${link}"`);
        }
      }
      if (isDatedRecord(file)) return;
      for (const token of paths) {
        if (!pathExists(file, token, known)) missing.push({ file, line: index + 1, token });
      }
    });
    if (isProductSource(file) && lineCount(text) > LONG_FILE_LIMIT && !LONG_FILE_MARKER.test(leadingComment(text))) {
      findings.push(
        `${file}:1: ${lineCount(text)} lines without a first comment saying why ("longer than 250 lines because ...")`,
      );
    }
  }

  // A path under an ignored folder (`apps/web/dist`, `.cache/node24`, `./data`) is made by a build or a run.
  const candidate = ({ file, token }) =>
    path.posix.normalize(path.posix.join(scopeOf(file, known) || '.', token.replace(/\/$/, '')));
  const inside = missing
    .flatMap((entry) => [candidate(entry), path.posix.normalize(entry.token.replace(/\/$/, ''))])
    .filter((target) => !target.startsWith('..'));
  const ignored = ignoredPaths(inside.flatMap((target) => [target, `${target}/`]));
  for (const entry of missing) {
    const targets = [candidate(entry), path.posix.normalize(entry.token.replace(/\/$/, ''))];
    if (targets.some((target) => ignored.has(target) || ignored.has(`${target}/`))) continue;
    findings.push(`${entry.file}:${entry.line}: names a path that does not exist: "${entry.token}"`);
  }

  const serverReadme = 'apps/server/README.md';
  const serverText = readText(serverReadme) ?? '';
  const modules = [...known.folders].filter((folder) => /^apps\/server\/src\/modules\/[^/]+$/.test(folder));
  for (const module of modules) {
    const name = path.posix.basename(module);
    if (!serverText.includes(`\`${name}\``)) {
      findings.push(`${serverReadme}:1: the module list leaves out \`${name}\` (${module})`);
    }
  }

  for (const folder of await eslintZoneFolders()) {
    if (!fs.existsSync(path.join(root, folder))) {
      const line = (readText('eslint.config.js') ?? '').split('\n').findIndex((text) => text.includes(folder)) + 1;
      findings.push(`eslint.config.js:${line || 1}: a lint zone names a folder that does not exist: "${folder}"`);
    }
  }
  return findings;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const findings = await checkRepository();
  for (const finding of findings) console.error(finding);
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} reference(s) that do not open inside the repository (scripts/check-references.mjs).`,
    );
    process.exit(1);
  }
  console.log('References: every one opens inside the repository.');
}
