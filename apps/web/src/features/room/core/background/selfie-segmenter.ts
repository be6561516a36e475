// Runs in the background worker only (a classic worker: the Solutions script and its WebAssembly
// glue are loaded with importScripts). Every file comes from our own origin: Vite copies them out
// of @mediapipe/selfie_segmentation into the build (`?url&no-inline`: even the 362-byte graph must
// be a file, since the policy's connect-src allows no data: URLs).
import solutionUrl from '@mediapipe/selfie_segmentation/selfie_segmentation.js?url&no-inline';
import graphUrl from '@mediapipe/selfie_segmentation/selfie_segmentation.binarypb?url&no-inline';
import modelUrl from '@mediapipe/selfie_segmentation/selfie_segmentation.tflite?url&no-inline';
import simdGlueUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.js?url&no-inline';
import simdWasmUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.wasm?url&no-inline';
import glueUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.js?url&no-inline';
import wasmUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.wasm?url&no-inline';

declare function importScripts(...urls: string[]): void;

interface SolutionResults {
  segmentationMask: ImageBitmap;
}

interface Solution {
  setOptions(options: { modelSelection: number; selfieMode: boolean }): void;
  initialize(): Promise<void>;
  onResults(listener: (results: SolutionResults) => void): void;
  send(inputs: { image: OffscreenCanvas }): Promise<void>;
  close(): Promise<void>;
}

type WorkerScope = typeof globalThis & {
  importScripts: typeof importScripts;
  Module?: { locateFile: (file: string) => string };
  SelfieSegmentation?: new (config: { locateFile: (file: string) => string }) => Solution;
};

const files: Record<string, string> = {
  'selfie_segmentation.binarypb': graphUrl,
  'selfie_segmentation.tflite': modelUrl,
  'selfie_segmentation_solution_simd_wasm_bin.js': simdGlueUrl,
  'selfie_segmentation_solution_simd_wasm_bin.wasm': simdWasmUrl,
  'selfie_segmentation_solution_wasm_bin.js': glueUrl,
  'selfie_segmentation_solution_wasm_bin.wasm': wasmUrl,
};

function locateFile(file: string): string {
  const url = files[file];
  if (!url) throw new Error(`The segmenter asked for an unknown file: ${file}`);
  return url;
}

/**
 * The package's "general" model (256x256 input). The landscape model (144x256) is a little cheaper
 * but found no person in our generated test figure, which the general one separates well.
 */
const GENERAL_MODEL = 0;

/** The mask's resolution: the model's own scale, so nothing is computed that it would throw away. */
export const MASK_WIDTH = 256;
export const MASK_HEIGHT = 144;

/**
 * MediaPipe's selfie segmentation (the Solutions API of @mediapipe/selfie_segmentation, pinned to
 * 0.1.1675465747) in a worker. Its worker path is unfinished in that release, so two things are
 * done for it, both tied to that exact build (decision record 041):
 * - it hands every file, the model too, to importScripts: only the scripts are let through (the
 *   model and graph are still fetched through locateFile), and its WebAssembly glue reads a global
 *   `Module` for the .wasm's address;
 * - it never keeps the WebGL context it makes on its OffscreenCanvas (its page path does), so
 *   `send` would fail: the same context is put where `send` looks for it.
 */
export class SelfieSegmenter {
  private readonly input = new OffscreenCanvas(MASK_WIDTH, MASK_HEIGHT);
  private readonly inputContext: OffscreenCanvasRenderingContext2D;
  /** The mask with the person's confidence as alpha, ready for `source-in` compositing. */
  readonly mask = new OffscreenCanvas(MASK_WIDTH, MASK_HEIGHT);
  private readonly maskContext: OffscreenCanvasRenderingContext2D;
  private solution: Solution | null = null;

  constructor() {
    this.inputContext = context2d(this.input);
    this.maskContext = context2d(this.mask, true);
  }

  async load(): Promise<void> {
    const scope = globalThis as WorkerScope;
    if (!scope.SelfieSegmentation) {
      // The worker path hands this object to the WebAssembly glue, which finds the .wasm through it.
      scope.Module = { locateFile };
      importScripts(solutionUrl);
      const load = importScripts;
      scope.importScripts = (...urls: string[]) =>
        load(...urls.filter((url) => !url.endsWith('.tflite') && !url.endsWith('.binarypb')));
    }
    const Solution = scope.SelfieSegmentation;
    if (!Solution) throw new Error('The segmentation script did not load');
    const solution = new Solution({ locateFile });
    solution.setOptions({ modelSelection: GENERAL_MODEL, selfieMode: false });
    await solution.initialize();
    keepWebGlContext(solution);
    solution.onResults((results) => this.readMask(results.segmentationMask));
    this.solution = solution;
  }

  /** Segments one frame; afterwards `mask` holds the person (alpha 1) against the background (0). */
  async segment(frame: CanvasImageSource, width: number, height: number): Promise<void> {
    if (!this.solution) throw new Error('The segmenter is not loaded');
    this.inputContext.drawImage(frame, 0, 0, width, height, 0, 0, MASK_WIDTH, MASK_HEIGHT);
    await this.solution.send({ image: this.input });
  }

  close(): void {
    void this.solution?.close();
    this.solution = null;
  }

  // The model's confidence arrives in the red channel of an opaque bitmap (its WebGL context has no
  // alpha); compositing needs it as alpha.
  private readMask(bitmap: ImageBitmap): void {
    this.maskContext.drawImage(bitmap, 0, 0, MASK_WIDTH, MASK_HEIGHT);
    const pixels = this.maskContext.getImageData(0, 0, MASK_WIDTH, MASK_HEIGHT);
    const data = pixels.data;
    for (let i = 0; i < data.length; i += 4) data[i + 3] = data[i]!;
    this.maskContext.putImageData(pixels, 0, 0);
  }
}

function keepWebGlContext(solution: Solution): void {
  for (const inner of Object.values(solution) as unknown[]) {
    if (!inner || typeof inner !== 'object') continue;
    const candidate = inner as { m?: unknown; K?: unknown };
    if (!(candidate.m instanceof OffscreenCanvas)) continue;
    candidate.K = candidate.m.getContext('webgl2') ?? candidate.m.getContext('webgl');
    if (candidate.K) return;
  }
  throw new Error('The segmenter has no WebGL context');
}

function context2d(canvas: OffscreenCanvas, willReadFrequently = false): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently });
  if (!context) throw new Error('No 2D canvas in this worker');
  return context;
}
