// Loaded with a dynamic import only when someone chooses a background: neither this module nor
// the worker and MediaPipe files it brings are part of the room's start-up bundle.
import type { BackgroundChoice } from './background-choice';
import { CanvasPump } from './canvas-pump';
import { FramePump } from './frame-pump';
import { insertableStreams } from './insertable-streams';
import type { FromWorker, ToWorker } from './worker-protocol';

/** How long a stopping worker may take to close its frames before it is terminated regardless. */
const STOP_DEADLINE_MS = 1_000;

export interface BackgroundEvents {
  /** Frames have taken longer than the frame interval for a few seconds (or no longer do). */
  onSlow: (slow: boolean) => void;
  /** The worker failed after it had started; the output track no longer gets frames. */
  onFailed: (message: string) => void;
}

/**
 * One camera track in, one track with the chosen background out, at the camera's resolution and
 * frame rate. The work happens in `background-worker.ts`: fed by insertable streams where the
 * browser has them (Chromium), by `CanvasPump` elsewhere. A new camera needs a new processor.
 */
export class BackgroundProcessor {
  private readonly worker: Worker;
  private pump: CanvasPump | null = null;
  private framePump: FramePump<VideoFrame> | null = null;
  private pendingVideoFrame: { resolve: (frame: VideoFrame) => void; reject: (error: Error) => void } | null = null;
  private generated: MediaStreamTrack | null = null;
  private pendingFrame: { resolve: (frame: ImageBitmap) => void; reject: (error: Error) => void } | null = null;
  private started: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private stopped = false;

  constructor(private readonly events: BackgroundEvents) {
    // A classic worker: MediaPipe's Solutions script loads its WebAssembly glue with importScripts.
    this.worker = new Worker(new URL('./background-worker.ts', import.meta.url), { name: 'background' });
    this.worker.addEventListener('message', (event: MessageEvent<FromWorker>) => this.onMessage(event.data));
    this.worker.addEventListener('error', (event) => this.fail(event.message || 'The background worker failed'));
  }

  /** Resolves with the processed track once the segmenter has loaded; rejects if it cannot. */
  async start(raw: MediaStreamTrack, choice: BackgroundChoice): Promise<MediaStreamTrack> {
    const frameRate = raw.getSettings().frameRate ?? 30;
    await new Promise<void>((resolve, reject) => {
      this.started = { resolve, reject };
      this.post({ type: 'start', choice, frameRate });
    });
    if (this.stopped) throw new Error('stopped');
    const streams = insertableStreams();
    if (streams) {
      const processor = new streams.MediaStreamTrackProcessor({ track: raw, maxBufferSize: 1 });
      const generator = new streams.MediaStreamTrackGenerator({ kind: 'video' });
      // One frame at a time to the worker; frames the camera makes meanwhile are dropped by the
      // processor (maxBufferSize 1), and the pump closes every frame it read (FramePump).
      this.framePump = new FramePump(processor.readable.getReader(), generator.writable.getWriter(), (frame) =>
        this.processVideoFrame(frame),
      );
      this.framePump.finished.catch(() => undefined);
      this.generated = generator;
      return generator;
    }
    this.pump = await CanvasPump.start(raw, (frame) => this.processFrame(frame), frameRate);
    return this.pump.track;
  }

  setChoice(choice: BackgroundChoice): void {
    this.post({ type: 'choice', choice });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.pump?.stop();
    // The frame in the worker comes back and is closed, not sent, before the worker goes; a worker
    // that does not answer goes anyway.
    const finish = () => {
      clearTimeout(deadline);
      this.generated?.stop();
      this.worker.terminate();
      this.fail('stopped', false);
    };
    const deadline = setTimeout(finish, STOP_DEADLINE_MS);
    void (this.framePump?.stop() ?? Promise.resolve()).then(finish);
  }

  private processVideoFrame(frame: VideoFrame): Promise<VideoFrame> {
    return new Promise((resolve, reject) => {
      this.pendingVideoFrame = { resolve, reject };
      this.post({ type: 'videoFrame', frame }, [frame]);
    });
  }

  private processFrame(frame: ImageBitmap): Promise<ImageBitmap> {
    return new Promise((resolve, reject) => {
      this.pendingFrame = { resolve, reject };
      this.post({ type: 'frame', frame }, [frame]);
    });
  }

  private onMessage(message: FromWorker): void {
    if (message.type === 'ready') {
      this.started?.resolve();
      this.started = null;
    } else if (message.type === 'frame') {
      this.pendingFrame?.resolve(message.frame);
      this.pendingFrame = null;
    } else if (message.type === 'videoFrame') {
      const pending = this.pendingVideoFrame;
      this.pendingVideoFrame = null;
      if (pending) pending.resolve(message.frame);
      else message.frame.close();
    } else if (message.type === 'load') {
      this.events.onSlow(message.slow);
    } else {
      this.fail(message.message);
    }
  }

  private fail(message: string, report = true): void {
    const error = new Error(message);
    const wasRunning = !this.started;
    this.started?.reject(error);
    this.started = null;
    this.pendingFrame?.reject(error);
    this.pendingFrame = null;
    this.pendingVideoFrame?.reject(error);
    this.pendingVideoFrame = null;
    if (report && wasRunning && !this.stopped) this.events.onFailed(message);
  }

  private post(message: ToWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }
}
