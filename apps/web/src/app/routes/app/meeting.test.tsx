import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { okEnvelope, stubFetch } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

const meeting = meetingAt(new Date(), 120, {
  id: 'm_9',
  title: 'Board meeting',
  description: 'Budget and hiring',
  requireApproval: true,
  remindersEnabled: false,
});
const notFound = {
  success: false,
  message: 'Meeting not found',
  data: null,
  errors: [{ field: 'general', message: 'Meeting not found' }],
};

describe('meeting page', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => storeSession());

  it('says Meeting Not Found at once for someone else’s or a missing meeting', async () => {
    const fetchMock = stubFetch(() => ({ status: 404, body: notFound }));
    renderApp('/meetings/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting Not Found' }, slow)).toBeDefined();
    expect(
      screen.getByText("The meeting you're looking for doesn't exist or you don't have access to it."),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    // No retries for an answer that will not change.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the details with the real organizer, and Edit sends the changes', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'PATCH') {
        return { status: 200, body: okEnvelope({ ...meeting, ...JSON.parse(String(init.body)) }, 'Meeting updated') };
      }
      return url === '/api/VideoMeeting/meetings/m_9'
        ? { status: 200, body: okEnvelope(meeting) }
        : { status: 404, body: notFound };
    });
    const user = userEvent.setup();
    renderApp('/meetings/m_9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board meeting' }, slow)).toBeDefined();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Max 100 participants')).toBeDefined();
    expect(within(details).getByText('Private Meeting')).toBeDefined();
    expect(within(details).getByText('Ada Lovelace')).toBeDefined();
    expect(within(details).getByText('ada@example.com')).toBeDefined();
    expect(within(details).getByText('Budget and hiring')).toBeDefined();
    expect(within(details).getByText('Require approval: On')).toBeDefined();
    expect(within(details).getByText(/\(1h 0m\)/)).toBeDefined();
    expect(within(details).getByRole('button', { name: 'Start Board meeting' })).toBeDefined();

    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meeting' });
    const title = within(dialog).getByLabelText(/Meeting title/) as HTMLInputElement;
    expect(title.value).toBe('Board meeting');
    await user.clear(title);
    await user.type(title, 'Board meeting (moved)');
    const reminders = within(dialog).getByRole('switch', { name: 'Send e-mail reminders' });
    expect(reminders.getAttribute('aria-checked')).toBe('false');
    await user.click(reminders);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Meeting updated')).toBeDefined();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/VideoMeeting/meetings/m_9');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      title: 'Board meeting (moved)',
      startTime: meeting.startTime,
      requireApproval: true,
      remindersEnabled: true,
    });
  });
});
