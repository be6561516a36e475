import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

describe('router', () => {
  it('serves the static /test page', async () => {
    renderApp('/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Routing works' })).toBeDefined();
  });

  it('sends a visitor without a session from /dashboard to the login page', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/guest/login');
  });

  it('redirects an unknown path to the landing page', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect. Collaborate. Create.' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/pricing', 'Pricing'],
    ['/auth/guest/register', 'Create your account'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/public', 'Browse Public Meetings'],
    ['/join', 'Join Meeting'],
    ['/room/ABC-2024-354', 'Meeting Room'],
    ['/invitation-success', 'Your response has been saved'],
  ])('shows %s to a visitor', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
  });
});
