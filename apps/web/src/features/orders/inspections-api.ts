// The customer's read of their order's inspections, in a module of its own: orders/api.ts is reached from the shop's
// public pages (through the cart's coupon key), which must not carry the inspections' schemas.
import { InspectionsResponseSchema } from '@motomitra/domain/inspections';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';
import { orderQuery } from './api.ts';

/** What the garage found on the order's vehicle (the order's customer only), item names in the page's language. */
export const orderInspectionsQuery = (orderId: string) =>
  queryOptions({
    // Under the order's key: whatever refreshes the order (a decision on extra work) refreshes its report too.
    queryKey: [...orderQuery(orderId).queryKey, 'inspections'],
    queryFn: async () =>
      (await api(`/orders/${encodeURIComponent(orderId)}/inspections`, InspectionsResponseSchema)).inspections,
    retry: false,
  });
