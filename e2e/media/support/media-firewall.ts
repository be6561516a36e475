import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const nft = (...args: string[]) => run('nft', args);

const TABLE = 'vm_rtc_local_only';

/**
 * In the media namespace (this process's), lets packets to the media server's RTC ports (UDP and
 * TCP, `minPort`-`maxPort`) in only from this namespace's own addresses: the managed coturn's relays
 * and the organizer's browser here get through, a browser on another host does not, so it has to
 * relay. Returns the removal; the table must not outlive the test (the namespace is the whole run's).
 */
export async function rtcOnlyFromLocalAddresses(minPort: number, maxPort: number): Promise<() => Promise<void>> {
  await nft('add', 'table', 'inet', TABLE);
  const remove = async () => void (await nft('delete', 'table', 'inet', TABLE).catch(() => undefined));
  try {
    await nft('add', 'chain', 'inet', TABLE, 'in', '{ type filter hook input priority 0; }');
    await nft(
      'add',
      'rule',
      'inet',
      TABLE,
      'in',
      ...['meta', 'l4proto', '{ udp, tcp }', 'th', 'dport', `${minPort}-${maxPort}`],
      ...['fib', 'saddr', 'type', '!=', 'local', 'counter', 'drop'],
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}

/** Packets the rule dropped so far: proof that the participant did try the media server directly. */
export async function droppedByRtcRule(): Promise<number> {
  const { stdout } = await nft('list', 'table', 'inet', TABLE);
  return Number(/counter packets (\d+)/.exec(stdout)?.[1] ?? 0);
}
