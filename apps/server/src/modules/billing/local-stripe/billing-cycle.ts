import type Stripe from 'stripe';
import { LocalStripeError } from './api-error';
import { newTestCard } from './account-objects';
import type { Emit } from './local-event';
import { Invoicing, MAX_PAYMENT_ATTEMPTS, periodLine } from './invoicing';
import { newSubscription, newSubscriptionItem, periodEnd } from './subscription-objects';
import type { LocalStripeState, Wire } from './stripe-state';

type Subscription = Wire<Stripe.Subscription>;
type Price = Wire<Stripe.Price>;

/** Where a test checkout's customer lives: a billing address is required, so one is made up. */
const TEST_ADDRESS: Stripe.Address = {
  city: 'Berlin',
  country: 'DE',
  line1: 'Teststraße 1',
  line2: null,
  postal_code: '10115',
  state: null,
};

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'incomplete', 'unpaid', 'paused'];

/**
 * What happens to subscriptions over time, as Stripe does it: checkout completion, invoices and their
 * payment attempts, renewals, declined cards and retries, price changes with proration, cancelling
 * and refunds. Each change emits the events Stripe would send.
 */
export class BillingCycle {
  constructor(
    private readonly state: LocalStripeState,
    private readonly now: () => number,
    private readonly emit: Emit,
    pagesUrl: string,
  ) {
    this.invoicing = new Invoicing(state, now, emit, pagesUrl);
  }

  /** Invoices, payments and refunds of the subscriptions. */
  readonly invoicing: Invoicing;

  subscription(id: string): Subscription {
    const subscription = this.state.subscriptions[id];
    if (!subscription) throw LocalStripeError.missing('subscription', id);
    return subscription;
  }

  /** The test checkout's Pay: a card is saved, the subscription starts and its first invoice is paid. */
  completeCheckout(sessionId: string): Subscription {
    const session = this.state.checkoutSessions[sessionId];
    if (!session) throw LocalStripeError.missing('checkout.session', sessionId);
    if (session.status !== 'open' || session.expires_at <= this.now()) {
      throw LocalStripeError.invalid('This Checkout Session is no longer open.');
    }
    const customer = this.state.customers[String(session.customer)]!;
    const address = session.billing_address_collection === 'required' ? TEST_ADDRESS : null;
    customer.address = address ?? customer.address ?? null;
    customer.name = customer.name ?? 'Test Customer';
    // The card typed into checkout is a new, working one.
    this.state.decliningCustomers = this.state.decliningCustomers.filter((id) => id !== customer.id);
    const card = newTestCard(customer, address, this.now());
    this.state.paymentMethods[card.id] = card;
    const price = this.state.checkoutLineItems[session.id]![0]!.price as Price;
    const subscription = newSubscription(
      {
        customer: customer.id,
        price,
        paymentMethod: card.id,
        automaticTax: session.automatic_tax.enabled,
        metadata: this.state.checkoutSubscriptionMetadata[session.id] ?? {},
      },
      this.now(),
    );
    this.state.subscriptions[subscription.id] = subscription;
    const item = subscription.items.data[0]!;
    const invoice = this.invoicing.invoice(subscription, 'subscription_create', [
      periodLine(price, { start: item.current_period_start, end: item.current_period_end }),
    ]);
    subscription.status = 'active';
    this.emit('customer.subscription.created', subscription);
    this.invoicing.pay(invoice, { ignoreDeclines: true });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
      customer_details: {
        address,
        business_name: null,
        email: customer.email,
        individual_name: null,
        name: customer.name,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    });
    this.emit('checkout.session.completed', session);
    return subscription;
  }

  /** The end of the period: the subscription ends if it was set to, or its next invoice is charged. */
  renew(subscriptionId: string): void {
    const subscription = this.subscription(subscriptionId);
    if (!LIVE_STATUSES.includes(subscription.status)) throw LocalStripeError.invalid('This subscription has ended.');
    const item = subscription.items.data[0]!;
    if (
      subscription.cancel_at_period_end ||
      (subscription.cancel_at && subscription.cancel_at <= item.current_period_end)
    ) {
      this.end(subscription, 'cancellation_requested', item.current_period_end);
      return;
    }
    const previous = { current_period_start: item.current_period_start, current_period_end: item.current_period_end };
    const start = item.current_period_end;
    Object.assign(item, {
      current_period_start: start,
      current_period_end: periodEnd(start, item.price.recurring!.interval),
    });
    const price = item.price;
    const invoice = this.invoicing.invoice(subscription, 'subscription_cycle', [
      periodLine(price, { start, end: item.current_period_end }),
    ]);
    const paid = this.invoicing.pay(invoice);
    const status = subscription.status;
    subscription.status = paid ? 'active' : 'past_due';
    this.emit('customer.subscription.updated', subscription, {
      items: { data: [{ ...item, ...previous }] },
      ...(status !== subscription.status ? { status } : {}),
    });
  }

  /** Stripe's next retry of the open invoice; after the last one fails the subscription is cancelled. */
  retry(subscriptionId: string): void {
    const subscription = this.subscription(subscriptionId);
    const invoice = this.state.invoices[String(subscription.latest_invoice)];
    if (!invoice || invoice.status !== 'open') throw LocalStripeError.invalid('There is no unpaid invoice to retry.');
    if (this.invoicing.pay(invoice)) {
      const status = subscription.status;
      subscription.status = 'active';
      this.emit('customer.subscription.updated', subscription, { status });
    } else if (invoice.attempt_count >= MAX_PAYMENT_ATTEMPTS) {
      this.end(subscription, 'payment_failed', this.now());
    }
  }

  /** The card of the customer is declined from now on, or works again. */
  setDeclining(customerId: string, declining: boolean): void {
    const others = this.state.decliningCustomers.filter((id) => id !== customerId);
    this.state.decliningCustomers = declining ? [...others, customerId] : others;
  }

  /** `DELETE /v1/subscriptions/:id`: ends now. */
  cancel(subscriptionId: string): Subscription {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw LocalStripeError.invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    }
    this.end(subscription, 'cancellation_requested', this.now());
    return subscription;
  }

  /** Cancel at the end of the period, or not (`cancel_at_period_end`). */
  setCancelAtPeriodEnd(subscription: Subscription, cancel: boolean): void {
    const previous = {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
      canceled_at: subscription.canceled_at,
    };
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null;
    subscription.canceled_at = cancel ? this.now() : null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancel ? 'cancellation_requested' : null,
    };
    this.emit('customer.subscription.updated', subscription, previous);
  }

  /**
   * Another price for the subscription's one item. A new interval starts a new period now: the unused
   * part of the old one is credited and the new price charged at once (always_invoice); with
   * `error_if_incomplete` a declined card changes nothing and answers 402.
   */
  changePrice(subscription: Subscription, price: Price, paymentBehavior: string | undefined): void {
    const item = subscription.items.data[0]!;
    const old = item.price;
    const previous = { items: { data: [structuredClone(item)] }, plan: structuredClone(item.plan) };
    if (old.recurring!.interval === price.recurring!.interval) {
      Object.assign(item, newSubscriptionItem(subscription.id, price, item.current_period_start), { id: item.id });
      item.current_period_end = previous.items.data[0]!.current_period_end;
      this.emit('customer.subscription.updated', subscription, previous);
      return;
    }
    const now = this.now();
    const periodLength = Math.max(1, item.current_period_end - item.current_period_start);
    const unused = Math.max(0, item.current_period_end - now);
    const credit = Math.round(((old.unit_amount ?? 0) * unused) / periodLength);
    const customer = this.state.customers[String(subscription.customer)]!;
    if (paymentBehavior === 'error_if_incomplete' && this.state.decliningCustomers.includes(customer.id)) {
      throw LocalStripeError.declined();
    }
    const fresh = newSubscriptionItem(subscription.id, price, now);
    Object.assign(item, fresh, { id: item.id });
    subscription.billing_cycle_anchor = now;
    const invoice = this.invoicing.invoice(subscription, 'subscription_update', [
      {
        amount: -credit,
        description: `Unused time on ${old.nickname} after ${new Date(now * 1000).toISOString().slice(0, 10)}`,
        price: old,
        period: { start: now, end: previous.items.data[0]!.current_period_end },
        proration: true,
      },
      periodLine(price, { start: now, end: item.current_period_end }),
    ]);
    // What is left of the credit stays on the customer's balance for the next invoices.
    customer.balance += Math.min(0, (price.unit_amount ?? 0) - credit);
    this.emit('customer.subscription.updated', subscription, previous);
    this.invoicing.pay(invoice);
  }

  private end(subscription: Subscription, reason: 'cancellation_requested' | 'payment_failed', at: number): void {
    const status = subscription.status;
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at = subscription.canceled_at ?? this.now();
    subscription.cancel_at_period_end = false;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason };
    this.emit('customer.subscription.deleted', subscription, { status });
  }
}
