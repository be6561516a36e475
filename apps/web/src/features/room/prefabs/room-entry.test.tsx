import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { i18n } from '#web/lib/i18n.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';

const code = 'ABC-2030-001';
/** A join token as the server makes it: base64url JSON claims, a dot, a signature. */
const tokenFor = (claims: object) => `${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
const roomLink = (token: string) => `http://localhost/room/${code}#token=${token}`;
const notFound = {
  success: false,
  message: 'Meeting not found',
  code: 'MEETING_NOT_FOUND',
  data: null,
  errors: [{ field: 'general', message: 'Meeting not found', code: 'MEETING_NOT_FOUND' }],
};

afterEach(() => window.sessionStorage.clear());

describe('the room entry', () => {
  it('lets a visitor join as a guest, then shows the pre-join screen with their name', async () => {
    const user = userEvent.setup();
    const token = tokenFor({ m: 'm1', role: 'guest', name: 'Grace Hopper', email: 'grace@example.com', lobby: true });
    const fetch = stubApi({ [`POST /meetings/${code}/join`]: { status: 200, body: okEnvelope(roomLink(token)) } });
    renderApp(`/room/${code}`);

    expect(await screen.findByRole('heading', { name: 'Join as a guest' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Display name/ }).value).toBe('Grace Hopper');
    expect(screen.getByText('The host will admit you from the lobby.')).toBeTruthy();
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ guestName: 'Grace Hopper', guestEmail: 'grace@example.com' });
    // Kept for a reload of this tab only.
    expect(window.sessionStorage.getItem(`vm-room-token:${code}`)).toBe(token);
  });

  it('gets a signed-in organizer or invitee a token without asking anything', async () => {
    storeSession();
    const token = tokenFor({ m: 'm1', role: 'host', name: guestUser.name, email: guestUser.email, lobby: false });
    stubApi({ [`GET /meetings/${code}/join-url`]: { status: 200, body: okEnvelope(roomLink(token)) } });
    renderApp(`/room/${code}`);
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Display name/ }).value).toBe(guestUser.name);
  });

  it('offers the guest form, with the server’s words, when the account is not on the list', async () => {
    storeSession();
    stubApi({ [`GET /meetings/${code}/join-url`]: { status: 404, body: notFound } });
    renderApp(`/room/${code}`);
    expect(await screen.findByRole('heading', { name: 'Join as a guest' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Meeting not found');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Your e-mail/ }).value).toBe(guestUser.email);
  });

  it('gives a Turkish reader the server’s reason in Turkish, not in English', async () => {
    await i18n.changeLanguage('tr');
    storeSession();
    stubApi({ [`GET /meetings/${code}/join-url`]: { status: 404, body: notFound } });
    renderApp(`/room/${code}`);
    expect(await screen.findByRole('heading', { name: 'Misafir olarak katıl' })).toBeDefined();
    const notice = screen.getByRole('status').textContent;
    expect(notice).toContain('Toplantı bulunamadı.');
    expect(notice).not.toContain('Meeting not found');
  });

  it('toasts a refused guest join in Turkish: Toplantıya katılınamadı / Toplantı bulunamadı (issue 12, defect 8)', async () => {
    await i18n.changeLanguage('tr');
    const user = userEvent.setup();
    stubApi({ [`POST /meetings/${code}/join`]: { status: 404, body: notFound } });
    renderApp(`/room/${code}`);
    expect(await screen.findByRole('heading', { name: 'Misafir olarak katıl' })).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /Adınız/ }), 'Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: /E-posta adresiniz/ }), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Devam' }));

    const shown = (await screen.findByText('Toplantıya katılınamadı')).closest('[data-sonner-toast]');
    expect(shown?.textContent).toContain('Toplantı bulunamadı.');
    expect(shown?.textContent).not.toContain('Meeting not found');
  });
});
