import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { janusConfigFiles, SLOWLINK_THRESHOLD } from '../src/modules/media/janus-config';
import { findJanusInstall } from '../src/modules/media/janus-install';
import { ManagedJanus } from '../src/modules/media/managed-janus';
import { tempDir } from './support/test-config';

const install = {
  pluginsFolder: '/usr/lib/janus/plugins',
  transportsFolder: '/usr/lib/janus/transports',
  plugins: ['libjanus_videoroom.so', 'libjanus_echotest.so', 'libjanus_sip.so'],
  transports: ['libjanus_websockets.so', 'libjanus_http.so', 'libjanus_pfunix.so'],
};
const base = {
  install,
  configsFolder: '/data/janus',
  emptyFolder: '/data/janus/none',
  wsPort: 18188,
  rtpMinPort: 20000,
  rtpMaxPort: 20999,
  announcedIp: undefined,
  debugLevel: 3,
};

describe('the managed Janus configuration', () => {
  it('loads only the VideoRoom plugin and the WebSocket transport, the API on loopback', () => {
    const files = janusConfigFiles(base);
    const janus = files['janus.jcfg']!;
    expect(janus).toContain('disable = "libjanus_echotest.so,libjanus_sip.so"');
    expect(janus).toContain('disable = "libjanus_http.so,libjanus_pfunix.so"');
    expect(janus).not.toMatch(/disable = "[^"]*(videoroom|websockets)/);
    expect(janus).toContain('plugins_folder = "/usr/lib/janus/plugins"');
    expect(janus).toContain('events_folder = "/data/janus/none"');
    expect(janus).toContain('rtp_port_range = "20000-20999"');
    // Janus tells a subscriber whose link drops packets (slow_link): off unless set.
    expect(janus).toContain(`slowlink_threshold = ${SLOWLINK_THRESHOLD}`);
    expect(janus).not.toContain('nat_1_1_mapping');
    // ICE-TCP for browsers that cannot use UDP, which Janus supports with ICE-Lite only.
    expect(janus).toMatch(/nat: \{[^}]*ice_lite = true[^}]*\}/);
    expect(janus).toMatch(/nat: \{[^}]*ice_tcp = true[^}]*\}/);
    const websockets = files['janus.transport.websockets.jcfg']!;
    expect(websockets).toContain('ws_port = 18188');
    expect(websockets).toContain('ws_ip = "127.0.0.1"');
    expect(websockets).toMatch(/admin_ws = false/);
    expect(files['janus.plugin.videoroom.jcfg']).toBeDefined();
  });

  it('announces RTC_ANNOUNCED_IP as the 1:1 NAT mapping', () => {
    expect(janusConfigFiles({ ...base, announcedIp: '203.0.113.7' })['janus.jcfg']).toContain(
      'nat_1_1_mapping = "203.0.113.7"',
    );
  });

  it('finds a source build under its prefix, and nothing when the VideoRoom plugin is missing', () => {
    const root = tempDir('vm-janus-install-');
    try {
      const bin = path.join(root.dir, 'bin/janus');
      fs.mkdirSync(path.dirname(bin), { recursive: true });
      fs.writeFileSync(bin, '#!/bin/sh\n', { mode: 0o755 });
      const lib = path.join(root.dir, 'lib/janus');
      fs.mkdirSync(path.join(lib, 'transports'), { recursive: true });
      fs.mkdirSync(path.join(lib, 'plugins'), { recursive: true });
      fs.writeFileSync(path.join(lib, 'transports/libjanus_websockets.so'), '');
      expect(findJanusInstall(bin)).toBeUndefined();
      fs.writeFileSync(path.join(lib, 'plugins/libjanus_videoroom.so'), '');
      fs.writeFileSync(path.join(lib, 'plugins/libjanus_echotest.so'), '');
      expect(findJanusInstall(bin)).toMatchObject({
        binary: bin,
        pluginsFolder: path.join(lib, 'plugins'),
        plugins: expect.arrayContaining(['libjanus_videoroom.so', 'libjanus_echotest.so']),
        transports: ['libjanus_websockets.so'],
      });
      expect(findJanusInstall(path.join(root.dir, 'bin/missing'))).toBeUndefined();
    } finally {
      root.remove();
    }
  });
});

// The real Janus (npm test installs it, see scripts/ensure-janus.mjs).
describe('the managed Janus process', () => {
  const data = tempDir('vm-janus-');
  let janus: ManagedJanus | undefined;
  afterEach(async () => {
    await janus?.stop();
    data.remove();
  });

  const ready = (subject: ManagedJanus) => new Promise<string>((resolve) => subject.once('ready', resolve));

  it('starts on a loopback port, is restarted after it dies, and stops with the server', async () => {
    const found = findJanusInstall(undefined);
    expect(found, 'janus must be installed: node scripts/ensure-janus.mjs').toBeDefined();
    janus = new ManagedJanus({
      install: found!,
      dataDir: data.dir,
      rtcMinPort: 40000,
      rtcMaxPort: 40099,
      announcedIp: undefined,
      verbose: false,
      log: pino({ level: 'silent' }),
    });
    const first = ready(janus);
    janus.start();
    expect(await first).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(fs.readFileSync(path.join(data.dir, 'janus/janus.jcfg'), 'utf8')).toContain('40000-40099');

    const firstPid = janus.pid!;
    const again = ready(janus);
    process.kill(firstPid, 'SIGKILL');
    await again;
    expect(janus.pid).not.toBe(firstPid);

    const pid = janus.pid!;
    await janus.stop();
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
