import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

describe('language switch', () => {
  it('switches the page to Turkish and remembers the choice', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Connect. Collaborate. Create.' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr');

    expect(await screen.findByRole('link', { name: 'Giriş Yap' })).toBeDefined();
    expect(localStorage.getItem('language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });
});
