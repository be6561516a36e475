import { NoisePipeline } from './noise-pipeline';

/**
 * How long a pipeline may take to run. The raw microphone is sent meanwhile, so this only decides
 * when the room says suppression is unavailable: long enough for a slow phone to load the model
 * (about 110 kB) and the worklet, short enough that nobody wonders for long.
 */
export const NOISE_START_TIMEOUT_MS = 4_000;

export type NoiseStartResult = 'running' | 'failed' | 'cancelled';

class NoiseStartTimeout extends Error {
  constructor(ms: number) {
    super(`Noise suppression did not start within ${ms} ms`);
  }
}

/**
 * The life of LocalMedia's RNNoise pipeline: at most one starting or running, a start given up
 * after a timeout (its audio context closed), and the latest microphone as its input even when
 * the microphone changed while it was starting.
 */
export class NoiseChain {
  private running: NoisePipeline | null = null;
  private starting: { pipeline: NoisePipeline | null; controller: AbortController } | null = null;
  private input: MediaStreamTrack | null = null;

  constructor(private readonly timeoutMs = NOISE_START_TIMEOUT_MS) {}

  /** The denoised track, once the pipeline runs. */
  get output(): MediaStreamTrack | null {
    return this.running?.output ?? null;
  }

  get isStarting(): boolean {
    return this.starting !== null;
  }

  /**
   * Starts a pipeline on `input` (stopping any other). 'running' once its context runs;
   * 'failed' when it threw or did not run in time; 'cancelled' when stop() came first.
   */
  async start(input: MediaStreamTrack): Promise<NoiseStartResult> {
    this.stop();
    this.input = input;
    const controller = new AbortController();
    const attempt: { pipeline: NoisePipeline | null; controller: AbortController } = { pipeline: null, controller };
    this.starting = attempt;
    const timer = setTimeout(() => controller.abort(new NoiseStartTimeout(this.timeoutMs)), this.timeoutMs);
    try {
      attempt.pipeline = new NoisePipeline();
      await attempt.pipeline.start(input, controller.signal);
      // Stopped just as it came up (the abort's rejection lost the race to the start): not wanted now.
      if (this.starting !== attempt) throw new Error('Noise suppression was stopped');
      this.running = attempt.pipeline;
      if (this.input !== input && this.input) this.running.setInput(this.input);
      return 'running';
    } catch (error) {
      attempt.pipeline?.close();
      if (this.starting !== attempt) return 'cancelled';
      console.warn('Noise suppression could not start', error);
      return 'failed';
    } finally {
      clearTimeout(timer);
      if (this.starting === attempt) this.starting = null;
    }
  }

  /** A new microphone: the running pipeline takes it, a starting one takes it once it runs. */
  setInput(track: MediaStreamTrack): void {
    this.input = track;
    this.running?.setInput(track);
  }

  /** From a click: a context waiting for a gesture may start now. */
  async resume(): Promise<void> {
    const pipeline = this.running ?? this.starting?.pipeline;
    await pipeline?.resume().catch(() => undefined);
  }

  stop(): void {
    const attempt = this.starting;
    this.starting = null;
    attempt?.controller.abort(new Error('Noise suppression was stopped'));
    this.running?.close();
    this.running = null;
  }
}
