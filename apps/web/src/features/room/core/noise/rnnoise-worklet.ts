// Runs in the AudioWorkletGlobalScope, bundled on its own by Vite (`?worker&url`). The wasm binary
// arrives as bytes in processorOptions (a worklet cannot fetch) and is compiled here; compiling
// synchronously is allowed off the main thread.
import { createRnnoise, RNNOISE_FRAME_SIZE, type Denoiser } from './rnnoise-runtime';
import { RNNOISE_PROCESSOR } from './processor-name';
import { Reframer } from './reframer';

declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: unknown);
}
declare function registerProcessor(
  name: string,
  processor: new (options: ProcessorInit) => AudioWorkletProcessor,
): void;

interface ProcessorInit {
  processorOptions: { wasm: ArrayBuffer };
}

class RnnoiseProcessor extends AudioWorkletProcessor {
  private denoiser: Denoiser | null;
  private readonly reframer: Reframer;

  constructor(options: ProcessorInit) {
    super();
    this.denoiser = createRnnoise(new WebAssembly.Module(options.processorOptions.wasm));
    this.reframer = new Reframer(RNNOISE_FRAME_SIZE, (input, output) => this.denoiser?.process(input, output));
    this.port.onmessage = (event: MessageEvent) => {
      if (event.data !== 'destroy') return;
      this.denoiser?.destroy();
      this.denoiser = null;
    };
  }

  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const input = inputs[0]?.[0];
    const output = outputs[0]?.[0];
    if (!output) return true;
    if (!this.denoiser) return false;
    this.reframer.run(input ?? new Float32Array(output.length), output);
    return true;
  }
}

registerProcessor(RNNOISE_PROCESSOR, RnnoiseProcessor);
