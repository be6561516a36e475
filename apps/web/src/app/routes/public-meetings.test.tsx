import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicMeeting } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { formatLongDate } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { okEnvelope, stubFetch } from '#web/testing/fetch-stub.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

const toPublic = ({
  id,
  meetingId,
  title,
  description,
  startTime,
  endTime,
  meetingType,
  status,
  maxParticipants,
  organizerName,
  allowScreenSharing,
  allowChat,
}: ReturnType<typeof meetingAt>): PublicMeeting => ({
  id,
  meetingId,
  title,
  description,
  startTime,
  endTime,
  meetingType,
  status,
  maxParticipants,
  organizerName,
  allowScreenSharing,
  allowChat,
});

describe('public meetings and the join page', { timeout: TEST_TIMEOUT_MS }, () => {
  it('lists public meetings with organizer and time; Join opens the join form with the code', async () => {
    const now = new Date();
    const open = toPublic(
      meetingAt(now, 30, { title: 'Open office hours', organizerName: 'Grace Hopper', meetingId: 'OPN-2026-101' }),
    );
    const live = toPublic(meetingAt(now, -10, { title: 'Community call', status: 'active' }));
    const fetchMock = stubFetch(() => ({ status: 200, body: okEnvelope([live, open]) }));
    const user = userEvent.setup();
    const { router } = renderApp('/public');

    const item = (await screen.findByRole('heading', { name: 'Open office hours' }, slow)).closest('li')!;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/VideoMeeting/meetings/public');
    expect(within(item).getByText('Hosted by Grace Hopper')).toBeDefined();
    expect(within(item).getByText(formatLongDate(open.startTime, 'en', viewerTimeZone()))).toBeDefined();
    expect(within(item).getByText('Scheduled')).toBeDefined();
    const liveItem = screen.getByRole('heading', { name: 'Community call' }).closest('li')!;
    expect(within(liveItem).getByText('Live')).toBeDefined();

    await user.click(within(item).getByRole('link', { name: 'Join Open office hours' }));
    const code = (await screen.findByLabelText(/Meeting ID/, {}, slow)) as HTMLInputElement;
    expect(router.state.location.pathname).toBe('/join');
    expect(code.value).toBe('OPN-2026-101');
    expect(screen.getByText('You will be redirected to the meeting room.')).toBeDefined();
  });

  it('says so when there are none', async () => {
    stubFetch(() => ({ status: 200, body: okEnvelope([]) }));
    renderApp('/public');
    expect(await screen.findByText('No public meetings right now.', {}, slow)).toBeDefined();
  });
});
