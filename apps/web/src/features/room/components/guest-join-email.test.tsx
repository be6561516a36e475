import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { setupUser } from '#web/testing/user.ts';
import { GuestJoin } from './guest-join';

// docs/product.md, 'Joining a meeting': a guest's e-mail is optional for a public meeting without approval; where the
// host admits guests the server asks for it, and the form says so under the field.

const code = 'ABC-2030-001';
const needsEmail = {
  success: false,
  message: 'An e-mail address is required to join this meeting.',
  code: 'GUEST_EMAIL_REQUIRED',
  data: null,
  errors: [
    {
      field: 'guestEmail',
      message: 'An e-mail address is required to join this meeting.',
      code: 'GUEST_EMAIL_REQUIRED',
    },
  ],
};

function openGuestForm() {
  const onToken = vi.fn();
  renderWithProviders(
    <GuestJoin
      meetingCode={code}
      notice={null}
      defaults={{ guestName: '', guestEmail: '' }}
      signedIn={false}
      onToken={onToken}
    />,
  );
  return { onToken, user: setupUser() };
}

describe('the guest form in the room', () => {
  it('joins a public meeting with a name alone, sending no e-mail', async () => {
    const fetch = stubApi({
      [`POST /meetings/${code}/join`]: { status: 200, body: okEnvelope(`/room/${code}#token=guest-token`) },
    });
    const { onToken, user } = openGuestForm();
    const email = await screen.findByRole('textbox', { name: /Your e-mail/ });
    expect(email.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByText(/Optional for a public meeting/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Gül Şahin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('guest-token'));
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ guestName: 'Gül Şahin' });
  });

  it('asks for the e-mail under its field when the meeting needs it, in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    stubApi({ [`POST /meetings/${code}/join`]: { status: 400, body: needsEmail } });
    const { onToken, user } = openGuestForm();
    await user.type(await screen.findByRole('textbox', { name: /Adınız/ }), 'Gül Şahin');
    await user.click(screen.getByRole('button', { name: 'Devam' }));
    const email = screen.getByRole('textbox', { name: /E-posta adresiniz/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'Bu toplantı için e-posta adresiniz gerekiyor: toplantı sahibi misafirleri tek tek içeri alıyor.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(onToken).not.toHaveBeenCalled();
  });

  it('still refuses an address that is not one', async () => {
    const fetch = stubApi({});
    const { user } = openGuestForm();
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Gül Şahin');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
