import type { BackgroundChoice } from './background-choice';

/** From the page to the background worker. */
export type ToWorker =
  /** Loads the segmenter; answered with `ready` or `failed`. */
  | { type: 'start'; choice: BackgroundChoice; frameRate: number }
  | { type: 'choice'; choice: BackgroundChoice }
  /** Chromium: the camera's frames in, the processed frames out, until the input ends. */
  | { type: 'stream'; readable: ReadableStream<VideoFrame>; writable: WritableStream<VideoFrame> }
  /** Elsewhere: one frame in, answered with one processed `frame`. */
  | { type: 'frame'; frame: ImageBitmap }
  /** Ends the stream with every frame closed; answered with `stopped`. */
  | { type: 'stop' };

/** From the background worker to the page. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'frame'; frame: ImageBitmap }
  | { type: 'stopped' }
  /** Sent when it changes: whether frames have taken longer than the frame interval for a while. */
  | { type: 'load'; slow: boolean; averageMs: number };
