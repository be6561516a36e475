import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectVisible, launchBrowser } from '../support/browser';
import {
  cameraWidth,
  flowing,
  framesDecoded,
  inRoom,
  joinAsGuest,
  joinNow,
  senders,
  withRoomUi,
} from './room-ui-helpers';
import { createTestHost, type TestHost } from './support/test-host';

// A participant's network really drops: the guest's browser runs on a test host of its own (a
// network namespace joined to the product's by a veth pair) and the test takes that link down for
// 5 s. Browser 'offline' emulation would leave WebRTC untouched, so it could not prove this.

const CUT_MS = 5_000;
/** Long enough for the server to give the browser up (ping, then its grace). */
const LONG_CUT_MS = 20_000;
/** While the link is down the page's WebSocket fails to reconnect, and Chromium logs each try. */
const droppedSocket = [/WebSocket connection to .* failed/, /ERR_(NETWORK|INTERNET|ADDRESS|CONNECTION)/];

const tiles = (page: Page, name: string) => page.getByRole('figure', { name, exact: true }).count();

describe('meeting room over a network that drops', () => {
  // Every address: the test host reaches the product over its link, not over loopback.
  const ui = withRoomUi({ HOST: '0.0.0.0', RTC_MIN_PORT: '32000', RTC_MAX_PORT: '32999' });
  let guestHost: TestHost;
  let guestBrowser: Browser;
  let guestSite: string;

  beforeAll(async () => {
    guestHost = await createTestHost(1);
    guestSite = `http://${guestHost.serverAddress}:${new URL(ui.product.baseUrl).port}`;
    guestBrowser = await launchBrowser({
      fakeMedia: true,
      executablePath: guestHost.chromiumLauncher,
      // Camera and microphone need a secure context; loopback origins are one, this address is not.
      extraArgs: [`--unsafely-treat-insecure-origin-as-secure=${guestSite}`],
    });
  });

  // Before the room UI closes (fixtures close after the block's own afterAll).
  afterAll(async () => {
    await guestBrowser?.close();
    await guestHost?.remove();
  });

  /** An organizer (on the product's own namespace) and a guest on the test host, video flowing both ways. */
  async function meet(organizerName: string, guestName: string) {
    const organizer = await ui.signUp(organizerName);
    const meeting = await ui.createMeeting(organizer, true);
    const organizerPage = await ui.openRoom(meeting, organizer);
    await joinNow(organizerPage);
    await inRoom(organizerPage);
    const guestPage = await ui.openRoom(meeting, undefined, {
      on: { browser: guestBrowser, baseUrl: guestSite },
      allowConsoleErrors: droppedSocket,
    });
    await joinAsGuest(guestPage, guestName);
    await joinNow(guestPage);
    await inRoom(guestPage);
    await flowing(organizerPage, 'camera', 1);
    await flowing(guestPage, 'camera', 1);
    return { organizerPage, guestPage };
  }

  test(
    'a guest whose link is down for 5 s gets back without anyone doing anything, with no duplicate tile',
    { timeout: 240_000 },
    async () => {
      const { organizerPage, guestPage } = await meet('Nora Network', 'Cody Cut');

      await guestHost.cut();
      // Nothing crosses while the link is down: the guest's video stands still.
      await guestPage.waitForTimeout(1_500);
      const frozenAt = await framesDecoded(guestPage);
      await guestPage.waitForTimeout(CUT_MS - 3_000);
      expect(await framesDecoded(guestPage)).toBe(frozenAt);
      await guestPage.waitForTimeout(1_500);
      await guestHost.restore();

      // Video flows again both ways (the organizer's page, over loopback, never lost its link).
      await flowing(guestPage, 'camera', 1, 60_000);
      await flowing(organizerPage, 'camera', 1, 60_000);
      await guestPage.getByText('Reconnecting…').waitFor({ state: 'hidden', timeout: 30_000 });
      for (const page of [organizerPage, guestPage])
        await expectVisible(page.getByRole('button', { name: 'Participants (2)' }), 30_000);
      expect(await tiles(organizerPage, 'Cody Cut')).toBe(1);
      expect(await tiles(guestPage, 'Nora Network')).toBe(1);
      // Still one tile after the server's grace for a vanished browser has surely passed.
      await organizerPage.waitForTimeout(15_000);
      expect(await tiles(organizerPage, 'Cody Cut')).toBe(1);
      await flowing(organizerPage, 'camera', 1);
    },
  );

  test(
    "a guest gone for 20 s leaves the others' view within 15 s and comes back as the same participant",
    { timeout: 240_000 },
    async () => {
      const { organizerPage, guestPage } = await meet('Otto Organizer', 'Vera Vanished');
      const guestId = await senders(organizerPage, 'camera');

      await guestHost.cut();
      const cutAt = Date.now();
      // The server stops hearing the browser and, after its grace, tells the others it left.
      await organizerPage
        .getByRole('figure', { name: 'Vera Vanished', exact: true })
        .waitFor({ state: 'detached', timeout: 15_000 });
      await expectVisible(organizerPage.getByRole('button', { name: 'Participants (1)' }));
      await organizerPage.waitForTimeout(Math.max(0, LONG_CUT_MS - (Date.now() - cutAt)));
      await guestHost.restore();

      // Back by itself with its resume key: one tile again, video both ways.
      await flowing(organizerPage, 'camera', 1, 90_000);
      await flowing(guestPage, 'camera', 1, 60_000);
      for (const page of [organizerPage, guestPage])
        await expectVisible(page.getByRole('button', { name: 'Participants (2)' }), 30_000);
      expect(await tiles(organizerPage, 'Vera Vanished')).toBe(1);
      expect(await tiles(guestPage, 'Otto Organizer')).toBe(1);
      expect(await senders(organizerPage, 'camera')).toEqual(guestId);
    },
  );

  test(
    'a guest whose link gets too slow for the speaker view asks for a lower layer of the camera it shows large',
    { timeout: 180_000 },
    async () => {
      const { guestPage } = await meet('Tara Throttle', 'Lou Lowlink');
      await guestPage.getByRole('button', { name: 'Speaker', exact: true }).click();
      await cameraWidth(guestPage, (width) => width === 1280);

      // A quarter of what the full layer needs: loss, and Janus's slow_link, make the page step down.
      await guestHost.limitDownlink(300);
      try {
        expect(await cameraWidth(guestPage, (width) => width > 0 && width < 1280, 60_000)).toBeLessThan(1280);
      } finally {
        await guestHost.unlimitDownlink();
      }
    },
  );

  test(
    'a guest whose address changes mid-meeting has video again, as the same participant',
    { timeout: 240_000 },
    async () => {
      const { organizerPage, guestPage } = await meet('Maya Moved', 'Wes Wifi');
      const guestId = await senders(organizerPage, 'camera');

      // The signalling socket and both media connections were bound to the address that is now gone.
      await guestHost.moveAddress();

      // Back over the new address: video both ways, the same participant, one tile.
      await flowing(guestPage, 'camera', 1, 90_000);
      await flowing(organizerPage, 'camera', 1, 90_000);
      await guestPage.getByText('Reconnecting…').waitFor({ state: 'hidden', timeout: 30_000 });
      await expectVisible(organizerPage.getByRole('button', { name: 'Participants (2)' }), 30_000);
      expect(await senders(organizerPage, 'camera')).toEqual(guestId);
      expect(await tiles(organizerPage, 'Wes Wifi')).toBe(1);
    },
  );
});
