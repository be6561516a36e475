import { execFile } from 'node:child_process';

/**
 * Runs a program to its end and gives its output; rejects when it fails or when `signal` aborts (the
 * program is killed then). Its output goes in the error, for the job's log.
 */
export function runTool(
  command: string,
  args: string[],
  signal: AbortSignal,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { signal, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve({ stdout, stderr });
      const output = `${stderr}${stdout}`.trim().split('\n').slice(-5).join('\n');
      reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}${output ? `\n${output}` : ''}`));
    });
  });
}
