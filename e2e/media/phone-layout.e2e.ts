import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectVisible } from '../support/browser';
import { expectInsideWindow, screenBox } from '../support/geometry';
import { flowing, inRoom, joinAsGuest, joinNow, withRoomUi } from './room-ui-helpers';

// Decision record 040: a phone keeps the video in view. The built app, our server with its managed Janus, and
// one Chromium: the organizer on a 390x844 touch viewport (host controls are the most there are),
// a guest in a desktop-sized page of the same browser, so the phone has a remote video to keep.

const PHONE = { width: 390, height: 844 };
/** The bottom sheet may take at most about 60% of the height (the words). */
const SHEET_SHARE = 0.6;
/** The smallest touch target a phone user needs, in CSS pixels (WCAG 2.5.5, Apple and Material). */
const TOUCH = 44;

/** Upright phone with touch emulation: `(pointer: coarse)` matches, as on a real phone. */
async function asPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}

/**
 * Every control a finger can reach: buttons, links, fields, and anything focusable, that the page
 * renders (opacity 0 counts: it can still be tapped). Left out: toasts (they fade) and visually
 * hidden elements of 1x1 px (screen-reader texts, skip links until focused).
 */
function controlSizes(page: Page) {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent?.trim() || element.getAttribute('title') || element.outerHTML.slice(0, 80));
        return { name, width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 };
      })
      .filter((control) => control.width > 1 || control.height > 1);
  });
}

async function expectTouchSizedControls(page: Page, state: string): Promise<void> {
  const controls = await controlSizes(page);
  expect(controls.length, `${state}: no controls found`).toBeGreaterThan(5);
  const small = controls.filter((control) => control.width < TOUCH || control.height < TOUCH);
  expect(small, `${state}: controls under ${TOUCH}x${TOUCH}`).toEqual([]);
}

/**
 * Switches (24 px tall tracks) whose touch target does not reach 22 px above and below their middle:
 * a tap there must land on the switch itself. Their names, or none.
 */
function switchTargetsShort(page: Page) {
  return page.evaluate((half) => {
    return [...document.querySelectorAll<HTMLElement>('[role="switch"]')]
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const middle = rect.top + rect.height / 2;
        return [middle - half + 1, middle + half - 1].some((y) => document.elementFromPoint(x, y) !== element);
      })
      .map((element) => (element as HTMLButtonElement).labels?.[0]?.textContent ?? element.id);
  }, TOUCH / 2);
}

/** The remote camera is on screen: inside the window, taller than 0, playing, and nothing drawn over its middle. */
async function expectVisibleVideo(video: Locator, what: string): Promise<void> {
  await expectInsideWindow(video, what);
  const box = await screenBox(video);
  expect(box.bottom - box.top, `${what}: height`).toBeGreaterThan(0);
  const shown = await video.evaluate((element: HTMLVideoElement) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const tile = element.closest('figure');
    return { uncovered: top !== null && tile !== null && tile.contains(top), width: element.videoWidth };
  });
  expect(shown.uncovered, `${what}: covered by another element`).toBe(true);
  expect(shown.width, `${what}: no frame shown`).toBeGreaterThan(0);
}

/** An open panel is a bottom sheet of at most 60% of the height, with its close control in the window. */
async function expectBottomSheet(page: Page, sheet: Locator, closeName: string): Promise<void> {
  await expectVisible(sheet);
  const box = await screenBox(sheet);
  expect(box.bottom - box.top, `${closeName}: sheet height`).toBeLessThanOrEqual(PHONE.height * SHEET_SHARE);
  expect(box.bottom, `${closeName}: sheet bottom`).toBeLessThanOrEqual(PHONE.height);
  await expectInsideWindow(sheet.getByRole('button', { name: closeName, exact: true }), `${closeName} button`);
}

describe('the room on a phone', () => {
  const ui = withRoomUi({ RTC_MIN_PORT: '36000', RTC_MAX_PORT: '36999' });

  // One room for every check: starting the product and filling a room are the expensive parts.
  test('pre-join fits, the code is in the header, chat and people open as sheets under a remote video, every control is 44x44', async () => {
    const host = await ui.signUp('Olga Organizer');
    const meeting = await ui.createMeeting(host, true);
    const phone = await ui.openRoom(meeting, host);
    await asPhone(phone);

    // Pre-join: Join now in the window as the page opens, with the devices started (the microphone
    // level, the device lists and the camera preview have taken their room).
    await expectVisible(phone.getByRole('heading', { name: 'Ready to join?' }), 30_000);
    await phone.getByRole('button', { name: 'Microphone', pressed: true }).waitFor({ timeout: 30_000 });
    await expectVisible(phone.locator('video'), 30_000);
    const joinButton = phone.getByRole('button', { name: 'Join now' });
    expect(await phone.evaluate(() => window.scrollY)).toBe(0);
    await expectInsideWindow(joinButton, 'pre-join: Join now');
    const tappable = await joinButton.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && element.contains(top);
    });
    expect(tappable, 'pre-join: Join now is covered').toBe(true);
    expect(await switchTargetsShort(phone), 'pre-join: switches whose touch target is under 44 px tall').toEqual([]);
    await joinNow(phone);
    await inRoom(phone);

    const guest = await ui.openRoom(meeting);
    await joinAsGuest(guest, 'Gwen Guest');
    await joinNow(guest);
    await inRoom(guest);
    await flowing(phone, 'camera', 1);
    const remoteVideo = phone.getByRole('figure', { name: 'Gwen Guest' }).locator('video');

    // The meeting code is in the upright header.
    const code = phone.getByRole('banner').getByText(meeting.meetingId, { exact: true });
    await expectVisible(code);
    await expectInsideWindow(code, 'meeting code');

    await expectVisibleVideo(remoteVideo, 'remote video, no panel');
    await expectTouchSizedControls(phone, 'room');

    await phone.getByRole('button', { name: 'Chat' }).click();
    const chat = phone.getByRole('region', { name: 'Chat' });
    await expectBottomSheet(phone, chat, 'Close chat');
    await expectVisibleVideo(remoteVideo, 'remote video above the chat sheet');
    await expectTouchSizedControls(phone, 'chat open');
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await chat.waitFor({ state: 'detached' });

    await phone.getByRole('button', { name: 'Participants (2)' }).click();
    const people = phone.getByRole('region', { name: 'Participants' });
    await expectBottomSheet(phone, people, 'Close participants');
    await expectVisibleVideo(remoteVideo, 'remote video above the participants sheet');
    await expectTouchSizedControls(phone, 'participants open');
    await people.getByRole('button', { name: 'Close participants' }).click();
    await people.waitFor({ state: 'detached' });
    await expectVisible(phone.getByRole('button', { name: 'Leave' }));
  });
});
