// A logged-in customer's yearly plans (decision 0023): their own (GET /api/customer/subscriptions) and buying one (POST
// /api/plans/{id}/purchase), which answers the payment gateway's page to go to, and cancelling one.
import {
  CancelSubscriptionResponseSchema,
  CustomerSubscriptionsResponseSchema,
  type PurchaseBody,
  PurchaseResponseSchema,
} from '@motomitra/domain/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { ME } from '../auth/api.ts';

export const mySubscriptionsQuery = queryOptions({
  queryKey: [ME, 'subscriptions'],
  queryFn: async ({ signal }) =>
    (await api('/customer/subscriptions', CustomerSubscriptionsResponseSchema, { signal })).subscriptions,
});

export function purchasePlan(v: { planId: string; body: PurchaseBody }) {
  return api(`/plans/${encodeURIComponent(v.planId)}/purchase`, PurchaseResponseSchema, {
    method: 'POST',
    body: v.body,
  });
}

/** Cancels one of the customer's plans (dropped while unpaid, refunded in full within 14 days when nothing was used). */
export function cancelSubscription(id: string) {
  return api(`/customer/subscriptions/${encodeURIComponent(id)}/cancel`, CancelSubscriptionResponseSchema, {
    method: 'POST',
    body: {},
  });
}

/**
 * Buying a plan: once the API has made its payment link, the browser goes to the gateway's page. Nothing is read again
 * first (that would only hold the customer back): the page they come back to reads their plans anew.
 */
export const usePurchasePlan = () =>
  useApiMutation(purchasePlan, [], { onSuccess: ({ url }) => window.location.assign(url) });
