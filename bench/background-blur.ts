// What background blur costs per frame at 640x360 (decision record 041): the built web
// app's background worker (MediaPipe's selfie segmentation and our compositing) in headless Debian
// Chromium, on a page of the real server, fed a drawn person (e2e/support/drawn-person.ts) one
// frame at a time, as the room does without insertable streams. Prints the wall time of each
// frame's round trip (median, p90, worst) and Chromium's CPU per frame (every Chromium process,
// from /proc, so the page's frame copies count too), for blur and for a picture. Asserts nothing.
// Usage: npm run build, then npx tsx bench/background-blur.ts [frames]   (default 150)
/// <reference lib="dom" />
import { builtBackgroundWorker, prepareWorkerPage, runBackgroundWorker } from '../e2e/support/background-worker';
import { launchBrowser } from '../e2e/support/chromium';
import { cpuSeconds, programOf, processTree } from './support/proc-usage';
import { startServer } from './support/server';

const frames = Number(process.argv[2] ?? 150);
const width = 640;
const height = 360;

const chromiumCpu = () => cpuSeconds(processTree(process.pid).filter((pid) => programOf(pid).includes('chromium')));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
};

const workerUrl = builtBackgroundWorker();
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ baseURL: server.baseUrl });
  await page.goto('/');
  await prepareWorkerPage(page);
  // One short unmeasured run: the first start compiles the WebAssembly and loads the model.
  await page.evaluate(runBackgroundWorker, { workerUrl, choice: 'blur', width, height, frames: 5 });
  console.log(`Background effect, ${width}x${height}, ${frames} frames one after another, headless Chromium (no GPU)`);
  for (const choice of ['blur', 'dusk']) {
    const cpuBefore = chromiumCpu();
    const started = performance.now();
    const result = await page.evaluate(runBackgroundWorker, { workerUrl, choice, width, height, frames });
    const wallMs = performance.now() - started;
    const cpuMsPerFrame = ((chromiumCpu() - cpuBefore) * 1000) / frames;
    const ms = result.frameMs;
    console.log(
      `  ${choice.padEnd(5)} per frame: median ${percentile(ms, 0.5).toFixed(1)} ms, p90 ${percentile(ms, 0.9).toFixed(1)} ms, ` +
        `worst ${Math.max(...ms).toFixed(1)} ms; Chromium CPU ${cpuMsPerFrame.toFixed(1)} ms/frame ` +
        `(${((frames * 1000) / wallMs).toFixed(1)} frames/s in a row, worker start included)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
