import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';
import { MeetingDetailsCard } from '../meeting-detail/meeting-details-card';

const now = new Date();
const recurrence = {
  frequency: 'weekly' as const,
  interval: 1,
  byWeekday: ['MO' as const],
  byMonthDay: null,
  count: 10,
  until: null,
  timeZone: 'Europe/Istanbul',
};

function show(meeting: ReturnType<typeof meetingAt>) {
  storeSession();
  stubApi({ 'GET /meetings/series/series_1': { status: 200, body: okEnvelope([meeting]) } });
  renderWithProviders(
    <>
      <Toaster />
      <MeetingDetailsCard meeting={meeting} now={now} />
    </>,
  );
}

describe('the series link on an occurrence’s page', pageTest, () => {
  it('shows the link that always opens the series’ current meeting, and copies it', async () => {
    // user-event puts a clipboard of its own in place, which the test then reads.
    const user = userEvent.setup();
    show(
      meetingAt(now, 24 * 60, {
        id: 'm_2',
        seriesId: 'series_1',
        seriesCode: 'SER-2030-123456',
        recurrence,
        organizerId: guestUser.id,
      }),
    );
    const link = `${window.location.origin}/room/SER-2030-123456`;
    expect((await screen.findByRole('link', { name: link })).getAttribute('href')).toBe(link);
    expect(screen.getByText('This link always opens the current meeting of the series.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy series link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect((await screen.findAllByText('Series link copied')).length).toBeGreaterThan(0);
  });

  it('is not there for a single meeting', async () => {
    show(meetingAt(now, 60, { id: 'm_single', title: 'One-off', organizerId: guestUser.id }));
    expect(await screen.findByRole('button', { name: 'Start One-off' })).toBeTruthy();
    expect(screen.queryByText('Series link')).toBeNull();
  });
});
