import { describe, test } from 'vitest';
import { expectVisible } from '../support/browser';
import { startedForBlock } from '../support/fixtures';
import { Firefox } from './support/firefox';
import { flowing, inRoom, joinAsGuest, joinNow, withRoomUi } from './room-ui-helpers';

// The microphone always goes out (docs/decisions/040): when the page's AudioContext never
// starts, noise suppression cannot run, and the room must still publish the raw microphone and say
// so, instead of showing 'on' while nothing is sent. In Chromium the context is made to never start
// by an init script (headless Chromium always has an audio output); Firefox runs without any audio
// output device, the case the issue found, so its AudioContexts never start by themselves.

const unavailable = 'Noise suppression is unavailable';

/** In the page before the app: resume() of every AudioContext never settles. */
function audioContextNeverStarts(): void {
  AudioContext.prototype.resume = () => new Promise<void>(() => undefined);
}

describe('a microphone whose noise suppression cannot start', () => {
  // Pro: three people do not fit in a Free plan's room (2 participants).
  const ui = withRoomUi({ RTC_MIN_PORT: '36000', RTC_MAX_PORT: '36999', DEFAULT_PLAN: 'pro' });
  const firefox = startedForBlock(
    () => Firefox.launch({ audioOutput: false }),
    (browser) => browser.close(),
  );

  test('is still heard from Chromium and Firefox, and the room says suppression is unavailable', async () => {
    const host = await ui.signUp('Hana Host');
    const meeting = await ui.createMeeting(host, true);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);

    const chromiumGuest = await ui.openSignedIn();
    await chromiumGuest.context().addInitScript(audioContextNeverStarts);
    await chromiumGuest.goto(`/room/${meeting.meetingId}`);
    await joinAsGuest(chromiumGuest, 'Carl Chromium');
    await joinNow(chromiumGuest);
    await inRoom(chromiumGuest);

    const firefoxGuest = await firefox.openRoom(ui.product.baseUrl, meeting);
    await firefoxGuest.joinAsGuest('Flo Firefox');
    await firefoxGuest.joinNow();

    await Promise.all([
      flowing(hostPage, 'microphone', 2),
      expectVisible(chromiumGuest.getByText(unavailable), 30_000),
      firefoxGuest.expectTextOnPage(unavailable, 30_000),
    ]);
    // The Microphone button says what goes out: the raw microphone, so it is on.
    await expectVisible(chromiumGuest.getByRole('button', { name: 'Microphone', exact: true, pressed: true }));
    await firefoxGuest.expectPressed('button', 'Microphone', true);
  });
});
