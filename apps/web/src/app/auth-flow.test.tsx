import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okEnvelope, stubFetch } from '../testing/fetch-stub';
import { guestUser, storeSession } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

describe('signed-in guest', () => {
  it('sees the dashboard with name and e-mail, and Logout ends the session but keeps preferences', async () => {
    storeSession();
    localStorage.setItem('language', 'en');
    const fetchMock = stubFetch(() => ({ status: 200, body: okEnvelope(null, 'Logged out') }));
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(screen.getByText(guestUser.name)).toBeDefined();
    expect(screen.getByText(guestUser.email)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/guest/login');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/VideoMeeting/guest/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem('guest_token')).toBeNull();
    expect(localStorage.getItem('guest_user')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('is kept off the login page', async () => {
    storeSession();
    renderApp('/auth/guest/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
  });

  it('goes from the landing page to the dashboard', async () => {
    storeSession();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('with a token but no stored user is checked against /guest/me', async () => {
    storeSession({ withUser: false });
    const fetchMock = stubFetch(() => ({ status: 200, body: okEnvelope(guestUser) }));
    renderApp('/meetings');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Meetings' })).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/VideoMeeting/guest/me');
    expect(JSON.parse(localStorage.getItem('guest_user') ?? 'null')).toEqual(guestUser);
  });

  it('loses an unreadable stored user together with the token', async () => {
    storeSession();
    localStorage.setItem('guest_user', '{not json');
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(localStorage.getItem('guest_token')).toBeNull();
    expect(localStorage.getItem('user_type')).toBeNull();
  });
});
