import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, type Session } from '../support/api';
import { expectVisible } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { listMail, waitForMail, type DevMail } from '../support/mailbox';
import { openSignedIn, signUp } from '../support/people';
import { openPageAt, viewports } from '../support/viewports';

// docs/product.md, 'Booking pages', walked through in real Chromium against the real server: a host
// in Istanbul offers a type with hours, a buffer and a question; a visitor whose browser is in New
// York books a slot, both e-mails carry a calendar file of that instant, the slot is gone for the next
// visitor, and the visitor moves then cancels from the e-mail's links while the host sees each step.

const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    [{ start: '09:00', end: '17:00' }],
  ]),
);

/** The DTSTART of a calendar file attached to the mail, as the instant it names. */
function calendarStart(mail: DevMail): number {
  const file = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  const stamp = /DTSTART:(\d{8}T\d{6}Z)/.exec(file?.content ?? '')?.[1];
  if (!stamp) throw new Error(`No calendar file with a UTC DTSTART in '${mail.subject}'`);
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return Date.parse(iso);
}

/** The newest mail to `to` with a calendar file (the invitation goes out through the outbox, not at once). */
async function calendarMailTo(mailbox: Parameters<typeof listMail>[0], to: string): Promise<DevMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await listMail(mailbox)).find(
      (mail) => mail.to.includes(to) && mail.attachments?.some((a) => a.contentType.startsWith('text/calendar')),
    );
    if (found) return found;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`No mail with a calendar file to ${to}`);
}

const linkIn = (mail: DevMail, kind: 'join' | 'reschedule' | 'cancel') => {
  const url = new RegExp(`https?://\\S+/bookings/[A-Za-z0-9_-]+/${kind}`).exec(mail.text)?.[0];
  if (!url) throw new Error(`No ${kind} link in '${mail.subject}'`);
  return new URL(url).pathname;
};

describe('booking pages', () => {
  const product = withProduct();
  const browser = withBrowser();

  async function hostWithType(label: string): Promise<{ host: Session; handle: string }> {
    const host = await signUp(product, 'Hana Host', `hana-${label}-${Date.now()}@example.test`);
    const availability = {
      timeZone: 'Europe/Istanbul',
      weeklyHours: everyDay,
      minimumNoticeMinutes: 0,
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 30,
    };
    await callApi(product.baseUrl, '/availability', { method: 'PUT', body: JSON.stringify(availability) }, host.token);
    const type = {
      title: 'Consultation',
      slug: 'consult',
      durationMinutes: 30,
      questions: [{ id: 'topic', label: 'What is it about?', kind: 'short', required: true }],
    };
    const created = await callApi<{ url: string }>(
      product.baseUrl,
      '/booking-types',
      { method: 'POST', body: JSON.stringify(type) },
      host.token,
    );
    return { host, handle: created.url.split('/')[2]! };
  }

  /** The visitor's page shows the calendar; the first free day is chosen, and its times are buttons. */
  const slotButtons = (page: Page) => page.locator('button[data-slot]');

  /** Waits for the month's free times; late on a month's last day they are in the next month. */
  async function showSlots(page: Page): Promise<void> {
    const none = page.getByText('No free times this month. Try the next one.');
    await expectVisible(slotButtons(page).first().or(none));
    if (await none.isVisible()) await page.getByRole('button', { name: 'Next month' }).click();
    await expectVisible(slotButtons(page).first());
  }

  for (const viewport of viewports) {
    test(`a visitor in New York books, moves and cancels (${viewport.name})`, async () => {
      const { host, handle } = await hostWithType(viewport.touch ? 'phone' : 'desktop');
      const visitor = await openPageAt(browser, product.baseUrl, viewport, { timezoneId: 'America/New_York' });
      await visitor.goto(`/book/${handle}/consult`);
      await expectVisible(visitor.getByRole('heading', { name: 'Consultation' }));
      // The page was read (its form token issued) before its heading showed.
      const pageRead = Date.now();
      await expect(visitor.getByLabel('Time zone').inputValue()).resolves.toBe('America/New_York');
      await showSlots(visitor);
      const start = (await slotButtons(visitor).first().getAttribute('data-slot'))!;
      const label = (await slotButtons(visitor).first().textContent())!;
      // The time as New York reads that instant, not as Istanbul (the host) or the server (UTC) would.
      const newYork = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      });
      expect(label).toBe(newYork.format(new Date(start)));
      await slotButtons(visitor).first().click();
      const email = `bea-${viewport.touch ? 'p' : 'd'}-${Date.now()}@example.test`;
      await visitor.getByLabel(/Your name/).fill('Bea Booker');
      await visitor.getByLabel(/E-mail/).fill(email);
      await visitor.getByLabel(/What is it about\?/).fill('Visa papers');
      // The server refuses a form sent within 3 s of reading the page (a robot's pace, decision record 069).
      await visitor.waitForTimeout(Math.max(0, 4_000 - (Date.now() - pageRead)));
      await visitor.getByRole('button', { name: 'Book' }).click();
      await expectVisible(visitor.getByText('You are booked'));
      await expect(visitor.getByTestId('booking-when').textContent()).resolves.toContain(`${label} - `);

      // One e-mail to the booker: the invitation with its calendar file and the links to join, move or cancel.
      const booked = await calendarMailTo(product, email);
      const notice = await waitForMail(product, { to: host.user.email, subjectIncludes: 'New booking:' });
      expect(calendarStart(booked)).toBe(Date.parse(start));
      expect(calendarStart(notice)).toBe(Date.parse(start));
      await visitor.goto(linkIn(booked, 'join'));
      await expectVisible(visitor.getByRole('heading', { name: 'Join your meeting' }));
      await expectVisible(visitor.getByRole('button', { name: 'Join the meeting' }));

      // The next visitor no longer gets that time, nor the one the 30-minute buffers cover after it.
      const next = await openPageAt(browser, product.baseUrl, viewport, { timezoneId: 'America/New_York' });
      await next.goto(`/book/${handle}/consult`);
      await showSlots(next);
      const offered = await slotButtons(next).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-slot')));
      expect(offered).not.toContain(new Date(start).toISOString());
      expect(offered).not.toContain(new Date(Date.parse(start) + 30 * 60_000).toISOString());

      // The host sees the booking on the Booking page and the booker on the meeting page.
      const hostPage = await openPageAt(browser, product.baseUrl, viewport);
      await openSignedIn(hostPage, host, '/booking');
      const row = hostPage.getByTestId('host-booking');
      await expectVisible(row.getByText('Visa papers'));
      await row.getByRole('link', { name: 'Open the meeting' }).click();
      await expectVisible(hostPage.getByRole('heading', { name: 'Booked by' }));
      await expectVisible(hostPage.getByTestId('booker-details').getByText(email));

      // Move from the e-mail's link, to a time later that day.
      await visitor.goto(linkIn(booked, 'reschedule'));
      await expectVisible(visitor.getByRole('heading', { name: 'Move your booking' }));
      await showSlots(visitor);
      const moveTo = (await slotButtons(visitor).last().getAttribute('data-slot'))!;
      await slotButtons(visitor).last().click();
      await visitor.getByRole('button', { name: 'Move the booking' }).click();
      await expectVisible(visitor.getByText('Your booking was moved'));
      const moved = await waitForMail(product, { to: host.user.email, subjectIncludes: 'Booking moved:' });
      expect(calendarStart(moved)).toBe(Date.parse(moveTo));
      const [afterMove] = await callApi<Array<{ start: string; status: string }>>(
        product.baseUrl,
        '/bookings',
        {},
        host.token,
      );
      expect(afterMove).toMatchObject({ start: new Date(moveTo).toISOString(), status: 'confirmed' });

      // Cancel from the other link; the host's list says so.
      await visitor.goto(linkIn(booked, 'cancel'));
      await visitor.getByLabel('Reason (optional)').fill('Plans changed');
      await visitor.getByRole('button', { name: 'Cancel the booking' }).click();
      await expectVisible(visitor.getByTestId('booking-cancelled'));
      await hostPage.goto('/booking');
      await expectVisible(hostPage.locator('[data-testid="host-booking"][data-status="cancelled"]'));
      await expectVisible(hostPage.getByText('Reason: Plans changed'));
    });
  }
});
