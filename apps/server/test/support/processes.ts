import fs from 'node:fs';

/**
 * Processes on this machine whose command line mentions `text` (a test's temporary folder): what a
 * recording job left running, read from /proc (Linux, where the media tools run).
 */
export function processesMentioning(text: string): Array<{ pid: number; command: string }> {
  const found: Array<{ pid: number; command: string }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue; // ended meanwhile
    }
    if (command.includes(text)) found.push({ pid: Number(entry), command: command.slice(0, 200) });
  }
  return found;
}
