import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createRnnoise, RNNOISE_FRAME_SIZE } from './rnnoise-runtime';

// The real binary the app ships, run by our own runtime.
const wasmPath = createRequire(import.meta.url).resolve('@jitsi/rnnoise-wasm/dist/rnnoise.wasm');
const module = new WebAssembly.Module(readFileSync(wasmPath));

/** Deterministic white noise (a linear congruential generator) in -amplitude..amplitude. */
function noise(seed: number, amplitude: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state / 2 ** 30 - 1) * amplitude;
  };
}

function energyAfter(frames: number, sample: (n: number) => number) {
  const denoiser = createRnnoise(module);
  const input = new Float32Array(RNNOISE_FRAME_SIZE);
  const output = new Float32Array(RNNOISE_FRAME_SIZE);
  let inEnergy = 0;
  let outEnergy = 0;
  let n = 0;
  for (let frame = 0; frame < frames; frame += 1) {
    for (let i = 0; i < RNNOISE_FRAME_SIZE; i += 1) input[i] = sample(n++);
    denoiser.process(input, output);
    // Skip the first second while the network settles.
    if (frame < 100) continue;
    for (let i = 0; i < RNNOISE_FRAME_SIZE; i += 1) {
      inEnergy += (input[i] ?? 0) ** 2;
      outEnergy += (output[i] ?? 0) ** 2;
    }
  }
  denoiser.destroy();
  return outEnergy / inEnergy;
}

describe('RNNoise runtime', () => {
  it('removes steady white noise almost entirely', () => {
    expect(energyAfter(200, noise(7, 0.1))).toBeLessThan(0.05);
  });

  it('keeps most of a voiced, harmonic signal', () => {
    const hiss = noise(11, 0.01);
    const voiced = (n: number) => {
      let value = 0;
      for (let k = 1; k < 12; k += 1) value += Math.sin((2 * Math.PI * 140 * k * n) / 48_000) / k;
      return value * 0.12 + hiss();
    };
    expect(energyAfter(300, voiced)).toBeGreaterThan(0.5);
  });
});
