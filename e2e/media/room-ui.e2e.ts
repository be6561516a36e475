import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible } from '../support/browser';
import { managedJanusPid } from './support/janus-pid';
import {
  flowing,
  framesDecoded,
  inRoom,
  joinAsGuest,
  joinFromInvitation,
  joinFromJoinPage,
  joinNow,
  unique,
  withRoomUi,
} from './room-ui-helpers';

// The room's web UI end to end on the real media path: the built app served by our server, its
// managed Janus, and Chromium with a fake camera, microphone and screen, inside the network
// namespace of e2e/run-in-netns.sh. People act through the interface; media is proven with the
// room's test hook, window.__roomStats() (inbound getStats by participant), which exists only when
// the test sets window.__VM_ROOM_TEST__ before the page loads.

/** axe on the room as it is now; toasts fade while checked, so they are left out as elsewhere. */
const checkA11y = (page: Page, label: string) =>
  expectNoA11yViolations(page, { label, exclude: ['[data-sonner-toaster]'] });

describe('meeting room UI', () => {
  // Pro: three people do not fit in a Free plan's room (2 participants).
  const ui = withRoomUi({ RTC_MIN_PORT: '31000', RTC_MAX_PORT: '31999', DEFAULT_PLAN: 'pro' }, [
    '--auto-select-desktop-capture-source=Entire screen',
  ]);

  test(
    'organizer, invitee and guest meet: media, screen share, chat, mute, end for all',
    { timeout: 300_000 },
    async () => {
      const host = await ui.signUp('Olga Organizer');
      const meeting = await ui.createMeeting(host, true);
      const inviteeEmail = unique('Ivan Invitee');
      const invitation = { meetingId: meeting.id, inviteeEmail, inviteeName: 'Ivan Invitee' };
      const sent = await ui.api<{ id: string }>('POST', '/invitations/send', invitation, host.token);
      const invitee = await ui.signUp('Ivan Invitee', inviteeEmail);

      // The organizer opens the room signed in (it fetches its own join token); the invitee joins
      // from the invitation page, the guest through the Join Meeting form of /join.
      const hostPage = await ui.openRoom(meeting, host);
      await joinNow(hostPage);
      await inRoom(hostPage);
      const inviteePage = await joinFromInvitation(await ui.openSignedIn(invitee), sent.id);
      await joinNow(inviteePage);
      await inRoom(inviteePage);
      const guestPage = await ui.openSignedIn();
      await joinFromJoinPage(guestPage, meeting.meetingId, 'Gina Guest');
      await joinNow(guestPage);
      await inRoom(guestPage);
      const everyone = [hostPage, inviteePage, guestPage];

      for (const page of everyone) {
        await expectVisible(page.getByRole('button', { name: 'Participants (3)' }), 30_000);
        await flowing(page, 'camera', 2);
        await flowing(page, 'microphone', 2);
      }

      await hostPage.getByRole('button', { name: 'Share screen' }).click();
      for (const page of [inviteePage, guestPage]) {
        const screen = page.getByRole('figure', { name: "Olga Organizer's screen" });
        await expectVisible(screen, 30_000);
        await flowing(page, 'screen', 1);
        // Shown large: the speaker layout gives it most of the width.
        expect((await screen.boundingBox())?.width ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
      }

      await guestPage.getByRole('button', { name: 'Chat', exact: true }).click();
      await guestPage.getByRole('textbox', { name: 'Message' }).fill('Hello from Gina');
      await guestPage.getByRole('button', { name: 'Send' }).click();
      for (const page of [hostPage, inviteePage]) {
        await page.getByRole('button', { name: 'Chat, 1 unread' }).click();
        await expectVisible(page.getByRole('log', { name: 'Chat' }).getByText('Hello from Gina'));
      }
      await checkA11y(hostPage, 'room with chat and a screen share');

      await hostPage.getByRole('button', { name: 'Participants (3)' }).click();
      await hostPage.getByRole('button', { name: 'Mute Gina Guest' }).click();
      await expectVisible(guestPage.getByText('The host muted your microphone'));
      await expectVisible(guestPage.getByRole('button', { name: 'Microphone', exact: true, pressed: false }));

      await hostPage.getByRole('button', { name: 'End for everyone' }).click();
      await hostPage.getByRole('dialog').getByRole('button', { name: 'End meeting' }).click();
      // The host's own screen says who ended it and leads to the meeting's page (docs/product.md, 'Meeting room').
      await expectVisible(hostPage.getByRole('heading', { name: 'You ended the meeting' }));
      await expectVisible(hostPage.getByRole('link', { name: 'Open the meeting page' }));
      for (const page of [inviteePage, guestPage])
        await expectVisible(page.getByRole('heading', { name: 'The host ended the meeting' }));
      await checkA11y(guestPage, 'room ended screen');
      await checkA11y(hostPage, "the host's end screen");
    },
  );

  test('a guest of a private meeting waits in the lobby until the host admits them', { timeout: 180_000 }, async () => {
    const host = await ui.signUp('Petra Private');
    const meeting = await ui.createMeeting(host, false);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);

    const guestPage = await ui.openRoom(meeting);
    await expectVisible(guestPage.getByRole('heading', { name: 'Join as a guest' }));
    await checkA11y(guestPage, 'room guest form');
    await joinAsGuest(guestPage, 'Lou Lobby');
    await expectVisible(guestPage.getByText('The host will admit you from the lobby.'));
    await checkA11y(guestPage, 'room pre-join');
    await joinNow(guestPage);
    await expectVisible(guestPage.getByRole('heading', { name: 'Waiting to be admitted' }));
    await checkA11y(guestPage, 'room lobby wait');

    await expectVisible(hostPage.getByText('Lou Lobby is waiting in the lobby'));
    await hostPage.getByRole('button', { name: 'Lobby (1)' }).click();
    await checkA11y(hostPage, 'room with the lobby panel');
    await hostPage.getByRole('button', { name: 'Admit Lou Lobby' }).click();

    await inRoom(guestPage);
    await flowing(guestPage, 'camera', 1);
    await flowing(hostPage, 'camera', 1);
    await expectVisible(hostPage.getByRole('button', { name: 'Lobby (0)' }));
  });

  test(
    'someone who blocks camera and microphone still joins and sees and hears the others',
    { timeout: 180_000 },
    async () => {
      const host = await ui.signUp('Bea Broadcaster');
      const meeting = await ui.createMeeting(host, true);
      const hostPage = await ui.openRoom(meeting, host);
      await joinNow(hostPage);
      await inRoom(hostPage);

      const viewerPage = await ui.openRoom(meeting, undefined, { blockDevices: true });
      await joinAsGuest(viewerPage, 'Vic Viewer');
      await expectVisible(
        viewerPage.getByText('The browser blocked the camera and microphone', { exact: false }),
        30_000,
      );
      await joinNow(viewerPage);
      await inRoom(viewerPage);
      await flowing(viewerPage, 'camera', 1);
      await flowing(viewerPage, 'microphone', 1);
      await expectVisible(hostPage.getByRole('figure', { name: 'Vic Viewer' }));
    },
  );

  test("a full meeting says so, with the server's reason", { timeout: 120_000 }, async () => {
    const host = await ui.signUp('Fay Full');
    const meeting = await ui.createMeeting(host, true, { maxParticipants: 1 });
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);
    const latePage = await ui.openRoom(meeting);
    await joinAsGuest(latePage, 'Leo Late');
    await joinNow(latePage);
    await expectVisible(latePage.getByRole('heading', { name: 'This meeting is full' }), 30_000);
    await expectVisible(latePage.getByText('participant limit', { exact: false }));
  });

  test('when the media server restarts, the room republishes and video flows again', { timeout: 180_000 }, async () => {
    const host = await ui.signUp('Rex Restart');
    const meeting = await ui.createMeeting(host, true);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);
    const guestPage = await ui.openRoom(meeting);
    await joinAsGuest(guestPage, 'Mia Media');
    await joinNow(guestPage);
    await inRoom(guestPage);
    await flowing(hostPage, 'camera', 1);

    const framesBefore = await framesDecoded(hostPage);
    const janus = managedJanusPid(ui.product.dataDir);
    expect(janus, 'the managed Janus process').toBeDefined();
    process.kill(janus!, 'SIGKILL');
    // mediaReset: both pages publish again and answer new subscriber offers, whose connections
    // count decoded frames from zero again.
    await hostPage.waitForFunction(
      (before) =>
        (window as unknown as { __roomStats: () => Promise<{ framesDecoded: number }[]> })
          .__roomStats()
          .then((list) => list.length > 0 && list.every((entry) => entry.framesDecoded < before)),
      framesBefore,
      { timeout: 60_000, polling: 500 },
    );
    await flowing(hostPage, 'camera', 1, 60_000);
    await flowing(guestPage, 'camera', 1, 60_000);
    await hostPage.getByText('Reconnecting…').waitFor({ state: 'hidden', timeout: 30_000 });
    expect(managedJanusPid(ui.product.dataDir)).not.toBe(janus);
  });
});
