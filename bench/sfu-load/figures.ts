// Pure arithmetic of bench/sfu-load: what the generator's processes report (samples of the RTP their
// synthetic participants received) and the figures of one measuring window made from two samples.

/** One received stream (one SSRC at one participant) at one moment. */
export interface StreamSample {
  kind: 'audio' | 'video';
  packets: number;
  bytes: number;
  frames: number;
  /** Packets expected from the extended sequence numbers seen (highest - base + 1). */
  expected: number;
  jitterMs: number;
}

/** What one generator process reports when asked: its clock, what it sent, what each of its people received. */
export interface WorkerSample {
  /** Wall-clock ms with sub-ms precision (performance.timeOrigin + performance.now()). */
  at: number;
  sentBytes: number;
  /** By participant name, then by SSRC. */
  people: Record<string, Record<string, StreamSample>>;
}

export interface ReceiveFigures {
  /** Streams that received packets during the window. */
  streams: { audio: number; video: number };
  /** Packets per second that arrived, all streams of a kind together. */
  packetsPerSecond: { audio: number; video: number };
  videoLossPercent: number;
  audioLossPercent: number;
  videoFpsPerStream: number;
  videoKbpsPerStream: number;
  jitterMs: { audio: number; video: number };
  sentMbps: number;
}

interface KindSums {
  streams: number;
  expected: number;
  lost: number;
  packetsPerSecond: number;
  framesPerSecond: number;
  bitsPerSecond: number;
  jitterMs: number;
}

const emptySums = (): KindSums => ({
  streams: 0,
  expected: 0,
  lost: 0,
  packetsPerSecond: 0,
  framesPerSecond: 0,
  bitsPerSecond: 0,
  jitterMs: 0,
});

/**
 * Receive figures over a window, from each process's sample at its start and at its end (paired by
 * position). Rates use each process's own elapsed time; a stream counts when packets arrived in the
 * window, and its loss is what its sequence numbers skipped in the window.
 */
export function receiveFigures(before: WorkerSample[], after: WorkerSample[]): ReceiveFigures {
  const sums = { audio: emptySums(), video: emptySums() };
  let sentBitsPerSecond = 0;
  after.forEach((end, w) => {
    const start = before[w];
    if (!start) return;
    const seconds = (end.at - start.at) / 1000;
    if (seconds <= 0) return;
    sentBitsPerSecond += ((end.sentBytes - start.sentBytes) * 8) / seconds;
    for (const [name, streams] of Object.entries(end.people)) {
      const earlier = start.people[name] ?? {};
      for (const [ssrc, stream] of Object.entries(streams)) {
        const old = earlier[ssrc];
        const packets = stream.packets - (old?.packets ?? 0);
        if (packets <= 0) continue;
        const sum = sums[stream.kind];
        const expected = stream.expected - (old?.expected ?? 0);
        sum.streams += 1;
        sum.expected += expected;
        sum.lost += Math.max(0, expected - packets);
        sum.packetsPerSecond += packets / seconds;
        sum.framesPerSecond += (stream.frames - (old?.frames ?? 0)) / seconds;
        sum.bitsPerSecond += ((stream.bytes - (old?.bytes ?? 0)) * 8) / seconds;
        sum.jitterMs += stream.jitterMs;
      }
    }
  });
  const { audio, video } = sums;
  const per = (value: number, count: number) => (count ? value / count : 0);
  return {
    streams: { audio: audio.streams, video: video.streams },
    packetsPerSecond: { audio: audio.packetsPerSecond, video: video.packetsPerSecond },
    videoLossPercent: per(video.lost * 100, video.expected),
    audioLossPercent: per(audio.lost * 100, audio.expected),
    videoFpsPerStream: per(video.framesPerSecond, video.streams),
    videoKbpsPerStream: per(video.bitsPerSecond / 1000, video.streams),
    jitterMs: { audio: per(audio.jitterMs, audio.streams), video: per(video.jitterMs, video.streams) },
    sentMbps: sentBitsPerSecond / 1e6,
  };
}

/** Video streams Janus should forward: each participant takes min(cap, publishers other than themselves). */
export function expectedVideoStreams(people: Array<{ publishes: boolean }>, maxCameras: number): number {
  const publishers = people.filter((p) => p.publishes).length;
  return people.reduce((sum, p) => sum + Math.min(maxCameras, publishers - (p.publishes ? 1 : 0)), 0);
}

/**
 * Which generator process takes the participant with this index: round robin over publishers and
 * over receive-only participants separately, so each process gets its share of both kinds.
 */
export function workerFor(index: number, publishers: number, workers: number): number {
  return (index < publishers ? index : index - publishers) % workers;
}

/**
 * UDP datagrams the kernel dropped for a full receive buffer, by process id, from `ss -uanpm`: each
 * socket line names its process (users:(("name",pid=N,fd=M))) and the skmem part after it counts
 * drops as d<N>.
 */
export function udpDropsByPid(ssOutput: string): Map<number, number> {
  const drops = new Map<number, number>();
  for (const match of ssOutput.matchAll(/users:\(\("[^"]*",pid=(\d+)[\s\S]*?skmem:\([^)]*?d(\d+)\)/g)) {
    const pid = Number(match[1]);
    drops.set(pid, (drops.get(pid) ?? 0) + Number(match[2]));
  }
  return drops;
}

/**
 * Runs `task` over items in order with at most `limit` running at once. Resolves when all have run;
 * rejects with the first failure, after which no further item starts.
 */
export async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
