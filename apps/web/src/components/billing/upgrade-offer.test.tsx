import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { setupUser } from '#web/testing/user.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { UpgradeOffer } from './upgrade-offer';

function SignedInPlan() {
  const { user } = useAuth();
  return user ? <p>Signed in on {user.plan}</p> : null;
}

/** A blank tab as window.open gives it, which the offer then points at the checkout. */
function stubNewTab() {
  const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  return tab;
}

describe('UpgradeOffer', () => {
  beforeEach(() => storeSession());

  it('tells a Free user what Pro allows and opens a monthly checkout', async () => {
    const fetchMock = stubApi({
      'GET /guest/me': { status: 200, body: okEnvelope(guestUser) },
      'POST /billing/checkout': { status: 200, body: okEnvelope({ url: '/dev/checkout/cs_test_1' }) },
    });
    const tab = stubNewTab();
    renderWithProviders(
      <UpgradeOffer newTab>
        <p>Your Free plan lets 2 people into a meeting.</p>
      </UpgradeOffer>,
    );
    expect(
      await screen.findByText('Pro lets up to 50 people into a meeting, for up to 24 hours, and records it.'),
    ).toBeDefined();
    expect(screen.getByText('Your Free plan lets 2 people into a meeting.')).toBeDefined();
    await setupUser().click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await vi.waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/dev/checkout/cs_test_1`));
    const checkout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/billing/checkout'));
    expect(sentBody(checkout?.[1])).toEqual({ interval: 'month' });
  });

  it('goes back to a checkout of the account that is still open', async () => {
    stubApi({
      'GET /guest/me': { status: 200, body: okEnvelope(guestUser) },
      'POST /billing/checkout': {
        status: 409,
        body: {
          success: false,
          message: 'A checkout for your account is still open. Finish it, or cancel it first.',
          code: 'BILLING_CHECKOUT_OPEN',
          params: { url: 'http://localhost:3000/dev/checkout/cs_test_open' },
          data: null,
          errors: [{ field: 'general', message: 'open', code: 'BILLING_CHECKOUT_OPEN' }],
        },
      },
    });
    const tab = stubNewTab();
    renderWithProviders(<UpgradeOffer newTab />);
    await setupUser().click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('http://localhost:3000/dev/checkout/cs_test_open'));
  });

  it('reads in Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(guestUser) } });
    renderWithProviders(<UpgradeOffer />);
    expect(await screen.findByRole('button', { name: "Pro'ya yükselt" })).toBeDefined();
    expect(screen.getByText(/^Pro ile bir toplantıya 50 kişiye kadar katılabilir/)).toBeDefined();
  });

  it('is never shown to Pro and Enterprise accounts', async () => {
    for (const plan of ['pro', 'enterprise'] as const) {
      localStorage.setItem('guest_user', JSON.stringify({ ...guestUser, plan }));
      stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope({ ...guestUser, plan }) } });
      const { unmount } = renderWithProviders(
        <>
          <SignedInPlan />
          <UpgradeOffer />
        </>,
      );
      // Once the signed-in user is known, the offer has had its chance to show.
      expect(await screen.findByText(`Signed in on ${plan}`)).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
      unmount();
    }
  });

  // The walk-through's Pro account saw Upgrade: this browser's stored user still said Free after the plan changed
  // elsewhere (another device's checkout, an operator's set-plan). The app's start reads the user again.
  it('goes away when the server says the stored Free account is Pro now, and the stored user follows', async () => {
    localStorage.setItem('guest_user', JSON.stringify({ ...guestUser, plan: 'free' }));
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope({ ...guestUser, plan: 'pro' }) } });
    renderWithProviders(
      <>
        <SignedInPlan />
        <UpgradeOffer />
      </>,
    );
    expect(await screen.findByText('Signed in on pro')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('guest_user')!)).toMatchObject({ plan: 'pro' });
  });

  it('keeps the stored user when the server cannot be asked', async () => {
    localStorage.setItem('guest_user', JSON.stringify({ ...guestUser, plan: 'free' }));
    const fetch = stubApi({
      'GET /guest/me': { status: 503, body: { success: false, message: 'Down', data: null, errors: [] } },
    });
    renderWithProviders(<UpgradeOffer />);
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeDefined();
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/guest/me'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeDefined();
  });
});
