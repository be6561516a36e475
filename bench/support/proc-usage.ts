import { readdirSync, readFileSync } from 'node:fs';

// CPU and memory of processes and of the machine, read from /proc (Linux). CPU times are in clock
// ticks of 1/100 s (USER_HZ, 100 on every Linux we run).

const TICKS_PER_SECOND = 100;

export interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  /** user + system CPU of the process itself. */
  cpuSeconds: number;
  /** user + system CPU of its children that have ended and been waited for (and of theirs, likewise). */
  childrenCpuSeconds: number;
}

/** Parses a /proc/{pid}/stat line: the name is in parentheses and may hold spaces, so split after it. */
export function parseStat(pid: number, text: string): ProcStat {
  const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  const seconds = (first: number) => (Number(fields[first]) + Number(fields[first + 1])) / TICKS_PER_SECOND;
  return { pid, ppid: Number(fields[1]), name, cpuSeconds: seconds(11), childrenCpuSeconds: seconds(13) };
}

/** One process's figures from /proc/{pid}/stat, null when it has ended. */
export function procStat(pid: number): ProcStat | null {
  try {
    return parseStat(pid, readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // The process ended meanwhile.
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => procStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== null);
}

/** pid and every process below it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const stat of allProcesses()) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat.pid]);
  const tree: number[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The program a process runs (first word of its command line), '' when it has ended. */
export function programOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
  } catch {
    return '';
  }
}

/** The managed Janus: the janus process our server started, if it runs now. */
export const childJanus = (serverPid: number): number | undefined =>
  allProcesses().find((stat) => stat.ppid === serverPid && stat.name === 'janus')?.pid;

/** Summed user + system CPU seconds of the processes (those still running). */
export function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (procStat(pid)?.cpuSeconds ?? 0), 0);
}

function statusKb(pid: number, field: string, file = 'status'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
    return Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of one process, MiB. */
export const rssMiB = (pid: number) => statusKb(pid, 'VmRSS') / 1024;

/** The most resident memory one process has had so far (VmHWM), MiB. */
export const peakRssMiB = (pid: number) => statusKb(pid, 'VmHWM') / 1024;

/**
 * Proportional memory (PSS) of a group of processes, MiB: Chromium's processes share much of their
 * memory, and summing their RSS would count it once per process.
 */
export const pssMiB = (pids: number[]) =>
  pids.reduce((sum, pid) => sum + statusKb(pid, 'Pss', 'smaps_rollup'), 0) / 1024;

/** Busy and total CPU ticks of the whole machine since boot, all cores together. */
export function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields.
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** Busy and total CPU ticks of one core since boot (its cpuN line in /proc/stat). */
export function coreTicks(core: number): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${core} `));
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}
