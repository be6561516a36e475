import type Stripe from 'stripe';
import type { Wire } from '../local-stripe/stripe-state';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const date = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** Every page says, before anything else, that it is a test and takes no money. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} (test)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.test{background:#fef3c7;border:2px dashed #d97706;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
.card{border:1px solid #e5e7eb;border-radius:.75rem;padding:1.25rem;margin:1rem 0}
button,.button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #2563eb;background:#2563eb;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.secondary{background:#fff;color:#2563eb}form{display:inline-block;margin:.25rem .5rem .25rem 0}
table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #e5e7eb;text-align:left}
</style></head><body>
<p class="test" role="note">TEST CHECKOUT: no payment is taken and no card is asked for. This server has no Stripe key (STRIPE_SECRET_KEY), so it uses a local test of Stripe.</p>
${body}</body></html>`;
}

const post = (action: string, label: string, secondary = false) =>
  `<form method="post" action="${escape(action)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escape(label)}</button></form>`;

function priceText(price: Wire<Stripe.Price>): string {
  return `${money(price.unit_amount ?? 0, price.currency)} / ${price.recurring?.interval ?? ''} + VAT`;
}

/** The tryouts of a subscription, each a button posting to `{base}/tryout/{action}`. */
function tryouts(base: string, subscription: Wire<Stripe.Subscription> | undefined, declining: boolean): string {
  if (!subscription) return '<p>No subscription yet.</p>';
  const item = subscription.items.data[0]!;
  const ended = subscription.status === 'canceled';
  const actions = ended
    ? ''
    : [
        post(`${base}/tryout/renew`, 'Renew now (the period ends)'),
        declining
          ? post(`${base}/tryout/fix-card`, 'Make the card work again', true)
          : post(`${base}/tryout/decline-card`, 'Decline the card from now on', true),
        subscription.status === 'past_due' ? post(`${base}/tryout/retry`, 'Retry the payment (as Stripe does)') : '',
        post(`${base}/tryout/refund`, 'Refund the last payment (as from Stripe’s dashboard)', true),
        post(`${base}/tryout/cancel-now`, 'Cancel now (as from Stripe’s dashboard)', true),
      ].join('');
  return `<h2>Try what happens later</h2>
<p>Subscription: <strong>${escape(subscription.status)}</strong>, ${escape(priceText(item.price))}, period ends ${date(item.current_period_end)}${subscription.cancel_at_period_end ? ' (set to end then)' : ''}. The card ${declining ? '<strong>is declined</strong>' : 'works'}.</p>
<p>${actions}</p>
<p>Each button makes the change and sends Stripe's events to the product, as Stripe would.</p>`;
}

export function checkoutPage(input: {
  session: Wire<Stripe.Checkout.Session>;
  price: Wire<Stripe.Price>;
  email: string | null;
  subscription: Wire<Stripe.Subscription> | undefined;
  declining: boolean;
}): string {
  const { session, price } = input;
  const base = `/dev/checkout/${encodeURIComponent(session.id)}`;
  if (session.status === 'open') {
    return page(
      'Checkout',
      `<h1>Subscribe to Video Meeting Pro</h1>
<div class="card"><p><strong>${escape(price.nickname ?? 'Pro')}</strong></p><p>${escape(priceText(price))}</p>
<p>For ${escape(input.email ?? 'your account')}. A billing address is ${session.billing_address_collection === 'required' ? 'required' : 'optional'} and a VAT number may be given at Stripe; here a test address is used.</p>
${post(`${base}/pay`, 'Pay (test)')}${session.cancel_url ? `<a class="button secondary" href="${escape(session.cancel_url)}">Cancel</a>` : ''}</div>`,
    );
  }
  const back = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
  return page(
    'Checkout',
    `<h1>This checkout is ${escape(session.status ?? 'closed')}</h1>
${back && session.status === 'complete' ? `<p><a class="button" href="${escape(back)}">Back to Video Meeting</a></p>` : ''}
${tryouts(base, input.subscription, input.declining)}`,
  );
}

export function portalPage(input: {
  portal: Wire<Stripe.BillingPortal.Session>;
  email: string | null;
  subscription: Wire<Stripe.Subscription> | undefined;
  card: string | null;
  declining: boolean;
}): string {
  const base = `/dev/checkout/portal/${encodeURIComponent(input.portal.id)}`;
  return page(
    'Customer portal',
    `<h1>Customer portal (test)</h1>
<p>Stripe's portal lets ${escape(input.email ?? 'the customer')} change the card, the billing address and the VAT number. Card on file: ${escape(input.card ?? 'none')}.</p>
${input.portal.return_url ? `<p><a class="button" href="${escape(input.portal.return_url)}">Back to Video Meeting</a></p>` : ''}
${tryouts(base, input.subscription, input.declining)}`,
  );
}

export function invoicePage(invoice: Wire<Stripe.Invoice>): string {
  const lines = invoice.lines.data
    .map((line) => `<tr><td>${escape(line.description ?? '')}</td><td>${money(line.amount, line.currency)}</td></tr>`)
    .join('');
  return page(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<h1>Invoice ${escape(invoice.number ?? invoice.id)}</h1>
<p>${escape(invoice.customer_name ?? '')} ${escape(invoice.customer_email ?? '')}, ${date(invoice.created)}: <strong>${escape(invoice.status ?? '')}</strong></p>
<table><tbody>${lines}<tr><th>Total</th><th>${money(invoice.total, invoice.currency)}</th></tr><tr><th>Paid</th><th>${money(invoice.amount_paid, invoice.currency)}</th></tr></tbody></table>`,
  );
}

export function notPossiblePage(message: string, back: string): string {
  return page(
    'Not possible',
    `<h1>Not possible now</h1><p>${escape(message)}</p><p><a href="${escape(back)}">Back</a></p>`,
  );
}
