import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, scheduleMeeting, type Session } from '../support/api';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { englishIn, englishOnlyPieces, turkishText } from '../support/english-texts';
import { signUp } from '../support/people';

// docs/product.md, 'Messages and toasts': a Turkish reader saw the API's English ('Toplantıya katılınamadı /
// Meeting not found') and the default invitation message in English. Both paths, walked in Turkish, must show no
// English at all: no English-only text of the app, and not the English the API itself sent.
describe('walks in Turkish find no English', () => {
  const product = withProduct();
  const browser = withBrowser();
  let organizer: Session;
  const english = englishOnlyPieces();
  const stamp = Date.now();

  beforeAll(async () => {
    organizer = await signUp(product, 'Oya Organizer', `oya-${stamp}@example.test`);
  });

  /** A page whose visitor chose Turkish on an earlier visit. */
  async function openInTurkish(allowConsoleErrors: string[] = []): Promise<Page> {
    const page = await openPage(browser, product.baseUrl, { allowConsoleErrors });
    await page.addInitScript(() => localStorage.setItem('language', 'tr'));
    return page;
  }

  async function visibleText(page: Page): Promise<string> {
    return page.locator('body').innerText();
  }

  test('joining with a wrong meeting ID says why in Turkish', async () => {
    const wrongCode = '000000';
    // What the API answers, in English, for the same request: it must not reach the page.
    const reply = await fetch(`${product.baseUrl}/api/VideoMeeting/meetings/${wrongCode}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guestName: 'Deniz', guestEmail: `deniz-${stamp}@example.test` }),
    });
    const apiSaid = ((await reply.json()) as { message: string; code: string }).message;
    expect(reply.status).toBe(404);

    // The browser logs the refused request itself.
    const page = await openInTurkish(['status of 404']);
    await page.goto('/join');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Toplantıya Katıl' }));
    await page.getByLabel('Toplantı Kimliği').fill(wrongCode);
    await page.getByLabel('Adınız').fill('Deniz');
    await page.getByLabel('E-posta adresiniz').fill(`deniz-${stamp}@example.test`);
    await page.getByRole('button', { name: 'Toplantıya Katıl' }).click();

    await expectVisible(page.getByText(turkishText('meetings', 'toast.joinFailed')));
    await expectVisible(page.getByText(turkishText('errors', 'codes.MEETING_NOT_FOUND')));
    expect(englishIn(await visibleText(page), english, [apiSaid])).toEqual([]);
  });

  test('an invitation sent without a message shows the default one in Turkish', async () => {
    const meeting = await scheduleMeeting(product.baseUrl, organizer.token, 'Bütçe toplantısı');
    const invitation = await callApi<{ id: string; personalMessage?: string }>(
      product.baseUrl,
      '/invitations/send',
      {
        method: 'POST',
        body: JSON.stringify({ meetingId: meeting.id, inviteeEmail: `ece-${stamp}@example.test`, inviteeName: 'Ece' }),
      },
      organizer.token,
    );
    expect(invitation.personalMessage).toBeUndefined();

    const page = await openInTurkish();
    await page.goto(`/invitation/${invitation.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Bütçe toplantısı' }));
    await expectVisible(page.getByText(turkishText('invitations', 'page.defaultMessage')));
    expect(englishIn(await visibleText(page), english)).toEqual([]);
  });
});
