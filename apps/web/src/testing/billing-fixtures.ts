import type { BillingState } from '@vm/contracts';

/** A Free account that has never paid, as `GET /billing` answers it. */
export const freeBilling: BillingState = {
  plan: 'free',
  managed: false,
  payments: 'test',
  status: null,
  interval: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  refundableUntil: null,
  renewal: null,
  card: null,
  invoices: [],
  meetingsOverFreeLimits: [],
  stripeUnavailable: false,
};

/** Pro paid monthly through a subscription, with a card and one paid invoice. */
export const proMonthly: BillingState = {
  ...freeBilling,
  plan: 'pro',
  status: 'active',
  interval: 'month',
  currentPeriodEnd: '2026-12-28T10:00:00.000Z',
  renewal: { amount: 599, currency: 'eur' },
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  invoices: [
    {
      id: 'in_1',
      date: '2026-11-28T10:00:00.000Z',
      amount: 599,
      currency: 'eur',
      status: 'paid',
      url: 'https://invoice.stripe.com/i/in_1',
      pdfUrl: 'https://pay.stripe.com/invoice/in_1/pdf',
    },
  ],
};
