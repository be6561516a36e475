import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/http/app-error.ts';
import { localRequestRefusal } from '../../mail/dev-mailbox-access';
import { LocalStripeError } from '../local-stripe/api-error';
import type { BillingCycle } from '../local-stripe/billing-cycle';
import type { LocalStripe } from '../local-stripe/local-stripe';
import { checkoutPage, invoicePage, notPossiblePage, portalPage } from './test-checkout-pages';

/** Inline styles, no scripts, forms to this site only, never framed. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const TRYOUTS: Record<string, (cycle: BillingCycle, subscriptionId: string, customerId: string) => void> = {
  renew: (cycle, subscription) => cycle.renew(subscription),
  retry: (cycle, subscription) => cycle.retry(subscription),
  'decline-card': (cycle, _subscription, customer) => cycle.setDeclining(customer, true),
  'fix-card': (cycle, _subscription, customer) => cycle.setDeclining(customer, false),
  'cancel-now': (cycle, subscription) => void cycle.cancel(subscription),
  refund: (cycle, _subscription, customer) => void cycle.invoicing.refundLatest(customer),
};

const notFound = (request: FastifyRequest) =>
  AppError.notFound('ROUTE_NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PAGE_CSP)
    .send(body);
}

/**
 * `/dev/checkout/...`: the quick start's test checkout (decision record 053). Registered only while
 * the local Stripe server stands in for Stripe; anything but a request straight from this machine is
 * a 404, as with the dev mailbox. Pay and the tryouts change the local Stripe server and deliver its
 * signed events to the webhook route before the page answers.
 */
export async function testCheckoutRoutes(app: FastifyInstance, options: { local: LocalStripe; port: number }) {
  const { local, port } = options;
  const state = local.state;

  app.addHook('onRequest', async (request) => {
    const refusal = localRequestRefusal(request, port);
    if (refusal) {
      request.log.debug({ refusal }, 'test checkout request refused');
      throw notFound(request);
    }
  });
  // Buttons post empty forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, _b, done) => done(null, undefined),
  );

  const latestSubscription = (customer: string) =>
    Object.values(state.subscriptions)
      .filter((subscription) => subscription.customer === customer)
      .reverse()
      .sort((a, b) => b.created - a.created)[0];
  const declining = (customer: string) => state.decliningCustomers.includes(customer);

  /** What a page's id (a checkout or portal session) belongs to: its customer. */
  function customerOfPage(request: FastifyRequest, id: string): string {
    const owner = state.checkoutSessions[id]?.customer ?? state.portalSessions[id]?.customer;
    if (typeof owner !== 'string') throw notFound(request);
    return owner;
  }

  app.get<{ Params: { id: string } }>('/dev/checkout/:id', async (request, reply) => {
    const session = state.checkoutSessions[request.params.id];
    if (!session) throw notFound(request);
    const customer = String(session.customer);
    return html(
      reply,
      checkoutPage({
        session,
        price: state.checkoutLineItems[session.id]![0]!.price!,
        email: state.customers[customer]?.email ?? null,
        subscription: session.subscription ? latestSubscription(customer) : undefined,
        declining: declining(customer),
      }),
    );
  });

  app.post<{ Params: { id: string } }>('/dev/checkout/:id/pay', async (request, reply) => {
    const session = state.checkoutSessions[request.params.id];
    if (!session) throw notFound(request);
    try {
      await local.simulate((cycle) => cycle.completeCheckout(session.id));
    } catch (error) {
      if (!(error instanceof LocalStripeError)) throw error;
      return reply.redirect(`/dev/checkout/${encodeURIComponent(session.id)}`, 303);
    }
    return reply.redirect(session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  app.get<{ Params: { id: string } }>('/dev/checkout/portal/:id', async (request, reply) => {
    const portal = state.portalSessions[request.params.id];
    if (!portal) throw notFound(request);
    const customer = portal.customer;
    const subscription = latestSubscription(customer);
    const method = subscription ? state.paymentMethods[String(subscription.default_payment_method)] : undefined;
    const card = method?.card ? `${method.card.brand} •••• ${method.card.last4}` : null;
    return html(
      reply,
      portalPage({
        portal,
        email: state.customers[customer]?.email ?? null,
        subscription,
        card,
        declining: declining(customer),
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/dev/checkout/invoices/:id', async (request, reply) => {
    const invoice = state.invoices[request.params.id];
    if (!invoice) throw notFound(request);
    return html(reply, invoicePage(invoice));
  });

  for (const prefix of ['/dev/checkout/:id', '/dev/checkout/portal/:id']) {
    app.post<{ Params: { id: string; action: string } }>(`${prefix}/tryout/:action`, async (request, reply) => {
      const tryout = TRYOUTS[request.params.action];
      const customer = customerOfPage(request, request.params.id);
      const subscription = latestSubscription(customer);
      if (!tryout || !subscription) throw notFound(request);
      const back = `/dev/checkout/${prefix.includes('portal') ? 'portal/' : ''}${encodeURIComponent(request.params.id)}`;
      try {
        await local.simulate((cycle) => tryout(cycle, subscription.id, customer));
      } catch (error) {
        if (!(error instanceof LocalStripeError)) throw error;
        return html(reply, notPossiblePage(error.message, back), 409);
      }
      return reply.redirect(back, 303);
    });
  }
}
