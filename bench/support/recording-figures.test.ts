import { describe, expect, it } from 'vitest';
import { parseStat } from './proc-usage';
import { markdownTable, meetingPublishers, processingFigures } from './recording-figures';

describe('the meeting bench/recording-processing.ts records', () => {
  it('gives each person a microphone from the start and a camera a moment later, both to the end', () => {
    const publishers = meetingPublishers(3, 60, { size: '640x360', kbps: 700 });
    expect(publishers.map((p) => [p.feed, p.participantId, p.displayName])).toEqual([
      [1000, 'p-1', 'Person 1'],
      [1001, 'p-2', 'Person 2'],
      [1002, 'p-3', 'Person 3'],
    ]);
    for (const publisher of publishers) {
      const [microphone, camera] = publisher.streams;
      expect(microphone).toMatchObject({ source: 'microphone', at: 0, seconds: 60 });
      expect(camera).toMatchObject({ source: 'camera', size: '640x360', kbps: 700 });
      // Every stream ends with the segment.
      expect(camera!.at / 1000 + camera!.seconds).toBeCloseTo(60, 6);
    }
    expect(new Set(publishers.map((p) => p.streams[0]!.hz)).size).toBe(3);
  });
});

describe('processing figures', () => {
  it('relates wall time and job CPU to the meeting and the output size to its length', () => {
    const figures = processingFigures({
      recordedSeconds: 60,
      wallMs: 30_000,
      jobCpuSeconds: 45,
      outputBytes: 7_500_000,
      outputSeconds: 60,
    });
    expect(figures).toEqual({ wallRatio: 0.5, cpuRatio: 0.75, minutesPerHour: 30, outputKbps: 1000 });
  });

  it('has no bitrate for an output without length', () => {
    const figures = processingFigures({
      recordedSeconds: 1,
      wallMs: 1,
      jobCpuSeconds: 0,
      outputBytes: 10,
      outputSeconds: 0,
    });
    expect(figures.outputKbps).toBe(0);
  });
});

describe('markdownTable', () => {
  it('writes a header, a separator and one line per row', () => {
    expect(markdownTable(['a', 'b'], [[1, 'x y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x y |');
  });
});

describe('parseStat', () => {
  it("reads the process's own and its waited-for children's CPU, whatever its name holds", () => {
    // utime 250, stime 50, cutime 1200, cstime 300 ticks of 1/100 s.
    const text =
      '4242 (node (job) x) S 4200 4242 4200 0 -1 4194304 101 0 0 0 250 50 1200 300 20 0 11 0 1075157 3133440 412';
    expect(parseStat(4242, text)).toEqual({
      pid: 4242,
      ppid: 4200,
      name: 'node (job) x',
      cpuSeconds: 3,
      childrenCpuSeconds: 15,
    });
  });
});
