/** What the pump needs of a frame: VideoFrame in the browser. */
export interface ClosableFrame {
  close(): void;
}

/**
 * The camera's frames in, processed frames out, with every frame closed exactly once however the
 * pump ends: input done, the output failing, or stop() while a frame is being processed. A frame
 * left to the garbage collector holds the camera's buffer until then, and a camera out of buffers
 * stalls; streams drop chunks they still hold when they are cancelled, so the pump cancels its
 * input and aborts its output itself, with nothing of its own left in them.
 */
export class FramePump<Frame extends ClosableFrame> {
  private stopping = false;
  readonly finished: Promise<void>;

  constructor(
    private readonly input: ReadableStreamDefaultReader<Frame>,
    private readonly output: WritableStreamDefaultWriter<Frame>,
    private readonly transform: (frame: Frame) => Promise<Frame>,
  ) {
    this.finished = this.run();
  }

  /** Ends the pump after the frame in hand, which is closed, not sent. */
  stop(): Promise<void> {
    this.stopping = true;
    // A read waiting for the camera's next frame resolves as done.
    this.input.cancel().catch(() => undefined);
    return this.finished.catch(() => undefined);
  }

  private async run(): Promise<void> {
    let ended = false;
    try {
      for (;;) {
        const { value: frame, done } = await this.input.read();
        if (done) {
          ended = !this.stopping;
          return;
        }
        let processed: Frame | null = null;
        try {
          if (this.stopping) return;
          processed = await this.transform(frame);
          // The generator closes what it is given; closing again is harmless, and needed if unsent.
          if (!this.stopping) await this.output.write(processed);
        } finally {
          processed?.close();
          frame.close();
        }
      }
    } finally {
      if (ended) await this.output.close().catch(() => undefined);
      else await Promise.allSettled([this.input.cancel(), this.output.abort()]);
    }
  }
}
