import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startedForBlock, withBrowser } from '../support/fixtures';
import { startProduct } from '../support/product';
import { droppedOnTheWayOut, onlyTcpTo } from './support/host-firewall';
import { startPageServer } from './support/page-server';
import { meetAcrossLink } from './support/meet-across-link';
import { signUp } from './support/product-api';
import { waitForSelectedPair } from './support/selected-pair';
import { makeTestCertificate, trustingHome } from './support/test-ca';
import { createTestHost } from './support/test-host';

// Everyone connects (decision record 063, amended): a participant whose network lets out only TCP to
// the web ports (the page, the product's signalling and 443) still gets video, through the managed
// coturn's TURN over TLS on 443. The guest's Chromium runs on a test host (support/test-host.ts)
// whose NSS database trusts a CA made for this test, which signed the certificate the product gives
// coturn (TURN_TLS_CERT); its firewall drops all UDP, ICE-TCP to the media server and plain TURN.

const HOST_INDEX = 5;
const RTC_MIN_PORT = 39000;
const RTC_MAX_PORT = 39999;
const TLS_PORT = 443;

describe('connectivity for a participant who can reach only web ports over TCP', () => {
  // Before the product starts, so Janus gathers the link's address as a candidate and coturn lets
  // relays reach it (decision records 014 and 063).
  const guest = startedForBlock(
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'vm-turn-tls-'));
      const certificate = await makeTestCertificate(join(dir, 'ca'), [`IP:198.18.${HOST_INDEX}.1`]);
      const home = await trustingHome(join(dir, 'home'), certificate.caFile);
      const host = await createTestHost(HOST_INDEX, { home });
      return { dir, certificate, host };
    },
    async ({ dir, host }) => {
      await host.remove();
      await rm(dir, { recursive: true, force: true });
    },
  );
  // Every address: the guest reaches the product, and with it the managed coturn, over the link.
  const product = startedForBlock(
    () =>
      startProduct({
        env: {
          HOST: '0.0.0.0',
          RTC_MIN_PORT: String(RTC_MIN_PORT),
          RTC_MAX_PORT: String(RTC_MAX_PORT),
          TURN_TLS_PORT: String(TLS_PORT),
          TURN_TLS_CERT: guest.certificate.certFile,
          TURN_TLS_KEY: guest.certificate.keyFile,
        },
      }),
    (started) => started.stop(),
  );
  const hostBrowser = withBrowser({ fakeMedia: true });
  const pages = startedForBlock(
    () => startPageServer('0.0.0.0'),
    (server) => server.stop(),
  );
  let guestBrowser: Browser;
  let serverAddress: string;

  beforeAll(async () => {
    serverAddress = guest.host.serverAddress;
    guestBrowser = await launchBrowser({
      fakeMedia: true,
      executablePath: guest.host.chromiumLauncher,
      // Camera and microphone need a secure context; loopback origins are one, this address is not.
      extraArgs: [`--unsafely-treat-insecure-origin-as-secure=http://${serverAddress}:${pages.port}`],
    });
  });

  afterAll(async () => {
    await guestBrowser?.close();
  });

  test('gets the organizer’s video through the managed relay over TLS on 443', { timeout: 240_000 }, async () => {
    await onlyTcpTo(guest.host, [pages.port, product.port, TLS_PORT]);
    const organizer = await signUp(product, 'Tess Tls');
    const { organizerId, guestPage } = await meetAcrossLink(
      { product, pages, organizerBrowser: hostBrowser, guestBrowser, serverAddress },
      organizer,
      'Walt Webonly',
    );

    const { iceServers } = await guestPage.message('joined');
    const urls = iceServers.flatMap((server) => [server.urls].flat());
    expect(urls).toContain(`turns:${serverAddress}:${TLS_PORT}?transport=tcp`);

    await guestPage.flowing(organizerId, 'camera', 120_000);
    for (const connection of ['publisher', 'subscriber'] as const) {
      const pair = await waitForSelectedPair(guestPage, connection, 120_000);
      expect(pair.local, `${connection}: ${JSON.stringify(pair)}`).toMatchObject({
        candidateType: 'relay',
        relayProtocol: 'tls',
      });
    }
    // The guest did try other ways (UDP, ICE-TCP to the media server, plain TURN): its firewall said no.
    expect(await droppedOnTheWayOut(guest.host)).toBeGreaterThan(0);
  });
});
