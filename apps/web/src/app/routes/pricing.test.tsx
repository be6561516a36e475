import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('pricing page', () => {
  it('shows the three plans and the yearly Pro price after the toggle', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });

    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('€0')).toBeDefined();
    expect(within(pro).getByText('€5.99')).toBeDefined();
    expect(screen.getByRole('article', { name: 'Contact Us' })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: /Yearly/ }));

    expect(within(pro).getByText('€4.99')).toBeDefined();
    expect(within(pro).getByText('per month, billed yearly')).toBeDefined();
    expect(screen.getByText('save ~17%')).toBeDefined();
  });
});
