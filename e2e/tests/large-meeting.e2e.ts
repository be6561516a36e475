import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Meeting } from '@vm/contracts';
import { callApi, type Session } from '../support/api';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { openSignedIn, signUp } from '../support/people';

// Decision record 044, the web side of large meetings: the meeting form's default for 'Large meeting (stage
// and audience)' on a plan that allows more than 50 people, and an audience member's pre-join screen
// and room, which never ask the browser for a camera or microphone: no device buttons, a Raise hand,
// the audience's count.
describe('large meetings in the browser', () => {
  // Enterprise lets 1000 in; its own RTP ports, away from other tests' managed Janus.
  const product = withProduct({ env: { DEFAULT_PLAN: 'enterprise', RTC_MIN_PORT: '27400', RTC_MAX_PORT: '27499' } });
  // A fake camera and microphone for the person invited to the stage.
  const browser = withBrowser({ fakeMedia: true });
  let organizer: Session;
  const stamp = Date.now();

  beforeAll(async () => {
    organizer = await signUp(product, 'Lara Large', `lara-${stamp}@example.test`);
  });

  /** A public meeting of 200 (public: guests come in without the lobby), starting in a minute. */
  function largeMeeting(title: string): Promise<Meeting> {
    const start = Date.now() + 60_000;
    const body = {
      title,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      maxParticipants: 200,
      isPublic: true,
    };
    return callApi<Meeting>(
      product.baseUrl,
      '/meetings',
      { method: 'POST', body: JSON.stringify(body) },
      organizer.token,
    );
  }

  /** A guest through /join to the pre-join screen, which for a large meeting's guest is the audience's. */
  async function toPreJoin(page: Page, meeting: Meeting, name: string): Promise<void> {
    await page.goto('/join');
    await page.getByLabel('Meeting ID').fill(meeting.meetingId);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your e-mail').fill(`${name.split(' ')[0]!.toLowerCase()}-${stamp}@example.test`);
    await page.getByRole('button', { name: 'Join Meeting' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Ready to join?' }), 30_000);
    await expectVisible(page.getByText('You will join as audience'));
  }

  /** A guest through /join, the pre-join screen and Join now. */
  async function joinAsGuest(page: Page, meeting: Meeting, name: string): Promise<void> {
    await toPreJoin(page, meeting, name);
    await page.getByRole('button', { name: 'Join now' }).click();
  }

  /** Counts the page's getUserMedia calls (each would be a permission prompt), answering as a refusal. */
  async function countDevicePrompts(page: Page): Promise<() => Promise<number>> {
    await page.addInitScript(() => {
      const counted = window as unknown as { __getUserMediaCalls: number };
      counted.__getUserMediaCalls = 0;
      navigator.mediaDevices.getUserMedia = () => {
        counted.__getUserMediaCalls += 1;
        return Promise.reject(new DOMException('Blocked', 'NotAllowedError'));
      };
    });
    return () => page.evaluate(() => (window as unknown as { __getUserMediaCalls: number }).__getUserMediaCalls);
  }

  test('the create form turns it on above 50 people and says so; the meeting keeps it', async () => {
    const page = await openPage(browser, product.baseUrl);
    await openSignedIn(page, organizer, '/meetings/create');
    const toggle = page.getByRole('switch', { name: 'Large meeting (stage and audience)' });
    const note = page.getByText('On by default because more than 50 people can join.');
    await expectVisible(toggle);
    // The form's default size is 100.
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expectVisible(note);
    const size = page.getByLabel(/^Maximum participants/);
    await size.fill('40');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(await note.count()).toBe(0);
    await size.fill('300');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    await page.getByLabel(/^Meeting title/).fill('Town hall');
    await page.getByRole('button', { name: 'Create Meeting' }).click();
    await expectVisible(page.getByText('Large meeting (stage and audience): On'));
    await page.close();
  });

  test("an audience member's room asks for no device and offers a raised hand", async () => {
    const meeting = await largeMeeting('All hands');
    expect(meeting.largeMeeting).toBe(true);

    const page = await openPage(browser, product.baseUrl);
    // Every request for a camera or microphone is counted (and refused, as when the person blocks them).
    const devicePrompts = await countDevicePrompts(page);
    await toPreJoin(page, meeting, 'Ahmet Audience');
    // The audience's pre-join screen: the name and Join now, no preview or device buttons, nothing asked.
    expect(await page.getByRole('textbox', { name: /Display name/ }).inputValue()).toBe('Ahmet Audience');
    for (const name of ['Microphone', 'Camera']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByLabel('Camera preview').count()).toBe(0);
    expect(await devicePrompts()).toBe(0);
    await page.getByRole('button', { name: 'Join now' }).click();

    const toolbar = page.getByRole('group', { name: 'Meeting controls' });
    await expectVisible(toolbar.getByRole('button', { name: 'Raise hand' }), 30_000);
    await expectVisible(page.getByText('You are in the audience'));
    await expectVisible(page.getByTestId('audience-count'));
    expect(await page.getByTestId('audience-count').innerText()).toContain('1 in the audience');
    for (const name of ['Microphone', 'Camera', 'Share screen']) {
      expect(await toolbar.getByRole('button', { name }).count()).toBe(0);
    }
    await toolbar.getByRole('button', { name: 'Raise hand' }).click();
    // The server's own update of the hand turns the button round.
    await expectVisible(toolbar.getByRole('button', { name: 'Lower hand' }));
    // From the pre-join screen to the room, the browser was never asked for a device.
    expect(await devicePrompts()).toBe(0);
    await page.close();
  });

  test('the host invites a raised hand to the stage and moves them back', async () => {
    const meeting = await largeMeeting('Panel');
    const host = await openPage(browser, product.baseUrl);
    await openSignedIn(host, organizer, `/room/${meeting.meetingId}`);
    // The organizer speaks: their pre-join screen has the devices as in any meeting.
    await expectVisible(host.getByRole('button', { name: 'Camera' }), 30_000);
    expect(await host.getByText('You will join as audience').count()).toBe(0);
    await host.getByRole('button', { name: 'Join now' }).click();
    const guest = await openPage(browser, product.baseUrl);
    await joinAsGuest(guest, meeting, 'Deniz Dinleyici');
    const controls = guest.getByRole('group', { name: 'Meeting controls' });
    await controls.getByRole('button', { name: 'Raise hand' }).click();

    await host.getByRole('button', { name: /^Participants/ }).click();
    const people = host.getByRole('region', { name: 'Participants' });
    await expectVisible(people.getByRole('heading', { name: 'Raised hands (1)' }));
    await people.getByRole('button', { name: 'Invite Deniz Dinleyici to the stage' }).click();

    // Invited up: the browser captures (the default devices: the audience's pre-join screen chose
    // none) and publishes; the person gets a speaker's controls and a tile.
    await expectVisible(guest.getByText('The host invited you to the stage', { exact: false }));
    await expectVisible(controls.getByRole('button', { name: 'Microphone' }));
    const tile = (page: Page) => page.getByTestId('grid-tile').filter({ hasText: 'Deniz Dinleyici' });
    await expectVisible(tile(host));
    await expectVisible(people.getByRole('heading', { name: 'Speakers (2)' }));

    await people.getByRole('button', { name: 'Move Deniz Dinleyici to the audience' }).click();
    await expectVisible(guest.getByText('The host moved you to the audience', { exact: false }));
    await expectVisible(controls.getByRole('button', { name: 'Raise hand' }));
    expect(await controls.getByRole('button', { name: 'Microphone' }).count()).toBe(0);
    await expect.poll(() => tile(host).count()).toBe(0);
    await host.close();
    await guest.close();
  });
});
