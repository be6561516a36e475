import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { okEnvelope } from '#web/testing/fetch-stub.ts';
import { board, findBoard, soon, stubDashboard, today } from '#web/testing/dashboard-test-data.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

describe('dashboard actions and failures', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    storeSession();
    // A returning visitor: no first-visit tour in the way.
    localStorage.setItem('dashboard_first_visit', 'visited');
  });

  it('starts a meeting: Meeting started!, then the room opens in the tab opened by the click', async () => {
    const fetchMock = stubDashboard();
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const joinUrl = `http://localhost/room/${today.meetingId}#token=abc`;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith(`/meetings/${today.id}/start`)) return Response.json(okEnvelope({ ...today, status: 'active' }));
      if (url.endsWith(`/meetings/${today.id}/join-url`)) return Response.json(okEnvelope(joinUrl));
      return answer(input, init);
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await findBoard();
    await user.click(within(board()).getByRole('button', { name: `Start ${today.title}` }));

    expect(await screen.findByText('Meeting started!')).toBeDefined();
    await vi.waitFor(() => expect(tab.location.href).toBe(joinUrl));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/VideoMeeting/meetings/${today.id}/start`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  /** The dashboard, whose Start is refused: the meeting has ended meanwhile. */
  function refuseStart() {
    const fetchMock = stubDashboard();
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const answer = fetchMock.getMockImplementation()!;
    const message = 'This meeting has ended and cannot be started again.';
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/start')
        ? Response.json(
            { success: false, message, code: 'MEETING_ENDED_NOT_STARTABLE', data: null, errors: [] },
            { status: 409 },
          )
        : answer(input, init),
    );
    return tab;
  }

  it('says why a start failed, in our words and the server’s, and closes the blank tab', async () => {
    const tab = refuseStart();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await findBoard();
    await user.click(within(board()).getByRole('button', { name: `Start ${soon.title}` }));

    expect(await screen.findByText('Failed to start meeting')).toBeDefined();
    expect(screen.getByText('This meeting has ended and cannot be started again.')).toBeDefined();
    expect(tab.close).toHaveBeenCalled();
  });

  it('says why a start failed in Turkish to a Turkish reader, by the server’s code', async () => {
    await i18n.changeLanguage('tr');
    refuseStart();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const meetings = await screen.findByRole('region', { name: /^Toplantılar/ }, slow);
    await user.click(within(meetings).getByRole('button', { name: `${soon.title} toplantısını başlat` }));

    const shown = (await screen.findByText('Toplantı başlatılamadı')).closest('[data-sonner-toast]');
    expect(shown?.textContent).toContain('Bu toplantı sona erdi ve yeniden başlatılamaz.');
    expect(shown?.textContent).not.toContain('This meeting has ended');
  });

  it('replaces the dashboard with Connection Error after the retries, and Try Again reloads', async () => {
    // Failed queries retry 3 times with back-off (1 s, 2 s, 4 s); fake timers skip the waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let serverUp = false;
    const fetchMock = stubDashboard();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      serverUp || !String(input).includes('/meetings/stats')
        ? answer(input, init)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
    await vi.advanceTimersByTimeAsync(10_000);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Connection Error' })).toBeDefined();
    expect(within(alert).getByText('Network Error')).toBeDefined();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/meetings/stats'))).toHaveLength(4);

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findBoard()).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Connection Error' })).toBeNull();
  });
});
