// An order's own address: My Orders with the order's View Details open. The order e-mails link to it; the
// orders screen opens the details it names.

/** The query parameter that names the order whose details are open. */
export const ORDER_PAGE_PARAM = 'order';

/** '/my-account/orders?order=<id>': the page of one order, in every language the same (a logged-in screen). */
export function orderPagePath(orderId: string): string {
  return `/my-account/orders?${ORDER_PAGE_PARAM}=${encodeURIComponent(orderId)}`;
}
