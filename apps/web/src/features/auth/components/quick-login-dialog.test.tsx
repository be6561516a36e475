import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { otpSent, sessionIssued, wrongCode } from '#web/testing/auth-replies.ts';
import { sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { QuickLoginDialog } from './quick-login-dialog';

function Page({ defaultEmail }: { defaultEmail?: string }) {
  const [open, setOpen] = useState(false);
  const [signedInAs, setSignedInAs] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Sign in here</button>
      <p>{signedInAs}</p>
      <QuickLoginDialog
        open={open}
        onClose={() => setOpen(false)}
        defaultEmail={defaultEmail}
        onSignedIn={(user) => setSignedInAs(`Signed in as ${user.name}`)}
      />
    </>
  );
}

async function openDialog(defaultEmail?: string) {
  const user = setupUser();
  renderWithProviders(<Page defaultEmail={defaultEmail} />);
  await user.click(await screen.findByRole('button', { name: 'Sign in here' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Quick Login' }) };
}

describe('Quick Login', pageTest, () => {
  it('asks for the e-mail address in a field labelled as such', async () => {
    const fetchMock = stubApi({});
    const { user, dialog } = await openDialog();

    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /E-mail address/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await within(dialog).findByText('Please enter your email address')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes from the e-mail to the code to the success step, signed in with guest_token', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      'POST /guest/send-otp': otpSent(),
      'POST /guest/login-with-otp': () => (++attempts === 1 ? wrongCode() : sessionIssued(guestUser, 'quick-token')),
    });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText(/E-mail address/), guestUser.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = (await within(dialog).findByLabelText(/^Code/)) as HTMLInputElement;
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: guestUser.email, locale: 'en' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/VideoMeeting/guest/send-otp?purpose=login');

    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Please enter the code')).toBeDefined();

    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid code. Please try again.')).toBeDefined();
    expect(code.value).toBe('');

    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const success = await within(dialog).findByRole('status');
    expect(within(success).getByText('You are signed in')).toBeDefined();
    expect(within(success).getByText('Welcome back! You have successfully signed in.')).toBeDefined();
    expect(within(success).getByText(`Signed in as ${guestUser.email}.`)).toBeDefined();
    expect(document.activeElement).toBe(within(success).getByRole('button', { name: 'Continue' }));
    expect(localStorage.getItem('guest_token')).toBe('quick-token');

    await user.click(within(success).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`Signed in as ${guestUser.name}`)).toBeDefined();
  });

  it('starts with the address it is given, which can still be changed', async () => {
    const fetchMock = stubApi({ 'POST /guest/send-otp': otpSent() });
    const { user, dialog } = await openDialog('grace@example.com');
    const email = within(dialog).getByLabelText(/E-mail address/) as HTMLInputElement;
    expect(email.value).toBe('grace@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByLabelText(/^Code/)).toBeDefined();
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'grace@example.com', locale: 'en' });
  });
});
