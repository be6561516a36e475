import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '@vm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endedMeeting, meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { isMeetingList, meetingListReply, paramsOf } from '#web/features/meetings/testing/meeting-list-fake.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';
import { stubFetch } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';

const now = new Date();
const DAY = 24 * 60;
// Created in an order unlike either list's, so each order is the server's doing.
const coming = [9, 2, 14, 5, 11, 1, 7, 13, 3, 12, 6, 8].map((days) =>
  meetingAt(now, days * DAY, { title: `In ${days} days` }),
);
const live = meetingAt(now, -10, { title: 'Live now', status: 'active' });
const over = [3, 1, 2].map((days) => endedMeeting(now, days * DAY, { title: `Ended ${days} days ago` }));
const all: Meeting[] = [...coming, live, ...over];

function stubMeetings() {
  return stubFetch((url) =>
    isMeetingList(url)
      ? { status: 200, body: meetingListReply(all, paramsOf(url)) }
      : { status: 404, body: { success: false, message: 'Not found', data: null, errors: [] } },
  );
}

const sectionNamed = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const titles = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/meetings', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => storeSession());

  it('lists upcoming meetings soonest first and past ones latest ended first, each with its pages', async () => {
    stubMeetings();
    const user = userEvent.setup();
    renderApp('/meetings');
    expect(await screen.findByText('16 meetings', {}, slow)).toBeDefined();

    const upcoming = sectionNamed('Upcoming');
    expect(titles(upcoming).slice(0, 4)).toEqual(['Live now', 'In 1 days', 'In 2 days', 'In 3 days']);
    expect(within(upcoming).getByText('Page 1 of 2')).toBeDefined();
    expect(titles(sectionNamed('Past'))).toEqual(['Ended 1 days ago', 'Ended 2 days ago', 'Ended 3 days ago']);

    await user.click(within(upcoming).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(titles(sectionNamed('Upcoming'))).toEqual(['In 12 days', 'In 13 days', 'In 14 days']),
    );

    await user.click(screen.getByRole('button', { name: 'Ended', pressed: false }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /^Upcoming/ })).toBeNull());
    expect(titles(sectionNamed('Past'))).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'All', pressed: false }));
    await user.type(screen.getByRole('searchbox', { name: 'Search meetings' }), 'ended 2');
    await vi.waitFor(() => expect(screen.getByText('1 meeting')).toBeDefined());
  });

  it('shows a month of them in the calendar view, asked by date range', async () => {
    const fetchMock = stubMeetings();
    const user = userEvent.setup();
    renderApp('/meetings');
    await screen.findByText('16 meetings', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    const table = await screen.findByRole('table');
    await vi.waitFor(() => expect(within(table).getByRole('link', { name: 'Live now' })).toBeDefined());
    const ranged = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter(isMeetingList)
      .map(paramsOf)
      .filter((params) => params.has('from'));
    expect(ranged).toHaveLength(1);
    expect(ranged[0]!.get('sort')).toBe('start');
  });
});
