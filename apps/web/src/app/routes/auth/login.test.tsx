import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otpSent, sessionIssued, wrongCode } from '#web/testing/auth-replies.ts';
import { sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

async function requestCode(user: UserEvent) {
  await user.type(await screen.findByLabelText(/E-mail address/), guestUser.email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText(/^Code/);
}

describe('guest login page', pageTest, () => {
  it('sends a code, locks the e-mail, then signs in and stores the token under guest_token', async () => {
    const fetchMock = stubApi({
      'POST /guest/send-otp': otpSent(),
      'POST /guest/login-with-otp': sessionIssued(guestUser, 'login-token'),
    });
    const user = setupUser();
    const { router } = renderApp('/auth/guest/login');

    const codeField = await requestCode(user);
    expect(await screen.findByText('Code sent to your email!')).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/VideoMeeting/guest/send-otp?purpose=login');
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: guestUser.email, locale: 'en' });
    const email = screen.getByLabelText(/E-mail address/) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe(guestUser.email);
    expect(codeField.getAttribute('maxlength')).toBe('6');

    await user.type(codeField, '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid code')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(codeField, '456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back! You have successfully signed in.')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [loginUrl, loginInit] = fetchMock.mock.calls[1] ?? [];
    expect(loginUrl).toBe('/api/VideoMeeting/guest/login-with-otp');
    expect(sentBody(loginInit)).toEqual({
      email: guestUser.email,
      otpCode: '123456',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem('guest_token')).toBe('login-token');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_type')).toBe('guest');
    expect(JSON.parse(localStorage.getItem('guest_user') ?? 'null')).toEqual(guestUser);
  });

  it('says why a code was refused under the code field, not in a toast, until the person types again', async () => {
    stubApi({ 'POST /guest/send-otp': otpSent(), 'POST /guest/login-with-otp': wrongCode() });
    const user = setupUser();
    const { router } = renderApp('/auth/guest/login');

    const codeField = (await requestCode(user)) as HTMLInputElement;
    await user.type(codeField, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const reason = await screen.findByText('Invalid code. Please try again.');
    await waitFor(() => expect(codeField.value).toBe(''));
    // Under the field and tied to it; said once (no toast repeats it).
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    expect(codeField.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
    expect(screen.getAllByText('Invalid code. Please try again.')).toHaveLength(1);
    expect(document.activeElement).toBe(codeField);
    expect(router.state.location.pathname).toBe('/auth/guest/login');
    expect(localStorage.getItem('guest_token')).toBeNull();

    await user.type(codeField, '1');
    await waitFor(() => expect(screen.queryByText('Invalid code. Please try again.')).toBeNull());
  });

  it('lets the user change the e-mail address after a code was sent', async () => {
    stubApi({ 'POST /guest/send-otp': otpSent() });
    const user = setupUser();
    renderApp('/auth/guest/login');

    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));

    const email = screen.getByLabelText(/E-mail address/) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(email.value).toBe(guestUser.email);
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDefined();
  });

  it('says a registered account exists and drops ?registered=true from the address', async () => {
    const { router } = renderApp('/auth/guest/login?registered=true');

    expect(await screen.findByText('Account created successfully! Please login to continue.')).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/auth/guest/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('links to registration, public meetings and joining without an account', async () => {
    renderApp('/auth/guest/login');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/auth/guest/register',
    );
    expect(screen.getByRole('link', { name: 'Browse public meetings' }).getAttribute('href')).toBe('/public');
    expect(screen.getByRole('link', { name: 'Join a meeting without an account' }).getAttribute('href')).toBe('/join');
  });
});
