import { describe, expect, it } from 'vitest';
import { Reframer } from './reframer';

describe('Reframer', () => {
  it('turns 128-sample blocks into whole frames and back, one frame late and without gaps', () => {
    const frames: number[][] = [];
    // The "processing" doubles each sample, so the output shows which input it came from.
    const reframer = new Reframer(480, (input, output) => {
      frames.push([input[0] ?? 0, input[479] ?? 0]);
      for (let i = 0; i < 480; i += 1) output[i] = (input[i] ?? 0) * 2;
    });
    const out: number[] = [];
    let next = 1;
    for (let block = 0; block < 30; block += 1) {
      const input = Float32Array.from({ length: 128 }, () => next++);
      const output = new Float32Array(128);
      reframer.run(input, output);
      out.push(...output);
    }
    // 30 blocks = 3840 samples = 8 whole frames.
    expect(frames).toHaveLength(8);
    expect(frames[0]).toEqual([1, 480]);
    expect(frames[1]).toEqual([481, 960]);
    // The first 480 output samples are the initial silence; then sample n comes out as 2n.
    expect(out.slice(0, 480).every((value) => value === 0)).toBe(true);
    expect(out.slice(480, 484)).toEqual([2, 4, 6, 8]);
    expect(out.at(-1)).toBe(2 * (3840 - 480));
  });
});
