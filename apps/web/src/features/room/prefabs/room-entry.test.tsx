import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // The page first asks which meeting the link opens (decision record 057), then joins.
    const joined = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(joined?.[1])).toEqual({ guestName: 'Grace Hopper', guestEmail: 'grace@example.com' });
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

  it('toasts a refused guest join in Turkish: Toplantıya katılınamadı / Toplantı bulunamadı (docs/product.md: Messages and toasts)', async () => {
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

describe('the recording notice on the pre-join screen', () => {
  const token = tokenFor({ m: 'm1', role: 'guest', name: 'Grace Hopper', email: 'grace@example.com', lobby: false });
  const statusPath = `POST /rooms/${code}/recording-status`;
  const notice = 'This meeting is being recorded. By joining, you will appear in the recording.';
  const status = (recording: boolean) => ({
    status: 200,
    body: okEnvelope({ recording, startedAt: recording ? '2030-01-01T10:00:00.000Z' : null }),
  });
  const statusCalls = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/recording-status'));
  // A visitor who already has their join token (a reload of this tab) lands on the pre-join screen.
  const openPreJoin = async () => {
    window.sessionStorage.setItem(`vm-room-token:${code}`, token);
    renderApp(`/room/${code}`);
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeTruthy();
  };

  it('tells the visitor, above Join now, that the meeting is being recorded, asking with their token', async () => {
    const fetch = stubApi({ [statusPath]: status(true) });
    await openPreJoin();
    const shown = await screen.findByText(notice);
    expect(shown.closest('[role="status"]')).not.toBeNull();
    expect(sentBody(statusCalls(fetch)[0]?.[1])).toEqual({ token });
    // Told, not stopped: joining is still one press away.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Join now' }).disabled).toBe(false);
  });

  // docs/product.md, 'Meeting room': the pre-join screen names the meeting by its title as well as its code.
  it("shows the meeting's title above its code, as the server gives it with the status", async () => {
    stubApi({
      [statusPath]: { status: 200, body: okEnvelope({ recording: false, startedAt: null, title: 'Weekly sync' }) },
    });
    await openPreJoin();
    expect((await screen.findByTestId('prejoin-meeting-title')).textContent).toBe('Weekly sync');
    expect(screen.getByText(`Meeting ID: ${code}`)).toBeTruthy();
  });

  it('says nothing when the meeting is not being recorded', async () => {
    const fetch = stubApi({ [statusPath]: status(false) });
    await openPreJoin();
    await waitFor(() => expect(statusCalls(fetch)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('hides nothing and blocks nothing when the status cannot be had', async () => {
    const failure = { success: false, message: 'Meeting not found', code: 'MEETING_NOT_FOUND', data: null, errors: [] };
    const fetch = stubApi({ [statusPath]: { status: 404, body: failure } });
    await openPreJoin();
    await waitFor(() => expect(statusCalls(fetch)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(notice)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Join now' }).disabled).toBe(false);
  });

  it('asks again every 5 seconds, so a recording started meanwhile is announced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let recording = false;
    const fetch = stubApi({ [statusPath]: () => status(recording) });
    await openPreJoin();
    await waitFor(() => expect(statusCalls(fetch)).toHaveLength(1));
    expect(screen.queryByText(notice)).toBeNull();

    recording = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(statusCalls(fetch)).toHaveLength(2);
  });

  it('says it in Turkish to a Turkish reader', async () => {
    await i18n.changeLanguage('tr');
    stubApi({ [statusPath]: status(true) });
    window.sessionStorage.setItem(`vm-room-token:${code}`, token);
    renderApp(`/room/${code}`);
    expect(await screen.findByText('Bu toplantı kaydediliyor. Katılırsanız kayıtta yer alacaksınız.')).toBeTruthy();
  });
});
