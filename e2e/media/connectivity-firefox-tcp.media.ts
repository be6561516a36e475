import { describe, expect, test } from 'vitest';
import { startedForBlock } from '../support/fixtures';
import { Firefox } from './support/firefox';
import { firefoxInNamespace } from './support/firefox-in-namespace';
import { createTestHost } from './support/test-host';
import { flowing, inRoom, joinNow, withRoomUi } from './room-ui-helpers';

// Everyone connects, in Firefox too (decision records 039 and 065): a Firefox guest whose network drops
// every UDP packet joins through the built app and sends and receives video over TCP. Firefox runs on a
// test host (support/test-host.ts, support/firefox-in-namespace.ts) whose firewall drops all UDP; the
// Chromium organizer meets from the product's namespace, on an open network. Which path each connection
// took comes from what the browsers themselves report (connectionReport, decision record 071), counted
// in the product's metrics.

const OPERATOR_TOKEN = 'firefox-tcp-operator-token';

describe('Firefox when a participant can use only TCP', () => {
  // Before the product starts, so Janus gathers the link's address as a candidate (decision record 014).
  const guestHost = startedForBlock(
    () => createTestHost(6),
    (host) => host.remove(),
  );
  // Every address: the test host reaches the product over its link.
  const ui = withRoomUi({ HOST: '0.0.0.0', RTC_MIN_PORT: '38000', RTC_MAX_PORT: '38999', OPERATOR_TOKEN });
  const firefox = startedForBlock(
    async () => {
      const place = await firefoxInNamespace(guestHost.namespace);
      const browser = await Firefox.launch({ inNamespace: place, secureHosts: [guestHost.serverAddress] });
      return { browser, place };
    },
    async ({ browser, place }) => {
      await browser.close();
      await place.remove();
    },
  );

  /** Connections the browsers reported as connected over `protocol`, by connection, from the metrics. */
  async function reportedOver(protocol: 'udp' | 'tcp'): Promise<Record<string, number>> {
    const response = await fetch(`${ui.product.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const counts: Record<string, number> = {};
    const series =
      /^vm_ice_connections_total\{connection="(\w+)",candidate_type="\w+",protocol="(\w+)"[^}]*\} (\d+)$/gm;
    for (const [, connection, seen, count] of (await response.text()).matchAll(series)) {
      if (seen === protocol && Number(count) > 0) counts[connection!] = (counts[connection!] ?? 0) + Number(count);
    }
    return counts;
  }

  test('a Firefox guest whose network drops all UDP sees and is seen, over TCP', { timeout: 180_000 }, async () => {
    await guestHost.blockUdp();
    const organizer = await ui.signUp('Olga Open');
    const meeting = await ui.createMeeting(organizer, true);
    const organizerPage = await ui.openRoom(meeting, organizer);
    await joinNow(organizerPage);
    await inRoom(organizerPage);

    const guest = await firefox.browser.openRoom(`http://${guestHost.serverAddress}:${ui.product.port}`, meeting);
    await guest.joinAsGuest('Tove Tcp');
    await guest.joinNow();

    // Both ways: the organizer decodes the guest's camera, the guest the organizer's.
    await Promise.all([flowing(organizerPage, 'camera', 1, 90_000), guest.flowing('camera', 1, 90_000)]);
    // Only the guest's connections can be TCP: the organizer's network lets UDP through, which ICE prefers.
    await expect
      .poll(async () => Object.keys(await reportedOver('tcp')).sort(), { timeout: 30_000 })
      .toEqual(['publisher', 'subscriber']);
  });
});
