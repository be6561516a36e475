import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';

const tagline = 'Connect. Collaborate. Create.';

/** jsdom has no matchMedia; the splash asks it whether the visitor prefers reduced motion. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('landing page', () => {
  it('links its header to its own sections, sign-in and registration', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: tagline });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, id] of [
      ['Features', 'features'],
      ['Tourism', 'tourism'],
      ['About', 'about'],
    ] as const) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(`#${id}`);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/guest/login');
    expect(within(header).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth/guest/register');
    const hero = screen.getByRole('region', { name: tagline });
    expect(within(hero).getByRole('link', { name: 'Start Free Meeting' }).getAttribute('href')).toBe(
      '/auth/guest/register',
    );
    expect(within(hero).getByRole('link', { name: 'Join Meeting' }).getAttribute('href')).toBe('/auth/guest/login');
  });

  it('sends a visitor with a stored session to the dashboard', async () => {
    storeSession();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('formats its figures for the chosen language', async () => {
    await i18n.changeLanguage('tr');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bağlan. İş birliği yap. Üret.' });
    const stats = screen.getByRole('region', { name: 'Rakamlarla Video Meeting' });
    expect(within(stats).getByText('%99,9')).toBeDefined();
    expect(within(stats).getByText('7/24')).toBeDefined();
    expect(screen.getByRole('heading', { name: '1.000 katılımcıya kadar' })).toBeDefined();
  });

  // These two run in this order: the splash plays once per page load, and the second test loads it.
  it('skips the splash for people who prefer reduced motion', async () => {
    preferReducedMotion(true);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: tagline });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('plays the splash for 1.5 s while the page waits underneath, then shows the page', async () => {
    preferReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const splash = await screen.findByRole('status', { name: 'Video Meeting is opening' });
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(splash.isConnected).toBe(false);
  });
});
