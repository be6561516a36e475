// `npm run dev`: the server restarting on change (port 3000) and Vite's dev server with hot reload
// (port 5173, proxying /api and /dev to the server). Stops both on Ctrl+C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
