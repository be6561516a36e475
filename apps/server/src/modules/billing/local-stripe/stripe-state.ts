import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Stripe from 'stripe';

/**
 * An object as Stripe sends it: the library's types describe objects after it turned decimal
 * strings into `Stripe.Decimal`, so on the wire those fields are strings.
 */
export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends Array<infer Item>
      ? Array<Wire<Item>>
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

/** What the local server needs of a payment: enough to refund it. */
export interface PaymentRecord {
  id: string;
  charge: string;
  amount: number;
  currency: string;
  customer: string;
  invoice: string;
  created: number;
  amountRefunded: number;
}

/** Everything the local Stripe server holds, as plain JSON so the quick start can keep it in a file. */
export interface LocalStripeState {
  customers: Record<string, Wire<Stripe.Customer>>;
  prices: Record<string, Wire<Stripe.Price>>;
  paymentMethods: Record<string, Wire<Stripe.PaymentMethod>>;
  checkoutSessions: Record<string, Wire<Stripe.Checkout.Session>>;
  /** A session's line items, answered only when asked for (`expand: ['line_items']`), as Stripe does. */
  checkoutLineItems: Record<string, Array<Wire<Stripe.LineItem>>>;
  /** A session's `subscription_data.metadata`, given to the subscription it makes. */
  checkoutSubscriptionMetadata: Record<string, Record<string, string>>;
  subscriptions: Record<string, Wire<Stripe.Subscription>>;
  invoices: Record<string, Wire<Stripe.Invoice>>;
  /** An invoice's payments, answered only when asked for (`expand: ['payments']`). */
  invoicePayments: Record<string, Array<Wire<Stripe.InvoicePayment>>>;
  payments: Record<string, PaymentRecord>;
  refunds: Record<string, Wire<Stripe.Refund>>;
  portalSessions: Record<string, Wire<Stripe.BillingPortal.Session>>;
  /** Customers whose card is declined from now on (the test checkout's "decline the card"). */
  decliningCustomers: string[];
  invoiceCount: number;
}

export function emptyState(): LocalStripeState {
  return {
    customers: {},
    prices: {},
    paymentMethods: {},
    checkoutSessions: {},
    checkoutLineItems: {},
    checkoutSubscriptionMetadata: {},
    subscriptions: {},
    invoices: {},
    invoicePayments: {},
    payments: {},
    refunds: {},
    portalSessions: {},
    decliningCustomers: [],
    invoiceCount: 0,
  };
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id in Stripe's form: the object's prefix and 24 random letters and digits. */
export function stripeId(prefix: string): string {
  const bytes = crypto.randomBytes(24);
  return `${prefix}_${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** The state kept in `file`, or a fresh one when there is none (or it cannot be read). */
export function loadState(file: string | undefined): LocalStripeState {
  if (!file || !fs.existsSync(file)) return emptyState();
  try {
    return { ...emptyState(), ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalStripeState>) };
  } catch {
    return emptyState();
  }
}

/** Written whole to a new file and renamed over the old one, so a crash never leaves half a state. */
export function saveState(file: string, state: LocalStripeState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
  fs.renameSync(temporary, file);
}
