import { fileURLToPath } from 'node:url';

// The signed-in dashboard's first load in a few chunks instead of about fifty (decision record 042).
// The server speaks HTTP/1.1, where the browser opens six connections to it: with fifty small files
// wanted at once, the dashboard's data requests waited behind them. Rolldown's automatic splitting
// makes one chunk per set of pages sharing a module, most of them under 1 kB. Here each module the
// dashboard's first load needs goes into one of three chunks, by who else needs it:
//  - `dashboard-data`: the queries' code, which the route asks for first (decision record 037), all
//    of it, so that it imports none of the others and the requests never wait for the page's code;
//  - `dashboard`: the rest of the page, the widgets and what only signed-in pages share;
//  - `app-shared`: small modules the pages open to visitors not signed in (sign-in, invitation,
//    join, room) share with the dashboard: icons, form parts, date formatting. Such a page may now
//    download a few kB it does not use, in one file instead of several.
// Left to automatic splitting, as before: everything the landing page and the other marketing pages
// load (the landing's 150 kB budget, decision record 012), the libraries loaded lazily on their own
// (the schemas, the toasts, the texts), and the big form library (in `app-shared` it would weigh on
// pages without a form). Also left: lucide's icons and react-query's hooks, a few small files. The
// module graph seen here is the one before tree shaking, where the start-up bundle imports every icon
// and hook through the packages' index files, so none of them counts as the dashboard's alone.
// Every group is closed under static imports (apart from what stays automatic), so no automatic chunk
// imports one of these and the groups need not bring their dependencies along.

const src = fileURLToPath(new URL('./src/', import.meta.url));
const entry = `${src}main.tsx`;
// The marketing pages (router.tsx's marketingPage): they need neither the schemas nor the toasts,
// which `app-shared` imports, so what they use stays apart.
const marketingPages = ['landing', 'pricing', 'terms', 'privacy', 'routing-test'].map(
  (name) => `${src}app/routes/${name}.tsx`,
);
const routes = `${src}app/routes/`;
const signedInPages = `${src}app/routes/app/`;
const dataRoots = [
  `${src}features/meetings/api/dashboard-queries.ts`,
  `${src}features/recordings/api/get-storage-usage.ts`,
];
const pageRoots = [`${signedInPages}dashboard.tsx`, `${signedInPages}dashboard-body.tsx`];
/**
 * React Query's query hooks, which the start-up bundle does not use (they had chunks of their own):
 * named here because the graph reaches them from the start-up bundle through the package's index
 * file. In `dashboard-data`, the queries' code needs no other file to run. Should the start-up bundle
 * come to use one, the build stops (landingKeptApart below) instead of making the landing page load
 * the dashboard's chunk.
 */
const queryHooks =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](queryOptions|infiniteQueryOptions|useInfiniteQuery|infiniteQueryObserver|useQuery|useBaseQuery|queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$/;
/** Modules bigger than this stay out of `app-shared` (react-hook-form is about 110 kB). */
const sharedModuleLimit = 20_000;

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  code: string | null;
}

interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

type Chunk = 'dashboard-data' | 'dashboard' | 'app-shared';

/** Every module reached from `roots` through static imports and the dynamic ones `follow` allows. */
function reach(graph: ModuleGraph, roots: readonly string[], follow: (id: string) => boolean = () => false) {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds.filter(follow));
  }
  return seen;
}

function dashboardChunks(graph: ModuleGraph): Map<string, Chunk> {
  // What a visitor not signed in may load: the entry and every page but the signed-in ones.
  const open = reach(graph, [entry], (id) => !id.startsWith(signedInPages) && !dataRoots.includes(id));
  // Loaded lazily on their own from those pages: the schemas, the toasts, the texts...
  const lazyLibraries = [...open].flatMap((id) =>
    (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
      (target) => !target.startsWith(routes) && !dataRoots.includes(target),
    ),
  );
  const page = reach(graph, pageRoots);
  const big = [...page].filter(
    (id) => open.has(id) && (graph.getModuleInfo(id)?.code?.length ?? 0) > sharedModuleLimit,
  );
  // With what they import, so no automatic chunk imports one of ours and the other way round.
  const apart = reach(graph, [entry, ...marketingPages, ...lazyLibraries, ...big]);
  const chunks = new Map<string, Chunk>();
  // All of the queries' code, even what other pages share, so this chunk imports none of ours: the
  // data must not wait for the page's code or the schemas.
  for (const id of reach(graph, dataRoots)) {
    if (!apart.has(id) || queryHooks.test(id)) chunks.set(id, 'dashboard-data');
  }
  for (const id of page) {
    if (!chunks.has(id) && !apart.has(id)) chunks.set(id, open.has(id) ? 'app-shared' : 'dashboard');
  }
  return chunks;
}

// Rolldown asks once per module within one chunking pass, with the same graph object.
const chunksOf = new WeakMap<ModuleGraph, Map<string, Chunk>>();

/** `output.codeSplitting.groups[].name`: the module's chunk, or null for automatic splitting. */
export function dashboardChunk(id: string, graph: ModuleGraph): Chunk | null {
  let chunks = chunksOf.get(graph);
  if (!chunks) {
    chunks = dashboardChunks(graph);
    chunksOf.set(graph, chunks);
  }
  return chunks.get(id) ?? null;
}

const ourChunks = new Set<string>(['dashboard-data', 'dashboard', 'app-shared']);

interface BundleChunk {
  type: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * A build plugin that stops the build when the start-up bundle or a marketing page would load one of
 * the dashboard's chunks: the groups above are meant never to reach them (the landing's budget).
 */
export function landingKeptApart() {
  return {
    name: 'landing-kept-apart',
    generateBundle(_options: unknown, bundle: Record<string, BundleChunk>) {
      const queue = Object.keys(bundle).filter((file) => {
        const chunk = bundle[file]!;
        return chunk.type === 'chunk' && (chunk.isEntry || marketingPages.includes(chunk.facadeModuleId ?? ''));
      });
      const seen = new Set<string>();
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        const chunk = bundle[file]!;
        if (ourChunks.has(chunk.name ?? '')) {
          throw new Error(`the start-up bundle or a marketing page would load ${file} (apps/web/vite-chunks.ts)`);
        }
        queue.push(...(chunk.imports ?? []));
      }
    },
  };
}
