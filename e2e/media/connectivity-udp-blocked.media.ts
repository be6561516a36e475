import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startedForBlock, withBrowser, withProduct } from '../support/fixtures';
import { startPageServer } from './support/page-server';
import { meetAcrossLink } from './support/meet-across-link';
import { signUp, type Account } from './support/product-api';
import type { RoomPage, SelectedPair } from './support/room-page';
import { createTestHost } from './support/test-host';

// Everyone connects (decision record 065): a participant whose network lets no UDP through still
// gets and sends video, over TCP. The guest's Chromium runs on a test host (support/test-host.ts: a
// network namespace of its own, joined to the product's by a veth pair) whose firewall drops every
// UDP packet to and from the product; the host publishes from the product's own namespace, on an open
// network. The managed coturn is within the test host's reach too (decision record 063, amended), over
// TCP here, but ICE ranks a host TCP pair to Janus itself above any relay, so that is the pair chosen.

/** Waits until ICE has selected a pair for the connection, and returns it. */
async function selectedPair(page: RoomPage, connection: 'publisher' | 'subscriber'): Promise<SelectedPair> {
  let pair: SelectedPair | null = null;
  await expect
    .poll(async () => (pair = await page.selectedPair(connection)), { timeout: 30_000, interval: 250 })
    .toMatchObject({ state: 'succeeded' });
  return pair!;
}

/** Media over TCP: ICE-TCP to the media server, or a relay the browser reaches over TCP. */
const overTcp = (pair: SelectedPair) =>
  pair.local.candidateType === 'relay' ? pair.local.relayProtocol === 'tcp' : pair.local.protocol === 'tcp';

describe('connectivity when a participant can use only TCP', () => {
  // Before the product starts, so Janus gathers the link's address as a candidate (decision record 014).
  const guestHost = startedForBlock(
    () => createTestHost(2),
    (host) => host.remove(),
  );
  // Every address: the test host reaches the product over its link, not over loopback.
  const product = withProduct({ env: { HOST: '0.0.0.0', RTC_MIN_PORT: '37000', RTC_MAX_PORT: '37999' } });
  const hostBrowser = withBrowser({ fakeMedia: true });
  // The page on every address too: the guest loads it across the link.
  const pages = startedForBlock(
    () => startPageServer('0.0.0.0'),
    (server) => server.stop(),
  );
  let organizer: Account;
  let guestBrowser: Browser;

  beforeAll(async () => {
    organizer = await signUp(product, 'Olga Open');
    guestBrowser = await launchBrowser({
      fakeMedia: true,
      executablePath: guestHost.chromiumLauncher,
      // Camera and microphone need a secure context; loopback origins are one, this address is not.
      extraArgs: [`--unsafely-treat-insecure-origin-as-secure=http://${guestHost.serverAddress}:${pages.port}`],
    });
  });

  afterAll(async () => {
    await guestBrowser?.close();
  });

  /** The organizer joins from the product's namespace, the guest from the test host; both publish. */
  const meet = (guestName: string) =>
    meetAcrossLink(
      { product, pages, organizerBrowser: hostBrowser, guestBrowser, serverAddress: guestHost.serverAddress },
      organizer,
      guestName,
    );

  test('on an open network the media goes straight to the media server, not through a relay', async () => {
    const { organizerPage, organizerId, guestPage, guestId } = await meet('Uma Unblocked');
    await guestPage.flowing(organizerId, 'camera', 60_000);
    await organizerPage.flowing(guestId, 'camera', 60_000);
    for (const page of [organizerPage, guestPage]) {
      for (const connection of ['publisher', 'subscriber'] as const) {
        const pair = await selectedPair(page, connection);
        expect(pair.local.candidateType, JSON.stringify(pair)).not.toBe('relay');
        expect(pair.remote.candidateType, JSON.stringify(pair)).toBe('host');
      }
    }
    // Nothing in the way: UDP, which ICE prefers to TCP.
    expect((await selectedPair(guestPage, 'subscriber')).local.protocol).toBe('udp');
  });

  test('a participant whose network drops all UDP gets and sends video over TCP', { timeout: 180_000 }, async () => {
    await guestHost.blockUdp();
    const { organizerPage, organizerId, guestPage, guestId } = await meet('Tariq Tcp');

    // The blocked guest decodes the organizer's camera, and the organizer decodes the guest's.
    await guestPage.flowing(organizerId, 'camera', 60_000);
    await organizerPage.flowing(guestId, 'camera', 60_000);

    for (const connection of ['publisher', 'subscriber'] as const) {
      const pair = await selectedPair(guestPage, connection);
      expect(overTcp(pair), `${connection}: ${JSON.stringify(pair)}`).toBe(true);
      // ICE-TCP straight to Janus: a passive TCP candidate on the link's address, in the RTP range.
      expect(pair.remote, `${connection}: ${JSON.stringify(pair)}`).toMatchObject({
        protocol: 'tcp',
        address: guestHost.serverAddress,
      });
      expect(pair.remote.port).toBeGreaterThanOrEqual(37000);
      expect(pair.remote.port).toBeLessThanOrEqual(37999);
    }
    // The organizer, on the open network, still uses UDP.
    expect((await selectedPair(organizerPage, 'subscriber')).local.protocol).toBe('udp');
  });
});
