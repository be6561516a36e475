import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startedForBlock, withBrowser, withProduct } from '../support/fixtures';
import { droppedByRtcRule, rtcOnlyFromLocalAddresses } from './support/media-firewall';
import { createNatHost } from './support/nat-host';
import { startPageServer } from './support/page-server';
import { meetAcrossLink } from './support/meet-across-link';
import { signUp } from './support/product-api';
import { waitForSelectedPair } from './support/selected-pair';

// Everyone connects (decision record 063, amended 2026-11-29): a participant behind a symmetric NAT
// whose packets cannot reach the media server directly still gets video, relayed by the managed
// coturn, which listens where the product does and is named by the host the participant reached the
// product by. The guest's Chromium sits behind a router namespace that masquerades with fully random
// ports (support/nat-host.ts); the media server's RTC ports take packets only from the product's own
// addresses (support/media-firewall.ts), so neither a direct UDP pair nor ICE-TCP gets through.

const RTC_MIN_PORT = 38000;
const RTC_MAX_PORT = 38999;

describe('connectivity for a participant behind a symmetric NAT', () => {
  // Before the product starts, so Janus gathers the link's address as a candidate and coturn lets
  // relays reach it (decision records 014 and 063).
  const natHost = startedForBlock(
    () => createNatHost(3),
    (host) => host.remove(),
  );
  // Every address: the guest reaches the product, and with it the managed coturn, over the link.
  const product = withProduct({
    env: { HOST: '0.0.0.0', RTC_MIN_PORT: String(RTC_MIN_PORT), RTC_MAX_PORT: String(RTC_MAX_PORT) },
  });
  const hostBrowser = withBrowser({ fakeMedia: true });
  const pages = startedForBlock(
    () => startPageServer('0.0.0.0'),
    (server) => server.stop(),
  );
  let guestBrowser: Browser;
  let removeRule: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    guestBrowser = await launchBrowser({
      fakeMedia: true,
      executablePath: natHost.chromiumLauncher,
      // Camera and microphone need a secure context; loopback origins are one, this address is not.
      extraArgs: [`--unsafely-treat-insecure-origin-as-secure=http://${natHost.serverAddress}:${pages.port}`],
    });
  });

  afterAll(async () => {
    await removeRule?.();
    await guestBrowser?.close();
  });

  test('gets the organizer’s video through the managed TURN relay over UDP', { timeout: 240_000 }, async () => {
    removeRule = await rtcOnlyFromLocalAddresses(RTC_MIN_PORT, RTC_MAX_PORT);
    const organizer = await signUp(product, 'Nora Nat');
    const { organizerId, guestPage } = await meetAcrossLink(
      { product, pages, organizerBrowser: hostBrowser, guestBrowser, serverAddress: natHost.serverAddress },
      organizer,
      'Sami Symmetric',
    );

    // The TURN URL names the address the guest reached the product by, not 127.0.0.1.
    const { iceServers } = await guestPage.message('joined');
    const turnUrls = iceServers.flatMap((server) => [server.urls].flat()).filter((url) => url.startsWith('turn:'));
    expect(turnUrls).toContainEqual(expect.stringMatching(new RegExp(`^turn:${natHost.serverAddress}:\\d+\\?`)));

    await guestPage.flowing(organizerId, 'camera', 120_000);
    for (const connection of ['publisher', 'subscriber'] as const) {
      const pair = await waitForSelectedPair(guestPage, connection, 120_000);
      expect(pair.local, `${connection}: ${JSON.stringify(pair)}`).toMatchObject({
        candidateType: 'relay',
        relayProtocol: 'udp',
      });
    }
    // The guest did try the media server directly: the rule turned those packets away.
    expect(await droppedByRtcRule()).toBeGreaterThan(0);
  });
});
