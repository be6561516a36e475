import crypto from 'node:crypto';
import path from 'node:path';
import type { PaymentsMode } from '@vm/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { MeetingsService } from '../meetings/meetings-service';
import type { BillingAccountsRepository, BillingEventsRepository } from './billing-repository';
import { billingRoutes } from './billing-routes';
import { createBillingService } from './billing-service';
import type { BillingModule } from './billing-types';
import { LocalStripe } from './local-stripe/local-stripe';
import { createPlanChanges } from './plan-changes';
import { createPriceCatalog } from './price-catalog';
import { createStripeClient } from './stripe-client';
import { createSubscriptionSync } from './subscription-sync';
import { testCheckoutRoutes } from './test-checkout/test-checkout-routes';
import { createWebhookHandler, WEBHOOK_EVENTS } from './webhook-handler';
import { WEBHOOK_PATH, webhookRoutes } from './webhook-routes';

export interface BillingRepositories {
  accounts: BillingAccountsRepository;
  events: BillingEventsRepository;
}

const random = () => crypto.randomBytes(24).toString('hex');

/**
 * Buying Pro (docs/decisions/053): Stripe with a key; without one the test checkout, whose local Stripe
 * server runs in this process and delivers its events to the webhook route through `inject`, the path
 * Stripe's own calls take. Start-up never calls Stripe.
 */
export async function registerBilling(
  app: FastifyInstance,
  {
    services,
    repositories,
    uses: deps,
  }: ModuleContext<BillingRepositories, { auth: AuthModule; meetings: MeetingsService }>,
): Promise<BillingModule> {
  const { config, clock, mail, cluster } = services;
  const settings = config.billing;
  const log = app.log.child({ module: 'billing' });
  const baseUrl = publicBaseUrl(config);
  let stripe: Stripe | undefined;
  let webhookSecret: string | undefined;
  let local: LocalStripe | undefined;
  if (settings.stripe) {
    stripe = createStripeClient(settings.stripe.secretKey, settings.stripe.apiUrl);
    webhookSecret = settings.stripe.webhookSecret;
  } else if (settings.testCheckout) {
    const apiKey = `sk_test_local${random()}`;
    webhookSecret = `whsec_local${random()}`;
    local = await LocalStripe.start({
      apiKey,
      webhookSecret,
      now: () => clock.now(),
      pagesUrl: `${baseUrl}/dev/checkout`,
      stateFile: path.join(config.dataDir, 'test-checkout', 'stripe.json'),
      deliver: async ({ payload, signature }) => {
        const reply = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        return reply.statusCode;
      },
      log: (message) => log.warn(message),
    });
    const running = local;
    app.addHook('onClose', async () => running.stop());
    stripe = createStripeClient(apiKey, new URL(local.url));
  }
  const payments: PaymentsMode = settings.stripe ? 'stripe' : local ? 'test' : 'off';

  const billingUrl = `${baseUrl}/account#billing`;
  const plans = createPlanChanges({
    accounts: repositories.accounts,
    users: deps.auth.users,
    meetings: deps.meetings,
    mail,
    clock,
    billingUrl,
    log,
  });
  const sync = createSubscriptionSync({ stripe: stripe!, accounts: repositories.accounts, plans, clock, log });
  const catalog = stripe
    ? createPriceCatalog({ stripe, prices: settings.prices, log, now: () => clock.now().getTime() })
    : undefined;
  const service = createBillingService({
    stripe,
    payments,
    automaticTax: settings.automaticTax,
    accounts: repositories.accounts,
    users: deps.auth.users,
    catalog,
    sync,
    plans,
    clock,
    baseUrl,
    log,
  });
  const handler =
    stripe && webhookSecret
      ? createWebhookHandler({
          stripe,
          webhookSecret,
          events: repositories.events,
          accounts: repositories.accounts,
          users: deps.auth.users,
          sync,
          mail,
          clock,
          nodeId: cluster.nodeId,
          billingUrl,
          log,
        })
      : undefined;

  await registerApiRoutes(app, billingRoutes, { service, guards: deps.auth.guards });
  await registerApiRoutes(app, webhookRoutes, { handler });
  // The test checkout's pages stand in for Stripe's, outside the API (/dev/checkout).
  if (local) await app.register(testCheckoutRoutes, { local, port: config.port });

  const billing: BillingModule = {
    service,
    payments,
    local,
    webhook: { url: `${baseUrl}${WEBHOOK_PATH}`, events: WEBHOOK_EVENTS },
  };
  app.decorate('billing', billing);
  return billing;
}
