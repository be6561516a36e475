import type { Locale } from '@vm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { UsersService } from '../auth/users-service';
import type { MailModule } from '../mail/mail-module';
import { paymentFailedMail } from './billing-mails';
import type { BillingAccountsRepository, BillingEventsRepository } from './billing-repository';
import { callStripe } from './stripe-client';
import type { SubscriptionSync } from './subscription-sync';

/** How old a signed delivery may be (Stripe's own default): a replay after that is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** How long a node's claim on an event holds before another node may take the event over. */
const CLAIM_MS = 2 * 60_000;
/** Stripe retries an event for three days; handled ids are kept well beyond. */
const KEEP_HANDLED_MS = 30 * 86_400_000;

/** The events the product subscribes to (docs/deploy.md); any other is acknowledged and ignored. */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type WebhookOutcome = 'handled' | 'duplicate';

const customerOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/**
 * `POST /billing/webhook` (decision record 053): the signature is checked on the raw body with a
 * tolerance; each event id is handled once across nodes and restarts; the handler reads the state
 * back from Stripe rather than trusting the event, so the order events arrive in does not matter.
 */
export function createWebhookHandler(deps: {
  stripe: Stripe;
  webhookSecret: string;
  events: BillingEventsRepository;
  accounts: BillingAccountsRepository;
  users: UsersService;
  sync: SubscriptionSync;
  mail: Pick<MailModule, 'sendEmail'>;
  clock: Clock;
  nodeId: string;
  billingUrl: string;
  log: FastifyBaseLogger;
}) {
  const { stripe, accounts, sync, clock, log } = deps;

  async function syncFor(customer: string | undefined, subscriptionId: string | undefined): Promise<void> {
    if (!customer || !subscriptionId) return;
    const account = await accounts.findByCustomer(customer);
    if (account) await sync.sync(account, subscriptionId);
  }

  /** A renewal was declined: Pro stays while Stripe retries; the person hears once per invoice. */
  async function paymentFailed(invoice: Stripe.Invoice): Promise<void> {
    const customer = customerOf(invoice.customer);
    await syncFor(customer, customerOf(invoice.parent?.subscription_details?.subscription));
    const account = customer ? await accounts.findByCustomer(customer) : undefined;
    if (!account?.grants_plan) return;
    const current = await callStripe(() => stripe.invoices.retrieve(invoice.id));
    const user = await deps.users.findById(account.user_id);
    if (current.status !== 'open' || !user || user.deleted_at) return;
    const mail = paymentFailedMail({
      to: user.email,
      locale: user.locale as Locale,
      billingUrl: deps.billingUrl,
      amount: current.amount_due,
      currency: current.currency,
    });
    await deps.mail.sendEmail(mail, 'billing-payment-failed', { id: `billing-payment-failed-${current.id}` });
  }

  async function dispatch(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = await callStripe(() => stripe.checkout.sessions.retrieve(event.data.object.id));
        if (session.mode !== 'subscription' || session.status !== 'complete' || !session.subscription) return;
        const account = await accounts.findByCustomer(customerOf(session.customer) ?? '');
        // Only the account the checkout was made for, and only with its own customer.
        if (!account || account.user_id !== session.client_reference_id) {
          log.warn({ session: session.id }, 'billing: a completed checkout names no account of ours');
          return;
        }
        await sync.sync(account, customerOf(session.subscription)!);
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return syncFor(customerOf(event.data.object.customer), event.data.object.id);
      case 'invoice.paid': {
        const invoice = event.data.object;
        return syncFor(customerOf(invoice.customer), customerOf(invoice.parent?.subscription_details?.subscription));
      }
      case 'invoice.payment_failed':
        return paymentFailed(event.data.object);
      default:
        return;
    }
  }

  return {
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          deps.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        log.warn({ reason: (error as Error).message }, 'billing: webhook refused');
        throw AppError.badRequest('BILLING_WEBHOOK_INVALID', "The event's signature is not valid.");
      }
      const now = clock.now();
      const until = new Date(now.getTime() + CLAIM_MS).toISOString();
      const claim = await deps.events.claim(event, deps.nodeId, now.toISOString(), until);
      if (claim === 'handled') return 'duplicate';
      if (claim === 'busy') {
        throw AppError.conflict('BILLING_EVENT_IN_PROGRESS', 'This event is being handled; send it again later.');
      }
      try {
        await dispatch(event);
      } catch (error) {
        // Stripe sends it again later; that delivery may handle it.
        await deps.events.release(event.id, deps.nodeId);
        throw error;
      }
      await deps.events.markHandled(event.id, clock.now().toISOString());
      await deps.events.deleteHandledBefore(new Date(now.getTime() - KEEP_HANDLED_MS).toISOString());
      return 'handled';
    },
  };
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
