// Loaded with `--import` by `npm run test:node24` (scripts/test-node24.mjs) in every process of that
// run. node_modules holds native addons built for the machine's Node; this points Node 24 at copies
// rebuilt for its ABI instead. NATIVE_OVERLAY is JSON: { abi, dirs: { [packageDirUrl]: overlayDirUrl } }.
// A resolved module inside a listed package dir, whether asked for by name (`better-sqlite3`) or by
// path (Vitest imports externalized packages by their file URL), resolves to the same file in the
// overlay; from there the package's own `require`s, and `bindings`' search for the .node file, stay
// in the overlay. Any other Node (a child that runs the machine's `node`) is left alone.
import * as nodeModule from 'node:module';

const overlay = JSON.parse(process.env.NATIVE_OVERLAY ?? '{"dirs":{}}');
const dirs = Object.entries(overlay.dirs);

function redirect(url) {
  for (const [from, to] of dirs) {
    if (url.startsWith(from)) return to + url.slice(from.length);
  }
  return undefined;
}

// module.registerHooks (Node 22.15+) runs in-thread for both import and require.
if (overlay.abi === process.versions.modules && typeof nodeModule.registerHooks === 'function' && dirs.length > 0) {
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const url = redirect(resolved.url);
      return url ? { ...resolved, url } : resolved;
    },
  });
}
