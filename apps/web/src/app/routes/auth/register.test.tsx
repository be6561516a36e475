import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otpSent, sessionIssued } from '#web/testing/auth-replies.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

const grace = { ...guestUser, id: 'u_2', name: 'Grace Hopper', email: 'grace@example.com' };

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByLabelText(/Full name/), grace.name);
  await user.type(screen.getByLabelText(/E-mail address/), grace.email);
  await user.type(screen.getByLabelText(/Phone number/), '+90 555 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

describe('guest registration page', pageTest, () => {
  it('shows every validation text and sends nothing until the form is right', async () => {
    const fetchMock = stubApi({});
    const user = setupUser();
    renderApp('/auth/guest/register');

    await user.type(await screen.findByLabelText(/Full name/), 'G');
    await user.type(screen.getByLabelText(/E-mail address/), 'grace@');
    await user.type(screen.getByLabelText(/Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeDefined();
    expect(screen.getByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByText('Please enter a valid phone number')).toBeDefined();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeDefined();
    expect(screen.getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the terms, the privacy policy, the login page and public meetings', async () => {
    renderApp('/auth/guest/register');
    expect((await screen.findByRole('link', { name: 'Terms of Service' })).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/guest/login');
    expect(screen.getByRole('link', { name: 'Browse public meetings' }).getAttribute('href')).toBe('/public');
  });

  it('sends a code, verifies it with the form fields, stores the token under auth_token and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'POST /guest/send-otp': otpSent(grace.email),
      'POST /guest/register-with-otp': sessionIssued(grace, 'registration-token', 201),
    });
    const user = setupUser();
    const { router } = renderApp('/auth/guest/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await screen.findByText('Code sent to your email!')).toBeDefined();
    const [sendUrl, sendInit] = fetchMock.mock.calls[0] ?? [];
    expect(sendUrl).toBe('/api/VideoMeeting/guest/send-otp?purpose=register');
    expect(sentBody(sendInit)).toEqual({ email: grace.email, locale: 'en' });

    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email verified successfully! You are now logged in.')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const registerCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/guest/register-with-otp'));
    expect(sentBody(registerCall?.[1])).toEqual({
      name: grace.name,
      email: grace.email,
      phone: '+90 555 123 4567',
      otpCode: '123456',
      locale: 'en',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem('auth_token')).toBe('registration-token');
    expect(localStorage.getItem('guest_token')).toBeNull();
    expect(localStorage.getItem('token_expiry')).toBe('2099-01-01T00:00:00.000Z');
    expect(localStorage.getItem('user_type')).toBe('guest');
    expect(JSON.parse(localStorage.getItem('guest_user') ?? 'null')).toEqual(grace);
  });

  it('goes to the login page with registered=true when the reply carries no token', async () => {
    stubApi({
      'POST /guest/send-otp': otpSent(grace.email),
      'POST /guest/register-with-otp': { status: 201, body: okEnvelope(null, 'Registered') },
    });
    const user = setupUser();
    const { router } = renderApp('/auth/guest/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email verified successfully! Please sign in to continue.')).toBeDefined();
    expect(await screen.findByText('Account created successfully! Please login to continue.')).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/auth/guest/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
