import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingInterval, BillingState, BillingUrl } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { usePlanFollows } from '../hooks/use-plan-follows';
import { billingKeys, billingStateOf } from './billing-state';

/** The account page's billing actions: each is one call that answers the new billing state. */
export type BillingAction =
  | { kind: 'interval'; interval: BillingInterval }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'refund' }
  | { kind: 'confirmCheckout'; sessionId: string }
  | { kind: 'cancelCheckout' };

export async function runBillingAction(action: BillingAction): Promise<BillingState> {
  switch (action.kind) {
    case 'interval':
      return billingStateOf(await api.post<BillingState>('/billing/interval', { interval: action.interval }));
    case 'confirmCheckout':
      return billingStateOf(await api.post<BillingState>('/billing/checkout/confirm', { sessionId: action.sessionId }));
    case 'cancelCheckout':
      return billingStateOf(await api.post<BillingState>('/billing/checkout/cancel'));
    default:
      return billingStateOf(await api.post<BillingState>(`/billing/${action.kind}`));
  }
}

/** Runs an action; the page shows the state it answers, and the plan shown everywhere follows it. */
export function useBillingAction() {
  const queryClient = useQueryClient();
  const planFollows = usePlanFollows();
  return useMutation({
    mutationFn: runBillingAction,
    onSuccess: (state) => {
      queryClient.setQueryData(billingKeys.state(), state);
      planFollows(state.plan);
    },
  });
}

/** Stripe's customer portal (card, billing address, VAT number): its URL, for this tab to go to. */
export async function portalUrl(): Promise<string> {
  const reply = await api.post<BillingUrl>('/billing/portal');
  if (!reply.data?.url) throw new Error('The portal answered without a URL');
  return reply.data.url;
}
