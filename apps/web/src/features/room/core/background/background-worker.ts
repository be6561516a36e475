// The background worker: segmentation and compositing off the page's main thread, fed one frame at
// a time: in Chromium a VideoFrame from insertable streams, elsewhere an ImageBitmap. Each comes in
// and goes back transferred, so the page owns every frame it has not handed over (see FramePump). Bundled on its own by Vite as a classic worker (see selfie-segmenter).
import type { BackgroundChoice } from './background-choice';
import { Compositor } from './compositor';
import { FrameBudget } from './frame-budget';
import { SelfieSegmenter } from './selfie-segmenter';
import type { FromWorker, ToWorker } from './worker-protocol';

declare function postMessage(message: FromWorker, transfer?: Transferable[]): void;

const segmenter = new SelfieSegmenter();
const compositor = new Compositor();
let choice: BackgroundChoice = 'none';
let budget = new FrameBudget(1000 / 30);
let slow = false;

async function process(frame: CanvasImageSource, width: number, height: number): Promise<OffscreenCanvas> {
  const started = performance.now();
  await segmenter.segment(frame, width, height);
  const output = compositor.compose(frame, width, height, segmenter.mask, choice);
  const now = performance.now();
  const nowSlow = budget.add(now - started, now);
  if (nowSlow !== slow) {
    slow = nowSlow;
    postMessage({ type: 'load', slow, averageMs: budget.averageMs });
  }
  return output;
}

async function processVideoFrame(frame: VideoFrame): Promise<VideoFrame> {
  const output = await process(frame, frame.displayWidth, frame.displayHeight);
  // Same size and timestamp as the camera's frame: the sent track keeps resolution and rate.
  return new VideoFrame(output, { timestamp: frame.timestamp, duration: frame.duration ?? undefined });
}

async function onMessage(message: ToWorker): Promise<void> {
  if (message.type === 'start') {
    choice = message.choice;
    budget = new FrameBudget(1000 / message.frameRate);
    await segmenter.load();
    postMessage({ type: 'ready' });
  } else if (message.type === 'choice') {
    choice = message.choice;
  } else if (message.type === 'videoFrame') {
    let processed: VideoFrame;
    try {
      processed = await processVideoFrame(message.frame);
    } finally {
      message.frame.close();
    }
    // Transferred: this copy is detached here, and the page owns the frame.
    postMessage({ type: 'videoFrame', frame: processed }, [processed]);
  } else {
    const { frame } = message;
    const output = await process(frame, frame.width, frame.height);
    frame.close();
    const result = output.transferToImageBitmap();
    postMessage({ type: 'frame', frame: result }, [result]);
  }
}

addEventListener('message', (event: MessageEvent<ToWorker>) => {
  onMessage(event.data).catch((error: unknown) => {
    postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
