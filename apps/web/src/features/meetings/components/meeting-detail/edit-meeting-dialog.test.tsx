import { screen, waitFor, within } from '@testing-library/react';
import type { Meeting } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { EditMeetingDialog } from './edit-meeting-dialog';

const occurrence = meetingAt(new Date(), 3 * 24 * 60, {
  id: 'm_occ',
  title: 'Weekly sync',
  seriesId: 'series_1',
  recurrence: {
    frequency: 'weekly',
    interval: 1,
    byWeekday: ['MO'],
    byMonthDay: null,
    count: 10,
    until: null,
    timeZone: 'Europe/Istanbul',
  },
});
const single = meetingAt(new Date(), 3 * 24 * 60, { id: 'm_single', title: 'One-off' });

// Each save is awaited by its request, not its toast: sonner keeps toasts across a file's tests.
function openEdit(meeting: Meeting) {
  storeSession();
  const fetchMock = stubApi({
    [`PATCH /meetings/${meeting.id}`]: (init) => ({
      status: 200,
      body: okEnvelope({ ...meeting, ...(sentBody(init) as object) }, 'Meeting updated'),
    }),
  });
  renderWithProviders(<EditMeetingDialog meeting={meeting} open onClose={() => undefined} />);
  const patched = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => sentBody(init));
  return { user: setupUser(), patched, dialog: () => screen.getByRole('dialog', { name: 'Edit Meeting' }) };
}

const scopeGroup = () => screen.getByRole('group', { name: 'Apply the changes to' });

describe('editing an occurrence of a series', pageTest, () => {
  it('changes this occurrence by default, without offering the repeat rule', async () => {
    const { user, patched, dialog } = openEdit(occurrence);
    const thisOne = (await within(scopeGroup()).findByLabelText('This occurrence')) as HTMLInputElement;
    expect(thisOne.checked).toBe(true);
    expect(within(dialog()).queryByRole('group', { name: 'Repeat' })).toBeNull();
    expect(
      within(dialog()).getByText('The repeat rule can be changed for this and the following occurrences.'),
    ).toBeDefined();
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched()).toHaveLength(1));
    expect(patched()[0]).toMatchObject({ title: 'Weekly sync', scope: 'occurrence' });
    expect(patched()[0]).not.toHaveProperty('recurrence');
  });

  it('offers the series’ rule for this and the following occurrences, and sends it only when changed', async () => {
    const { user, patched, dialog } = openEdit(occurrence);
    await user.click(await within(scopeGroup()).findByLabelText('This and following occurrences'));
    const repeat = within(dialog()).getByRole('group', { name: 'Repeat' });
    const choice = within(repeat).getByLabelText('Repeats') as HTMLSelectElement;
    expect(choice.value).toBe('weekly');
    // The series goes on repeating: stopping it is cancelling the following occurrences.
    expect(within(choice).queryByRole('option', { name: 'Does not repeat' })).toBeNull();
    expect((within(repeat).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
    expect(within(repeat).getByText('Repeats: Weekly on Monday, 10 times')).toBeDefined();

    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched()).toHaveLength(1));
    expect(patched()[0]).toMatchObject({ scope: 'following' });
    expect(patched()[0]).not.toHaveProperty('recurrence');

    await user.click(within(repeat).getByRole('checkbox', { name: 'Thursday' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched()).toHaveLength(2));
    expect(patched()[1]).toMatchObject({
      scope: 'following',
      recurrence: { frequency: 'weekly', byWeekday: ['MO', 'TH'], count: 10 },
    });
  });
});

describe('editing a single meeting', pageTest, () => {
  it('asks no scope and turns the meeting into a series when a rule is chosen', async () => {
    const { user, patched, dialog } = openEdit(single);
    const repeat = await within(dialog()).findByRole('group', { name: 'Repeat' });
    expect(screen.queryByRole('group', { name: 'Apply the changes to' })).toBeNull();
    await user.selectOptions(within(repeat).getByLabelText('Repeats'), 'daily');
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched()).toHaveLength(1));
    expect(patched()[0]).toMatchObject({ recurrence: { frequency: 'daily', interval: 1, count: 10 } });
    expect(patched()[0]).not.toHaveProperty('scope');
  });
});
