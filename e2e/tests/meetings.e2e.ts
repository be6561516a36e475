import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';
import { openSignedIn, signUp as signUpPerson } from '../support/people';
import { callApi, type Session } from '../support/api';

// docs/product.md, 'Dashboard': meetings and the host dashboard, in real Chromium against the real server. Each test
// signs a new guest up through the API (code read from the dev mailbox) and puts the session where
// the app keeps it, so these tests do not depend on the sign-in pages.
describe('meetings and the host dashboard', () => {
  const product = withProduct();
  const browser = withBrowser();
  let people = 0;

  const api = <T>(path: string, init: RequestInit = {}, token?: string) =>
    callApi<T>(product.baseUrl, path, init, token);

  const signUp = (name: string): Promise<Session> => {
    people += 1;
    return signUpPerson(product, name, `host-${people}-${Date.now()}@example.test`);
  };

  /** Opens the dashboard signed in as `session`, as a returning visitor (no first-visit tour). */
  async function openDashboard(session: Session, language: 'en' | 'tr' = 'en'): Promise<Page> {
    const page = await openPage(browser, product.baseUrl);
    await openSignedIn(page, session, '/dashboard', { language });
    return page;
  }

  /** datetime-local readings for a start `minutes` from now and an end half an hour later, in the browser's zone. */
  function localTimes(page: Page, minutes: number) {
    return page.evaluate((offset) => {
      const pad = (value: number) => String(value).padStart(2, '0');
      const local = (date: Date) =>
        `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
      const start = new Date(Date.now() + offset * 60_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      return {
        start: local(start),
        end: local(end),
        startIso: start.toISOString(),
        sameMonth: start.getMonth() === new Date().getMonth(),
      };
    }, minutes);
  }

  const board = (page: Page) => page.getByRole('region', { name: /^(Meetings|Toplantılar)/ });
  const group = (page: Page, name: string) => board(page).getByRole('region', { name: new RegExp(`^${name}`) });
  // Sonner dims the toasts stacked behind the newest one; they are announced through their live
  // region, and whether a fading toast is still on screen depends on timing, so axe skips them.
  const checkA11y = (page: Page, label: string) =>
    expectNoA11yViolations(page, { label, exclude: ['[data-sonner-toaster]'] });
  const titleLink = (scope: Locator | Page, title: string) => scope.getByRole('link', { name: title, exact: true });

  async function scheduleThroughDialog(page: Page, title: string, labels = english) {
    await page.getByRole('button', { name: new RegExp(`^${labels.schedule}`) }).click();
    const dialog = page.getByRole('dialog', { name: labels.schedule });
    await expectVisible(dialog);
    const times = await localTimes(page, 120);
    await dialog.getByLabel(labels.title).fill(title);
    await dialog.getByLabel(labels.start).fill(times.start);
    await dialog.getByLabel(labels.end).fill(times.end);
    await dialog.getByRole('button', { name: labels.create }).click();
    await expectVisible(page.getByText(labels.created));
    const invite = page.getByRole('dialog', { name: labels.invite });
    await expectVisible(invite);
    await invite.getByRole('button', { name: labels.skip }).click();
    await invite.waitFor({ state: 'hidden' });
    return times;
  }

  const english = {
    schedule: 'Schedule Meeting',
    title: 'Meeting title',
    start: 'Start time',
    end: 'End time',
    create: 'Create Meeting',
    created: 'Meeting created successfully!',
    invite: 'Invite people',
    skip: 'Skip',
    today: 'Today',
  };
  const turkish = {
    schedule: 'Toplantı Planla',
    title: 'Toplantı başlığı',
    start: 'Başlangıç zamanı',
    end: 'Bitiş zamanı',
    create: 'Toplantı Oluştur',
    created: 'Toplantı başarıyla oluşturuldu!',
    invite: 'Kişileri davet edin',
    skip: 'Atla',
    today: 'Bugün',
  };

  test('a host schedules a meeting, finds it, starts it in a new tab, ends it, and it moves to Recent', async () => {
    const host = await signUp('Hana Host');
    const page = await openDashboard(host);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await expectVisible(page.getByText('No meetings yet. Schedule one to get started.'));

    const title = 'Quarterly planning';
    const times = await scheduleThroughDialog(page, title);
    // Two hours ahead is 15 < minutes <= 1440: the Today group, whatever the time of day.
    await expectVisible(titleLink(group(page, 'Today'), title));
    await expectVisible(group(page, 'Today').getByText('IN 2 HOURS'));
    await checkA11y(page, '/dashboard with a meeting');

    await board(page).getByRole('button', { name: 'Calendar' }).click();
    if (!times.sameMonth) await board(page).getByRole('button', { name: 'Next month' }).click();
    await expectVisible(board(page).getByRole('table').getByRole('link', { name: title }));
    await board(page).getByRole('button', { name: 'Grid' }).click();

    await board(page).getByRole('button', { name: 'Live' }).click();
    await expectVisible(board(page).getByText('No meetings match your search or filter.'));
    await board(page).getByRole('button', { name: 'Scheduled' }).click();
    await expectVisible(titleLink(board(page), title));
    await board(page).getByRole('button', { name: 'All' }).click();

    await titleLink(group(page, 'Today'), title).click();
    await page.waitForURL((url) => /^\/meetings\/[^/]+$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const meeting = await api<{ meetingId: string; meetingUrl: string; startTime: string; organizerName: string }>(
      `/meetings/${id}`,
      {},
      host.token,
    );
    expect(meeting.startTime.slice(0, 16)).toBe(times.startIso.slice(0, 16));
    await expectVisible(page.getByText('Hana Host'));
    await expectVisible(page.getByText('Max 100 participants'));
    await checkA11y(page, '/meetings/{id}');

    const [room] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: `Start ${title}` }).click(),
    ]);
    // The product is on 127.0.0.1 and PUBLIC_URL (unset) names localhost: the room opens on the
    // origin the host signed in on, not on the address e-mails use (docs/product.md, 'Envelope').
    expect(new URL(meeting.meetingUrl).host).toMatch(/^localhost:/);
    await room.waitForURL((url) => url.href.startsWith(`${product.baseUrl}/room/${meeting.meetingId}#token=`));
    await expectVisible(room.getByRole('heading', { name: 'Ready to join?' }));
    await expectVisible(page.getByText('Meeting started!'));
    await room.close();

    await page.getByRole('button', { name: `End ${title} for everyone` }).click();
    await expectVisible(page.getByText('Meeting ended'));
    await expectVisible(page.getByRole('button', { name: 'Ended' }));

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectVisible(titleLink(group(page, 'Recent'), title));
    expect(await group(page, 'Today').count()).toBe(0);
  });

  test('Instant Meeting starts a meeting now and opens its room in a new tab', async () => {
    const host = await signUp('Ian Instant');
    const page = await openDashboard(host);
    await expectVisible(page.getByText('No meetings yet. Schedule one to get started.'));

    const [room] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('n')]);
    await room.waitForURL((url) => url.pathname.startsWith('/room/') && url.hash.startsWith('#token='));
    await expectVisible(page.getByText('Meeting started!'));
    await expectVisible(titleLink(group(page, 'Active'), 'Instant Meeting'));
    const live = await api<{ status: string; startTime: string; endTime: string }[]>(
      '/meetings?status=live',
      {},
      host.token,
    );
    expect(live).toHaveLength(1);
    // A Free plan ends meetings after 40 minutes, so the instant meeting is planned for that long.
    expect(Date.parse(live[0]!.endTime) - Date.parse(live[0]!.startTime)).toBe(40 * 60_000);
  });

  test('in Turkish the same flow shows Turkish texts and Turkish dates', async () => {
    const host = await signUp('Ayşe Yılmaz');
    const page = await openDashboard(host, 'tr');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }));

    await page.getByRole('button', { name: /^Toplantı Planla/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Toplantı Planla' });
    await dialog.getByRole('button', { name: 'Toplantı Oluştur' }).click();
    await expectVisible(dialog.getByText('Toplantı başlığı zorunludur'));
    await expectVisible(page.getByText('Form hatası: Toplantı başlığı zorunludur'));
    await checkA11y(page, 'Toplantı Planla dialog with an error (tr)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const title = 'Haftalık ekip toplantısı';
    const times = await scheduleThroughDialog(page, title, turkish);
    const card = group(page, 'Bugün')
      .getByRole('listitem')
      .filter({ has: titleLink(page, title) });
    await expectVisible(card);
    await expectVisible(card.getByText('2 SAAT İÇİNDE'));
    const expected = await page.evaluate((iso) => {
      const start = new Date(iso);
      const end = new Date(start.getTime() + 30 * 60_000);
      const time = (date: Date) =>
        new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
      return {
        date: new Intl.DateTimeFormat('tr-TR', {
          weekday: 'long',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
        }).format(start),
        range: `${time(start)} – ${time(end)} (30 dk)`,
      };
    }, times.startIso);
    await expectVisible(card.getByText(expected.date, { exact: true }));
    await expectVisible(card.getByText(expected.range, { exact: true }));
    // Turkish dates name the month in Turkish and use a 24-hour clock.
    expect(expected.date).toMatch(/(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık)/);
    expect(await card.textContent()).not.toMatch(/\b(AM|PM)\b/);
    await expectVisible(card.getByRole('button', { name: `${title} toplantısını başlat` }));
  });

  test('All Meetings pages through the server; /public lists public meetings and Join leads into the room', async () => {
    const host = await signUp('Paula Public');
    const hour = 3_600_000;
    for (let index = 1; index <= 12; index++) {
      const start = Date.now() + index * 24 * hour;
      await api(
        '/meetings',
        {
          method: 'POST',
          body: JSON.stringify({
            title: index === 12 ? 'Open community call' : `Planning ${index}`,
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + hour).toISOString(),
            isPublic: index === 12,
          }),
        },
        host.token,
      );
    }
    const page = await openDashboard(host);
    // The shortcut keys belong to the dashboard's widgets, which load after its heading.
    await expectVisible(page.getByRole('heading', { name: 'Quick Actions' }));
    await page.keyboard.press('m');
    await page.waitForURL((url) => url.pathname === '/meetings');
    await expectVisible(page.getByText('12 meetings'));
    await expectVisible(page.getByText('Page 1 of 2'));
    await checkA11y(page, '/meetings');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('Page 2 of 2'));
    await page.getByRole('searchbox', { name: 'Search meetings' }).fill('community');
    await expectVisible(page.getByText('1 meeting', { exact: true }));
    await expectVisible(page.getByRole('link', { name: 'Open community call', exact: true }));

    const visitor = await openPage(browser, product.baseUrl);
    await visitor.goto('/public');
    const card = visitor.getByRole('listitem').filter({ hasText: 'Open community call' });
    await expectVisible(card.getByText('Hosted by Paula Public'));
    await checkA11y(visitor, '/public');
    await card.getByRole('link', { name: 'Join Open community call' }).click();
    await visitor.waitForURL((url) => url.pathname === '/join');
    const code = await visitor.getByLabel('Meeting ID').inputValue();
    expect(code).toMatch(/^[A-Z]{3}-\d{4}-\d{6}$/);
    await visitor.getByLabel('Your name').fill('Vera Visitor');
    await visitor.getByLabel('Your e-mail').fill('vera@example.test');
    await visitor.getByRole('button', { name: 'Join Meeting' }).click();
    await visitor.waitForURL((url) => url.pathname === `/room/${code}` && url.hash.startsWith('#token='));
  });
});
