// bench/sfu-load's output: the run's JSON on stdout and in a file, a table, and a PNG of Janus and
// generator CPU against forwarded video streams.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { round, type ReceiveFigures } from './figures';
import { plotPng } from './plot';

/** The figures of one measuring window (after a step of the joins, or the final one). */
export interface Window {
  /** Janus was recording the room (--record). */
  recording: boolean;
  /** What Janus wrote to the recordings folder, Mbit/s. */
  recordedMbps: number;
  joined: number;
  publishers: number;
  seconds: number;
  /** Video and audio streams that arrived at subscribers during the window (Janus's forwarded streams). */
  forwarded: { video: number; audio: number };
  /** Expected forwarded video streams: each participant takes min(cap, other publishers). */
  expectedVideo: number;
  /** generator: all its processes together; generatorProcesses: each worker alone. */
  cpuPercentOfOneCore: { janus: number; server: number; generator: number; generatorProcesses: number[] };
  /** How busy each pinned core was, with every process on it (other people's too). */
  coreBusyPercent: { janus: number; generator: number } | undefined;
  janusCpuPerForwardedVideoStream: number;
  /** Janus CPU time per packet it forwarded (audio and video), microseconds. */
  janusCpuMicrosecondsPerForwardedPacket: number;
  forwardedPacketsPerSecond: { audio: number; video: number };
  serverCpuPerParticipant: number;
  rssMiB: { janus: number; server: number; generator: number };
  receive: Omit<ReceiveFigures, 'streams' | 'packetsPerSecond' | 'sentMbps'>;
  sentMbps: number;
}

export interface Result {
  command: string;
  machine: { cores: number; pinned: { janus: number; generatorAndServer: number } | 'not pinned' };
  room: {
    publishers: number;
    subscribers: number;
    maxSubscriptions: number;
    talkers: number;
    layers: string;
    generatorProcesses: number;
    joinConcurrency: number;
    receive: 'decrypt' | 'clear header';
    nice: number;
    record: boolean;
  };
  failure: string | undefined;
  joined: number;
  firstVideoPacketAfterJoinMs: { median: number; worst: number };
  udpReceiveBufferDropsByProcess: Record<string, number>;
  loadAverage: number[];
  serverCpuMsPerJoin: number;
  joinSeconds: number;
  windows: Window[];
}

const rounded = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? round(v) : v))) as T;

export function printAndSave(result: Result, outDir: string): void {
  result = rounded(result);
  console.log(JSON.stringify(result, null, 2));
  if (result.windows.length === 0) return;
  console.log();
  console.table(
    result.windows.map((w) => ({
      joined: w.joined,
      recording: w.recording ? `${round(w.recordedMbps, 1)} Mbit/s` : 'off',
      'video fwd (expected)': `${w.forwarded.video} (${w.expectedVideo})`,
      'audio fwd': w.forwarded.audio,
      'janus %': round(w.cpuPercentOfOneCore.janus, 1),
      'janus %/video': round(w.janusCpuPerForwardedVideoStream, 3),
      'janus µs/pkt': round(w.janusCpuMicrosecondsPerForwardedPacket, 1),
      'server %': round(w.cpuPercentOfOneCore.server, 1),
      'server %/person': round(w.serverCpuPerParticipant, 3),
      'generator %': round(w.cpuPercentOfOneCore.generator, 1),
      'core busy % J/G': w.coreBusyPercent
        ? `${round(w.coreBusyPercent.janus, 0)}/${round(w.coreBusyPercent.generator, 0)}`
        : '',
      'video loss %': round(w.receive.videoLossPercent, 2),
      'audio loss %': round(w.receive.audioLossPercent, 2),
      'fps/stream': round(w.receive.videoFpsPerStream, 1),
      'kbps/stream': round(w.receive.videoKbpsPerStream, 0),
      'RSS MiB janus/server/gen': `${round(w.rssMiB.janus, 0)}/${round(w.rssMiB.server, 0)}/${round(w.rssMiB.generator, 0)}`,
    })),
  );
  const first = result.firstVideoPacketAfterJoinMs;
  console.log(`first video packet after join: median ${first.median} ms, worst ${first.worst} ms`);
  console.log(`UDP receive-buffer drops: ${JSON.stringify(result.udpReceiveBufferDropsByProcess)}`);
  mkdirSync(outDir, { recursive: true });
  const { publishers, subscribers } = result.room;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = path.join(outDir, `sfu-load-${publishers}p-${subscribers}v-${stamp}`);
  writeFileSync(`${base}.json`, JSON.stringify(result, null, 2));
  writeFileSync(
    `${base}.png`,
    plotPng([
      {
        label: `${publishers}P+${subscribers}V`,
        // The recorded window repeats the last room size; the curve is of forwarding alone.
        points: result.windows
          .filter((w) => !w.recording)
          .map((w) => [w.forwarded.video, w.cpuPercentOfOneCore.janus, w.cpuPercentOfOneCore.generator]),
      },
    ]),
  );
  console.log(`wrote ${base}.json and ${base}.png`);
}
