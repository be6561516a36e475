// The built web app's background worker (apps/web/src/features/room/core/background), driven
// directly from a page of the real server: the browser test of the segmentation and the blur bench
// feed it frames one at a time, as the room does in browsers without insertable streams.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { drawPerson } from './drawn-person';

const assets = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');

/** The worker's address in the build (its name carries a content hash). */
export function builtBackgroundWorker(): string {
  const file = fs.readdirSync(assets).find((name) => /^background-worker-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No background worker in ${assets}: run npm run build first`);
  return `/assets/${file}`;
}

/**
 * Gives the page `drawPerson` (as source: our policy allows no eval in the page, but Playwright's
 * own evaluation is not the page's) and a no-op for the `__name` calls tsx adds to functions.
 */
export async function prepareWorkerPage(page: Page): Promise<void> {
  await page.evaluate('window.__name = (target) => target');
  await page.evaluate(`window.__drawPerson = ${drawPerson.toString()}`);
}

export interface WorkerRunArgs {
  workerUrl: string;
  choice: string;
  width: number;
  height: number;
  frames: number;
}

export interface WorkerRunResult {
  /** Wall time of each frame's round trip through the worker, ms. */
  frameMs: number[];
  /** RGBA of the last input and output frames. */
  input: number[];
  output: number[];
}

/**
 * Runs in the page (after prepareWorkerPage): starts the worker with `choice`, sends it `frames` drawn frames (the figure
 * moving a pixel each time) one after another, and returns the timings and the last frame in and out.
 */
export async function runBackgroundWorker(args: WorkerRunArgs): Promise<WorkerRunResult> {
  const draw = (window as unknown as { __drawPerson: typeof drawPerson }).__drawPerson;
  const canvas = document.createElement('canvas');
  canvas.width = args.width;
  canvas.height = args.height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const worker = new Worker(args.workerUrl, { name: 'background' });
  const next = () =>
    new Promise<{ type: string; frame?: ImageBitmap; message?: string }>((resolve) => {
      worker.onmessage = (event) => {
        if (event.data.type !== 'load') resolve(event.data);
      };
    });
  try {
    let reply = next();
    worker.postMessage({ type: 'start', choice: args.choice, frameRate: 30 });
    const started = await reply;
    if (started.type !== 'ready') throw new Error(`The worker did not start: ${started.message}`);
    const frameMs: number[] = [];
    let output: ImageBitmap | undefined;
    for (let i = 0; i < args.frames; i += 1) {
      draw(context, args.width, args.height, i % 8);
      const bitmap = await createImageBitmap(canvas);
      const sent = performance.now();
      reply = next();
      worker.postMessage({ type: 'frame', frame: bitmap }, [bitmap]);
      const answer = await reply;
      if (answer.type !== 'frame' || !answer.frame) throw new Error(`No frame came back: ${answer.message}`);
      frameMs.push(performance.now() - sent);
      output?.close();
      output = answer.frame;
    }
    const input = Array.from(context.getImageData(0, 0, args.width, args.height).data);
    context.drawImage(output!, 0, 0);
    return { frameMs, input, output: Array.from(context.getImageData(0, 0, args.width, args.height).data) };
  } finally {
    worker.terminate();
  }
}
