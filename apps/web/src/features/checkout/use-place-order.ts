// Placing the order: the mutation of POST /newmyorder/generate with the one Idempotency-Key of this checkout (a
// retried or double-pressed Place Order answers the same order), what a success refreshes and what a refusal does:
// a coupon that stopped applying is dropped with the server's reason, the other field errors go to the form, and a
// 409 reads again what changed meanwhile (a slot's places, or the price and the coupon).
import type { PlaceOrderBody } from '@motomitra/domain/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { clearDraft } from '../../components/form/drafts.ts';
import { ApiError, NetworkError } from '../../components/http.ts';
import { useNavigate } from '../../components/links.tsx';
import { accountText } from '../../i18n/en/account.ts';
import { t } from '../../i18n/t.ts';
import '../../i18n/en/booking.ts';
import { customerQuery } from '../account/api.ts';
import { COUPONS_KEY, orderQuery, ordersQuery } from '../orders/api.ts';
import { SLOTS_KEY } from '../schedule/api.ts';
import { placeOrder } from './api.ts';
import { checkoutDraftKey } from './form.ts';

export function usePlaceOrder(onFieldErrors: (errors: Record<string, string>) => void) {
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  /** The server's reason for dropping the coupon, once it did: the summary then prices without it. */
  const [couponDropped, setCouponDropped] = useState('');

  const mutation = useMutation({
    mutationFn: (body: PlaceOrderBody) => placeOrder(body, idempotencyKey),
    onSuccess: async (res, body) => {
      // Booked: the draft of this checkout has done its work.
      clearDraft(checkoutDraftKey(body.cartId));
      // The order-received page shows this order as stored; the queries the order changed are refreshed only once
      // this page is gone, so its cart item (now consumed) and coupon re-check never flash "no item" here.
      queryClient.setQueryData(orderQuery(res.order._id).queryKey, res.order);
      toast(res.message, 'success');
      await navigate(`/order-received?orderId=${encodeURIComponent(res.order._id)}`);
      // The cart item left the cart (read with the customer), the order joined the list, a coupon gained a use.
      for (const queryKey of [ordersQuery.queryKey, COUPONS_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      // Read again even with no screen on it: the header's cart count follows the cart.
      void queryClient.invalidateQueries({ queryKey: customerQuery.queryKey, refetchType: 'all' });
    },
    onError: async (err) => {
      if (!(err instanceof ApiError) || err.status >= 500) {
        toast(err instanceof NetworkError ? t('networkError') : accountText('placeOrderFailed'), 'error');
        return;
      }
      const { couponCode, ...fields } = err.fieldErrorsUnder('orderData');
      if (couponCode) setCouponDropped(couponCode);
      onFieldErrors(fields);
      toast(err.message, 'error');
      // A slot taken meanwhile: fresh places. Anything else that changed meanwhile (the service's price, the
      // coupon): the cart item and the coupon check read again, so the summary shows what the next try will cost.
      if (err.status === 409) {
        const stale = fields.serviceTimeSlot ? [SLOTS_KEY] : [customerQuery.queryKey, COUPONS_KEY];
        await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
    },
  });
  return { ...mutation, couponDropped };
}
