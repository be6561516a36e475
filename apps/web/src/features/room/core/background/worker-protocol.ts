import type { BackgroundChoice } from './background-choice';

/** From the page to the background worker. */
export type ToWorker =
  /** Loads the segmenter; answered with `ready` or `failed`. */
  | { type: 'start'; choice: BackgroundChoice; frameRate: number }
  | { type: 'choice'; choice: BackgroundChoice }
  /** Chromium: one camera frame in (transferred), answered with one processed `videoFrame`. */
  | { type: 'videoFrame'; frame: VideoFrame }
  /** Elsewhere: one frame in, answered with one processed `frame`. */
  | { type: 'frame'; frame: ImageBitmap };

/** From the background worker to the page. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'frame'; frame: ImageBitmap }
  | { type: 'videoFrame'; frame: VideoFrame }
  /** Sent when it changes: whether frames have taken longer than the frame interval for a while. */
  | { type: 'load'; slow: boolean; averageMs: number };
