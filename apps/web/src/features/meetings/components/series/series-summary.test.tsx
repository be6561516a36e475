import { screen, within } from '@testing-library/react';
import type { Meeting } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { endedMeeting, meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { MeetingDetailsCard } from '../meeting-detail/meeting-details-card';

const now = new Date();
const series = {
  seriesId: 'series_1',
  organizerId: guestUser.id,
  recurrence: {
    frequency: 'weekly',
    interval: 1,
    byWeekday: ['MO'],
    byMonthDay: null,
    count: 10,
    until: null,
    timeZone: 'Europe/Istanbul',
  },
} satisfies Partial<Meeting>;
const held = endedMeeting(now, 7 * 24 * 60, { ...series, id: 'm_1', startedAt: now.toISOString() });
const current = meetingAt(now, 24 * 60, { ...series, id: 'm_2', title: 'Weekly sync' });
const cancelled = endedMeeting(now, 0, {
  ...series,
  id: 'm_3',
  startTime: new Date(now.getTime() + 8 * 86_400_000).toISOString(),
});

function showOccurrence(meeting: Meeting) {
  storeSession();
  const ends: string[] = [];
  const fetchMock = stubApi({
    'GET /meetings/series/series_1': { status: 200, body: okEnvelope([held, current, cancelled]) },
    [`POST /meetings/${meeting.id}/cancel`]: (_init, url) => {
      ends.push(url.search);
      return { status: 200, body: okEnvelope({ ...meeting, status: 'ended' }, 'Meeting cancelled') };
    },
  });
  renderWithProviders(<MeetingDetailsCard meeting={meeting} now={now} />);
  return { user: setupUser(), fetchMock, ends };
}

describe('an occurrence’s page', pageTest, () => {
  it('says how the series repeats, and lists its occurrences when asked', async () => {
    const { user } = showOccurrence(current);
    expect(await screen.findByText('Weekly on Monday, 10 times')).toBeDefined();
    expect(screen.getByText('Times repeat in Europe/Istanbul')).toBeDefined();
    // The list waits for the click (Add to calendar reads the series for its Google link meanwhile).
    expect(screen.queryByRole('list', { name: 'Occurrences of this series' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show occurrences' }));
    const list = await screen.findByRole('list', { name: 'Occurrences of this series' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/meetings/m_1',
      '/meetings/m_2',
      '/meetings/m_3',
    ]);
    expect(within(items[0]!).getByText('Ended')).toBeDefined();
    expect(within(items[1]!).getByRole('link').getAttribute('aria-current')).toBe('page');
    expect(within(items[1]!).getByText('This occurrence')).toBeDefined();
    expect(within(items[2]!).getByText('Cancelled')).toBeDefined();
  });

  it('cancels this and the following occurrences after asking', async () => {
    const { user, ends } = showOccurrence(current);
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting: Weekly sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel meeting' });
    expect((within(dialog).getByLabelText('This occurrence') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByLabelText('This and following occurrences'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('This and the following occurrences are cancelled')).toBeDefined();
    expect(ends).toEqual(['?scope=following']);
    expect(screen.queryByRole('dialog', { name: 'Cancel meeting' })).toBeNull();
  });

  it('cancels this occurrence alone by default', async () => {
    const { user, ends } = showOccurrence(current);
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting: Weekly sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel meeting' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled')).toBeDefined();
    expect(ends).toEqual(['?scope=occurrence']);
  });

  it('shows nothing of a series on a single meeting, and its Cancel asks no scope', async () => {
    const { user, ends } = showOccurrence(
      meetingAt(now, 60, { id: 'm_single', title: 'One-off', organizerId: guestUser.id }),
    );
    expect(await screen.findByRole('button', { name: 'Start One-off' })).toBeDefined();
    expect(screen.queryByText('Repeats')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel meeting: One-off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel meeting' });
    expect(within(dialog).queryByLabelText('This occurrence')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled')).toBeDefined();
    expect(ends).toEqual(['']);
  });
});
