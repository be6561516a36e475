import { readdirSync, readFileSync } from 'node:fs';

/**
 * The managed Janus of one running product: the janus process whose command line names that
 * product's data directory (its generated config lives there). Found by id, never by name alone, so
 * a test kills exactly the media server it started.
 */
export function managedJanusPid(dataDir: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('janus') && args.some((arg) => arg.startsWith(dataDir))) return Number(entry);
    } catch {
      // The process ended meanwhile.
    }
  }
  return undefined;
}
