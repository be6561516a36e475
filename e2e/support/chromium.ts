// Launching Debian's Chromium, shared by the e2e tests and the benchmarks (no test-runner imports here).
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; Playwright's own browser download cannot work on our machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Root needs --no-sandbox; the machine has no GPU. The network is closed, so every background
// connection Chromium tries (QUIC, updates, sync, Google lookups) fails noisily and slowly.
const baseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// A fake camera and microphone, allowed without a permission prompt.
const fakeMediaArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
// WebRTC inside the media tests' network namespace (docs/decisions/010): loopback candidates, shown
// as addresses rather than hidden behind mDNS names.
const namespaceWebRtcArgs = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];

export interface LaunchOptions {
  /** Fake camera and microphone, and WebRTC that works inside e2e/run-in-netns.sh's namespace. */
  fakeMedia?: boolean;
  extraArgs?: string[];
  /** Another launcher of the same Chromium, e.g. one that starts it inside a test host's namespace. */
  executablePath?: string;
}

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: options.executablePath ?? chromiumPath,
    headless: true,
    args: [
      ...baseArgs,
      ...(options.fakeMedia ? [...fakeMediaArgs, ...namespaceWebRtcArgs] : []),
      ...(options.extraArgs ?? []),
    ],
  });
}
