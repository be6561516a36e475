import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, type Session } from '../support/api';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { openSignedIn, signUp } from '../support/people';

// docs/product.md, 'Recurring meetings': in real Chromium against the real server. The organizer creates a
// weekly series in the Schedule Meeting form and finds each occurrence in the dashboard's calendar
// on its own day; the server's occurrences are read through the API to know which days those are.
describe('recurring meetings', () => {
  const product = withProduct();
  const browser = withBrowser();

  interface Occurrence {
    id: string;
    title: string;
    startTime: string;
    status: string;
    seriesId: string | null;
  }

  const api = <T>(path: string, token: string, init: RequestInit = {}) =>
    callApi<T>(product.baseUrl, path, init, token);

  /**
   * The next Monday after today at 10:00 in the browser's zone, as datetime-local readings, and the
   * zone's calendar day keys of today and of the series' occurrences once known.
   */
  const nextMonday = (page: Page) =>
    page.evaluate(() => {
      const pad = (value: number) => String(value).padStart(2, '0');
      const day = new Date();
      day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
      const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      return { start: `${date}T10:00`, end: `${date}T10:30` };
    });
  const localDayKeys = (page: Page, instants: string[]) =>
    page.evaluate((values) => {
      const pad = (value: number) => String(value).padStart(2, '0');
      return values.map((value) => {
        const date = new Date(value);
        return {
          key: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
          hour: date.getHours(),
        };
      });
    }, instants);
  const thisMonthKey = (page: Page) =>
    page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    });

  test('a weekly series made in the form shows each occurrence on its day in the calendar', async () => {
    const host: Session = await signUp(product, 'Rita Repeat', `repeat-${Date.now()}@example.test`);
    const page = await openPage(browser, product.baseUrl);
    await openSignedIn(page, host, '/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));

    const title = 'Design sync';
    await page.getByRole('button', { name: /^Schedule Meeting/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
    await expectVisible(dialog);
    const times = await nextMonday(page);
    await dialog.getByLabel('Meeting title').fill(title);
    await dialog.getByLabel('Start time').fill(times.start);
    await dialog.getByLabel('End time').fill(times.end);

    await dialog.getByLabel('Repeats', { exact: true }).selectOption('weekly');
    // A weekly rule starts on the start's own weekday.
    expect(await dialog.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
    await dialog.getByRole('spinbutton', { name: 'Number of occurrences' }).fill('4');
    await expectVisible(dialog.getByText('Repeats: Weekly on Monday and Thursday, 4 times'));
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expectVisible(dialog.getByText(`Times repeat in ${zone}.`));
    await expectNoA11yViolations(page, {
      label: 'Schedule Meeting with a weekly rule',
      exclude: ['[data-sonner-toaster]'],
    });
    await dialog.getByRole('button', { name: 'Create Meeting' }).click();
    await expectVisible(page.getByText('Meeting created successfully!'));
    const invite = page.getByRole('dialog', { name: 'Invite people' });
    await expectVisible(invite);
    await invite.getByRole('button', { name: 'Skip' }).click();
    await invite.waitFor({ state: 'hidden' });

    // The server made the series: four meetings of their own, Monday, Thursday, Monday, Thursday at 10:00.
    const listed = await callApi<Occurrence[]>(
      product.baseUrl,
      `/meetings?q=${encodeURIComponent(title)}`,
      {},
      host.token,
    );
    const seriesId = listed[0]?.seriesId;
    expect(seriesId).toBeTruthy();
    const occurrences = await callApi<Occurrence[]>(product.baseUrl, `/meetings/series/${seriesId}`, {}, host.token);
    expect(occurrences).toHaveLength(4);
    expect(new Set(occurrences.map((occurrence) => occurrence.id)).size).toBe(4);
    const days = await localDayKeys(
      page,
      occurrences.map((occurrence) => occurrence.startTime),
    );
    expect(days.map((day) => day.hour)).toEqual([10, 10, 10, 10]);
    const weekdays = days.map((day) => new Date(`${day.key}T12:00:00Z`).getUTCDay());
    expect(weekdays).toEqual([1, 4, 1, 4]);
    expect(days[0]!.key).toBe(times.start.slice(0, 10));

    // Each occurrence is in the calendar on its day: this month's first, then the next month's.
    const board = page.getByRole('region', { name: /^Meetings/ });
    await board.getByRole('button', { name: 'Calendar' }).click();
    const table = board.getByRole('table');
    const dayCell = (key: string) => table.locator('td', { has: page.locator(`time[datetime="${key}"]`) });
    const thisMonth = await thisMonthKey(page);
    const [now, later] = [
      days.filter((day) => day.key.startsWith(thisMonth)),
      days.filter((day) => !day.key.startsWith(thisMonth)),
    ];
    for (const day of now) await expectVisible(dayCell(day.key).getByRole('link', { name: title }));
    if (later.length > 0) {
      await board.getByRole('button', { name: 'Next month' }).click();
      for (const day of later) await expectVisible(dayCell(day.key).getByRole('link', { name: title }));
    }

    // An occurrence's page says how its series repeats and lists the four.
    await dayCell(days.at(-1)!.key).getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === `/meetings/${occurrences.at(-1)!.id}`);
    await expectVisible(page.getByText('Weekly on Monday and Thursday, 4 times'));
    await page.getByRole('button', { name: 'Show occurrences' }).click();
    const list = page.getByRole('list', { name: 'Occurrences of this series' });
    await expectVisible(list);
    expect(await list.getByRole('listitem').count()).toBe(4);
  });

  test('an occurrence is changed alone, the rest cancelled from one on, and the invitation says it repeats', async () => {
    const host: Session = await signUp(product, 'Otto Occurrence', `occurrence-${Date.now()}@example.test`);
    // A daily series of four from tomorrow at 10:00 in Istanbul (07:00 UTC all year).
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(7, 0, 0, 0);
    const title = 'Daily standup';
    const first = await api<Occurrence>('/meetings', host.token, {
      method: 'POST',
      body: JSON.stringify({
        title,
        startTime: tomorrow.toISOString(),
        endTime: new Date(tomorrow.getTime() + 15 * 60_000).toISOString(),
        recurrence: { frequency: 'daily', count: 4, timeZone: 'Europe/Istanbul' },
      }),
    });
    const series = () => api<Occurrence[]>(`/meetings/series/${first.seriesId}`, host.token);
    const occurrences = await series();
    expect(occurrences).toHaveLength(4);

    // The invitee's page says the meeting repeats, how, and when it is next.
    const invitation = await api<{ id: string }>('/invitations/send', host.token, {
      method: 'POST',
      body: JSON.stringify({ meetingId: occurrences[1]!.id, inviteeEmail: 'ivy@example.test', inviteeName: 'Ivy' }),
    });
    const guest = await openPage(browser, product.baseUrl);
    await guest.goto(`/invitation/${invitation.id}`);
    const notice = guest.getByRole('region', { name: 'Recurring meeting' });
    await expectVisible(notice.getByText('Daily, 4 times'));
    await expectVisible(notice.getByText(/^Next occurrence: /));
    await expectNoA11yViolations(guest, { label: '/invitation/{id} of a series', exclude: ['[data-sonner-toaster]'] });

    // Editing the second occurrence changes it alone.
    const page = await openPage(browser, product.baseUrl);
    await openSignedIn(page, host, `/meetings/${occurrences[1]!.id}`);
    await expectVisible(page.getByText('Daily, 4 times'));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
    await expectVisible(edit);
    expect(await edit.getByRole('radio', { name: 'This occurrence' }).isChecked()).toBe(true);
    await edit.getByLabel('Meeting title').fill('Daily standup (moved)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Meeting updated'));
    expect((await series()).map((occurrence) => occurrence.title)).toEqual([
      title,
      'Daily standup (moved)',
      title,
      title,
    ]);

    // Cancelling the third with the following ones leaves the first two.
    await page.goto(`/meetings/${occurrences[2]!.id}`);
    await page.getByRole('button', { name: `Cancel meeting: ${title}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel meeting' });
    await expectVisible(cancel);
    await cancel.getByRole('radio', { name: 'This and following occurrences' }).check();
    await expectNoA11yViolations(page, { label: 'Cancel occurrence dialog', exclude: ['[data-sonner-toaster]'] });
    await cancel.getByRole('button', { name: 'Cancel meeting' }).click();
    await expectVisible(page.getByText('This and the following occurrences are cancelled'));
    expect((await series()).map((occurrence) => occurrence.status)).toEqual([
      'scheduled',
      'scheduled',
      'ended',
      'ended',
    ]);
    await page.getByRole('button', { name: 'Show occurrences' }).click();
    const list = page.getByRole('list', { name: 'Occurrences of this series' });
    await expectVisible(list);
    // The list may first show what was cached before the cancellation, until its refetch arrives.
    await expect.poll(() => list.getByText('Cancelled').count(), { timeout: 15_000 }).toBe(2);
  });
});
