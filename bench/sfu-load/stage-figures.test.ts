import { describe, expect, it } from 'vitest';
import type { StreamSample, WorkerSample } from './figures';
import { onlyPeople, sideFigures, sideOf } from './stage-figures';

const video = (packets: number, expected: number, frames: number): StreamSample => ({
  kind: 'video',
  packets,
  bytes: packets * 1000,
  frames,
  expected,
  jitterMs: 1,
});

describe('a large meeting split between origin and edge', () => {
  it('puts the first perServer audience members on the origin, the rest on the edge', () => {
    expect([0, 1, 2, 3].map((i) => sideOf(i, 2))).toEqual(['origin', 'origin', 'edge', 'edge']);
  });

  it("keeps one side's people only, and computes that side's loss and CPU per member", () => {
    const before: WorkerSample[] = [
      { at: 0, sentBytes: 0, people: { A0: { '1': video(0, 0, 0) }, A2: { '2': video(0, 0, 0) } } },
    ];
    const after: WorkerSample[] = [
      { at: 1_000, sentBytes: 0, people: { A0: { '1': video(30, 30, 30) }, A2: { '2': video(27, 30, 27) } } },
    ];
    expect(Object.keys(onlyPeople(after, new Set(['A2']))[0]!.people)).toEqual(['A2']);
    const origin = sideFigures(40, new Set(['A0']), before, after);
    const edge = sideFigures(30, new Set(['A2']), before, after);
    expect(origin).toMatchObject({ audience: 1, janusCpuPercentPerAudienceMember: 40 });
    expect(origin.receive.videoLossPercent).toBe(0);
    expect(edge.receive.videoLossPercent).toBeCloseTo(10);
    expect(edge.receive.streams.video).toBe(1);
    expect(sideFigures(5, new Set(), before, after).janusCpuPercentPerAudienceMember).toBe(0);
  });
});
