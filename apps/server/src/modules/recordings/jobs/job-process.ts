import { joinSegments } from '../compose/join-segments';
import type { ChildReply, ChildTask } from './child-tasks';
import { PROCESS_GROUP_ENV } from './job-process-env';
import { composeSegmentFolder } from './segment-work';

/**
 * The job process: started by job-child.ts for one heavy step, it runs the step, answers over IPC
 * and exits. It leads its own process group, so the server can kill it with every ffmpeg and
 * janus-pp-rec under it (time limit, a lost lease, a discarded recording, the server stopping).
 */

/** Ends this process and everything it started. Only when we lead our group, never the server's. */
function killGroup(): void {
  if (process.env[PROCESS_GROUP_ENV] === '1') {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  process.exit(1);
}

// The IPC channel closes when the server dies (even by SIGKILL): the work is nobody's any more, and
// its lease will hand it to another node, so nothing here may run on.
process.on('disconnect', killGroup);

async function run(task: ChildTask): Promise<unknown> {
  switch (task.kind) {
    case 'compose-segment':
      return composeSegmentFolder(task);
    case 'join':
      await joinSegments(task.files, task.outputFile, { timeoutMs: task.timeoutMs });
      return null;
  }
}

process.once('message', (task: ChildTask) => {
  void run(task)
    .then((result): ChildReply => ({ ok: true, result }))
    .catch((error: unknown): ChildReply => ({
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => process.send!(reply, () => process.exit(0)));
});
