import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestHost } from './test-host';

const run = promisify(execFile);

/** Inclusive port ranges, one port as [port, port]. */
export type PortRange = readonly [number, number];

/**
 * A firewall on a test host that drops every packet, UDP and TCP, between the host and these ports
 * of the media namespace, both ways (nftables inside the host's namespace): as a hotel's or an
 * office's network that lets the web through but no call's media. Other ports (the product's HTTP
 * and its signaling WebSocket) pass. The table goes with the namespace (TestHost.remove()).
 */
export async function blockServerPorts(host: TestHost, ranges: readonly PortRange[]): Promise<void> {
  const nft = (...args: string[]) => run('ip', ['netns', 'exec', host.namespace, 'nft', ...args]);
  const ports = `{ ${ranges.map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(', ')} }`;
  await nft('add', 'table', 'inet', 'media_blocked');
  for (const [chain, hook, device, address, port] of [
    ['in', 'input', 'iifname', 'saddr', 'sport'],
    ['out', 'output', 'oifname', 'daddr', 'dport'],
  ] as const) {
    await nft('add', 'chain', 'inet', 'media_blocked', chain, `{ type filter hook ${hook} priority 0; }`);
    for (const protocol of ['udp', 'tcp']) {
      await nft(
        'add',
        'rule',
        'inet',
        'media_blocked',
        chain,
        device,
        'eth0',
        'ip',
        address,
        host.serverAddress,
        protocol,
        port,
        ports,
        'drop',
      );
    }
  }
}
