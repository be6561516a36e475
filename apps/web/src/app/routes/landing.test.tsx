import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(within(hero).getByRole('link', { name: 'Join Meeting' }).getAttribute('href')).toBe('/join');
  });

  it('sends Join Meeting to the code form, which offers sign-in to those with an account', async () => {
    const { router } = renderApp('/');
    const cta = await screen.findByRole('region', { name: 'Ready for your first meeting?' });
    await userEvent.click(within(cta).getByRole('link', { name: 'Join Meeting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'));
    await screen.findByRole('heading', { level: 1, name: 'Join Meeting' });
    expect(screen.getByText('Have an account?')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/guest/login');
  });

  it('puts the header links, sign-in and language behind one menu button on a phone', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: tagline });
    const header = screen.getByRole('banner');
    const button = within(header).getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    // The panel holds the navigation, the two actions and the language switch; CSS hides it below md.
    expect(panel?.contains(within(header).getByRole('navigation', { name: 'Main navigation' }))).toBe(true);
    expect(panel?.contains(within(header).getByRole('link', { name: 'Get Started' }))).toBe(true);
    expect(panel?.contains(within(header).getByRole('combobox', { name: 'Language' }))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.classList.contains('hidden')).toBe(true);

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(panel?.classList.contains('hidden')).toBe(false);
    // Following a link closes it, and so does Escape, which gives the focus back to the button.
    await userEvent.click(within(header).getByRole('link', { name: 'Features' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
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

  it('plays the splash for 1.5 s over the page, which is drawn beneath it from the first render', async () => {
    preferReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const splash = await screen.findByRole('status', { name: 'Video Meeting is opening' });
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    // The hero is rendered with the splash, and nothing hides it from the browser's paint: the splash is
    // a see-through overlay above it, not a screen the page waits behind (decision record 060).
    const hero = screen.getByRole('heading', { level: 1, name: tagline });
    expect(hero.closest('.opacity-0, .hidden, .invisible, [hidden]')).toBeNull();
    expect(splash.className).toMatch(/\bbg-white\/\d+\b/);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(splash.isConnected).toBe(false);
  });
});
