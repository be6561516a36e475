// Writes the HTML of the pages listed in src/prerender.tsx (decision record 067): the server-side build of
// that module (`vite build --ssr`, in .prerender/) renders each page, which goes into the client build's
// index.html in place of the empty root, as dist/prerendered/<page>.html with brotli and gzip copies
// beside it, like every other file of the build. dist/prerendered/pages.json tells the server which
// address gets which file (apps/server/src/modules/web/web-app.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const ssrDir = path.join(here, '.prerender');
const { renderPage, PRERENDERED_PAGES, PRERENDERED_LANGUAGE } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);

const outDir = path.join(dist, 'prerendered');
mkdirSync(outDir, { recursive: true });
const pages = {};
for (const [address, file] of Object.entries(PRERENDERED_PAGES)) {
  const markup = await renderPage(address);
  const html = template.replace(
    emptyRoot,
    () => `<div id="root" data-prerendered="${PRERENDERED_LANGUAGE}">${markup}</div>`,
  );
  writeFileSync(path.join(outDir, file), html);
  writeFileSync(path.join(outDir, `${file}.br`), brotliCompressSync(html));
  writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(html, { level: 9 }));
  pages[address] = `prerendered/${file}`;
  console.log(`prerendered ${address} -> dist/prerendered/${file} (${html.length} bytes)`);
}
writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
// The server-side build is only a tool of this step.
rmSync(ssrDir, { recursive: true, force: true });
