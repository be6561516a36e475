import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../../support/chromium';

const run = promisify(execFile);
const ip = (...args: string[]) => run('ip', args);

/** Named network namespaces are machine-wide: ours carry the test process's id. */
const NAME_PREFIX = 'vmtest-';

/**
 * A test host: a network namespace of its own, joined to the media namespace (the one
 * e2e/run-in-netns.sh made, where the product and Janus run) by a veth pair, and a launcher that
 * starts Chromium inside it. Taking the link down cuts exactly this browser, its WebSocket and its
 * WebRTC media alike, which browser 'offline' emulation cannot do (docs/decisions/014).
 *
 * The pair carries a /30 from 198.18.0.0/15 (RFC 2544's range for test networks). Cross-namespace
 * traffic cannot use 127.0.0.0/8: the kernel drops packets with a loopback source arriving on any
 * non-loopback device as martian, whatever route_localnet says. Neither namespace has any route out,
 * so nothing leaves the sandbox.
 */
export interface TestHost {
  /** The host's network namespace: `ip netns exec` it to run something there, or add rules of its own. */
  namespace: string;
  /** The media namespace's address as this host sees it: pages load from here. */
  serverAddress: string;
  /** A script that runs Debian's Chromium inside the host; give it to Playwright as executablePath. */
  chromiumLauncher: string;
  /** Takes the host's link down: no packet crosses until restore(). */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /**
   * Moves the host to another address, as a laptop that changes networks does: it takes 198.18.{n}.6
   * and drops 198.18.{n}.2, keeping its link and its way to the media namespace. Once only.
   */
  moveAddress(): Promise<void>;
  /** Limits what reaches the host (its downlink) to `kbitPerSecond`, as a weak connection would. */
  limitDownlink(kbitPerSecond: number): Promise<void>;
  unlimitDownlink(): Promise<void>;
  /**
   * Drops every UDP packet between the host and the media namespace, both ways (nftables inside the
   * host's namespace), as a firewall that lets only TCP out would: WebRTC has to use TCP.
   */
  blockUdp(): Promise<void>;
  remove(): Promise<void>;
}

export interface TestHostOptions {
  /**
   * HOME for the host's Chromium: where it finds its NSS database (`.pki/nssdb`), so a test can make
   * it trust a test CA without touching the machine's own. Unset: the test runner's HOME.
   */
  home?: string;
}

export async function createTestHost(index: number, options: TestHostOptions = {}): Promise<TestHost> {
  if (!Number.isInteger(index) || index < 1 || index > 250) throw new Error(`host index out of range: ${index}`);
  await removeOrphans();
  const namespace = `${NAME_PREFIX}${process.pid}-${index}`;
  const link = `vmh${index}`;
  const serverAddress = `198.18.${index}.1`;
  const hostAddress = `198.18.${index}.2`;
  const movedSubnet = `198.18.${index}.4`;
  const movedAddress = `198.18.${index}.6`;
  const launcherDir = await mkdtemp(join(tmpdir(), 'vm-host-'));
  const chromiumLauncher = join(launcherDir, 'chromium');

  await ip('netns', 'add', namespace);
  try {
    await ip('link', 'add', link, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace);
    // IPv4 only. An IPv6 link-local address would appear a second or more after each `up` (once
    // duplicate address detection is done), and Chromium in the media namespace (the organizer's,
    // whose page may be loading then) answers any address change by failing its in-flight requests
    // with ERR_NETWORK_CHANGED. Without IPv6 every address change happens within the `ip` calls.
    await run('sysctl', ['-q', '-w', `net.ipv6.conf.${link}.disable_ipv6=1`]);
    await run('ip', ['netns', 'exec', namespace, 'sysctl', '-q', '-w', 'net.ipv6.conf.eth0.disable_ipv6=1']);
    await ip('addr', 'add', `${serverAddress}/30`, 'dev', link);
    await ip('link', 'set', link, 'up');
    await ip('-n', namespace, 'link', 'set', 'lo', 'up');
    await ip('-n', namespace, 'addr', 'add', `${hostAddress}/30`, 'dev', 'eth0');
    await ip('-n', namespace, 'link', 'set', 'eth0', 'up');
    // Where moveAddress() puts the host. Set now, as a route only: a change of this namespace's own
    // addresses mid-test would make every Chromium here fail its requests with ERR_NETWORK_CHANGED.
    await ip('route', 'add', `${movedSubnet}/30`, 'dev', link);
    // Playwright talks to the browser over inherited pipes, which `ip netns exec` keeps open.
    const home = options.home === undefined ? '' : `export HOME=${shellQuoted(options.home)}\n`;
    await writeFile(chromiumLauncher, `#!/bin/sh\n${home}exec ip netns exec ${namespace} ${chromiumPath} "$@"\n`);
    await chmod(chromiumLauncher, 0o755);
  } catch (error) {
    await ip('netns', 'del', namespace).catch(() => undefined);
    throw error;
  }

  return {
    namespace,
    serverAddress,
    chromiumLauncher,
    // Admin-down on our side: the host's end loses its carrier, and the address (with its route)
    // stays configured, so `up` restores the link as it was.
    cut: async () => void (await ip('link', 'set', link, 'down')),
    // The new address first, with the way to the server through it (a /32 beats the old /30), then the old
    // address goes: connections bound to it are left with nothing to send from.
    moveAddress: async () => {
      await ip('-n', namespace, 'addr', 'add', `${movedAddress}/30`, 'dev', 'eth0');
      await ip('-n', namespace, 'route', 'add', `${serverAddress}/32`, 'dev', 'eth0', 'src', movedAddress);
      await ip('-n', namespace, 'addr', 'del', `${hostAddress}/30`, 'dev', 'eth0');
    },
    restore: async () => {
      await ip('link', 'set', link, 'up');
      // A link that went down lost the routes through it; the one moveAddress() needs is ours to put back.
      await ip('route', 'replace', `${movedSubnet}/30`, 'dev', link);
    },
    // A token bucket on our end of the pair shapes what is sent to the host; what does not fit in
    // 200 ms of queue is dropped, as on a congested access link.
    limitDownlink: async (kbit) =>
      void (await run(
        'tc',
        ['qdisc', 'replace', 'dev', link, 'root', 'tbf', 'rate', `${kbit}kbit`].concat([
          'burst',
          '32kbit',
          'latency',
          '200ms',
        ]),
      )),
    unlimitDownlink: async () => void (await run('tc', ['qdisc', 'del', 'dev', link, 'root']).catch(() => undefined)),
    // The table lives in the host's namespace and goes with it (remove()).
    blockUdp: async () => {
      const nft = (...args: string[]) => run('ip', ['netns', 'exec', namespace, 'nft', ...args]);
      await nft('add', 'table', 'inet', 'udp_blocked');
      for (const [chain, hook, device] of [
        ['in', 'input', 'iifname'],
        ['out', 'output', 'oifname'],
      ] as const) {
        await nft('add', 'chain', 'inet', 'udp_blocked', chain, `{ type filter hook ${hook} priority 0; }`);
        await nft('add', 'rule', 'inet', 'udp_blocked', chain, device, 'eth0', 'meta', 'l4proto', 'udp', 'drop');
      }
    },
    remove: async () => {
      await ip('netns', 'del', namespace).catch(() => undefined);
      await rm(launcherDir, { recursive: true, force: true });
    },
  };
}

function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Namespaces left by a test process that died before removing them. */
async function removeOrphans(): Promise<void> {
  const { stdout } = await ip('netns', 'list');
  for (const name of stdout.split('\n').map((line) => line.split(' ')[0] ?? '')) {
    const owner = new RegExp(`^${NAME_PREFIX}(\\d+)-\\d+$`).exec(name)?.[1];
    if (owner && !isAlive(Number(owner))) await ip('netns', 'del', name).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
