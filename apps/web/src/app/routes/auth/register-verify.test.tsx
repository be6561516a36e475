import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { otpSent, sessionIssued, tooSoon, wrongCode } from '#web/testing/auth-replies.ts';
import { sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

// The 'Verify Your Email' modal of the registration page, reached as a user does.

async function submitForm(user: UserEvent) {
  renderApp('/auth/guest/register');
  await user.type(await screen.findByLabelText(/Full name/), guestUser.name);
  await user.type(screen.getByLabelText(/E-mail address/), guestUser.email);
  await user.type(screen.getByLabelText(/Phone number/), '+90 555 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function openVerifyDialog(user: UserEvent) {
  await submitForm(user);
  return screen.findByRole('dialog', { name: 'Verify Your Email' });
}

const boxes = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const valuesOf = (dialog: HTMLElement) => boxes(dialog).map((box) => box.value);

describe('Verify Your Email', pageTest, () => {
  it('moves focus forward as digits are typed and back on Backspace over an empty box', async () => {
    stubApi({ 'POST /guest/send-otp': otpSent() });
    const user = setupUser();
    const dialog = await openVerifyDialog(user);
    const [first, second, third, fourth] = boxes(dialog);

    expect(document.activeElement).toBe(first);
    await user.keyboard('12');
    expect(valuesOf(dialog)).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(third);

    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(second);
    expect(valuesOf(dialog)).toEqual(['1', '', '', '', '', '']);

    await user.keyboard('9');
    expect(valuesOf(dialog)).toEqual(['1', '9', '', '', '', '']);
    expect(document.activeElement).toBe(third);
    expect(fourth?.value).toBe('');
  });

  it('fills all six boxes from a pasted code', async () => {
    stubApi({ 'POST /guest/send-otp': otpSent() });
    const user = setupUser();
    const dialog = await openVerifyDialog(user);

    await user.click(boxes(dialog)[2]!);
    await user.paste('123456');

    expect(valuesOf(dialog)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.activeElement).toBe(boxes(dialog)[5]);
  });

  it('asks for all six digits before verifying', async () => {
    const fetchMock = stubApi({ 'POST /guest/send-otp': otpSent() });
    const user = setupUser();
    const dialog = await openVerifyDialog(user);

    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter the complete 6-digit code');
    expect(document.activeElement).toBe(boxes(dialog)[4]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('register-with-otp'))).toBe(false);
  });

  it('counts the wait down on the Resend button, then resends, clears the digits and waits 60 seconds again', async () => {
    // Only the countdown's clock is faked; the testing library's own timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const fetchMock = stubApi({ 'POST /guest/send-otp': otpSent() });
    const user = setupUser();
    const dialog = await openVerifyDialog(user);

    const waiting = within(dialog).getByRole('button', { name: 'Resend code in 60 seconds' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(waiting.textContent).toBe('Resend code in 59 seconds');

    await user.keyboard('123');
    act(() => vi.advanceTimersByTime(58_000));
    expect(waiting.textContent).toBe('Resend code in 1 second');
    act(() => vi.advanceTimersByTime(1000));
    expect(waiting.disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('Code resent successfully!')).toBeDefined();
    expect(valuesOf(dialog)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes(dialog)[0]);
    expect(within(dialog).getByRole('button', { name: 'Resend code in 60 seconds' })).toBeDefined();
    const sends = fetchMock.mock.calls.filter(([url]) => String(url).includes('/guest/send-otp'));
    expect(sends).toHaveLength(2);
    expect(sentBody(sends[1]?.[1])).toEqual({ email: guestUser.email, locale: 'en' });
  });

  it("shows a too-early resend's wait on the Resend button, not in a toast", async () => {
    let sends = 0;
    stubApi({ 'POST /guest/send-otp': () => (++sends === 1 ? otpSent(guestUser.email, 0) : tooSoon(41)) });
    const user = setupUser();
    const dialog = await openVerifyDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    const waiting = (await within(dialog).findByRole('button', {
      name: 'Resend code in 41 seconds',
    })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(screen.queryByText(/Please wait 41 seconds/)).toBeNull();
  });

  it('on a wrong code shows the server message under the boxes until typing, clears the digits and focuses the first box', async () => {
    stubApi({ 'POST /guest/send-otp': otpSent(), 'POST /guest/register-with-otp': wrongCode() });
    const user = setupUser();
    const dialog = await openVerifyDialog(user);

    await user.keyboard('654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    const reason = await within(dialog).findByRole('alert');
    expect(reason.textContent).toBe('Invalid code. Please try again.');
    expect(screen.getAllByText('Invalid code. Please try again.')).toHaveLength(1);
    expect(boxes(dialog)[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(valuesOf(dialog)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes(dialog)[0]);
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.keyboard('1');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when a code was asked for too soon, and keeps the dialog closed", async () => {
    stubApi({ 'POST /guest/send-otp': tooSoon(42) });
    const user = setupUser();
    await submitForm(user);

    expect(await screen.findByText('Please wait 42 seconds before requesting a new code.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says its own words when no answer came at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = setupUser();
    await submitForm(user);

    expect(await screen.findByText('Failed to send the code. Please try again.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens the dialog for the same address without asking for another code, and focus returns to the form', async () => {
    const fetchMock = stubApi({
      'POST /guest/send-otp': otpSent(),
      'POST /guest/register-with-otp': sessionIssued(guestUser, 'token', 201),
    });
    const user = setupUser();
    await openVerifyDialog(user);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(document.activeElement).toBe(submit);

    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeDefined();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/guest/send-otp'))).toHaveLength(1);
  });
});
