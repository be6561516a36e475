import { describe, test } from 'vitest';
import { cameraWidth, flowing, inRoom, joinAsGuest, joinNow, withRoomUi } from './room-ui-helpers';

// The web app asks the media server for the simulcast layer each remote camera tile needs: the
// built app, our server with its managed Janus, Chromium with a fake 1280x720 camera (layers of
// 1280, 640 and 320 pixels wide). The size that arrives is read with the room's test hook.

const width = (pixels: number) => (frameWidth: number) => frameWidth === pixels;

describe('simulcast layers follow the tiles', () => {
  const ui = withRoomUi({ RTC_MIN_PORT: '33000', RTC_MAX_PORT: '33999' });

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
    await cameraWidth(guestPage, width(640));
    await guestPage.getByRole('button', { name: 'Speaker', exact: true }).click();
    await cameraWidth(guestPage, width(1280));
    // Pinning herself puts the host into the small strip beside her.
    await guestPage.getByRole('button', { name: 'Pin Gwen Guest (you)' }).click();
    await cameraWidth(guestPage, width(320));
    await guestPage.getByRole('button', { name: 'Unpin Gwen Guest (you)' }).click();
    await cameraWidth(guestPage, width(1280));
  });
});
