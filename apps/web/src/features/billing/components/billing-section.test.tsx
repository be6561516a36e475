import { screen, within } from '@testing-library/react';
import type { BillingState } from '@vm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { okEnvelope, sentBody, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { pageTest, setupUser } from '#web/testing/user.ts';
import { freeBilling, proMonthly } from '#web/testing/billing-fixtures.ts';

type Calls = ReturnType<typeof stubApi>['mock']['calls'];

/** The account page's other calls answered, `GET /billing` with `state`, and `posts` for the actions. */
function stubBilling(
  state: BillingState,
  posts: Record<string, BillingState> = {},
  more: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    'GET /guest/me/profile': {
      status: 200,
      body: okEnvelope({
        ...guestUser,
        plan: state.plan,
        phone: '',
        createdAt: '2026-01-05T10:00:00.000Z',
        pendingEmail: null,
      }),
    },
    'GET /guest/me': { status: 200, body: okEnvelope({ ...guestUser, plan: state.plan }) },
    'GET /meetings/stats': {
      status: 200,
      body: okEnvelope({
        totalMeetings: 0,
        activeMeetings: 0,
        scheduledMeetings: 0,
        completedMeetings: 0,
        thisMonthMeetings: 0,
        lastMonthMeetings: 0,
      }),
    },
    'GET /recordings/storage': { status: 200, body: okEnvelope({ usedBytes: 0, limitBytes: 1024 ** 3 }) },
    'GET /billing': { status: 200, body: okEnvelope(state) },
    ...Object.fromEntries(
      Object.entries(posts).map(([path, answer]) => [`POST ${path}`, { status: 200, body: okEnvelope(answer) }]),
    ),
    ...more,
  });
}

const posted = (calls: Calls, path: string) =>
  calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith(path));

async function openBilling(path = '/account') {
  const view = renderApp(path);
  const section = await screen.findByRole('region', { name: 'Plan and billing' }, { timeout: 8_000 });
  return { ...view, section };
}

describe('Plan and billing', pageTest, () => {
  beforeEach(() => storeSession());

  it('shows Pro monthly: renewal date and amount, card, invoices with their links', async () => {
    stubBilling(proMonthly);
    const { section } = await openBilling();
    expect(await within(section).findByText('Pro plan')).toBeDefined();
    expect(within(section).getByText('Billed monthly')).toBeDefined();
    expect(within(section).getByText(/December 28, 2026, €5\.99 plus VAT$/)).toBeDefined();
    expect(within(section).getByText('Visa ending in 4242')).toBeDefined();
    const row = within(section).getByRole('row', { name: /November 28, 2026/ });
    expect(within(row).getByText('Paid')).toBeDefined();
    expect(within(row).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      'https://invoice.stripe.com/i/in_1',
    );
    expect(within(row).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      'https://pay.stripe.com/invoice/in_1/pdf',
    );
    // No refund outside a yearly payment's 14 days, and no upgrade on Pro.
    expect(within(section).queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /^Pro monthly/ })).toBeNull();
  });

  it('switches to yearly, cancels after asking (the end date shows) and resumes', async () => {
    const yearly: BillingState = { ...proMonthly, interval: 'year', refundableUntil: '2026-12-12T10:00:00.000Z' };
    const cancelled: BillingState = { ...yearly, cancelAtPeriodEnd: true };
    const fetchMock = stubBilling(proMonthly, {
      '/billing/interval': yearly,
      '/billing/cancel': cancelled,
      '/billing/resume': yearly,
    });
    const user = setupUser();
    const { section } = await openBilling();
    await user.click(await within(section).findByRole('button', { name: 'Switch to yearly' }));
    expect(await within(section).findByText('Billed yearly')).toBeDefined();
    expect(sentBody(posted(fetchMock.mock.calls, '/billing/interval')?.[1])).toEqual({ interval: 'year' });
    expect(within(section).getByRole('button', { name: 'Cancel and refund' })).toBeDefined();
    expect(within(section).getByText(/until .*December 12, 2026\.$/)).toBeDefined();

    await user.click(within(section).getByRole('button', { name: 'Cancel Pro' }));
    expect(posted(fetchMock.mock.calls, '/billing/cancel')).toBeUndefined();
    await user.click(within(section).getByRole('button', { name: 'Yes, cancel' }));
    expect(
      await within(section).findByText(/^Pro ends on .*December 28, 2026; until then you can resume it\.$/),
    ).toBeDefined();

    await user.click(within(section).getByRole('button', { name: 'Resume Pro' }));
    expect(await within(section).findByText('Next renewal')).toBeDefined();
    expect(posted(fetchMock.mock.calls, '/billing/resume')).toBeDefined();
  });

  it('refunds after asking; back on Free it lists the meetings over Free’s limits and the plan everywhere follows', async () => {
    const yearly: BillingState = { ...proMonthly, interval: 'year', refundableUntil: '2026-12-12T10:00:00.000Z' };
    const refunded: BillingState = {
      ...freeBilling,
      // Stripe still names the ended subscription's card; on Free it is not shown.
      card: proMonthly.card,
      invoices: proMonthly.invoices,
      meetingsOverFreeLimits: [
        {
          id: 'm_5',
          meetingId: '123-456-789',
          title: 'Team of five',
          startTime: '2026-12-01T09:00:00.000Z',
          endTime: '2026-12-01T09:30:00.000Z',
          maxParticipants: 5,
          exceeds: ['participants'],
        },
      ],
    };
    localStorage.setItem('guest_user', JSON.stringify({ ...guestUser, plan: 'pro' }));
    const fetchMock = stubBilling(yearly, { '/billing/refund': refunded });
    const user = setupUser();
    const { section } = await openBilling();
    await user.click(await within(section).findByRole('button', { name: 'Cancel and refund' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, refund' }));
    expect(await within(section).findByText('Free plan')).toBeDefined();
    expect(posted(fetchMock.mock.calls, '/billing/refund')).toBeDefined();
    const list = within(section).getByRole('region', { name: "Meetings over the Free plan's limits" });
    expect(within(list).getByRole('link', { name: 'Team of five' }).getAttribute('href')).toBe('/meetings/m_5');
    expect(within(list).getByText(/planned for 5 people/)).toBeDefined();
    expect(within(section).queryByText('Visa ending in 4242')).toBeNull();
    expect(JSON.parse(localStorage.getItem('guest_user') ?? '{}')).toMatchObject({ plan: 'free' });
  });

  it('confirms a return from checkout at once, drops it from the address and says Pro', async () => {
    const fetchMock = stubBilling(freeBilling, { '/billing/checkout/confirm': proMonthly });
    const { section, router } = await openBilling('/account?checkout=cs_test_abc#billing');
    expect(await within(section).findByText('Pro plan')).toBeDefined();
    expect(sentBody(posted(fetchMock.mock.calls, '/billing/checkout/confirm')?.[1])).toEqual({
      sessionId: 'cs_test_abc',
    });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Welcome to Pro! Your new limits apply now.')).toBeDefined();
    expect(JSON.parse(localStorage.getItem('guest_user') ?? '{}')).toMatchObject({ plan: 'pro' });
  });

  it('closes a cancelled checkout, so a new one may start', async () => {
    const fetchMock = stubBilling(freeBilling, { '/billing/checkout/cancel': freeBilling });
    await openBilling('/account?checkout=cancelled#billing');
    expect(await screen.findByText('The checkout was cancelled; nothing was charged.')).toBeDefined();
    expect(posted(fetchMock.mock.calls, '/billing/checkout/cancel')).toBeDefined();
    expect(posted(fetchMock.mock.calls, '/billing/checkout/confirm')).toBeUndefined();
  });

  it('opens the checkout a visitor chose on the pricing page once they are signed in', async () => {
    const fetchMock = stubBilling(
      freeBilling,
      {},
      { 'POST /billing/checkout': { status: 200, body: okEnvelope({ url: '/dev/checkout/cs_test_new' }) } },
    );
    const { router } = await openBilling('/account?upgrade=year#billing');
    await vi.waitFor(() =>
      expect(sentBody(posted(fetchMock.mock.calls, '/billing/checkout')?.[1])).toEqual({ interval: 'year' }),
    );
    expect(router.state.location.search).toBe('');
  });

  it('shows a plan an operator set as managed, without billing actions', async () => {
    stubBilling({ ...freeBilling, plan: 'enterprise', managed: true });
    const { section } = await openBilling();
    expect(await within(section).findByText('Managed by your administrator')).toBeDefined();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('reads in Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubBilling({ ...proMonthly, cancelAtPeriodEnd: true });
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Plan ve ödeme' }, { timeout: 8_000 });
    expect(await within(section).findByText('Pro planı')).toBeDefined();
    expect(within(section).getByText('Aylık faturalandırılır')).toBeDefined();
    expect(
      within(section).getByText(/^Pro 28 Aralık 2026.* tarihinde bitiyor; o zamana kadar devam ettirebilirsiniz\.$/),
    ).toBeDefined();
    expect(within(section).getByRole('button', { name: "Pro'yu devam ettir" })).toBeDefined();
    expect(within(section).getByText('Visa, son dört hanesi 4242')).toBeDefined();
  });
});
