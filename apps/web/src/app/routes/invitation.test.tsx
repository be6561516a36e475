import { screen, waitFor, within } from '@testing-library/react';
import type { PublicInvitation } from '@vm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { invitationFixture, publicInvitationAt } from '#web/features/invitations/testing/invitation-fixtures.ts';
import { i18n } from '#web/lib/i18n.ts';
import { otpSent, sessionIssued } from '#web/testing/auth-replies.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';

const invitee = { ...guestUser, email: 'grace@example.com', name: 'Grace Hopper' };
const failure = (message: string, status: number) => ({
  status,
  body: { success: false, message, data: null, errors: [{ field: 'general', message }] },
});

/** Opens the invitation page for `invitation`, signed in as `user` (or signed out with null). */
function openInvitation(invitation: PublicInvitation, user: typeof guestUser | null = invitee, routes = {}) {
  if (user) {
    storeSession({ withUser: false });
    localStorage.setItem('guest_user', JSON.stringify(user));
  }
  const fetchMock = stubApi({
    [`GET /invitations/${invitation.id}`]: { status: 200, body: okEnvelope(invitation) },
    ...routes,
  });
  const view = renderApp(`/invitation/${invitation.id}`);
  return { fetchMock, view, user: setupUser() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('invitation page', pageTest, () => {
  it('shows the meeting and the invitation, and asks a visitor to register or sign in', async () => {
    const invitation = publicInvitationAt(new Date(), 180);
    const { user } = openInvitation(invitation, null);
    const card = (await heading('Product review')).closest('article')!;
    expect(within(card).getByText('Ada Lovelace invites you to a video meeting')).toBeDefined();
    expect(within(card).getByText('Quarterly roadmap review')).toBeDefined();
    expect(within(card).getByText('45 minutes')).toBeDefined();
    expect(within(card).getByText('PRD-2026-042')).toBeDefined();
    expect(within(card).getByText('Looking forward to seeing you.')).toBeDefined();
    expect(within(card).getByText('Pending')).toBeDefined();
    const features = within(card).getByRole('list', { name: 'In this meeting' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Screen sharing', 'Chat', 'Host admits participants', 'Camera on at entry']);

    const prompt = screen.getByRole('region', { name: 'Sign in to answer' });
    expect(within(prompt).getByText(/sent to grace@example.com/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send Response' })).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'Quick Register' }));
    expect(await screen.findByRole('dialog', { name: 'Quick Register' })).toBeDefined();
    await user.keyboard('{Escape}');
    await user.click(within(prompt).getByRole('button', { name: 'Quick Login' }));
    expect(await screen.findByRole('dialog', { name: 'Quick Login' })).toBeDefined();
  });

  it('speaks Turkish with Turkish dates when Turkish is chosen', async () => {
    await i18n.changeLanguage('tr');
    const invitation = publicInvitationAt(new Date(), 180);
    openInvitation(invitation, null);
    await heading('Product review');
    const date = new Intl.DateTimeFormat('tr-TR', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(invitation.meeting!.startTime));
    expect(screen.getByText(date)).toBeDefined();
    expect(screen.getByText('45 dakika')).toBeDefined();
    expect(screen.getByText('Ada Lovelace sizi bir görüntülü toplantıya davet ediyor')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Yanıtlamak için giriş yapın' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Hızlı Kayıt' })).toBeDefined();
  });

  it('lets the invitee accept with a trimmed note, then shows the confirmation page', async () => {
    const invitation = publicInvitationAt(new Date(), 180);
    const { user, fetchMock } = openInvitation(invitation, invitee, {
      'POST /invitations/respond': {
        status: 200,
        body: okEnvelope({ ...invitation, status: 'accepted' }, 'Invitation accepted successfully!'),
      },
    });
    await heading('Product review');
    const send = screen.getByRole('button', { name: 'Send Response' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Accept' }));
    await user.type(screen.getByLabelText('Note (optional)'), '  I will bring the slides  ');
    await user.click(send);

    expect(await heading('Your response has been saved')).toBeDefined();
    expect(screen.getByText('Invitation accepted successfully!')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Close Page' })).toBeDefined();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invitations/respond'));
    expect(sentBody(call?.[1])).toEqual({
      invitationId: invitation.id,
      response: 'accept',
      note: 'I will bring the slides',
    });
  });

  it('declines without a note, and leaves the note out', async () => {
    const invitation = publicInvitationAt(new Date(), 180);
    const { user, fetchMock } = openInvitation(invitation, invitee, {
      'POST /invitations/respond': { status: 200, body: okEnvelope({ ...invitation, status: 'declined' }) },
    });
    await heading('Product review');
    await user.click(screen.getByRole('radio', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await heading('Your response has been saved')).toBeDefined();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invitations/respond'));
    expect(sentBody(call?.[1])).toEqual({ invitationId: invitation.id, response: 'decline' });
  });

  it('shows an accepted invitation as confirmed, with a way to change the answer', async () => {
    const invitation = publicInvitationAt(new Date(), 180, { status: 'accepted' });
    // The public reply never carries the note: it comes from the invitee's own list.
    const own = { ...invitationFixture({ id: invitation.id, status: 'accepted' }), responseNote: 'Count me in' };
    const { user } = openInvitation(invitation, invitee, {
      'GET /invitations/my': { status: 200, body: okEnvelope([own]) },
    });
    expect(await screen.findByRole('region', { name: 'You are attending' })).toBeDefined();
    expect(await screen.findByText('Your note: Count me in')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send Response' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change my answer' }));
    expect(screen.getByRole('radio', { name: 'Decline' })).toBeDefined();
  });

  it('within 30 minutes of the start offers Join, which opens the room in a new tab', async () => {
    const invitation = publicInvitationAt(new Date(), 20);
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const roomUrl = 'http://localhost/room/PRD-2026-042#token=abc';
    openInvitation(invitation, invitee, {
      [`GET /invitations/${invitation.id}/join`]: { status: 200, body: okEnvelope(roomUrl, 'Joining meeting...') },
    });
    const notice = await screen.findByRole('region', { name: 'The meeting is starting soon' });
    expect(within(notice).getByText(/It starts in (19|20) minutes\. You can join now\./)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send Response' })).toBeNull();
    await setupUser().click(within(notice).getByRole('button', { name: /Join Meeting/ }));
    await waitFor(() => expect(tab.location.href).toBe(roomUrl));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('offers Join while the meeting is in progress', async () => {
    openInvitation(publicInvitationAt(new Date(), -10, {}, { status: 'active' }));
    const notice = await screen.findByRole('region', { name: 'The meeting is in progress' });
    expect(within(notice).getByRole('button', { name: /Join Meeting/ })).toBeDefined();
  });

  it.each([
    ['an ended meeting', publicInvitationAt(new Date(), -120), 'This meeting has ended'],
    [
      'a cancelled invitation',
      publicInvitationAt(new Date(), 180, { status: 'cancelled' }),
      'This invitation was cancelled',
    ],
    [
      'an expired invitation',
      publicInvitationAt(new Date(), 180, { status: 'expired' }),
      'This invitation has expired',
    ],
  ])('says so for %s, even to a visitor, and offers nothing to answer', async (_case, invitation, title) => {
    openInvitation(invitation, null);
    expect(await screen.findByRole('region', { name: title })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Sign in to answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Join Meeting|Send Response/ })).toBeNull();
  });

  it('without its meeting shows what the invitation has and says the details are unavailable', async () => {
    openInvitation(publicInvitationAt(new Date(), 180, { meeting: null }));
    expect(await heading('Product review')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Meeting details unavailable' })).toBeDefined();
    expect(screen.getByText('grace@example.com')).toBeDefined();
    expect(screen.queryByText('Date')).toBeNull();
    expect(screen.queryByRole('button', { name: /Join Meeting|Send Response/ })).toBeNull();
  });

  it('says Invitation Not Found for a link that leads nowhere', async () => {
    storeSession();
    const fetchMock = stubApi({ 'GET /invitations/nope': failure('Invitation not found', 404) });
    renderApp('/invitation/nope');
    expect(await heading('Invitation Not Found')).toBeDefined();
    expect(screen.getByText('This invitation link is invalid or has expired.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signed in with another address: says so at once, shows none of the invitee’s answer, and switches to the invited address here', async () => {
    const invitation = publicInvitationAt(new Date(), 180, { status: 'declined' });
    const { user, fetchMock } = openInvitation(invitation, guestUser, {
      'POST /guest/logout': { status: 200, body: okEnvelope(null) },
      'POST /guest/send-otp': otpSent(invitee.email),
    });
    const notice = await screen.findByRole('region', { name: 'Signed in with a different address' });
    expect(
      within(notice).getByText(
        'This invitation was sent to grace@example.com, and you are signed in as ada@example.com. Sign in with the invited address to answer or join it.',
      ),
    ).toBeDefined();
    expect(screen.queryByText(/You declined this invitation/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Send Response|Join Meeting/ })).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Sign out to use grace@example.com' }));
    const login = await screen.findByRole('dialog', { name: 'Quick Login' });
    expect((within(login).getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe(invitee.email);
    expect(localStorage.getItem('guest_token')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/guest/logout'))).toBe(true);
    expect(screen.getByRole('region', { name: 'Sign in to answer' })).toBeDefined();
  });

  it('Quick Register starts filled in with the invitee the page shows', async () => {
    const { user } = openInvitation(publicInvitationAt(new Date(), 180), null);
    await heading('Product review');
    await user.click(screen.getByRole('button', { name: 'Quick Register' }));
    const register = await screen.findByRole('dialog', { name: 'Quick Register' });
    expect((within(register).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Grace Hopper');
    expect((within(register).getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('grace@example.com');
  });

  it('Quick Login shows its success step after signing in, then the page offers the answer', async () => {
    const invitation = publicInvitationAt(new Date(), 180);
    const { user } = openInvitation(invitation, null, {
      'POST /guest/send-otp': otpSent(invitee.email),
      'POST /guest/login-with-otp': sessionIssued(invitee, 'invitee-token'),
    });
    await heading('Product review');
    await user.click(screen.getByRole('button', { name: 'Quick Login' }));
    const login = await screen.findByRole('dialog', { name: 'Quick Login' });
    await user.click(within(login).getByRole('button', { name: 'Send code' }));
    await user.type(await within(login).findByLabelText(/^Code/), '123456');
    await user.click(within(login).getByRole('button', { name: 'Sign In' }));

    const success = await within(login).findByRole('status');
    expect(within(success).getByText('Welcome back! You have successfully signed in.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Quick Login' })).toBe(login);
    await user.click(within(success).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Signed in as grace@example.com')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send Response' })).toBeDefined();
  });
});
