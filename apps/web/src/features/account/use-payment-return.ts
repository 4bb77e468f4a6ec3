// Back from the payment gateway: the gateway sends the customer to the order's page with the link's status added
// (razorpay_payment_link_status=paid) as soon as they paid, and its webhook marks the order paid a moment later. Until
// then My Orders reads the orders again every few seconds, and says the payment is being confirmed.
import type { Order } from '@motomitra/domain/booking';
import { LINK_PAID, LINK_STATUS_PARAM } from '@motomitra/domain/payment-link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ordersQuery } from '../orders/api.ts';

const POLL_MS = 1500;
/** About a minute of asking: a webhook later than that is the reconcile job's to settle, and the page stops asking. */
const POLLS = 40;

/** What the page says about the order it came back for: confirming, still confirming, paid, or nothing. */
export type PaymentReturn = 'confirming' | 'slow' | 'paid' | null;

/** My Orders' query, read again while the order `orderId` came back paid from the gateway and is not paid yet. */
export function useOrdersAfterPayment(orderId: string | null) {
  const [params] = useSearchParams();
  const returned = orderId !== null && params.get(LINK_STATUS_PARAM) === LINK_PAID;
  const standing = (orders: Order[] | undefined) => orders?.find((o) => o._id === orderId)?.paymentStatus;
  const asking = (updates: number, orders: Order[] | undefined) =>
    returned && updates <= POLLS && standing(orders) === 'requested';
  const query = useQuery({
    ...ordersQuery,
    refetchInterval: (q) => (asking(q.state.dataUpdateCount, q.state.data) ? POLL_MS : false),
  });
  const updates = useQueryClient().getQueryState(ordersQuery.queryKey)?.dataUpdateCount ?? 0;
  let notice: PaymentReturn = null;
  if (returned && standing(query.data) === 'paid') notice = 'paid';
  else if (returned && standing(query.data) === 'requested') notice = updates <= POLLS ? 'confirming' : 'slow';
  return { query, notice };
}
