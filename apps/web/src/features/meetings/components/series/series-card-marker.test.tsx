import { screen, within } from '@testing-library/react';
import type { Meeting } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest } from '#web/testing/user.ts';
import { MeetingCollection } from '../meeting-collection';

// docs/product.md, 'Recurring meetings': six cards of one weekly meeting looked like six meetings.
const now = new Date();
const weekly: Partial<Meeting> = {
  seriesId: 'series_1',
  recurrence: {
    frequency: 'weekly',
    interval: 1,
    byWeekday: ['MO'],
    byMonthDay: null,
    count: 6,
    until: null,
    timeZone: 'Europe/Istanbul',
  },
};

describe('series on meeting cards', pageTest, () => {
  it('marks an occurrence of a series with how it repeats, and a single meeting with nothing', async () => {
    storeSession();
    const standup = meetingAt(now, 60, { ...weekly, id: 'm_s', title: 'Weekly Standup' });
    const single = meetingAt(now, 120, { id: 'm_1', title: 'Client review' });
    renderWithProviders(<MeetingCollection meetings={[standup, single]} now={now} view="grid" />);

    const [standupCard, singleCard] = await screen.findAllByRole('listitem');
    expect(within(standupCard!).getByText('Weekly on Monday')).toBeDefined();
    expect(within(standupCard!).getByText('Recurring meeting:')).toBeDefined();
    expect(within(singleCard!).queryByText('Recurring meeting:')).toBeNull();
  });
});
