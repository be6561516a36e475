import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingStateSchema, type BillingState, type Envelope } from '@vm/contracts';
import { api, toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** Query keys of 'Plan and billing'; signing out clears them with the rest of the cache. */
export const billingKeys = { state: () => ['billing', 'state'] as const };

/** The billing state in a reply, checked against the contract, so another shape fails as an error. */
export function billingStateOf(reply: Envelope<unknown>): BillingState {
  const parsed = billingStateSchema.safeParse(reply.data);
  if (!parsed.success) throw toErrorEnvelope(reply.message || UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

export async function getBilling(signal?: AbortSignal): Promise<BillingState> {
  return billingStateOf(await api.get<BillingState>('/billing', { signal }));
}

export const useBilling = () =>
  useQuery(queryOptions({ queryKey: billingKeys.state(), queryFn: ({ signal }) => getBilling(signal) }));
