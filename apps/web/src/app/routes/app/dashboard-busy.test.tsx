import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '@vm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endedMeeting, meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { findBoard, listQueries, now, section, stubDashboard, titlesIn } from '#web/testing/dashboard-test-data.ts';

const DAY = 24 * 60;

// docs/product.md, 'Dashboard groups': a host with more meetings than a page. The fake server lists the latest
// start first by default, as the real one does, so a dashboard reading one page would miss the soonest meetings.
const startingSoon = meetingAt(now, 10, { title: 'Starts in ten minutes' });
const laterToday = Array.from({ length: 25 }, (_, index) =>
  meetingAt(now, 30 + index * 50, { title: `Today ${index}` }),
);
const upcoming = Array.from({ length: 60 }, (_, index) =>
  meetingAt(now, 2 * DAY + index * DAY, { title: `Upcoming ${index}` }),
);
const recent = Array.from({ length: 25 }, (_, index) =>
  endedMeeting(now, 60 + index * 300, { title: `Recent ${index}` }),
);
const older = Array.from({ length: 10 }, (_, index) =>
  endedMeeting(now, 8 * DAY + index * DAY, { title: `Old ${index}` }),
);
const busyHost: Meeting[] = [...upcoming, ...older, ...recent, ...laterToday, startingSoon];

describe('the dashboard of a busy host', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    storeSession();
    localStorage.setItem('dashboard_first_visit', 'visited');
  });

  it('shows every meeting of Starting Soon and Today, the soonest first on the card, and pages the rest', async () => {
    const fetchMock = stubDashboard(busyHost);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await findBoard();

    expect(titlesIn(section('Starting Soon'))).toEqual([startingSoon.title]);
    expect(titlesIn(section('Today'))).toEqual(laterToday.map((meeting) => meeting.title));
    // The side cards render just after the groups.
    const card = await screen.findByRole('region', { name: 'Recent Meetings' }, slow);
    expect(titlesIn(card)[0]).toBe(startingSoon.title);
    // Completing Today took a second page of scheduled meetings, soonest first.
    const scheduledPages = listQueries(fetchMock).filter((params) => params.get('status') === 'scheduled');
    expect(scheduledPages.map((params) => params.get('page'))).toEqual(['1', '2']);

    expect(titlesIn(section('Upcoming'))).toHaveLength(14);
    await user.click(within(section('Upcoming')).getByRole('button', { name: 'Show more: Upcoming' }));
    await vi.waitFor(() => expect(titlesIn(section('Upcoming'))).toHaveLength(34));
    expect(titlesIn(section('Upcoming'))[0]).toBe(upcoming[0]!.title);

    // Recent: ended within 7 days, the latest first, ten at a time; older ones never.
    expect(titlesIn(section('Recent'))).toEqual(recent.slice(0, 10).map((meeting) => meeting.title));
    await user.click(within(section('Recent')).getByRole('button', { name: 'Show more: Recent' }));
    await vi.waitFor(() => expect(titlesIn(section('Recent'))).toHaveLength(20));
    expect(titlesIn(section('Recent'))[10]).toBe(recent[10]!.title);
    await user.click(within(section('Recent')).getByRole('button', { name: 'Show more: Recent' }));
    await vi.waitFor(() => expect(titlesIn(section('Recent'))).toHaveLength(25));
    expect(within(section('Recent')).queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('fills the calendar from the days on show and opens a whole day from +N', async () => {
    const sameDay = [0, 1, 2, 3, 4].map((index) =>
      meetingAt(now, 0, { title: `Back-to-back ${index}`, startTime: startingSoon.startTime }),
    );
    const fetchMock = stubDashboard([...sameDay, ...upcoming]);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await findBoard();

    const calendar = screen.getByRole('region', { name: 'Calendar' });
    const ranged = listQueries(fetchMock).filter((params) => params.has('from'));
    expect(ranged).toHaveLength(1);
    expect(Date.parse(ranged[0]!.get('from')!)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(ranged[0]!.get('to')!)).toBeGreaterThan(now.getTime());

    // The month's meetings may still be on their way when the board shows.
    await user.click(await within(calendar).findByRole('button', { name: /^\+2 more meetings on / }));
    const day = await screen.findByRole('dialog');
    expect(titlesIn(day)).toEqual(sameDay.map((meeting) => meeting.title));
    await user.keyboard('{Escape}');

    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await vi.waitFor(() => expect(listQueries(fetchMock).filter((params) => params.has('from'))).toHaveLength(2));
    const next = listQueries(fetchMock).filter((params) => params.has('from'))[1]!;
    // The next month's grid may begin with this month's last days (today too, near a month's end):
    // it reaches further on both sides, whatever today is.
    expect(Date.parse(next.get('from')!)).toBeGreaterThan(Date.parse(ranged[0]!.get('from')!));
    expect(Date.parse(next.get('to')!)).toBeGreaterThan(Date.parse(ranged[0]!.get('to')!));
  });

  it('swaps itself for Connection Error when a month cannot be loaded, and Try Again brings it back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let serverUp = true;
    const fetchMock = stubDashboard(busyHost);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      serverUp ? answer(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/dashboard');
    await findBoard();

    serverUp = false;
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await vi.advanceTimersByTimeAsync(10_000);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'Connection Error' })).toBeDefined();
    expect(within(alert).getByText('Network Error')).toBeDefined();

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findBoard()).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Connection Error' })).toBeNull();
  });
});
