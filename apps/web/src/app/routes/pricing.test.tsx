import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubFetch } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';

async function openPricing() {
  const view = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  return view;
}

describe('pricing page', () => {
  it('shows the three plans and the yearly Pro price after the toggle', async () => {
    await openPricing();
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('€0')).toBeDefined();
    expect(within(pro).getByText('€5.99')).toBeDefined();
    expect(within(pro).getByText('Popular')).toBeDefined();
    expect(screen.getByRole('article', { name: 'Contact Us' })).toBeDefined();

    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: /Yearly/ });
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    expect(within(yearly).getByText('save ~17%')).toBeDefined();

    await userEvent.click(yearly);
    expect(within(pro).getByText('€4.99')).toBeDefined();
    expect(within(pro).getByText('per month, billed yearly')).toBeDefined();
    expect(yearly.getAttribute('aria-pressed')).toBe('true');
    expect(monthly.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(monthly);
    expect(within(pro).getByText('€5.99')).toBeDefined();
  });

  it('formats prices and numbers for Turkish', async () => {
    await i18n.changeLanguage('tr');
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Fiyatlandırma' });
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('€5,99')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: /Yıllık/ }));
    expect(within(pro).getByText('€4,99')).toBeDefined();
    expect(within(screen.getByRole('table')).getByText('1.000')).toBeDefined();
  });

  it('compares participants, duration, storage and recording per plan', async () => {
    await openPricing();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Feature', 'Free', 'Pro', 'Enterprise'],
      ['Maximum participants', '2', '50', '1,000'],
      ['Meeting duration', '40 minutes', '24 hours', 'Unlimited'],
      ['Cloud storage', '1 GB', '100 GB', 'Custom'],
      ['Recording', 'Not included', 'Included', 'Custom'],
    ]);
  });

  it('gives a phone the comparison as one card per plan, every fact in each', async () => {
    await openPricing();
    const section = screen.getByRole('heading', { level: 2, name: 'Compare plans' }).closest('section')!;
    const cards = within(section).getAllByRole('listitem');
    const facts = cards.map((card) => [
      within(card).getByRole('heading', { level: 3 }).textContent,
      ...[...card.querySelectorAll('dt, dd')].map((cell) => cell.textContent),
    ]);
    const terms = ['Maximum participants', 'Meeting duration', 'Cloud storage', 'Recording'];
    const withTerms = (values: string[]) => terms.flatMap((term, index) => [term, values[index]]);
    expect(facts).toEqual([
      ['Free', ...withTerms(['2', '40 minutes', '1 GB', 'Not included'])],
      ['Pro', ...withTerms(['50', '24 hours', '100 GB', 'Included'])],
      ['Enterprise', ...withTerms(['1,000', 'Unlimited', 'Custom', 'Custom'])],
    ]);
  });

  it('answers the six questions in an accordion', async () => {
    await openPricing();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'Is the Free plan really free?',
      'Can I get my money back?',
      'How fast is an upgrade?',
      'How do I cancel?',
      'What does Enterprise include?',
      'Does Pro include recording?',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'What does Enterprise include?' }));
    expect(screen.getByRole('region', { name: 'What does Enterprise include?' }).textContent).toContain(
      'up to 1,000 participants',
    );
  });

  it('sends a visitor to registration to upgrade, carrying the interval the switch shows', async () => {
    await openPricing();
    const upgrade = within(screen.getByRole('article', { name: 'Pro' })).getByRole('link', { name: 'Upgrade' });
    expect(upgrade.getAttribute('href')).toBe('/auth/guest/register?upgrade=month');
    await userEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(upgrade.getAttribute('href')).toBe('/auth/guest/register?upgrade=year');
    const email = within(screen.getByRole('article', { name: 'Contact Us' })).getByRole('link', { name: 'Email Us' });
    expect(email.getAttribute('href')).toMatch(/^mailto:.+@.+\?subject=Enterprise%20inquiry$/);
  });

  it('sends a signed-in Free user to checkout at the interval the switch shows', async () => {
    storeSession();
    const fetchMock = stubFetch((url) =>
      url.endsWith('/billing/checkout')
        ? { status: 200, body: okEnvelope({ url: '/dev/checkout/cs_test_1' }) }
        : { status: 200, body: okEnvelope(guestUser) },
    );
    await openPricing();
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(await within(pro).findByText('You are on the Free plan.')).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('Your plan')).toBeDefined();
    expect(within(pro).queryByText(/by e-mail/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    await userEvent.click(within(pro).getByRole('button', { name: 'Upgrade' }));
    await vi.waitFor(() => {
      const checkout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/billing/checkout'));
      expect(sentBody(checkout?.[1])).toEqual({ interval: 'year' });
    });
  });

  it('offers no upgrade to a user already on Pro', async () => {
    storeSession();
    localStorage.setItem('guest_user', JSON.stringify({ ...guestUser, plan: 'pro' }));
    stubFetch(() => ({ status: 200, body: okEnvelope({ ...guestUser, plan: 'pro' }) }));
    await openPricing();
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(await within(pro).findByText('You are on the Pro plan.')).toBeDefined();
    expect(within(pro).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
