// A stand-in for a server process that runs one recording job process and nothing else, so a test can
// kill it with SIGKILL and watch what happens to the job process and its ffmpeg. Usage:
// node --import tsx job-process-host.ts <segment folder>
import path from 'node:path';
import { runInJobProcess } from '#server/modules/recordings/jobs/job-child.ts';

const folder = process.argv[2]!;
await runInJobProcess(
  {
    kind: 'compose-segment',
    folder,
    workDir: path.join(folder, 'work-host'),
    timeoutMs: 10 * 60_000,
    compose: { width: 320, height: 180, nameFont: null },
  },
  { timeoutMs: 10 * 60_000, signal: new AbortController().signal },
);
