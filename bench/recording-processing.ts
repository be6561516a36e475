// What cloud recording's processing costs (decision records 030 and 033): one segment folder of a meeting of N people
// (a VP8 camera at 25 fps and an Opus microphone each, written as Janus's .mjr files from ffmpeg's
// RTP, as the server's tests make them), processed by the server's own jobs exactly as a running
// server does: createRecordingJobs with its default settings (RECORDING_* from the environment),
// its default composition (1280x720, 25 fps, names), the local store and the mail module, on a
// migrated SQLite database in a temporary DATA_DIR. Prints JSON and a table; asserts nothing.
//
//   npx tsx bench/recording-processing.ts [seconds=60] [people=2] [--size 640x360] [--kbps 700]
//
// Wall time runs from the room's stop (segmentClosed, the row to 'processing', recordingStopped, as
// room-recorder.ts and recording-control.ts do it) to the row marked ready. Job CPU is the CPU of the
// job processes and everything under them (janus-pp-rec, ffmpeg, ffprobe), exact: this process's
// waited-for children's time (/proc/self/stat cutime + cstime). The split per program and the memory
// come from sampling /proc every 100 ms (the split misses each process's last moments).
import fs from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../apps/server/src/lib/clock';
import {
  jobRows,
  markStopped,
  startRecordingJobsEnv,
  type RecordingJobsEnv,
} from '../apps/server/test/support/recording-jobs-env';
import { segmentFolderName, writeSegmentFolder } from '../apps/server/test/support/recording-segments';
import { testConfig } from '../apps/server/test/support/test-config';
import { peakRssMiB, procStat, processTree, rssMiB } from './support/proc-usage';
import { markdownTable, meetingPublishers, processingFigures } from './support/recording-figures';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: 'string', default: '640x360' },
    // What Chromium sends at most for a 640x360 top simulcast layer, under the web app's 1.2 Mbit/s cap.
    kbps: { type: 'string', default: '700' },
  },
});
const seconds = Number(positionals[0] ?? 60);
const people = Number(positionals[1] ?? 2);
const camera = { size: options.size, kbps: Number(options.kbps) };
if (!(seconds >= 2 && Number.isInteger(people) && people >= 1 && camera.kbps > 0)) {
  console.error('usage: npx tsx bench/recording-processing.ts [seconds>=2] [people>=1] [--size WxH] [--kbps N]');
  process.exit(2);
}

/** Memory and a per-program CPU split of every process under this one, from /proc. */
class TreeSampler {
  readonly #cpu = new Map<number, { name: string; cpu: number }>();
  readonly #timer: NodeJS.Timeout;
  peakTreeRssMiB = 0;
  peakProcess = { name: '', rssMiB: 0 };

  constructor(intervalMs: number) {
    this.#timer = setInterval(() => this.sample(), intervalMs);
  }

  sample(): void {
    let tree = 0;
    for (const pid of processTree(process.pid)) {
      if (pid === process.pid) continue;
      const stat = procStat(pid);
      if (!stat) continue;
      this.#cpu.set(pid, { name: stat.name, cpu: stat.cpuSeconds });
      tree += rssMiB(pid);
      const peak = peakRssMiB(pid);
      if (peak > this.peakProcess.rssMiB) this.peakProcess = { name: stat.name, rssMiB: peak };
    }
    this.peakTreeRssMiB = Math.max(this.peakTreeRssMiB, tree);
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** CPU seconds seen per program name (node is the job processes themselves). */
  cpuByProgram(): Record<string, number> {
    const by: Record<string, number> = {};
    for (const { name, cpu } of this.#cpu.values()) by[name] = (by[name] ?? 0) + cpu;
    return by;
  }
}

const childrenCpu = () => procStat(process.pid)!.childrenCpuSeconds;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => bytes / 2 ** 20;

function folderBytes(folder: string): number {
  return fs.readdirSync(folder).reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
}

let env: RecordingJobsEnv | undefined;
try {
  env = await startRecordingJobsEnv('sqlite');
  // The server's own settings (apps/server/src/config.ts), with any RECORDING_* of this environment.
  const recordingEnv = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('RECORDING_')),
  );
  const settings = testConfig(env.dataDir, recordingEnv).recordings;

  const startedAt = new Date(Date.now() - seconds * 1000);
  const stoppedAt = new Date(startedAt.getTime() + seconds * 1000);
  const id = await env.newRecording(startedAt);
  const generating = performance.now();
  const folder = await writeSegmentFolder(path.join(env.rawDir, segmentFolderName(id, 0)), {
    startedAt,
    stoppedAt,
    publishers: meetingPublishers(people, seconds, camera),
  });
  const inputBytes = folderBytes(folder);
  console.error(
    `made ${people} people x ${seconds} s (${camera.size} VP8 at ${camera.kbps} kbit/s + Opus): ` +
      `${round(mib(inputBytes), 1)} MiB of .mjr in ${round((performance.now() - generating) / 1000, 1)} s; processing...`,
  );

  // As recordings-module.ts builds them, apart from the test environment's database, store and mail.
  const node = env.node('bench-node', { clock: systemClock, settings, compose: {}, alone: true });
  node.start();
  await sleep(500); // the start's sweep and first poll, before the clock starts

  const sampler = new TreeSampler(100);
  const cpuBefore = childrenCpu();
  const selfBefore = process.cpuUsage();
  const t0 = performance.now();
  // What the room's stop does: the last segment closed, the row to 'processing', then the stop.
  await node.segmentClosed(id, 0, folder);
  await markStopped(env, id, stoppedAt);
  await node.recordingStopped(id, 1);

  const at: { segmentDone?: number; ready?: number; finishDone?: number } = {};
  const deadline = t0 + 2 * settings.jobTimeoutMs + 60_000;
  for (;;) {
    const jobs = await jobRows(env, id);
    const row = await env.recordings.findById(id);
    const now = performance.now() - t0;
    const segment = jobs.find((job) => job.kind === 'segment');
    const finish = jobs.find((job) => job.kind === 'finish');
    if (segment?.status === 'done') at.segmentDone ??= now;
    if (row?.status === 'ready') at.ready ??= now;
    if (row?.status === 'failed' || segment?.status === 'failed' || finish?.status === 'failed')
      throw new Error(`processing failed: ${row?.error ?? finish?.error ?? segment?.error}`);
    if (finish?.status === 'done') {
      at.finishDone = now;
      break;
    }
    if (performance.now() > deadline) throw new Error(`not processed after ${round(now / 1000, 0)} s`);
    await sleep(50);
  }
  sampler.sample();
  sampler.stop();
  const jobCpuSeconds = childrenCpu() - cpuBefore;
  const self = process.cpuUsage(selfBefore);
  const row = (await env.recordings.findById(id))!;
  const output = path.join(env.storeRoot, row.file_path!);
  const outputBytes = fs.statSync(output).size;
  const outputSeconds = Number(row.duration_seconds);
  const wallMs = at.ready!;
  const figures = processingFigures({ recordedSeconds: seconds, wallMs, jobCpuSeconds, outputBytes, outputSeconds });

  const result = {
    date: new Date().toISOString(),
    machine: { cores: availableParallelism(), loadAverage: loadavg().map((value) => round(value)) },
    meeting: {
      people,
      recordedSeconds: seconds,
      camera: `${camera.size} VP8 ${camera.kbps} kbit/s, 25 fps`,
      microphone: 'Opus 32 kbit/s',
    },
    settings: {
      jobConcurrency: settings.jobConcurrency,
      jobTimeoutMinutes: settings.jobTimeoutMs / 60_000,
      jobPollMs: settings.jobPollMs,
    },
    inputMiB: round(mib(inputBytes), 1),
    wallSeconds: {
      toSegmentComposed: round(at.segmentDone! / 1000),
      toReady: round(wallMs / 1000),
      toFinishDone: round(at.finishDone / 1000),
    },
    wallRatio: round(figures.wallRatio, 3),
    jobCpuSeconds: round(jobCpuSeconds),
    cpuRatio: round(figures.cpuRatio, 3),
    sampledJobCpuSecondsByProgram: Object.fromEntries(
      Object.entries(sampler.cpuByProgram()).map(([name, cpu]) => [name, round(cpu)]),
    ),
    serverSideCpuSeconds: round((self.user + self.system) / 1e6),
    peakRssMiB: {
      jobTree: round(sampler.peakTreeRssMiB, 0),
      oneProcess: round(sampler.peakProcess.rssMiB, 0),
      oneProcessName: sampler.peakProcess.name,
    },
    output: { MiB: round(mib(outputBytes), 1), seconds: outputSeconds, kbps: round(figures.outputKbps, 0) },
    minutesPerHourSegment: round(figures.minutesPerHour, 1),
  };
  console.log(JSON.stringify(result, null, 2));
  console.log();
  console.log(
    markdownTable(
      [
        'People',
        'Recorded',
        'Stop to ready',
        'Ratio',
        'Job CPU',
        'CPU / recorded s',
        'Peak RSS (tree / one)',
        'Output',
      ],
      [
        [
          people,
          `${seconds} s`,
          `${result.wallSeconds.toReady} s`,
          `${result.wallRatio}x`,
          `${result.jobCpuSeconds} s`,
          result.cpuRatio,
          `${result.peakRssMiB.jobTree} / ${result.peakRssMiB.oneProcess} MiB (${result.peakRssMiB.oneProcessName})`,
          `${result.output.MiB} MiB, ${result.output.seconds} s, ${result.output.kbps} kbit/s`,
        ],
      ],
    ),
  );
} finally {
  await env?.close();
}
