import fs from 'node:fs';

/** util-linux's setpriv, on every Debian and most Linux systems. */
const SETPRIV = '/usr/bin/setpriv';

/**
 * The command that runs `binary` so that it dies with our server. A graceful stop ends the managed
 * Janus itself, but nothing runs when our process is SIGKILLed (or the OOM killer picks it), and a
 * Janus left behind would hold its RTP ports and CPU with nobody to use it. setpriv asks the kernel
 * for a parent-death signal (prctl PR_SET_PDEATHSIG) and then execs Janus in the same process, so pids
 * and command lines stay Janus's. Where setpriv is missing, Janus is started directly, as before.
 */
export function tiedToParent(
  binary: string,
  args: string[],
  setpriv: string = SETPRIV,
): { command: string; args: string[] } {
  if (process.platform !== 'linux' || !fs.existsSync(setpriv)) return { command: binary, args };
  return { command: setpriv, args: ['--pdeathsig', 'SIGKILL', '--', binary, ...args] };
}
