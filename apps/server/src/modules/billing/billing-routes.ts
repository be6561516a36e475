import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingIntervalBodySchema,
  billingStateSchema,
  billingUrlSchema,
  checkoutConfirmBodySchema,
  envelopeSchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { BillingService } from './billing-service';

const base = '/billing';
const tags = ['billing'];
const security = [{ bearer: [] }];
const state = { 200: envelopeSchema(billingStateSchema) };
const url = { 200: envelopeSchema(billingUrlSchema) };

export interface BillingRoutesOptions {
  service: BillingService;
  guards: AuthGuards;
}

/** The account page's 'Plan and billing' (docs/product.md, 'Billing'): every call needs the session. */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { service, guards }) => {
  const signedIn = { onRequest: guards.required };

  app.get(
    base,
    {
      ...signedIn,
      schema: { summary: 'The plan, the subscription, the card and the invoices', tags, security, response: state },
    },
    async (request) => ok(await service.state(currentUser(request))),
  );

  app.post(
    `${base}/checkout`,
    {
      ...signedIn,
      schema: {
        summary:
          'Stripe Checkout for Pro, monthly or yearly: the URL to send the browser to. 409 on a paid plan, with a live subscription or while a checkout is open (its URL in params.url); 503 when payments are not configured',
        tags,
        security,
        body: billingIntervalBodySchema,
        response: url,
      },
    },
    async (request) => ok(await service.checkout(currentUser(request), request.body.interval)),
  );

  app.post(
    `${base}/checkout/confirm`,
    {
      ...signedIn,
      schema: {
        summary:
          "Back from checkout: the session is read from Stripe and, when it is the caller's and paid, the account is on Pro at once",
        tags,
        security,
        body: checkoutConfirmBodySchema,
        response: state,
      },
    },
    async (request) => ok(await service.confirmCheckout(currentUser(request), request.body.sessionId)),
  );

  app.post(
    `${base}/checkout/cancel`,
    { ...signedIn, schema: { summary: "Close the account's open checkout", tags, security, response: state } },
    async (request) => ok(await service.cancelCheckout(currentUser(request))),
  );

  app.post(
    `${base}/interval`,
    {
      ...signedIn,
      schema: {
        summary:
          'Switch between monthly and yearly, prorated; to yearly charges at once (402 when the card is declined)',
        tags,
        security,
        body: billingIntervalBodySchema,
        response: state,
      },
    },
    async (request) => ok(await service.changeInterval(currentUser(request), request.body.interval)),
  );

  app.post(
    `${base}/cancel`,
    { ...signedIn, schema: { summary: 'Cancel at the end of the paid period', tags, security, response: state } },
    async (request) => ok(await service.cancel(currentUser(request))),
  );

  app.post(
    `${base}/resume`,
    { ...signedIn, schema: { summary: 'Undo a cancellation before the period ends', tags, security, response: state } },
    async (request) => ok(await service.resume(currentUser(request))),
  );

  app.post(
    `${base}/refund`,
    {
      ...signedIn,
      schema: {
        summary:
          'Within 14 days of a yearly payment: refund it in full and return to Free at once (409 outside the window or on a monthly plan)',
        tags,
        security,
        response: state,
      },
    },
    async (request) => ok(await service.refund(currentUser(request))),
  );

  app.post(
    `${base}/portal`,
    {
      ...signedIn,
      schema: { summary: "Stripe's customer portal: card, billing address, VAT number", tags, security, response: url },
    },
    async (request) => ok(await service.portal(currentUser(request))),
  );
};
