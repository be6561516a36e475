import type { BillingState, GuestUser, PaymentsMode } from '@vm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { UserRow } from '../auth/auth-types';
import type { UsersService } from '../auth/users-service';
import type { BillingAccountRow, BillingAccountsRepository } from './billing-repository';
import { billingState } from './billing-state';
import type { PlanChanges } from './plan-changes';
import type { PriceCatalog } from './price-catalog';
import { callStripe } from './stripe-client';
import type { SubscriptionSync } from './subscription-sync';

export interface BillingServiceDeps {
  /** Absent: payments are not configured (checkout answers 503). */
  stripe: Stripe | undefined;
  payments: PaymentsMode;
  automaticTax: boolean;
  accounts: BillingAccountsRepository;
  users: UsersService;
  catalog: PriceCatalog | undefined;
  sync: SubscriptionSync;
  plans: PlanChanges;
  clock: Clock;
  /** The web app's address, where Stripe sends the browser back. */
  baseUrl: string;
  log: FastifyBaseLogger;
}

export const notConfigured = () =>
  AppError.unavailable('BILLING_NOT_CONFIGURED', 'Payments are not configured on this server.');
export const noSubscription = () => AppError.conflict('BILLING_NO_SUBSCRIPTION', 'You have no subscription to change.');

/** What the billing service's parts share: Stripe (or 503), the caller's row, the page's state. */
export function createBillingBasics(deps: BillingServiceDeps) {
  const { accounts, users, sync, clock, log } = deps;

  function stripe(): Stripe {
    if (!deps.stripe) throw notConfigured();
    return deps.stripe;
  }

  async function userRow(user: GuestUser): Promise<UserRow> {
    const row = await users.findById(user.id);
    if (!row) throw AppError.unauthorized();
    return row;
  }

  /** The account's live, self-bought subscription, or 409. */
  async function liveSubscription(user: UserRow): Promise<BillingAccountRow & { subscription_id: string }> {
    const account = await accounts.find(user.id);
    if (user.plan !== 'free' && !account?.grants_plan) {
      throw AppError.conflict('BILLING_MANAGED', 'Your plan is managed by your administrator.');
    }
    if (!account?.subscription_id || !sync.isLive(account.status)) throw noSubscription();
    return account as BillingAccountRow & { subscription_id: string };
  }

  async function stateOf(user: UserRow): Promise<BillingState> {
    return billingState({
      user: (await users.findById(user.id)) ?? user,
      account: await accounts.find(user.id),
      stripe: deps.stripe,
      payments: deps.payments,
      isLive: sync.isLive,
      plans: deps.plans,
      clock,
      log,
    });
  }

  async function openSession(account: BillingAccountRow): Promise<Stripe.Checkout.Session | undefined> {
    if (!account.checkout_session_id) return undefined;
    const session = await callStripe(() => stripe().checkout.sessions.retrieve(account.checkout_session_id!));
    return session.status === 'open' ? session : undefined;
  }

  /** Changes the subscription at Stripe, then reads it back. */
  async function change(user: UserRow, update: Stripe.SubscriptionUpdateParams): Promise<BillingState> {
    const account = await liveSubscription(user);
    await callStripe(() => stripe().subscriptions.update(account.subscription_id, update));
    await sync.sync(account, account.subscription_id);
    return stateOf(user);
  }

  return { stripe, userRow, liveSubscription, stateOf, openSession, change };
}

export type BillingBasics = ReturnType<typeof createBillingBasics>;
