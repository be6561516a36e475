import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import {
  board,
  boardHeading,
  findBoard,
  later,
  listQueries,
  live,
  old,
  recent,
  section,
  soon,
  storage,
  stubDashboard,
  titlesIn,
  today,
} from '#web/testing/dashboard-test-data.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

describe('dashboard', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    storeSession();
    // A returning visitor: no first-visit tour in the way.
    localStorage.setItem('dashboard_first_visit', 'visited');
  });

  it('asks the server per status and groups by status, then by minutes to the start, Today once', async () => {
    const fetchMock = stubDashboard();
    renderApp('/dashboard');
    expect(await findBoard()).toBeDefined();
    const asked = listQueries(fetchMock).map((params) => `${params.get('status')} ${params.get('sort')}`);
    expect(asked).toEqual(expect.arrayContaining(['active start', 'scheduled start', 'ended -end']));

    expect(titlesIn(section('Active'))).toEqual([live.title]);
    expect(titlesIn(section('Starting Soon'))).toEqual([soon.title]);
    expect(titlesIn(section('Today'))).toEqual([today.title]);
    expect(titlesIn(section('Upcoming'))).toEqual([later.title]);
    expect(titlesIn(section('Recent'))).toEqual([recent.title]);
    expect(within(board()).getAllByRole('heading', { level: 3, name: /^Today/ })).toHaveLength(1);
    // Ended more than 7 days ago: not on the dashboard.
    expect(within(board()).queryByText(old.title)).toBeNull();
    expect(within(boardHeading()).getByText('5 live, upcoming or recent')).toBeDefined();

    // The organizer of a live meeting sees Join and End; scheduled ones Start; ended ones a disabled Ended.
    const activeSection = section('Active');
    expect(within(activeSection).getByRole('button', { name: `Join ${live.title}` })).toBeDefined();
    expect(within(activeSection).getByRole('button', { name: `End ${live.title} for everyone` })).toBeDefined();
    expect(within(section('Today')).getByRole('button', { name: `Start ${today.title}` })).toBeDefined();
    expect((within(section('Recent')).getByRole('button', { name: 'Ended' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by status into one flat list and searches title and meeting ID', async () => {
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await findBoard();
    const chip = (name: string) => within(board()).getByRole('button', { name, pressed: false });

    await user.click(chip('Live'));
    await vi.waitFor(() => expect(titlesIn(board())).toEqual([live.title]));
    expect(within(board()).queryByRole('region', { name: /^Active/ })).toBeNull();
    await user.click(chip('Scheduled'));
    await vi.waitFor(() => expect(titlesIn(board())).toEqual([soon.title, today.title, later.title]));
    await user.click(chip('Ended'));
    // The flat list holds every ended meeting, the latest first; only 'all' limits Recent to 7 days.
    await vi.waitFor(() => expect(titlesIn(board())).toEqual([recent.title, old.title]));
    expect(within(boardHeading()).getByText('2 meetings')).toBeDefined();

    await user.click(chip('All'));
    expect(await screen.findByText('Showing all meetings')).toBeDefined();
    const search = within(board()).getByRole('searchbox', { name: 'Search meetings' });
    // A search is the server's, over every meeting, one flat list.
    await user.type(search, 'RETRO');
    await vi.waitFor(() => expect(titlesIn(board())).toEqual([recent.title]));
    expect(within(board()).queryByRole('region', { name: /^Today/ })).toBeNull();
    await user.clear(search);
    await user.type(search, later.meetingId.toLowerCase());
    await vi.waitFor(() => expect(titlesIn(board())).toEqual([later.title]));
    await user.type(search, 'x');
    expect(await within(board()).findByText('No meetings match your search or filter.')).toBeDefined();
  });

  it('shows the real change against last month, the upcoming card and relative activity times', async () => {
    stubDashboard();
    renderApp('/dashboard');
    const stat = (await screen.findByRole('list', { name: 'Meeting statistics' }, slow)) as HTMLElement;
    expect(within(stat).getByText('+50% vs last month')).toBeDefined();

    // The side cards render just after the groups.
    const upcoming = await screen.findByRole('region', { name: 'Recent Meetings' }, slow);
    expect(titlesIn(upcoming)).toEqual([soon.title, today.title, later.title, recent.title, old.title]);
    expect(within(upcoming).getByText('10m')).toBeDefined();
    expect(within(upcoming).getByText('3h 0m')).toBeDefined();
    expect(within(upcoming).getByText('3d')).toBeDefined();

    const feed = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(feed).getByText('Live standup started')).toBeDefined();
    expect(within(feed).getByText('Just now')).toBeDefined();
    expect(within(feed).getByText('5m ago')).toBeDefined();
  });

  it('shows the recording storage in use, with a bar, beside the meetings', async () => {
    stubDashboard();
    renderApp('/dashboard');
    expect(await screen.findByText('Recording storage: 1.2 GB of 100 GB used', {}, slow)).toBeDefined();
    const bar = screen.getByRole('progressbar', { name: 'Recording storage' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(storage.usedBytes));
    expect(bar.getAttribute('aria-valuemax')).toBe(String(storage.limitBytes));
    expect(bar.getAttribute('aria-valuetext')).toBe('1.2 GB of 100 GB used');
  });

  it('shows the meetings without the storage line when that request fails', async () => {
    stubDashboard(undefined, null);
    renderApp('/dashboard');
    expect(await findBoard()).toBeDefined();
    expect(titlesIn(section('Active'))).toEqual([live.title]);
    expect(screen.queryByRole('progressbar', { name: 'Recording storage' })).toBeNull();
    expect(screen.queryByText(/Recording storage/)).toBeNull();
  });

  it('words the storage in Turkish for a Turkish reader', async () => {
    await i18n.changeLanguage('tr');
    stubDashboard();
    renderApp('/dashboard');
    expect(await screen.findByText('Kayıt depolama alanı: 1,2 GB / 100 GB kullanılıyor', {}, slow)).toBeDefined();
  });
});
