import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../stripe-api-version';
import { stripeId } from './stripe-state';

/** An event as Stripe sends it to a webhook endpoint (a snapshot of the object when it happened). */
export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** Records an event of `type` about `object` (a snapshot is taken). */
export type Emit = (type: string, object: unknown, previousAttributes?: Record<string, unknown>) => void;

export function newEvent(
  type: string,
  object: unknown,
  created: number,
  previousAttributes?: Record<string, unknown>,
): LocalEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The body and `Stripe-Signature` header Stripe would send, signed with the library's own helper. */
export function signedDelivery(
  event: LocalEvent,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}
