/**
 * A minimal runtime for @jitsi/rnnoise-wasm 0.2.1's `rnnoise.wasm`, instead of its Emscripten glue:
 * the glue fetches the binary itself (an AudioWorklet has no fetch) and carries code for Node and
 * workers we never need. The binary's imports and exports are minified by Emscripten; the names
 * below are read from that version's glue (`asmLibraryArg` and the export table), which is why the
 * package is pinned to an exact version.
 */
export const RNNOISE_FRAME_SIZE = 480;

interface RnnoiseExports {
  c: WebAssembly.Memory;
  /** __wasm_call_ctors */
  d: () => void;
  /** rnnoise_create(model): state pointer; model 0 is the built-in one. */
  f: (model: number) => number;
  /** malloc(bytes) */
  g: (bytes: number) => number;
  /** rnnoise_destroy(state) */
  h: (state: number) => void;
  /** free(pointer) */
  i: (pointer: number) => void;
  /** rnnoise_process_frame(state, out, in): voice probability 0..1 */
  j: (state: number, output: number, input: number) => number;
}

export interface Denoiser {
  /**
   * Denoises one frame of 480 samples at 48 kHz in the Web Audio range (-1..1) and returns the
   * probability that it holds a voice.
   */
  process(input: Float32Array, output: Float32Array): number;
  destroy(): void;
}

// RNNoise works on 16-bit PCM magnitudes.
const PCM_SCALE = 32768;

export function createRnnoise(module: WebAssembly.Module): Denoiser {
  let memory: WebAssembly.Memory | null = null;
  const imports = {
    a: {
      /** emscripten_resize_heap(requested bytes): grow linear memory in 64 KiB pages. */
      a: (requested: number) => {
        if (!memory) return 0;
        const pages = Math.ceil((requested - memory.buffer.byteLength) / 65536);
        try {
          memory.grow(Math.max(pages, 1));
          return 1;
        } catch {
          return 0;
        }
      },
      /** emscripten_memcpy_big(dest, src, count) */
      b: (dest: number, src: number, count: number) => {
        if (memory) new Uint8Array(memory.buffer).copyWithin(dest, src, src + count);
      },
    },
  };
  const exports = new WebAssembly.Instance(module, imports).exports as unknown as RnnoiseExports;
  if (typeof exports.j !== 'function' || !(exports.c instanceof WebAssembly.Memory)) {
    throw new Error('Unexpected rnnoise.wasm: its exports do not match @jitsi/rnnoise-wasm 0.2.1');
  }
  memory = exports.c;
  exports.d();
  const state = exports.f(0);
  const bytes = RNNOISE_FRAME_SIZE * Float32Array.BYTES_PER_ELEMENT;
  const inputPointer = exports.g(bytes);
  const outputPointer = exports.g(bytes);

  return {
    process(input, output) {
      // The heap may have grown since the last call, which detaches older views: take fresh ones.
      const heap = new Float32Array(exports.c.buffer);
      const inAt = inputPointer / Float32Array.BYTES_PER_ELEMENT;
      for (let index = 0; index < RNNOISE_FRAME_SIZE; index += 1) heap[inAt + index] = (input[index] ?? 0) * PCM_SCALE;
      const voice = exports.j(state, outputPointer, inputPointer);
      const result = new Float32Array(exports.c.buffer, outputPointer, RNNOISE_FRAME_SIZE);
      for (let index = 0; index < RNNOISE_FRAME_SIZE; index += 1) output[index] = (result[index] ?? 0) / PCM_SCALE;
      return voice;
    },
    destroy() {
      exports.i(inputPointer);
      exports.i(outputPointer);
      exports.h(state);
    },
  };
}
