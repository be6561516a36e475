import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { otpSent, sessionIssued } from '#web/testing/auth-replies.ts';
import { sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { QuickRegisterDialog } from './quick-register-dialog';

// How a page such as the invitation page places the dialog.
function Page() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Register here</button>
      <p>{outcome}</p>
      <QuickRegisterDialog
        open={open}
        onClose={() => setOpen(false)}
        onComplete={(result) => setOutcome(result.signedIn ? `Signed in as ${result.user.name}` : 'Sign in next')}
      />
    </>
  );
}

async function openDialog() {
  const user = setupUser();
  renderWithProviders(<Page />);
  await user.click(await screen.findByRole('button', { name: 'Register here' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Quick Register' }) };
}

describe('Quick Register', pageTest, () => {
  it('asks for the required fields, then applies the field rules, before sending anything', async () => {
    const fetchMock = stubApi({});
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields');

    await user.type(within(dialog).getByLabelText(/Full name/), 'A');
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'ada@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeDefined();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes from the details to the code step and back, then registers and signs in', async () => {
    const fetchMock = stubApi({
      'POST /guest/send-otp': otpSent(),
      'POST /guest/register-with-otp': sessionIssued(guestUser, 'quick-registration-token', 201),
    });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText(/Full name/), guestUser.name);
    await user.type(within(dialog).getByLabelText(/E-mail address/), guestUser.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(`Enter the code we sent to ${guestUser.email}.`)).toBeDefined();
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: guestUser.email, locale: 'en' });

    await user.click(within(dialog).getByRole('button', { name: 'Verify and create account' }));
    expect(await within(dialog).findByText('Please enter the code')).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Back to your details' }));
    expect((within(dialog).getByLabelText(/Full name/) as HTMLInputElement).value).toBe(guestUser.name);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(await within(dialog).findByLabelText(/^Code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and create account' }));

    expect(await screen.findByText(`Signed in as ${guestUser.name}`)).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Email verified successfully! You are now logged in.')).toBeDefined();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url.includes('/guest/send-otp'))).toHaveLength(1);
    // The phone was left empty, so it is not sent.
    expect(sentBody(fetchMock.mock.calls.at(-1)?.[1])).toEqual({
      name: guestUser.name,
      email: guestUser.email,
      otpCode: '123456',
      locale: 'en',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem('auth_token')).toBe('quick-registration-token');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register here' })));
  });

  it('starts filled in with the person the page already knows', async () => {
    stubApi({});
    const user = setupUser();
    renderWithProviders(
      <QuickRegisterDialog
        open
        onClose={() => undefined}
        person={{ name: 'Grace Hopper', email: 'grace@example.com' }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quick Register' });
    expect((within(dialog).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Grace Hopper');
    expect((within(dialog).getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('grace@example.com');
    await user.clear(within(dialog).getByLabelText(/Full name/));
    await user.type(within(dialog).getByLabelText(/Full name/), 'Grace B. Hopper');
    expect((within(dialog).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Grace B. Hopper');
  });
});
