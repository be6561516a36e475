import { describe, test } from 'vitest';
import { expectVisible } from '../support/browser';
import { startedForBlock } from '../support/fixtures';
import { Firefox } from './support/firefox';
import { flowing, inRoom, joinNow, withRoomUi } from './room-ui-helpers';

// Firefox in the room (docs/decisions/039): Debian's Firefox ESR over WebDriver BiDi
// (support/firefox.ts) meets Chromium through the built app, our server and its managed Janus,
// inside the network namespace of e2e/run-in-netns.sh. Media is proven as in room-ui.e2e.ts, by the
// room's test hook in each browser. Screen sharing stays with the Chromium tests: headless Firefox
// cannot fake a screen.

describe('Firefox in the room', () => {
  // Pro: three people do not fit in a Free plan's room (2 participants).
  const ui = withRoomUi({ RTC_MIN_PORT: '35000', RTC_MAX_PORT: '35999', DEFAULT_PLAN: 'pro' });
  const firefox = startedForBlock(
    () => Firefox.launch(),
    (browser) => browser.close(),
  );

  test('a Chromium organizer and a Firefox guest see and hear each other', { timeout: 180_000 }, async () => {
    const host = await ui.signUp('Cora Chromium');
    const meeting = await ui.createMeeting(host, true);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);

    const guest = await firefox.openRoom(ui.product.baseUrl, meeting);
    await guest.joinAsGuest('Fern Firefox');
    await guest.joinNow();

    await Promise.all([
      flowing(hostPage, 'camera', 1),
      flowing(hostPage, 'microphone', 1),
      guest.flowing('camera', 1),
      guest.flowing('microphone', 1),
    ]);
  });

  test('two Firefox guests and a Chromium organizer chat both ways', { timeout: 180_000 }, async () => {
    const host = await ui.signUp('Otto Organizer');
    const meeting = await ui.createMeeting(host, true);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);
    const first = await firefox.openRoom(ui.product.baseUrl, meeting);
    await first.joinAsGuest('Fay Firefox');
    await first.joinNow();
    const second = await firefox.openRoom(ui.product.baseUrl, meeting);
    await second.joinAsGuest('Finn Firefox');
    await second.joinNow();

    await expectVisible(hostPage.getByRole('button', { name: 'Participants (3)' }), 30_000);
    for (const guest of [first, second]) await guest.expectVisible('button', 'Participants (3)', 30_000);
    // Firefox receives Firefox too: the second guest decodes both other cameras.
    await second.flowing('camera', 2);

    await first.click('button', 'Chat');
    await first.fill('Message', 'Hello from Fay');
    await first.click('button', 'Send');
    await hostPage.getByRole('button', { name: 'Chat, 1 unread' }).click();
    await expectVisible(hostPage.getByRole('log', { name: 'Chat' }).getByText('Hello from Fay'));
    await second.click('button', 'Chat, 1 unread');
    await second.expectText('log', 'Chat', 'Hello from Fay');

    await hostPage.getByRole('textbox', { name: 'Message' }).fill('Hello from Otto');
    await hostPage.getByRole('button', { name: 'Send' }).click();
    for (const guest of [first, second]) await guest.expectText('log', 'Chat', 'Hello from Otto');
  });
});
