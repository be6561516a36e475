import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTime } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';
import { publicInvitationAt } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { InvitationCard } from './invitation-card';

const weekly = {
  frequency: 'weekly',
  interval: 1,
  byWeekday: ['MO', 'WE'],
  byMonthDay: null,
  count: 10,
  until: null,
  timeZone: 'Europe/Istanbul',
} as const;

describe('the invitation card', pageTest, () => {
  it('says an invitation to a series is to a recurring meeting, how it repeats and when it is next', async () => {
    const invitation = publicInvitationAt(
      new Date(),
      2 * 24 * 60,
      { seriesId: 'series_1' },
      { seriesId: 'series_1', recurrence: { ...weekly, byWeekday: [...weekly.byWeekday] } },
    );
    renderWithProviders(<InvitationCard invitation={invitation} />);
    const notice = await screen.findByRole('region', { name: 'Recurring meeting' });
    expect(within(notice).getByText('Weekly on Monday and Wednesday, 10 times')).toBeDefined();
    const start = invitation.meeting!.startTime;
    const zone = viewerTimeZone();
    expect(
      within(notice).getByText(
        `Next occurrence: ${formatLongDate(start, 'en', zone)}, ${formatTime(start, 'en', zone)}`,
      ),
    ).toBeDefined();
    expect(within(notice).getByText('Your answer applies to every occurrence.')).toBeDefined();
  });

  it('says nothing of a series for a single meeting', async () => {
    renderWithProviders(<InvitationCard invitation={publicInvitationAt(new Date(), 180)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product review' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Recurring meeting' })).toBeNull();
  });
});
