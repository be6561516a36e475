import { describe, expect, it } from 'vitest';
import {
  expectedVideoStreams,
  receiveFigures,
  runLimited,
  udpDropsByPid,
  workerFor,
  type StreamSample,
  type WorkerSample,
} from './figures';

const video = (packets: number, expected: number, frames: number, bytes: number): StreamSample => ({
  kind: 'video',
  packets,
  bytes,
  frames,
  expected,
  jitterMs: 2,
});
const audio = (packets: number, expected: number): StreamSample => ({
  kind: 'audio',
  packets,
  bytes: packets * 100,
  frames: 0,
  expected,
  jitterMs: 4,
});

describe('receive figures over a window', () => {
  // Two generator processes with different clocks; the second's window is 2 s, the first's 1 s.
  const before: WorkerSample[] = [
    { at: 1_000, sentBytes: 0, people: { P0: { '11': video(100, 100, 30, 10_000), '12': audio(50, 50) } } },
    { at: 50_000, sentBytes: 1_000, people: { V0: { '11': video(10, 10, 3, 1_000) } } },
  ];
  const after: WorkerSample[] = [
    {
      at: 2_000,
      sentBytes: 125_000,
      people: {
        // 30 packets in 1 s, 2 lost; audio received nothing new.
        P0: { '11': video(130, 132, 60, 25_000), '12': audio(50, 50) },
        // Joined during the window: all of its streams count from zero.
        P1: { '21': audio(10, 10) },
      },
    },
    { at: 52_000, sentBytes: 1_000, people: { V0: { '11': video(70, 70, 63, 31_000) } } },
  ];
  const figures = receiveFigures(before, after);

  it('counts the streams that received packets in the window, by kind', () => {
    expect(figures.streams).toEqual({ audio: 1, video: 2 });
    // 30 video packets in 1 s and 60 in 2 s; 10 audio packets in 1 s.
    expect(figures.packetsPerSecond).toEqual({ audio: 10, video: 60 });
  });

  it('measures loss from the sequence numbers skipped in the window', () => {
    // Video: 2 lost of 32 + 60 expected.
    expect(figures.videoLossPercent).toBeCloseTo((2 / 92) * 100, 6);
    expect(figures.audioLossPercent).toBe(0);
  });

  it("rates each stream over its own process's elapsed time", () => {
    // 30 frames in 1 s and 60 frames in 2 s: 30 fps each.
    expect(figures.videoFpsPerStream).toBeCloseTo(30, 6);
    // 15,000 bytes in 1 s (120 kbit/s) and 30,000 bytes in 2 s (120 kbit/s).
    expect(figures.videoKbpsPerStream).toBeCloseTo(120, 6);
    expect(figures.sentMbps).toBeCloseTo(1, 6);
    expect(figures.jitterMs).toEqual({ audio: 4, video: 2 });
  });

  it('has nothing to say about an empty window', () => {
    expect(receiveFigures([], [])).toMatchObject({ streams: { audio: 0, video: 0 }, videoLossPercent: 0 });
  });
});

describe('forwarded video streams expected', () => {
  it('gives each participant min(cap, publishers other than themselves)', () => {
    const room = (publishers: number, viewers: number) => [
      ...Array.from({ length: publishers }, () => ({ publishes: true })),
      ...Array.from({ length: viewers }, () => ({ publishes: false })),
    ];
    expect(expectedVideoStreams(room(10, 0), 25)).toBe(90);
    expect(expectedVideoStreams(room(50, 0), 25)).toBe(1250);
    expect(expectedVideoStreams(room(26, 0), 25)).toBe(650);
    expect(expectedVideoStreams(room(1, 300), 25)).toBe(300);
  });
});

describe('spreading participants over generator processes', () => {
  it('deals publishers and receive-only participants round robin, each kind on its own', () => {
    // 5 publishers (0-4), then viewers (5-10), over 2 processes.
    expect(Array.from({ length: 11 }, (_, i) => workerFor(i, 5, 2))).toEqual([0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1]);
    // One publisher: it and the first viewer share process 0, the viewers then go round.
    expect(Array.from({ length: 5 }, (_, i) => workerFor(i, 1, 4))).toEqual([0, 0, 1, 2, 3]);
  });
});

describe('UDP receive-buffer drops from ss', () => {
  it('sums the drops of every socket of a process', () => {
    const output = [
      'State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess',
      'UNCONN 0      0          127.1.0.1:20001      0.0.0.0:*    users:(("janus",pid=41,fd=30))',
      '\t skmem:(r0,rb4194304,t0,tb212992,f4096,w0,o0,bl0,d458)',
      'UNCONN 0      0          127.1.0.1:20002      0.0.0.0:*    users:(("janus",pid=41,fd=31))',
      '\t skmem:(r0,rb4194304,t0,tb212992,f4096,w0,o0,bl0,d2)',
      'UNCONN 0      0          127.1.0.1:45000      0.0.0.0:*    users:(("node",pid=7,fd=22))',
      '\t skmem:(r0,rb8388608,t0,tb212992,f0,w0,o0,bl0,d0)',
    ].join('\n');
    expect([...udpDropsByPid(output)]).toEqual([
      [41, 460],
      [7, 0],
    ]);
  });
});

describe('running with a limit', () => {
  it('starts items in order and never has more than the limit under way', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts nothing more after a failure and rejects with it', async () => {
    const started: number[] = [];
    const run = runLimited([1, 2, 3, 4], 1, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('join refused');
    });
    await expect(run).rejects.toThrow('join refused');
    expect(started).toEqual([1, 2]);
  });
});
