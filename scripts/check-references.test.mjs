// The reference check's matchers (scripts/check-references.mjs): `node --test scripts/check-references.test.mjs`,
// run by `npm run lint` before the check itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  findTextReferences,
  isProductSource,
  leadingComment,
  LONG_FILE_MARKER,
  looksLikeRepositoryPath,
  markdownReferences,
  pathExists,
} from './check-references.mjs';

test('issue numbers are found in every spelling', () => {
  for (const line of [
    '// issue 12: the lobby',
    'see Issue #7 for why',
    '(issues 16 and 18)',
    'ISSUE 3',
    "as issue 21's review asked",
  ]) {
    assert.equal(findTextReferences(line).length > 0, true, line);
  }
});

test('one reference is reported once', () => {
  assert.deepEqual(findTextReferences("as the spec's rule says"), ['document not in the repository: "the spec"']);
  assert.equal(findTextReferences('(issue 12, issue 13)').length, 2);
});

test('words that only look like issue numbers pass', () => {
  for (const line of [
    'https://github.com/nodejs/node/issues/65446',
    'no issues at all',
    'the issue is the timeout',
    'tissue 12',
  ]) {
    assert.deepEqual(findTextReferences(line), [], line);
  }
});

test('planning documents that are not in the repository are found', () => {
  for (const line of [
    'The spec stores users',
    "as the spec's rule says",
    'from the spec section 5',
    '(spec sections 2-4)',
    'spec § 3',
    'see section 4.2 of the spec',
    'product-notes',
    'docs/product-spec.md',
    'the architecture document chose Janus',
  ]) {
    assert.equal(findTextReferences(line).length > 0, true, line);
  }
});

test('the word spec used as code or generically passes', () => {
  for (const line of [
    'const room = spec.room ?? 1234;',
    'export async function writeSegmentFolder(folder: string, spec: SegmentSpec)',
    'e2e/tests/login.spec.ts',
    'https://aomediacodec.github.io/av1-rtp-spec/#dependency-descriptor',
    'RFC 3986 §3.1',
    'the WebRTC specification says',
    'docs/product.md, section "Rooms"',
  ]) {
    assert.deepEqual(findTextReferences(line), [], line);
  }
});

test('markdown links and backticked paths are picked out; code, URLs and runtime paths are not', () => {
  const { links, paths } = markdownReferences(
    'See [the record](../docs/decisions/023-x.md#context), [site](https://example.com), [top](#top), ' +
      '`apps/server/src/modules/rooms`, `core/signaling/`, `reframer.ts`, `/api/VideoMeeting`, ' +
      '`DATA_DIR/recordings`, `application/json`, `npm run lint`, `import-x/no-restricted-paths`, ' +
      '`10.0.0.0/8`, `manifest.json`, `src/modules/<area>/`, `@jitsi/rnnoise-wasm`, `NNN-a-few-words.md`',
  );
  assert.deepEqual(links, ['../docs/decisions/023-x.md']);
  assert.deepEqual(paths, ['apps/server/src/modules/rooms', 'core/signaling/', 'reframer.ts']);
  assert.equal(looksLikeRepositoryPath('e2e/media/room-ui.e2e.ts'), true);
  assert.equal(looksLikeRepositoryPath('useRoomSession'), false);
});

test('a path resolves from the file, its package, the root or below its package', () => {
  const known = {
    files: new Set([
      'apps/web/package.json',
      'apps/web/README.md',
      'apps/web/src/features/room/README.md',
      'apps/web/src/features/room/core/noise/reframer.ts',
      'apps/web/src/lib/api-error-text.ts',
      'e2e/media/room-ui.e2e.ts',
    ]),
    folders: new Set([
      'apps',
      'apps/web',
      'apps/web/src',
      'apps/web/src/features',
      'apps/web/src/features/room',
      'apps/web/src/features/room/core',
      'apps/web/src/features/room/core/noise',
      'apps/web/src/lib',
      'e2e',
      'e2e/media',
    ]),
  };
  const readme = 'apps/web/src/features/room/README.md';
  assert.equal(pathExists(readme, 'core/noise/', known), true);
  assert.equal(pathExists(readme, 'reframer.ts', known), true);
  assert.equal(pathExists(readme, 'lib/api-error-text.ts', known), true);
  assert.equal(pathExists(readme, 'e2e/media/room-ui.e2e.ts', known), true);
  assert.equal(pathExists(readme, 'core/noise/reframer', known), true);
  assert.equal(pathExists(readme, 'hooks/', known), false);
  assert.equal(pathExists(readme, 'core/noise/old-runtime.ts', known), false);
  assert.equal(pathExists('apps/web/README.md', 'src/hooks', known), false);
});

test('a long file passes only when its first comment says why', () => {
  const why = '// Longer than 250 lines because the contract of one message family reads best in one place.\nimport x';
  assert.match(leadingComment(why), LONG_FILE_MARKER);
  const block = '/**\n * The room.\n * It is longer than 250 lines because ...\n */\nexport {}';
  assert.match(leadingComment(block), LONG_FILE_MARKER);
  const later = "import x from 'y';\n// longer than 250 lines because ...";
  assert.doesNotMatch(leadingComment(later), LONG_FILE_MARKER);
  assert.doesNotMatch(leadingComment('// The room.\nexport {}'), LONG_FILE_MARKER);
});

test('product sources are apps and packages src files, tests left out', () => {
  assert.equal(isProductSource('apps/server/src/config.ts'), true);
  assert.equal(isProductSource('apps/web/src/features/room/core/session/room-session.ts'), true);
  assert.equal(isProductSource('packages/contracts/src/signaling.ts'), true);
  assert.equal(isProductSource('apps/web/src/features/room/prefabs/room-stage.test.tsx'), false);
  assert.equal(isProductSource('apps/web/src/features/room/testing/session-start.ts'), false);
  assert.equal(isProductSource('apps/server/test/support/openapi.ts'), false);
  assert.equal(isProductSource('e2e/media/crowd.e2e.ts'), false);
});
