import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstPagePrefetch } from './first-page-prefetch-plugin.ts';

// The dev server forwards API calls (and the room's signalling WebSocket) and the dev mailbox
// to the Node server, so the browser sees one origin as it does in production.
const serverUrl = 'http://127.0.0.1:3000';

// `vite build --ssr src/prerender.tsx` is the build-time renderer of the prerendered pages (prerender.mjs,
// decision record 067): a Node module in .prerender/, without the browser build's entries and copies.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild && firstPagePrefetch(),
    // Brotli and gzip copies of every text file next to it, served as they are (web-app.ts): compressing
    // the 420 kB start-up bundle on each request cost the server 150 to 650 ms of CPU under load.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // zod, configured for our Content-Security-Policy before its first use (src/lib/zod-config.ts).
    // Only the bare name: the module itself imports 'zod/v4'.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) }],
  },
  server: {
    proxy: {
      '/api': { target: serverUrl, ws: true },
      // A regular expression, so only /dev and /dev/... go to the server, not a route like /developers.
      '^/dev(/|$)': { target: serverUrl },
    },
  },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './.prerender' : './dist', import.meta.url)),
    emptyOutDir: true,
  },
  // Bundled into the build-time renderer, so it runs with the same module resolution (the zod alias, JSON
  // and glob imports) as the browser build.
  ssr: { noExternal: isSsrBuild ? true : undefined },
}));
