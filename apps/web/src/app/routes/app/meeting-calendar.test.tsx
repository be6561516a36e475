import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';
import { stubBrowserDownloads } from '#web/testing/browser-downloads.ts';
import { okEnvelope } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';

// docs/product.md, 'Add to calendar', on the organizer's meeting page: the links are read back as URLs, and
// the .ics is fetched with the session and handed to the browser under the server's file name.

const meeting = meetingAt(new Date('2030-05-06T07:30:00.000Z'), 0, {
  id: 'm_cal',
  title: 'Board meeting',
  description: 'Budget and hiring',
});
const ICS = 'BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n';

/** jsdom's Blob has no text(); its FileReader reads one. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('meeting page: add to calendar', { timeout: TEST_TIMEOUT_MS }, () => {
  const requests: Array<{ url: string; authorization: string | null }> = [];
  let saved: Array<{ name: string; blob: Blob }> = [];

  beforeEach(() => {
    storeSession();
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        requests.push({ url, authorization: new Headers(init.headers).get('Authorization') });
        if (url.endsWith('/calendar.ics')) {
          return new Response(ICS, {
            headers: {
              'Content-Type': 'text/calendar; charset=utf-8',
              'Content-Disposition': `attachment; filename="Board-meeting.ics"; filename*=UTF-8''Board%20meeting.ics`,
            },
          });
        }
        const body = url.endsWith('/meetings/m_cal') ? okEnvelope(meeting) : okEnvelope([]);
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    saved = stubBrowserDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers Google Calendar and Outlook with the room as the link, and downloads the .ics with the session', async () => {
    renderApp('/meetings/m_cal');
    await screen.findByRole('heading', { level: 1, name: 'Board meeting' }, slow);
    const region = screen.getByRole('region', { name: 'Add to calendar' });
    const details = `Budget and hiring\n\n${meeting.meetingUrl}`;

    const google = new URL(
      within(region)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href')!,
    );
    expect(google.searchParams.get('text')).toBe('Board meeting');
    expect(google.searchParams.get('dates')).toBe('20300506T073000Z/20300506T083000Z');
    expect(google.searchParams.get('details')).toBe(details);
    expect(google.searchParams.get('location')).toBe(meeting.meetingUrl);

    const outlook = new URL(
      within(region)
        .getByRole('link', { name: /Outlook/ })
        .getAttribute('href')!,
    );
    expect(outlook.searchParams.get('subject')).toBe('Board meeting');
    expect(outlook.searchParams.get('startdt')).toBe('2030-05-06T07:30:00Z');
    expect(outlook.searchParams.get('enddt')).toBe('2030-05-06T08:30:00Z');
    expect(outlook.searchParams.get('body')).toBe(details);

    await userEvent.setup().click(within(region).getByRole('button', { name: 'Download .ics' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const request = requests.find(({ url }) => url.endsWith('/calendar.ics'))!;
    expect(request.url).toBe('/api/VideoMeeting/meetings/m_cal/calendar.ics');
    expect(request.authorization).toMatch(/^Bearer /);
    expect(saved[0]!.name).toBe('Board-meeting.ics');
    expect(await readText(saved[0]!.blob)).toBe(ICS);
  });
});
