import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../../support/chromium';

const run = promisify(execFile);
const ip = (...args: string[]) => run('ip', args);

/** As test-host.ts names its namespaces, so its clean-up of a dead test's namespaces takes these too. */
const NAME_PREFIX = 'vmtest-';

/**
 * A participant behind a symmetric NAT: two network namespaces beside the media namespace (where the
 * product, Janus and coturn run). A router, joined to the media namespace by a veth pair, forwards
 * for a participant's namespace behind it and masquerades with fully random ports: every destination
 * the participant sends to sees another source port, so what a STUN server learns of its address
 * (srflx) is useless for anyone else, as behind many mobile and company NATs.
 *
 * Addresses come from 198.18.0.0/15 (RFC 2544's test range): the media side's link carries
 * 198.18.{index}.0/30, the participant's 198.19.{index}.0/30, so it shares no range with test-host.ts's
 * links (198.18.{index}.0/30, index up to 250) as long as the indexes differ. Nothing routes out.
 */
export interface NatHost {
  /** The media namespace's address as the participant sees it: pages load from here. */
  serverAddress: string;
  /** The router's address on the media side: every packet of the participant arrives from it. */
  natAddress: string;
  /** A script that runs Debian's Chromium inside the participant's namespace (Playwright's executablePath). */
  chromiumLauncher: string;
  remove(): Promise<void>;
}

export async function createNatHost(index: number): Promise<NatHost> {
  if (!Number.isInteger(index) || index < 1 || index > 250) throw new Error(`host index out of range: ${index}`);
  const router = `${NAME_PREFIX}${process.pid}-${index}`;
  const participant = `${NAME_PREFIX}${process.pid}-${index}0`;
  const link = `vmn${index}`;
  const serverAddress = `198.18.${index}.1`;
  const natAddress = `198.18.${index}.2`;
  const insideRouter = `198.19.${index}.1`;
  const insideParticipant = `198.19.${index}.2`;
  const launcherDir = await mkdtemp(join(tmpdir(), 'vm-nat-'));
  const chromiumLauncher = join(launcherDir, 'chromium');
  const inRouter = (...args: string[]) => run('ip', ['netns', 'exec', router, ...args]);
  // IPv4 only, as in test-host.ts: late IPv6 link-local addresses would upset the organizer's page.
  const noIpv6 = (namespace: string | undefined, device: string) =>
    run(
      namespace ? 'ip' : 'sysctl',
      (namespace ? ['netns', 'exec', namespace, 'sysctl'] : []).concat([
        '-q',
        '-w',
        `net.ipv6.conf.${device}.disable_ipv6=1`,
      ]),
    );

  await ip('netns', 'add', router);
  await ip('netns', 'add', participant);
  try {
    // The media side: our end vmn{index}, the router's eth0.
    await ip('link', 'add', link, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', router);
    await noIpv6(undefined, link);
    await noIpv6(router, 'eth0');
    await ip('addr', 'add', `${serverAddress}/30`, 'dev', link);
    await ip('link', 'set', link, 'up');
    await ip('-n', router, 'link', 'set', 'lo', 'up');
    await ip('-n', router, 'addr', 'add', `${natAddress}/30`, 'dev', 'eth0');
    await ip('-n', router, 'link', 'set', 'eth0', 'up');
    // The participant's side: the router's eth1, the participant's eth0.
    await ip('-n', router, 'link', 'add', 'eth1', 'type', 'veth', 'peer', 'name', 'eth0', 'netns', participant);
    await noIpv6(router, 'eth1');
    await noIpv6(participant, 'eth0');
    await ip('-n', router, 'addr', 'add', `${insideRouter}/30`, 'dev', 'eth1');
    await ip('-n', router, 'link', 'set', 'eth1', 'up');
    await ip('-n', participant, 'link', 'set', 'lo', 'up');
    await ip('-n', participant, 'addr', 'add', `${insideParticipant}/30`, 'dev', 'eth0');
    await ip('-n', participant, 'link', 'set', 'eth0', 'up');
    await ip('-n', participant, 'route', 'add', 'default', 'via', insideRouter);
    // The router forwards the participant's packets out of eth0 under its own address, a new random
    // source port for each destination (conntrack keeps one per flow): a symmetric NAT.
    await inRouter('sysctl', '-q', '-w', 'net.ipv4.ip_forward=1');
    await inRouter('nft', 'add', 'table', 'ip', 'nat');
    await inRouter('nft', 'add', 'chain', 'ip', 'nat', 'post', '{ type nat hook postrouting priority 100; }');
    await inRouter('nft', 'add', 'rule', 'ip', 'nat', 'post', 'oifname', 'eth0', 'masquerade', 'fully-random');
    // Playwright talks to the browser over inherited pipes, which `ip netns exec` keeps open.
    await writeFile(chromiumLauncher, `#!/bin/sh\nexec ip netns exec ${participant} ${chromiumPath} "$@"\n`);
    await chmod(chromiumLauncher, 0o755);
  } catch (error) {
    await remove();
    throw error;
  }

  async function remove() {
    // Deleting the router's namespace takes its veth pairs (and our end vmn{index}) with it.
    await ip('netns', 'del', participant).catch(() => undefined);
    await ip('netns', 'del', router).catch(() => undefined);
    await rm(launcherDir, { recursive: true, force: true });
  }

  return { serverAddress, natAddress, chromiumLauncher, remove };
}
