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

/**
 * Microphone -> RNNoise worklet -> a new audio track. The output track stays the same for the
 * pipeline's life, so switching microphones only changes the input, and the publisher keeps
 * sending the same track.
 */
export class NoisePipeline {
  private source: MediaStreamAudioSourceNode | null = null;

  private constructor(
    private readonly context: AudioContext,
    private readonly node: AudioWorkletNode,
    private readonly destination: MediaStreamAudioDestinationNode,
  ) {}

  static async create(input: MediaStreamTrack): Promise<NoisePipeline> {
    // RNNoise is trained on 48 kHz; the browser resamples the microphone to the context's rate.
    const context = new AudioContext({ sampleRate: 48_000, latencyHint: 'interactive' });
    try {
      const [wasm] = await Promise.all([loadWasm(), context.audioWorklet.addModule(workletUrl)]);
      const node = new AudioWorkletNode(context, RNNOISE_PROCESSOR, {
        numberOfInputs: 1,
        numberOfOutputs: 1,
        channelCount: 1,
        channelCountMode: 'explicit',
        outputChannelCount: [1],
        // A copy per pipeline: the cached bytes must stay usable for the next one.
        processorOptions: { wasm: wasm.slice(0) },
      });
      const destination = context.createMediaStreamDestination();
      node.connect(destination);
      const pipeline = new NoisePipeline(context, node, destination);
      pipeline.setInput(input);
      // A context made outside a click may start suspended; capturing the microphone usually lets it run.
      await context.resume().catch(() => undefined);
      return pipeline;
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  get output(): MediaStreamTrack {
    const track = this.destination.stream.getAudioTracks()[0];
    if (!track) throw new Error('The noise suppression output has no track');
    return track;
  }

  setInput(track: MediaStreamTrack): void {
    this.source?.disconnect();
    this.source = this.context.createMediaStreamSource(new MediaStream([track]));
    this.source.connect(this.node);
  }

  /** Called from a click (Join now): a suspended context would send silence. */
  resume(): Promise<void> {
    return this.context.resume();
  }

  close(): void {
    this.source?.disconnect();
    this.node.port.postMessage('destroy');
    this.node.disconnect();
    for (const track of this.destination.stream.getTracks()) track.stop();
    void this.context.close().catch(() => undefined);
  }
}
