import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { expectVisible, launchBrowser } from '../support/browser';
import { startedForBlock } from '../support/fixtures';
import { inRoom, joinAsGuest, joinNow, withRoomUi } from './room-ui-helpers';
import { blockServerPorts } from './support/host-firewall';
import { createTestHost } from './support/test-host';

// A network that lets the web through but no call at all (docs/product.md, the room): the guest's
// Chromium runs the real web app on a test host (support/test-host.ts) whose firewall drops every
// packet, UDP and TCP, to and from the media server's RTP ports (where Janus also takes ICE-TCP,
// decision record 065) and the TURN port (decision record 063; the managed coturn listens on the
// product namespace's 127.0.0.1, out of the host's reach anyway). The product's HTTP and signaling
// port stays open, so the page loads and joins, and then its media cannot connect by any path: the
// guest must be told why and what to try, not shown a spinner.

const RTC_MIN_PORT = 38000;
const RTC_MAX_PORT = 38999;
const TURN_PORT = 39478;
/**
 * The room gives a first connection 30 s of ICE checks (ice-watch.ts); Chromium itself would keep
 * checking for over two minutes. A generous wait beyond those 30 s for a loaded machine.
 */
const GUIDANCE_TIMEOUT_MS = 120_000;

describe('connectivity when a participant’s network blocks the call', () => {
  // Before the product starts, so Janus gathers the link's address as a candidate (decision record 014).
  const guestHost = startedForBlock(
    () => createTestHost(3),
    (host) => host.remove(),
  );
  // Every address: the test host reaches the product over its link, not over loopback.
  const ui = withRoomUi({
    HOST: '0.0.0.0',
    RTC_MIN_PORT: String(RTC_MIN_PORT),
    RTC_MAX_PORT: String(RTC_MAX_PORT),
    TURN_PORT: String(TURN_PORT),
  });
  let guestBrowser: Browser;
  let guestSite: string;

  beforeAll(async () => {
    guestSite = `http://${guestHost.serverAddress}:${new URL(ui.product.baseUrl).port}`;
    guestBrowser = await launchBrowser({
      fakeMedia: true,
      executablePath: guestHost.chromiumLauncher,
      // Camera and microphone need a secure context; loopback origins are one, this address is not.
      extraArgs: [`--unsafely-treat-insecure-origin-as-secure=${guestSite}`],
    });
  });

  afterAll(async () => {
    await guestBrowser?.close();
  });

  test(
    'a guest whose network drops all media traffic is told the network blocks the call and what to try',
    { timeout: 360_000 },
    async () => {
      await blockServerPorts(guestHost, [
        [RTC_MIN_PORT, RTC_MAX_PORT],
        [TURN_PORT, TURN_PORT],
      ]);
      const organizer = await ui.signUp('Oscar Open');
      const meeting = await ui.createMeeting(organizer, true);
      const organizerPage = await ui.openRoom(meeting, organizer);
      await joinNow(organizerPage);
      await inRoom(organizerPage);

      // The page loads and joins over the open product port.
      const guestPage = await ui.openRoom(meeting, undefined, { on: { browser: guestBrowser, baseUrl: guestSite } });
      await joinAsGuest(guestPage, 'Hana Hotel');
      await joinNow(guestPage);
      await inRoom(guestPage);

      const guidance = guestPage.getByRole('alert', { name: 'Your network is blocking the call' });
      await expectVisible(guidance, GUIDANCE_TIMEOUT_MS);
      await expectVisible(guidance.getByText(/phone's hotspot/));
      await expectVisible(guidance.getByRole('button', { name: 'Try again' }));

      // Try again is a fresh attempt; over the same network it ends with the same guidance.
      await guidance.getByRole('button', { name: 'Try again' }).click();
      await expectVisible(guestPage.getByText('Reconnecting…'), 30_000);
      await expectVisible(guidance, GUIDANCE_TIMEOUT_MS);
    },
  );
});
