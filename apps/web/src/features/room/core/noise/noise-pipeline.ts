import wasmUrl from '@jitsi/rnnoise-wasm/dist/rnnoise.wasm?url';
import workletUrl from './rnnoise-worklet.ts?worker&url';
import { RNNOISE_PROCESSOR } from './processor-name';

/** RNNoise runs in an AudioWorklet with WebAssembly; both are needed. */
export function isNoiseSuppressionSupported(): boolean {
  return (
    typeof AudioContext !== 'undefined' &&
    typeof AudioWorkletNode !== 'undefined' &&
    typeof WebAssembly === 'object' &&
    typeof MediaStreamAudioDestinationNode !== 'undefined'
  );
}

// The binary (about 110 kB) is fetched once per page, only when someone turns suppression on.
let wasmBytes: Promise<ArrayBuffer> | null = null;
function loadWasm(): Promise<ArrayBuffer> {
  wasmBytes ??= fetch(wasmUrl).then((response) => {
    if (!response.ok) throw new Error(`Could not load the noise suppression model (${response.status})`);
    return response.arrayBuffer();
  });
  wasmBytes.catch(() => (wasmBytes = null));
  return wasmBytes;
}

/** Rejects when the signal aborts, so a start that hangs (a context that never runs) can be given up. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Microphone -> RNNoise worklet -> a new audio track. The output track stays the same for the
 * pipeline's life, so switching microphones only changes the input, and the publisher keeps
 * sending the same track. Made in two steps (the constructor, then start) so that a click can
 * resume the context while the start still waits for it.
 */
export class NoisePipeline {
  private readonly context: AudioContext;
  private node: AudioWorkletNode | null = null;
  private destination: MediaStreamAudioDestinationNode | null = null;
  private source: MediaStreamAudioSourceNode | null = null;

  constructor() {
    // RNNoise is trained on 48 kHz; the browser resamples the microphone to the context's rate.
    this.context = new AudioContext({ sampleRate: 48_000, latencyHint: 'interactive' });
  }

  /**
   * Loads the model and the worklet, connects `input`, and resolves only once the context runs:
   * a context that is not running sends silence, which must never replace the raw microphone.
   * Rejects when `signal` aborts (a timeout); the caller closes the pipeline then.
   */
  async start(input: MediaStreamTrack, signal: AbortSignal): Promise<void> {
    const aborted = untilAborted(signal);
    aborted.catch(() => undefined);
    const [wasm] = await Promise.race([
      Promise.all([loadWasm(), this.context.audioWorklet.addModule(workletUrl)]),
      aborted,
    ]);
    const node = new AudioWorkletNode(this.context, RNNOISE_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
      outputChannelCount: [1],
      // A copy per pipeline: the cached bytes must stay usable for the next one.
      processorOptions: { wasm: wasm.slice(0) },
    });
    this.node = node;
    this.destination = this.context.createMediaStreamDestination();
    node.connect(this.destination);
    this.setInput(input);
    // A context made outside a click may start suspended; capturing the microphone usually lets it
    // run. Without an output device (Firefox) or a browser's permission it may never run: then
    // resume() never settles, and only the signal ends the wait.
    await Promise.race([this.context.resume(), aborted]);
    if (this.context.state !== 'running') throw new Error(`The audio context is ${this.context.state}`);
  }

  get output(): MediaStreamTrack {
    const track = this.destination?.stream.getAudioTracks()[0];
    if (!track) throw new Error('The noise suppression output has no track');
    return track;
  }

  setInput(track: MediaStreamTrack): void {
    if (!this.node) return;
    this.source?.disconnect();
    this.source = this.context.createMediaStreamSource(new MediaStream([track]));
    this.source.connect(this.node);
  }

  /** Called from a click (Join now): browsers let a context start on a person's gesture. */
  resume(): Promise<void> {
    return this.context.resume();
  }

  close(): void {
    this.source?.disconnect();
    this.node?.port.postMessage('destroy');
    this.node?.disconnect();
    for (const track of this.destination?.stream.getTracks() ?? []) track.stop();
    void this.context.close().catch(() => undefined);
  }
}
