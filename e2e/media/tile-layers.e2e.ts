import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { flowing, inRoom, joinAsGuest, joinNow, RoomUi, startRoomUi } from './room-ui-helpers';

// The web app asks the media server for the simulcast layer each remote camera tile needs: the
// built app, our server with its managed Janus, Chromium with a fake 1280x720 camera (layers of
// 1280, 640 and 320 pixels wide). The size that arrives is read with the room's test hook.

interface InboundVideo {
  participantId: string;
  source: string;
  framesDecoded: number;
  frameWidth: number;
}

const inbound = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __roomStats?: () => Promise<InboundVideo[]> }).__roomStats?.() ?? [],
  ) as Promise<InboundVideo[]>;

/** Waits until the one remote camera arrives `width` pixels wide, with frames still being decoded. */
async function cameraWidth(page: Page, width: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: InboundVideo | undefined;
  while (Date.now() < deadline) {
    const before = (await inbound(page)).find((entry) => entry.source === 'camera');
    await page.waitForTimeout(500);
    last = (await inbound(page)).find((entry) => entry.source === 'camera');
    if (before && last && last.frameWidth === width && last.framesDecoded > before.framesDecoded) return;
  }
  throw new Error(`the remote camera did not arrive ${width} wide: ${JSON.stringify(last)}`);
}

describe('simulcast layers follow the tiles', () => {
  let ui: RoomUi;

  beforeAll(async () => {
    ui = await startRoomUi({ RTC_MIN_PORT: '33000', RTC_MAX_PORT: '33999' });
  });

  afterAll(async () => ui?.close());

  test('a medium grid tile gets the middle layer, the speaker view the full one, a small strip tile the low one', async () => {
    const host = await ui.signUp('Hugo Host');
    const meeting = await ui.createMeeting(host, true);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);
    const guestPage = await ui.openRoom(meeting);
    await guestPage.setViewportSize({ width: 1280, height: 720 });
    await joinAsGuest(guestPage, 'Gwen Guest');
    await joinNow(guestPage);
    await inRoom(guestPage);
    await flowing(guestPage, 'camera', 1);

    // Two tiles side by side in a 1280x720 window: about 620x350 CSS pixels each.
    await cameraWidth(guestPage, 640);
    await guestPage.getByRole('button', { name: 'Speaker', exact: true }).click();
    await cameraWidth(guestPage, 1280);
    // Pinning herself puts the host into the small strip beside her.
    await guestPage.getByRole('button', { name: 'Pin Gwen Guest (you)' }).click();
    await cameraWidth(guestPage, 320);
    await guestPage.getByRole('button', { name: 'Unpin Gwen Guest (you)' }).click();
    await cameraWidth(guestPage, 1280);
  });
});
