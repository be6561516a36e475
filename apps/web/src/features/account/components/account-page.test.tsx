import { screen, waitFor, within } from '@testing-library/react';
import type { AccountProfile, AccountSession } from '@vm/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { freeBilling } from '#web/testing/billing-fixtures.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

const profile: AccountProfile = {
  ...guestUser,
  phone: '+90 555 123 4567',
  createdAt: '2026-01-05T10:00:00.000Z',
  pendingEmail: null,
};
const sessions: AccountSession[] = [
  {
    id: 's1',
    current: true,
    browser: 'Chrome',
    os: 'Linux',
    label: 'Chrome on Linux',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-24T08:00:00.000Z',
  },
  {
    id: 's2',
    current: false,
    browser: 'Firefox',
    os: 'Windows',
    label: 'Firefox on Windows',
    createdAt: '2026-11-21T08:00:00.000Z',
    lastSeenAt: null,
  },
];
const stats = {
  totalMeetings: 12,
  activeMeetings: 0,
  scheduledMeetings: 2,
  completedMeetings: 10,
  thisMonthMeetings: 3,
  lastMonthMeetings: 4,
};

function stubAccount() {
  return stubApi({
    'GET /guest/me/profile': { status: 200, body: okEnvelope(profile) },
    'GET /guest/sessions': { status: 200, body: okEnvelope(sessions) },
    'GET /meetings/stats': { status: 200, body: okEnvelope(stats) },
    'GET /billing': { status: 200, body: okEnvelope(freeBilling) },
    'GET /recordings/storage': { status: 200, body: okEnvelope({ usedBytes: 300 * 1024 ** 2, limitBytes: 1024 ** 3 }) },
    'PATCH /guest/me': (init) => ({
      status: 200,
      body: okEnvelope({ ...profile, ...(sentBody(init) as object) }),
    }),
    'DELETE /guest/sessions/s2': { status: 200, body: okEnvelope(null) },
  });
}

describe('account page', pageTest, () => {
  beforeEach(() => storeSession());

  it('shows the plan honestly, the usage with the recording storage and the devices, and signs another device out', async () => {
    const fetchMock = stubAccount();
    const user = setupUser();
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeDefined();

    const plan = await screen.findByRole('region', { name: 'Plan and usage' });
    expect(within(plan).getByText('Up to 2 participants per meeting')).toBeDefined();
    expect(within(plan).getByText('Meetings up to 40 minutes')).toBeDefined();
    expect(await within(plan).findByText('12')).toBeDefined();
    expect(await within(plan).findByText('300 MB of 1 GB used')).toBeDefined();
    expect(within(plan).getByRole('progressbar', { name: 'Recording storage' }).getAttribute('aria-valuetext')).toBe(
      '300 MB of 1 GB used',
    );
    // Buying Pro is the billing section's (features/billing); the plan card says no more than the plan.
    const billing = await screen.findByRole('region', { name: 'Plan and billing' });
    expect(await within(billing).findByRole('button', { name: 'Pro monthly: €5.99' })).toBeDefined();

    const devices = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(await within(devices).findByText('Chrome on Linux')).toBeDefined();
    expect(within(devices).getByText('This device')).toBeDefined();
    await user.click(within(devices).getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await screen.findByText('The device was signed out.');
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/s2'))).toBe(
      true,
    );
  });

  it('saves the name and shows it in the signed-in user', async () => {
    const fetchMock = stubAccount();
    const user = setupUser();
    renderApp('/account');
    const name = await screen.findByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile was saved.');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(sentBody(patch?.[1])).toEqual({ name: 'Ada King', phone: '+90 555 123 4567' });
    expect(JSON.parse(localStorage.getItem('guest_user') ?? '{}')).toMatchObject({ name: 'Ada King' });
  });

  it('says on the field, by the server’s code, that the new address belongs to another account', async () => {
    const fetchMock = stubAccount();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/guest/me/email')
        ? Response.json(
            {
              success: false,
              message: 'This e-mail address is already used by another account.',
              code: 'EMAIL_IN_USE',
              data: null,
              errors: [{ field: 'email', message: 'Already in use', code: 'EMAIL_IN_USE' }],
            },
            { status: 409 },
          )
        : answer(input, init),
    );
    const user = setupUser();
    renderApp('/account');
    const address = await screen.findByLabelText(/^New e-mail address/);
    await user.type(address, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('This address is already used by another account.')).toBeDefined();
    expect(address.getAttribute('aria-invalid')).toBe('true');
  });

  it('says why a code for the new address was refused under the code field, in the server’s words, not in a toast', async () => {
    const fetchMock = stubAccount();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/guest/me/profile'))
        return Response.json(okEnvelope({ ...profile, pendingEmail: 'new@example.com' }));
      if (url.endsWith('/guest/me/email/confirm'))
        return Response.json(
          {
            success: false,
            message: 'This code has expired or was already used.',
            code: 'OTP_EXPIRED',
            data: null,
            errors: [{ field: 'otpCode', message: 'Code expired or already used', code: 'OTP_EXPIRED' }],
          },
          { status: 400 },
        );
      return answer(input, init);
    });
    const user = setupUser();
    renderApp('/account');
    const code = await screen.findByLabelText(/^Code from the e-mail/);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));

    const expired = 'This code has expired or was already used. Please request a new one.';
    const reason = await screen.findByText(expired);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
    // Said once, under the field: no toast repeats it, and the generic failure is not toasted.
    expect(screen.getAllByText(expired)).toHaveLength(1);
    expect(screen.queryByText('The e-mail address could not be changed.')).toBeNull();
    await waitFor(() => expect((code as HTMLInputElement).value).toBe(''));
    expect(document.activeElement).toBe(code);

    await user.type(code, '7');
    await waitFor(() => expect(screen.queryByText(expired)).toBeNull());
  });

  it('saves the language when a signed-in user switches it', async () => {
    const fetchMock = stubAccount();
    const user = setupUser();
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap' })).toBeDefined();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(sentBody(patch?.[1])).toEqual({ locale: 'tr' });
  });

  it('saves the language on the account page and shows the page in it', async () => {
    const fetchMock = stubAccount();
    const user = setupUser();
    renderApp('/account');
    const language = await screen.findByRole('combobox', { name: 'Language for this site and our e-mails' });
    await user.selectOptions(language, 'tr');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap' })).toBeDefined();
    expect(await screen.findByText('Diliniz kaydedildi.')).toBeDefined();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => sentBody(init))).toEqual([{ locale: 'tr' }]);
  });
});
