import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { viewerTimeZone, zonedToInstant } from '#web/lib/time/zone.ts';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { CreateMeetingPage } from '../create-meeting/create-meeting-page';

type Reply = { status: number; body: unknown };
const created = okEnvelope(meetingAt(new Date(), 60, { id: 'm_new' }), 'Meeting created successfully!');

/**
 * The create page with its title filled and a start on Monday 5 May 2031 at 10:00. Tests wait for
 * the request, not its toast: sonner keeps toasts across a file's tests.
 */
async function openCreateForm(reply: Reply = { status: 201, body: created }) {
  storeSession();
  const fetchMock = stubApi({ 'POST /meetings': reply });
  renderWithProviders(<CreateMeetingPage onCreated={() => undefined} onCancel={() => undefined} />);
  const user = setupUser();
  await user.type(await screen.findByLabelText(/^Meeting title/), 'Team sync');
  const start = screen.getByLabelText(/^Start time/);
  await user.clear(start);
  await user.type(start, '2031-05-05T10:00');
  const end = screen.getByLabelText(/^End time/);
  await user.clear(end);
  await user.type(end, '2031-05-05T10:30');
  const posted = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => sentBody(init));
  return { user, posted, repeat: () => screen.getByRole('group', { name: 'Repeat' }) };
}

const repeatsField = () => screen.getByLabelText('Repeats') as HTMLSelectElement;

describe('the meeting form’s repeat rule', pageTest, () => {
  it('does not repeat by default, says the zone times repeat in, and sends no rule', async () => {
    const { user, posted, repeat } = await openCreateForm();
    expect(repeatsField().value).toBe('none');
    expect(within(repeat()).getByText(`Times repeat in ${viewerTimeZone()}.`)).toBeDefined();
    expect(within(repeat()).queryByLabelText('Repeat every')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).not.toHaveProperty('recurrence');
  });

  it("sends a weekly rule on the start's weekday and the days added, ending after a count", async () => {
    const { user, posted, repeat } = await openCreateForm();
    await user.selectOptions(repeatsField(), 'weekly');
    const monday = within(repeat()).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement;
    expect(monday.checked).toBe(true);
    await user.click(within(repeat()).getByRole('checkbox', { name: 'Wednesday' }));
    const count = within(repeat()).getByLabelText(/^Number of occurrences/);
    await user.clear(count);
    await user.type(count, '4');
    expect(within(repeat()).getByText('A series has at most 100 occurrences.')).toBeDefined();
    expect(within(repeat()).getByText('Repeats: Weekly on Monday and Wednesday, 4 times')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      title: 'Team sync',
      recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'WE'], count: 4, timeZone: viewerTimeZone() },
    });
  });

  it('sends every weekday as Monday to Friday, every N weeks', async () => {
    const { user, posted, repeat } = await openCreateForm();
    await user.selectOptions(repeatsField(), 'weekdays');
    const interval = within(repeat()).getByLabelText('Repeat every');
    await user.clear(interval);
    await user.type(interval, '2');
    expect(within(repeat()).getByText('weeks')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      recurrence: { frequency: 'weekly', interval: 2, byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'], count: 10 },
    });
  });

  it('starts a monthly rule on the start’s day and warns that months without day 29-31 are skipped', async () => {
    const { user, repeat } = await openCreateForm();
    await user.selectOptions(repeatsField(), 'monthly');
    const day = within(repeat()).getByLabelText('Day of the month') as HTMLInputElement;
    expect(day.value).toBe('5');
    expect(within(repeat()).queryByText(/are skipped/)).toBeNull();
    await user.clear(day);
    await user.type(day, '31');
    expect(within(repeat()).getByText('Months without day 31 are skipped.')).toBeDefined();
  });

  it('refuses an end date that gives more than 100 occurrences before sending, and takes an earlier one', async () => {
    const { user, posted, repeat } = await openCreateForm();
    await user.selectOptions(repeatsField(), 'daily');
    await user.click(within(repeat()).getByLabelText('On a date'));
    const until = within(repeat()).getByLabelText(/^Last date/);
    await user.type(until, '2031-08-13');
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    const message = 'This gives more than 100 occurrences: choose an earlier date';
    expect(await within(repeat()).findByText(message)).toBeDefined();
    expect(await screen.findByText(`Form error: ${message}`)).toBeDefined();
    expect(posted()).toEqual([]);

    await user.clear(until);
    await user.type(until, '2031-08-12');
    expect(within(repeat()).getByText(/^Repeats: Daily, until Aug 12, 2031$/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const rule = (posted()[0] as { recurrence: { until: string; count?: number } }).recurrence;
    expect(rule.count).toBeUndefined();
    // The last moment of that day where the organizer is.
    const lastMoment = zonedToInstant(
      { year: 2031, month: 8, day: 12, hour: 23, minute: 59, second: 59 },
      viewerTimeZone(),
    );
    expect(rule.until).toBe(lastMoment.toISOString());
  });

  it('puts the server’s refusal of the end date at the field', async () => {
    const refusal = {
      success: false,
      message: 'A series can have at most 100 occurrences.',
      data: null,
      code: 'RECURRENCE_TOO_MANY',
      params: { max: 100 },
      errors: [{ field: 'recurrence.until', message: 'A series can have at most 100 occurrences.' }],
    };
    const { user, repeat } = await openCreateForm({ status: 400, body: refusal });
    await user.selectOptions(repeatsField(), 'weekly');
    await user.click(within(repeat()).getByLabelText('On a date'));
    await user.type(within(repeat()).getByLabelText(/^Last date/), '2032-05-05');
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByText('Meeting not created')).toBeDefined();
    const until = within(repeat()).getByLabelText(/^Last date/);
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(until.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A series can have at most 100 occurrences.',
    );
  });
});
