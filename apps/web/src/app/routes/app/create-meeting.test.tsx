import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { fromLocalInputValue } from '#web/lib/time/local-input.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { okEnvelope, stubFetch } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { slow, TEST_TIMEOUT_MS } from '#web/features/meetings/testing/test-timing.ts';

const created = meetingAt(new Date(), 60, { id: 'm_new', title: 'Design review' });

function stubCreate() {
  return stubFetch((url, init) => {
    if (url === '/api/VideoMeeting/meetings' && init.method === 'POST') {
      return { status: 201, body: okEnvelope(created, 'Meeting created successfully!') };
    }
    if (url.startsWith('/api/VideoMeeting/meetings/m_new')) return { status: 200, body: okEnvelope(created) };
    return { status: 404, body: { success: false, message: 'Not found', data: null, errors: [] } };
  });
}

async function openForm() {
  const user = userEvent.setup();
  const { router } = renderApp('/meetings/create');
  const submit = await screen.findByRole('button', { name: 'Create Meeting' }, slow);
  return { user, router, submit: submit as HTMLButtonElement };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('create meeting form', { timeout: TEST_TIMEOUT_MS }, () => {
  beforeEach(() => storeSession());

  it('starts an hour from now and ends an hour later, in the viewer’s zone', async () => {
    stubCreate();
    await openForm();
    const start = fromLocalInputValue(field('Start time').value, viewerTimeZone())!;
    const end = fromLocalInputValue(field('End time').value, viewerTimeZone())!;
    expect(Math.abs(start.getTime() - Date.now() - 3_600_000)).toBeLessThan(61_000);
    expect(end.getTime() - start.getTime()).toBe(3_600_000);
    expect(field('Maximum participants').value).toBe('100');
    expect(screen.getByRole('switch', { name: 'Allow chat' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Allow recording' }).getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByText('The organizer can then record the meeting from the room (Pro and Enterprise plans).'),
    ).toBeDefined();
    expect(screen.getByRole('switch', { name: 'Send e-mail reminders' }).getAttribute('aria-checked')).toBe('true');
  });

  it('requires a title: the message on the field, a "Form error" toast, and Create disabled until fixed', async () => {
    const fetchMock = stubCreate();
    const { user, submit } = await openForm();
    await user.click(submit);

    expect(await screen.findByText('Form error: Meeting title is required')).toBeDefined();
    const title = field('Meeting title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Meeting title is required',
    );
    expect(submit.disabled).toBe(true);
    await user.type(title, 'Design review');
    expect(submit.disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/VideoMeeting/meetings', expect.anything());
  });

  it('puts "End time must be after start time" on the end field, and checks times and participants', async () => {
    stubCreate();
    const { user, submit } = await openForm();
    await user.type(field('Meeting title'), 'Design review');
    const end = field('End time');
    await user.clear(end);
    await user.type(end, '2020-01-01T09:00');
    await user.click(submit);
    expect(await screen.findByText('Form error: End time must be after start time')).toBeDefined();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe(
      'End time must be after start time',
    );

    await user.clear(end);
    expect(await screen.findByText('End time is required')).toBeDefined();
    await user.clear(field('Start time'));
    expect(await screen.findByText('Start time is required')).toBeDefined();
    const participants = field('Maximum participants');
    await user.clear(participants);
    await user.type(participants, '1001');
    expect(await screen.findByText('Must be a whole number between 1 and 1000')).toBeDefined();
  });

  it('says when the Free plan will cut the meeting short', async () => {
    stubCreate();
    await openForm();
    expect(
      screen.getByText('Your Free plan ends meetings after 40 minutes, so this meeting will be cut short.'),
    ).toBeDefined();
    expect(screen.getByText('Your Free plan lets 2 people into a meeting.')).toBeDefined();
  });

  it('sends ISO instants and the entry settings, then opens the new meeting', async () => {
    const fetchMock = stubCreate();
    const { user, submit, router } = await openForm();
    await user.type(field('Meeting title'), 'Design review');
    const start = field('Start time');
    const end = field('End time');
    await user.clear(start);
    await user.type(start, '2031-05-06T14:30');
    await user.clear(end);
    await user.type(end, '2031-05-06T15:15');
    await user.click(screen.getByRole('switch', { name: 'Require approval' }));
    await user.click(screen.getByRole('switch', { name: 'Allow chat' }));
    await user.click(screen.getByLabelText(/Public meeting/));
    await user.click(screen.getByRole('switch', { name: 'Send e-mail reminders' }));
    await user.click(submit);

    expect(await screen.findByText('Meeting created successfully!')).toBeDefined();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/VideoMeeting/meetings' && init?.method === 'POST',
    );
    const body = JSON.parse(String(post?.[1]?.body));
    const zone = viewerTimeZone();
    expect(body).toMatchObject({
      title: 'Design review',
      startTime: fromLocalInputValue('2031-05-06T14:30', zone)!.toISOString(),
      endTime: fromLocalInputValue('2031-05-06T15:15', zone)!.toISOString(),
      maxParticipants: 100,
      isPublic: true,
      meetingType: 'video',
      allowChat: false,
      requireApproval: true,
      allowScreenSharing: true,
      videoOnEntry: true,
      remindersEnabled: false,
    });
    expect(body.startTime).toMatch(/Z$/);
    await screen.findByRole('heading', { level: 1, name: 'Design review' }, slow);
    expect(router.state.location.pathname).toBe('/meetings/m_new');
  });

  it('shows "Meeting not created" with the server’s reason', async () => {
    const fetchMock = stubCreate();
    fetchMock.mockImplementation(async () =>
      Response.json(
        { success: false, message: 'Title must be at most 200 characters', data: null, errors: [] },
        { status: 400 },
      ),
    );
    const { user, submit } = await openForm();
    await user.type(field('Meeting title'), 'Design review');
    await user.click(submit);
    const toast = (await screen.findByText('Meeting not created')).closest('li')!;
    expect(within(toast).getByText('Title must be at most 200 characters')).toBeDefined();
  });
});
