import { act, screen, waitFor, within } from '@testing-library/react';
import type { Recording } from '@vm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';
import { processingRecording, recordingFixture } from '#web/features/recordings/testing/recording-fixture.ts';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { setupUser } from '#web/testing/user.ts';

const meeting = meetingAt(new Date(), -30, { id: 'm_9', title: 'Board meeting', allowRecording: true });
const ready = recordingFixture({ id: 'r1' });
const failed = recordingFixture({
  id: 'r0',
  status: 'failed',
  startedAt: '2030-03-09T10:00:00.000Z',
  durationSeconds: 65,
  sizeBytes: null,
  downloadUrl: null,
});
const running = recordingFixture({
  id: 'r2',
  status: 'recording',
  startedAt: '2030-03-11T10:00:00.000Z',
  endedAt: null,
  durationSeconds: null,
  sizeBytes: null,
  downloadUrl: null,
});

function stubMeetingPage(recordings: () => Recording[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /meetings/m_9': { status: 200, body: okEnvelope(meeting) },
    'GET /meetings/m_9/recordings': () => ({ status: 200, body: okEnvelope(recordings()) }),
    ...extra,
  });
}

async function openRecordings() {
  renderApp('/meetings/m_9');
  return screen.findByRole('region', { name: 'Recordings' }, slow);
}

const items = (region: HTMLElement) => within(region).getAllByTestId('recording-item');
const recordingCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/meetings/m_9/recordings'));

describe('the meeting page’s recordings', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => storeSession());

  it('lists each recording with its status, start, length and size, newest first', async () => {
    stubMeetingPage(() => [running, ready, failed]);
    const region = await openRecordings();
    const [first, second, third] = await waitFor(() => items(region));

    expect(within(first!).getByText('Recording')).toBeDefined();
    expect(within(first!).getByText('Being recorded now.')).toBeDefined();
    // Nothing to play, download or delete while it is still being written.
    expect(within(first!).queryByRole('button')).toBeNull();

    expect(within(second!).getByText('Ready')).toBeDefined();
    expect(within(second!).getByText('1:02:05')).toBeDefined();
    expect(within(second!).getByText('12.4 MB')).toBeDefined();
    expect(within(second!).getByText('Mar 10, 2030', { exact: false })).toBeDefined();

    expect(within(third!).getByText('Failed')).toBeDefined();
    expect(within(third!).getByText('1:05')).toBeDefined();
    expect(within(third!).queryByRole('button', { name: /^Play/ })).toBeNull();
    expect(within(third!).getByRole('button', { name: /^Delete the recording from/ })).toBeDefined();
  });

  it('plays a ready recording inline, one at a time, and offers it as a download', async () => {
    const other = recordingFixture({ id: 'r3', startedAt: '2030-03-08T10:00:00.000Z' });
    stubMeetingPage(() => [ready, other]);
    const user = setupUser();
    const region = await openRecordings();
    const [first, second] = await waitFor(() => items(region));

    const download = within(first!).getByRole('link', { name: /^Download the recording from/ });
    expect(download.getAttribute('href')).toBe(`${ready.downloadUrl}&download=1`);
    expect(download.hasAttribute('download')).toBe(true);

    expect(region.querySelector('video')).toBeNull();
    const play = within(first!).getByRole('button', { name: /^Play the recording from/ });
    await user.click(play);
    const video = within(first!).getByLabelText(/^Recording from/) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(ready.downloadUrl);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(play.getAttribute('aria-expanded')).toBe('true');

    // Playing another closes the first.
    await user.click(within(second!).getByRole('button', { name: /^Play the recording from/ }));
    expect(region.querySelectorAll('video')).toHaveLength(1);
    expect(
      within(second!)
        .getByLabelText(/^Recording from/)
        .getAttribute('src'),
    ).toBe(other.downloadUrl);

    await user.click(within(second!).getByRole('button', { name: /^Close the player/ }));
    expect(region.querySelector('video')).toBeNull();
  });

  it('deletes a recording after asking, and shows the list without it', async () => {
    let recordings = [ready, failed];
    const fetch = stubMeetingPage(() => recordings, {
      'DELETE /recordings/r1': () => {
        recordings = [failed];
        return { status: 200, body: okEnvelope(null, 'Recording deleted') };
      },
    });
    const user = setupUser();
    const region = await openRecordings();
    const [first] = await waitFor(() => items(region));

    await user.click(within(first!).getByRole('button', { name: /^Delete the recording from/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this recording?' });
    // Keep it: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(first!).getByRole('button', { name: /^Delete the recording from/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this recording?' })).getByRole('button', {
        name: 'Delete recording',
      }),
    );
    expect(await screen.findByText('Recording deleted')).toBeDefined();
    const deletion = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deletion?.[0]).toBe('/api/VideoMeeting/recordings/r1');
    await waitFor(() => expect(items(region)).toHaveLength(1));
    expect(within(region).queryByText('Ready')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains an empty list, in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    stubMeetingPage(() => []);
    renderApp('/meetings/m_9');
    const region = await screen.findByRole('region', { name: 'Kayıtlar' }, slow);
    expect(await within(region).findByText(/^Henüz kayıt yok\./)).toBeDefined();
    expect(within(region).getByText(/Pro ve Enterprise/)).toBeDefined();
  });

  it('asks again every 5 seconds while one is processing, until it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let recordings = [processingRecording({ id: 'r1' })];
    const fetch = stubMeetingPage(() => recordings);
    const region = await openRecordings();
    expect(await within(region).findByText('Processing')).toBeDefined();
    expect(recordingCalls(fetch)).toHaveLength(1);

    recordings = [ready];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(region).findByText('Ready')).toBeDefined();
    expect(recordingCalls(fetch)).toHaveLength(2);

    // Settled: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(recordingCalls(fetch)).toHaveLength(2);
  });

  it("scrolls to the recordings once they are loaded when opened at #recordings (the host's end screen links there)", async () => {
    const scrolled: Element[] = [];
    // jsdom does not lay out or scroll; what asked to be scrolled into view is recorded.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    stubMeetingPage(() => [ready]);
    renderApp('/meetings/m_9#recordings');
    const region = await screen.findByRole('region', { name: 'Recordings' }, slow);
    await waitFor(() => expect(items(region)).toHaveLength(1));
    await waitFor(() => expect(scrolled).toEqual([region]));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
