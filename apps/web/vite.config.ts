import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls (and the room's signalling WebSocket) and the dev mailbox
// to the Node server, so the browser sees one origin as it does in production.
const serverUrl = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: serverUrl, ws: true },
      // A regular expression, so only /dev and /dev/... go to the server, not a route like /developers.
      '^/dev(/|$)': { target: serverUrl },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
