/**
 * The path for browsers without insertable streams (Firefox): the camera plays in a detached
 * <video>, a frame is taken from it at the camera's frame rate and goes to the worker as an
 * ImageBitmap, and what comes back is shown on a canvas whose captureStream is the output track.
 * The main thread only copies frames; segmentation and compositing stay in the worker. One frame is
 * in flight at a time, so a slow machine drops frames instead of queueing them. Paced by a timer,
 * not requestVideoFrameCallback: that fires for frames presented for composition, which a
 * detached video need not be.
 */
export class CanvasPump {
  readonly track: MediaStreamTrack;
  private readonly video = document.createElement('video');
  private readonly canvas = document.createElement('canvas');
  private readonly context: ImageBitmapRenderingContext;
  private stopped = false;

  private constructor(
    private readonly process: (frame: ImageBitmap) => Promise<ImageBitmap>,
    frameRate: number,
  ) {
    const context = this.canvas.getContext('bitmaprenderer');
    if (!context) throw new Error('No bitmap canvas in this browser');
    this.context = context;
    const track = this.canvas.captureStream(frameRate).getVideoTracks()[0];
    if (!track) throw new Error('The canvas gave no video track');
    this.track = track;
  }

  static async start(
    raw: MediaStreamTrack,
    process: (frame: ImageBitmap) => Promise<ImageBitmap>,
    frameRate: number,
  ): Promise<CanvasPump> {
    const pump = new CanvasPump(process, frameRate);
    const video = pump.video;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = new MediaStream([raw]);
    await video.play();
    // The canvas takes the camera's size before the first frame, so the track starts at it.
    pump.canvas.width = video.videoWidth;
    pump.canvas.height = video.videoHeight;
    pump.next(frameRate);
    return pump;
  }

  stop(): void {
    this.stopped = true;
    this.track.stop();
    this.video.srcObject = null;
  }

  private next(frameRate: number, startedAt = performance.now()): void {
    if (this.stopped) return;
    // The frame interval less what the last frame took, so a fast machine keeps the camera's rate.
    const wait = Math.max(0, 1000 / frameRate - (performance.now() - startedAt));
    setTimeout(() => void this.step(frameRate), wait);
  }

  private async step(frameRate: number): Promise<void> {
    if (this.stopped) return;
    const startedAt = performance.now();
    if (this.video.videoWidth > 0) {
      let output: ImageBitmap;
      try {
        output = await this.process(await createImageBitmap(this.video));
      } catch {
        // The worker failed: whoever owns the pump is told by the worker and stops it.
        return;
      }
      if (this.stopped) return output.close();
      if (this.canvas.width !== output.width) this.canvas.width = output.width;
      if (this.canvas.height !== output.height) this.canvas.height = output.height;
      this.context.transferFromImageBitmap(output);
    }
    this.next(frameRate, startedAt);
  }
}
