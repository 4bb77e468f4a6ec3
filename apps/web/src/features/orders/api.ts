// The customer's orders: one order, the list, cancelling while new, and paying (sheet + UTR).
import {
  CancelOrderResponseSchema,
  ItemDecisionResponseSchema,
  type Order,
  OrderListResponseSchema,
  OrderResponseSchema,
} from '@motomitra/domain/booking';
import { productTextsIn } from '@motomitra/domain/catalogue-texts';
import { PaymentSheetSchema } from '@motomitra/domain/ops';
import { PaymentLinkResponseSchema } from '@motomitra/domain/payment-link';
import { type RescheduleBodySchema, RescheduleResponseSchema } from '@motomitra/domain/reschedule';
import { SuccessSchema } from '@motomitra/domain/responses';
import { type ReviewBodySchema, ReviewResponseSchema } from '@motomitra/domain/reviews';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { currentLanguage } from '../../i18n/t.ts';
import { ME } from '../auth/api.ts';
import { SLOTS_KEY } from '../schedule/api.ts';

/**
 * An order with its service's name and points in the page's language (the order keeps them as booked). Applied as the
 * queries' `select`, at render: an order put in the cache by the checkout is shown in the language too.
 */
const inLanguage = (order: Order): Order => ({
  ...order,
  productsBuyed: order.productsBuyed.map((p) => productTextsIn(p, p.translations, currentLanguage())),
});
const allInLanguage = (orders: Order[]) => orders.map(inLanguage);

/**
 * The start of every coupon query (cart's list, checkout's re-check): placing or cancelling an order with a coupon
 * changes the customer's uses of it, and so what these answer. Kept with the orders that change it, so that the cart,
 * checkout and the account's orders import it one way.
 */
export const COUPONS_KEY = [ME, 'coupons'] as const;

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [ME, 'order', orderId],
    queryFn: async () =>
      (await api(`/v1/order/fetch/order/${encodeURIComponent(orderId)}`, OrderResponseSchema)).orderData,
    select: inLanguage,
    retry: false,
  });

export const ordersQuery = queryOptions({
  queryKey: [ME, 'orders'],
  queryFn: async () => (await api('/customer/fetch/customers/orders', OrderListResponseSchema)).orders,
  select: allInLanguage,
});

export function cancelOrder(orderId: string) {
  return api(`/orders/${encodeURIComponent(orderId)}/cancel`, CancelOrderResponseSchema, { method: 'POST', body: {} });
}

export const paymentSheetQuery = (orderId: string) =>
  queryOptions({
    // Under the order's key: whatever refreshes the order refreshes its payment sheet too.
    queryKey: [...orderQuery(orderId).queryKey, 'payment'],
    queryFn: () => api(`/orders/${encodeURIComponent(orderId)}/payment`, PaymentSheetSchema),
    retry: false,
  });

/** The customer's UTR: the order's payment status and reference change, in the list and in the order. */
export const useSubmitPayment = (orderId: string) =>
  useApiMutation(
    (reference: string) => submitPayment(orderId, reference),
    [ordersQuery.queryKey, orderQuery(orderId).queryKey],
  );

/** The gateway's page for the order's amount (made or found by the API); nothing here changes until it is paid. */
export const usePaymentLink = (orderId: string) =>
  useApiMutation(
    () =>
      api(`/orders/${encodeURIComponent(orderId)}/payment/link`, PaymentLinkResponseSchema, {
        method: 'POST',
        body: {},
      }),
    [],
  );

/** The customer's answer on extra work the garage proposed: the order's items and final amount change. */
export const useDecideItem = (orderId: string) =>
  useApiMutation(
    (v: { itemId: string; approve: boolean }) =>
      api(
        `/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(v.itemId)}/decision`,
        ItemDecisionResponseSchema,
        { method: 'POST', body: { approve: v.approve } },
      ),
    [ordersQuery.queryKey, orderQuery(orderId).queryKey],
  );

/** Moving a new booking to another date and slot: the order, and every day's slots, change. */
export const useReschedule = (orderId: string) =>
  useApiMutation(
    (body: z.input<typeof RescheduleBodySchema>) =>
      api(`/orders/${encodeURIComponent(orderId)}/reschedule`, RescheduleResponseSchema, { method: 'POST', body }),
    [ordersQuery.queryKey, orderQuery(orderId).queryKey, SLOTS_KEY],
  );

/** Rating a delivered order's service: the order (its review) and the service's reviews change. */
export const useReview = (orderId: string) =>
  useApiMutation(
    (body: z.input<typeof ReviewBodySchema>) =>
      api(`/orders/${encodeURIComponent(orderId)}/review`, ReviewResponseSchema, { method: 'POST', body }),
    [ordersQuery.queryKey, orderQuery(orderId).queryKey, ['products']],
  );

export function submitPayment(orderId: string, reference: string) {
  return api(`/orders/${encodeURIComponent(orderId)}/payment`, SuccessSchema, {
    method: 'POST',
    body: { reference },
  });
}
