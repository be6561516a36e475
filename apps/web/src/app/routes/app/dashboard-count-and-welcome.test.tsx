import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from '@vm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import {
  board,
  boardHeading,
  findBoard,
  later,
  live,
  now,
  old,
  recent,
  soon,
  stubDashboard,
  today,
} from '#web/testing/dashboard-test-data.ts';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

// docs/product.md, 'Dashboard': the board's badge counts the same thing in every view and says what it counts,
// and the calendar says how many meetings its month holds; 'Guided tour': one welcome at a time; 'Dashboard
// shortcuts': no key hints on a touch screen.

/** matchMedia for a screen with the given hover and pointer, answering `(a), (b)` lists and `and`. */
function screenWith(features: { hover: 'hover' | 'none'; pointer: 'fine' | 'coarse' }) {
  const holds = (condition: string) =>
    condition.split(/\s+and\s+/).every((part) => {
      const [name, value] = part
        .replace(/[()]/g, '')
        .split(':')
        .map((word) => word.trim());
      return features[name as keyof typeof features] === value;
    });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.split(',').some((condition) => holds(condition.trim())),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const monthOfNow = (meeting: Meeting) => {
  const start = new Date(meeting.startTime);
  return start.getFullYear() === now.getFullYear() && start.getMonth() === now.getMonth();
};

describe('the dashboard board count, welcome and key hints', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the badge, which says what it counts, when the calendar shows; the calendar counts its month', async () => {
    localStorage.setItem('dashboard_first_visit', 'visited');
    // Two more meetings next month and beyond: in the list (Upcoming), not in this month's calendar.
    const nextMonth = meetingAt(now, 40 * 24 * 60, { title: 'Next month review' });
    const meetings = [later, recent, soon, old, live, today, nextMonth];
    stubDashboard(meetings);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await findBoard();
    expect(within(boardHeading()).getByText('6 live, upcoming or recent')).toBeDefined();

    await user.click(within(board()).getByRole('button', { name: 'Calendar' }));
    const monthLine = await within(board()).findByTestId('calendar-month-count', {}, slow);
    const inMonth = meetings.filter(monthOfNow).length;
    const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(now);
    expect(monthLine.textContent).toBe(`${label}: ${inMonth} ${inMonth === 1 ? 'meeting' : 'meetings'}`);
    // The same badge as the list: switching views does not change what it counts.
    expect(within(boardHeading()).getByText('6 live, upcoming or recent')).toBeDefined();

    // A status chip: the badge counts what the chip finds, in the calendar as in the list.
    await user.click(within(board()).getByRole('button', { name: 'Ended', pressed: false }));
    expect(await within(boardHeading()).findByText('2 meetings')).toBeDefined();
    await i18n.changeLanguage('tr');
    const turkishBoard = screen.getByRole('region', { name: /^Toplantılar/ });
    await user.click(within(turkishBoard).getByRole('button', { name: 'Tümü', pressed: false }));
    const turkishHeading = within(turkishBoard).getByRole('heading', { level: 2 });
    expect(await within(turkishHeading).findByText('6 canlı, yaklaşan veya yeni biten')).toBeDefined();
  });

  it('shows the first-visit dialog alone; Maybe later leaves the card, and skipping the tour takes it away', async () => {
    localStorage.removeItem('dashboard_first_visit');
    stubDashboard([]);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('dialog', { name: 'Welcome!' }, slow);
    await findBoard();
    expect(screen.queryByRole('heading', { name: 'Welcome to your dashboard' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(screen.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Take the tour' }));
    const panel = await screen.findByRole('dialog', { name: 'Guide' });
    // During the tour the card is not there either.
    expect(screen.queryByRole('heading', { name: 'Welcome to your dashboard' })).toBeNull();
    await user.click(within(panel).getAllByRole('button', { name: 'Skip tour' })[0]!);
    expect(screen.queryByRole('heading', { name: 'Welcome to your dashboard' })).toBeNull();
    expect(localStorage.getItem('welcome_dismissed')).toBe('true');
  });

  it('takes the card away once the tour is finished', async () => {
    localStorage.setItem('dashboard_first_visit', 'visited');
    stubDashboard([]);
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Take the tour' }, slow));
    const panel = await screen.findByRole('dialog', { name: 'Guide' });
    for (let step = 1; step < 7; step++) await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(within(panel).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('heading', { name: 'Welcome to your dashboard' })).toBeNull();
  });

  it('shows the N, S, J and M hints with a mouse, and none on a touch screen, even one that reports hover', async () => {
    localStorage.setItem('dashboard_first_visit', 'visited');
    localStorage.setItem('welcome_dismissed', 'true');
    stubDashboard([]);
    screenWith({ hover: 'hover', pointer: 'fine' });
    const { unmount } = renderApp('/dashboard');
    const laptop = await screen.findByRole('region', { name: 'Quick Actions' }, slow);
    expect(
      within(laptop)
        .getAllByText(/^[NSJM]$/)
        .map((hint) => hint.tagName),
    ).toEqual(['KBD', 'KBD', 'KBD', 'KBD']);
    unmount();

    screenWith({ hover: 'hover', pointer: 'coarse' });
    renderApp('/dashboard');
    const phone = await screen.findByRole('region', { name: 'Quick Actions' }, slow);
    expect(within(phone).getByRole('button', { name: /^Schedule Meeting/ })).toBeDefined();
    expect(phone.querySelectorAll('kbd')).toHaveLength(0);
  });
});
