// Cancelling a booking from My Orders: asked first, the server's answer said, and what the cancel changed read again.
import type { Order } from '@motomitra/domain/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../components/feedback.tsx';
import { errorText } from '../../components/http.ts';
import { bookingText } from '../../i18n/en/booking.ts';
import { COUPONS_KEY, cancelOrder, orderQuery, ordersQuery } from '../orders/api.ts';

export function useCancelOrder() {
  const { confirm, toast } = useFeedback();
  const queryClient = useQueryClient();
  return async (o: Order) => {
    if (!(await confirm(bookingText('orders.confirmCancel', { oid: o.OID })))) return;
    try {
      const res = await cancelOrder(o._id);
      toast(res.message, 'success');
      // The order changed, and a coupon it used is given back.
      await Promise.all(
        [ordersQuery.queryKey, orderQuery(o._id).queryKey, COUPONS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (err) {
      toast(errorText(err, bookingText('orders.cancelFailed')), 'error');
    }
  };
}
