import { screen, waitFor } from '@testing-library/react';
import type { Plan } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { meetingAt } from '#web/features/meetings/testing/meeting-fixture.ts';
import { CreateMeetingPage } from '../create-meeting/create-meeting-page';

// Decision record 044: 'Large meeting (stage and audience)' defaults on above 50 people on a plan that lets them
// in, says so, and follows the size until the organizer chooses; their choice is sent, the default
// is left for the server, which decides the same way.

const created = okEnvelope(meetingAt(new Date(), 60, { id: 'm_new' }), 'Meeting created successfully!');
const NOTE = 'On by default because more than 50 people can join. You can turn it off.';

async function openCreateForm(plan: Plan) {
  storeSession();
  localStorage.setItem(STORAGE_KEYS.guestUser, JSON.stringify({ ...guestUser, plan }));
  const fetchMock = stubApi({ 'POST /meetings': { status: 201, body: created } });
  renderWithProviders(<CreateMeetingPage onCreated={() => undefined} onCancel={() => undefined} />);
  const user = setupUser();
  await user.type(await screen.findByLabelText(/^Meeting title/), 'Town hall');
  const posted = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => sentBody(init));
  const toggle = () => screen.getByRole('switch', { name: 'Large meeting (stage and audience)' });
  const setSize = async (size: string) => {
    const field = screen.getByLabelText(/^Maximum participants/);
    await user.clear(field);
    await user.type(field, size);
  };
  return { user, posted, toggle, setSize };
}

describe('the large meeting setting', pageTest, () => {
  it('is on by default above 50 people on Enterprise, says so, and follows the size until chosen', async () => {
    const { user, posted, toggle, setSize } = await openCreateForm('enterprise');
    // The form's default size is 100.
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(NOTE)).toBeDefined();
    await setSize('30');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText(NOTE)).toBeNull();
    await setSize('400');
    expect(toggle().getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    // Left to the server, whose default is the same.
    expect(posted()[0]).toMatchObject({ maxParticipants: 400 });
    expect(posted()[0]).not.toHaveProperty('largeMeeting');
  });

  it("keeps the organizer's choice and sends it", async () => {
    const { user, posted, toggle, setSize } = await openCreateForm('enterprise');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText(NOTE)).toBeNull();
    await setSize('500');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ maxParticipants: 500, largeMeeting: false });
  });

  it('is off by default on a plan that stops at 50, and can still be turned on', async () => {
    const { user, posted, toggle } = await openCreateForm('pro');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(screen.getByText(/watch, listen, chat and raise a hand/)).toBeDefined();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ largeMeeting: true });
  });
});
