import type { BackgroundChoice } from './background-choice';
import type { BackgroundEvents, BackgroundProcessor } from './background-processor';

export type BackgroundStartResult = 'running' | 'failed' | 'cancelled';

/**
 * The life of LocalMedia's background processor: at most one, built on one camera track. The
 * processor's code (and through it the worker and MediaPipe's files) is imported only on the first
 * start, so nobody who keeps their background pays for it.
 */
export class BackgroundChain {
  private running: { processor: BackgroundProcessor; input: MediaStreamTrack; output: MediaStreamTrack } | null = null;
  private starting: { input: MediaStreamTrack; processor: BackgroundProcessor | null } | null = null;

  constructor(private readonly events: BackgroundEvents) {}

  /** The track with the background, once the segmenter runs. */
  get output(): MediaStreamTrack | null {
    return this.running?.output ?? null;
  }

  /** The camera track the running or starting processor works on. */
  get input(): MediaStreamTrack | null {
    return this.running?.input ?? this.starting?.input ?? null;
  }

  /** Starts a processor on `input` (stopping any other); 'cancelled' when stop() came first. */
  async start(input: MediaStreamTrack, choice: BackgroundChoice): Promise<BackgroundStartResult> {
    this.stop();
    const attempt: { input: MediaStreamTrack; processor: BackgroundProcessor | null } = { input, processor: null };
    this.starting = attempt;
    try {
      const { BackgroundProcessor } = await import('./background-processor');
      if (this.starting !== attempt) return 'cancelled';
      attempt.processor = new BackgroundProcessor(this.events);
      const output = await attempt.processor.start(input, choice);
      if (this.starting !== attempt) throw new Error('The background was stopped');
      this.running = { processor: attempt.processor, input, output };
      return 'running';
    } catch (error) {
      attempt.processor?.stop();
      if (this.starting !== attempt) return 'cancelled';
      console.warn('The background effect could not start', error);
      return 'failed';
    } finally {
      if (this.starting === attempt) this.starting = null;
    }
  }

  setChoice(choice: BackgroundChoice): void {
    this.running?.processor.setChoice(choice);
  }

  stop(): void {
    const attempt = this.starting;
    this.starting = null;
    attempt?.processor?.stop();
    this.running?.processor.stop();
    this.running = null;
  }
}
