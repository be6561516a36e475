import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { invitationFixture } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { InvitationForm } from './invitation-form';

function showForm() {
  storeSession();
  const fetchMock = stubApi({
    'POST /invitations/send': { status: 201, body: okEnvelope(invitationFixture(), 'Invitation sent successfully!') },
  });
  renderWithProviders(<InvitationForm meetingId="m_1" />);
  return { fetchMock, user: setupUser() };
}

describe('invitation form', pageTest, () => {
  it('keeps Send disabled until e-mail and name hold something, then checks them', async () => {
    const { user, fetchMock } = showForm();
    const send = (await screen.findByRole('button', { name: 'Send Invitation' })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Email/), 'grace@');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Name/), '   ');
    expect(send.disabled).toBe(false);
    await user.click(send);
    expect(screen.getByRole('alert').textContent).toBe('Email and name fields are required');
    expect(screen.getByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends trimmed values without the empty optional fields, then clears', async () => {
    const { user, fetchMock } = showForm();
    await user.type(await screen.findByLabelText(/^Email/), '  grace@example.com ');
    await user.type(screen.getByLabelText(/^Name/), ' Grace Hopper ');
    await user.type(screen.getByLabelText('Phone (Optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeDefined();
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      meetingId: 'm_1',
      inviteeEmail: 'grace@example.com',
      inviteeName: 'Grace Hopper',
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
  });

  it('speaks Turkish when Turkish is chosen', async () => {
    await i18n.changeLanguage('tr');
    const { user } = showForm();
    await user.type(await screen.findByLabelText(/^E-posta/), 'ayse@');
    await user.type(screen.getByLabelText(/^Ad/), ' ');
    await user.click(screen.getByRole('button', { name: 'Davet Gönder' }));
    const form = screen.getByRole('button', { name: 'Davet Gönder' }).closest('form')!;
    expect(within(form).getByRole('alert').textContent).toBe('E-posta ve ad alanları zorunludur');
    expect(within(form).getByText('Lütfen geçerli bir e-posta adresi girin')).toBeDefined();
  });
});
