import type Stripe from 'stripe';
import { LocalStripeError } from './api-error';
import type { Emit } from './local-event';
import { newInvoice, newInvoicePayment, newRefund, type InvoiceLine } from './invoice-objects';
import { stripeId, type LocalStripeState, type Wire } from './stripe-state';

type Subscription = Wire<Stripe.Subscription>;
type Invoice = Wire<Stripe.Invoice>;
type Price = Wire<Stripe.Price>;

/** Stripe's Smart Retries give up after the first attempt and three retries; then the subscription is cancelled. */
export const MAX_PAYMENT_ATTEMPTS = 4;
const RETRY_AFTER_SECONDS = 3 * 86_400;

/** An invoice line charging `price` for one period, worded as Stripe words it. */
export function periodLine(price: Price, period: { start: number; end: number }): InvoiceLine {
  const amount = price.unit_amount ?? 0;
  const description = `1 × ${price.nickname} (at €${(amount / 100).toFixed(2)} / ${price.recurring!.interval})`;
  return { amount, description, price, period, proration: false };
}

/** Invoices, their payment attempts and refunds, with the events Stripe sends for each. */
export class Invoicing {
  constructor(
    private readonly state: LocalStripeState,
    private readonly now: () => number,
    private readonly emit: Emit,
    private readonly pagesUrl: string,
  ) {}

  /** A refund of (part of) a payment, as from `refunds.create` or Stripe's dashboard. */
  refund(
    paymentIntentId: string,
    input: { amount?: number; reason: Stripe.Refund.Reason | null; metadata: Record<string, string> },
  ): Wire<Stripe.Refund> {
    const payment = this.state.payments[paymentIntentId];
    if (!payment) throw LocalStripeError.missing('payment_intent', paymentIntentId, 'payment_intent');
    const left = payment.amount - payment.amountRefunded;
    const amount = input.amount ?? left;
    if (amount <= 0 || amount > left) {
      throw new LocalStripeError(
        400,
        'invalid_request_error',
        `Charge ${payment.charge} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    payment.amountRefunded += amount;
    const refund = newRefund(payment, { ...input, amount }, this.now());
    this.state.refunds[refund.id] = refund;
    this.emit('refund.created', refund);
    return refund;
  }

  /** The customer's last payment not yet refunded, refunded in full (the test checkout's tryout). */
  refundLatest(customer: string): Wire<Stripe.Refund> {
    const payment = Object.values(this.state.payments)
      .filter((each) => each.customer === customer && each.amountRefunded < each.amount)
      .reverse()
      .sort((a, b) => b.created - a.created)[0];
    if (!payment) throw LocalStripeError.invalid('There is no payment left to refund.');
    return this.refund(payment.id, { reason: 'requested_by_customer', metadata: {} });
  }

  /** A finalized invoice of the subscription; a credit on the customer's balance pays first. */
  invoice(subscription: Subscription, reason: Stripe.Invoice.BillingReason, lines: InvoiceLine[]): Invoice {
    const customer = this.state.customers[String(subscription.customer)]!;
    this.state.invoiceCount += 1;
    const invoice = newInvoice(
      {
        subscription,
        customer,
        number: `${customer.invoice_prefix}-${String(this.state.invoiceCount).padStart(4, '0')}`,
        billingReason: reason,
        lines,
        pagesUrl: this.pagesUrl,
      },
      this.now(),
    );
    // A credit on the customer's balance (left by a switch to a cheaper interval) pays first.
    const applied = Math.min(Math.max(0, -customer.balance), invoice.amount_due);
    if (applied > 0) {
      Object.assign(invoice, {
        starting_balance: customer.balance,
        ending_balance: customer.balance + applied,
        amount_due: invoice.amount_due - applied,
        amount_remaining: invoice.amount_due - applied,
      });
      customer.balance += applied;
    }
    this.state.invoices[invoice.id] = invoice;
    this.state.invoicePayments[invoice.id] = [];
    subscription.latest_invoice = invoice.id;
    this.emit('invoice.finalized', invoice);
    return invoice;
  }

  /** One payment attempt on an open invoice; true when it is paid. */
  pay(invoice: Invoice, options: { ignoreDeclines?: boolean } = {}): boolean {
    const now = this.now();
    const customer = String(invoice.customer);
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (invoice.amount_due > 0 && !options.ignoreDeclines && this.state.decliningCustomers.includes(customer)) {
      invoice.next_payment_attempt = invoice.attempt_count < MAX_PAYMENT_ATTEMPTS ? now + RETRY_AFTER_SECONDS : null;
      this.emit('invoice.payment_failed', invoice);
      return false;
    }
    if (invoice.amount_due > 0) {
      const id = stripeId('pi');
      this.state.payments[id] = {
        id,
        charge: stripeId('ch'),
        amount: invoice.amount_due,
        currency: invoice.currency,
        customer,
        invoice: invoice.id,
        created: now,
        amountRefunded: 0,
      };
      const payment = newInvoicePayment(invoice, id, now);
      Object.assign(payment, { status: 'paid', amount_paid: invoice.amount_due });
      payment.status_transitions.paid_at = now;
      this.state.invoicePayments[invoice.id]!.push(payment);
    }
    Object.assign(invoice, {
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      status: 'paid',
      next_payment_attempt: null,
    });
    invoice.status_transitions.paid_at = now;
    this.emit('invoice.paid', invoice);
    return true;
  }
}
