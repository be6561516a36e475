import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

// docs/product.md, 'Joining a meeting': on /join (and the dashboard's Join Meeting) the e-mail is optional for a
// public meeting without approval; a meeting that needs it is said under the field.

const joinPath = 'POST /meetings/ABC-2030-001/join';
const needsEmail = {
  success: false,
  message: 'An e-mail address is required to join this meeting.',
  code: 'GUEST_EMAIL_REQUIRED',
  data: null,
  errors: [{ field: 'guestEmail', message: 'An e-mail address is required.', code: 'GUEST_EMAIL_REQUIRED' }],
};

afterEach(() => vi.unstubAllGlobals());

async function fillCodeAndName() {
  renderApp('/join?meetingId=ABC-2030-001');
  const user = setupUser();
  await user.type(await screen.findByLabelText(/Your name/), 'Gül Şahin');
  return user;
}

describe('the join page', pageTest, () => {
  it('joins with a code and a name alone', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = stubApi({ [joinPath]: { status: 200, body: okEnvelope('/room/ABC-2030-001#token=t') } });
    const user = await fillCodeAndName();
    expect(screen.getByLabelText(/Your e-mail/).hasAttribute('aria-required')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Join Meeting' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/room/ABC-2030-001#token=t'));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/meetings/ABC-2030-001/join'));
    expect(sentBody(call?.[1])).toEqual({ guestName: 'Gül Şahin' });
  });

  it('says under the field when the meeting needs the e-mail', async () => {
    stubApi({ [joinPath]: { status: 400, body: needsEmail } });
    const user = await fillCodeAndName();
    await user.click(screen.getByRole('button', { name: 'Join Meeting' }));
    expect(
      await screen.findByText('This meeting needs your e-mail address: the host admits guests one by one.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Your e-mail/));
  });
});
