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

const TABLE = 'only_tcp_to';

/**
 * A firewall inside the test host's namespace (nftables) that lets out only TCP to `ports` on the
 * media namespace, and in only what comes back from them: every UDP packet and every other port is
 * dropped, as on a network that lets only web traffic out. The table goes with the namespace.
 */
export async function onlyTcpTo(host: TestHost, ports: number[]): Promise<void> {
  const nft = (...args: string[]) => run('ip', ['netns', 'exec', host.namespace, 'nft', ...args]);
  const set = `{ ${ports.join(', ')} }`;
  await nft('add', 'table', 'inet', TABLE);
  await nft('add', 'chain', 'inet', TABLE, 'out', '{ type filter hook output priority 0; }');
  await nft('add', 'rule', 'inet', TABLE, 'out', 'oifname', 'eth0', 'tcp', 'dport', set, 'accept');
  await nft('add', 'rule', 'inet', TABLE, 'out', 'oifname', 'eth0', 'counter', 'drop');
  await nft('add', 'chain', 'inet', TABLE, 'in', '{ type filter hook input priority 0; }');
  await nft('add', 'rule', 'inet', TABLE, 'in', 'iifname', 'eth0', 'tcp', 'sport', set, 'accept');
  await nft('add', 'rule', 'inet', TABLE, 'in', 'iifname', 'eth0', 'counter', 'drop');
}

/** Packets the host's firewall turned away on their way out: proof that the browser tried other ways. */
export async function droppedOnTheWayOut(host: TestHost): Promise<number> {
  const { stdout } = await run('ip', ['netns', 'exec', host.namespace, 'nft', 'list', 'chain', 'inet', TABLE, 'out']);
  return Number(/counter packets (\d+)/.exec(stdout)?.[1] ?? 0);
}
