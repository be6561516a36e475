/**
 * Web Audio hands a worklet 128 samples at a time; RNNoise needs 480. The reframer collects input
 * into whole frames, processes each, and plays the results back 128 at a time. Output starts with
 * one frame of silence, which is exactly enough that every block has processed samples ready:
 * a fixed 10 ms of latency, with no gaps.
 */
export class Reframer {
  private readonly pending: Float32Array;
  private pendingCount = 0;
  private readonly frameOut: Float32Array;
  private readonly ring: Float32Array;
  private readAt = 0;
  private available: number;

  constructor(
    private readonly frameSize: number,
    private readonly processFrame: (input: Float32Array, output: Float32Array) => void,
    maxBlock = 128,
  ) {
    this.pending = new Float32Array(frameSize);
    this.frameOut = new Float32Array(frameSize);
    this.ring = new Float32Array(frameSize * 2 + maxBlock);
    // The initial frame of silence (the ring starts zeroed).
    this.available = frameSize;
  }

  /** Takes `input` in and writes as many processed samples into `output` (same length). */
  run(input: Float32Array, output: Float32Array): void {
    for (let index = 0; index < input.length; index += 1) {
      this.pending[this.pendingCount] = input[index] ?? 0;
      this.pendingCount += 1;
      if (this.pendingCount === this.frameSize) this.completeFrame();
    }
    for (let index = 0; index < output.length; index += 1) {
      if (this.available === 0) {
        output[index] = 0;
        continue;
      }
      output[index] = this.ring[this.readAt] ?? 0;
      this.readAt = (this.readAt + 1) % this.ring.length;
      this.available -= 1;
    }
  }

  private completeFrame(): void {
    this.processFrame(this.pending, this.frameOut);
    let writeAt = (this.readAt + this.available) % this.ring.length;
    for (let index = 0; index < this.frameSize; index += 1) {
      this.ring[writeAt] = this.frameOut[index] ?? 0;
      writeAt = (writeAt + 1) % this.ring.length;
    }
    this.available += this.frameSize;
    this.pendingCount = 0;
  }
}
