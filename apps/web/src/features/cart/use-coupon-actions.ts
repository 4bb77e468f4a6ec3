// What the cart's coupon panel does: apply a code typed or a card picked to the chosen item, or remove the applied
// coupon; the outcome is said under the code (a server failure in a toast).
import type { CartItem } from '@motomitra/domain/booking';
import type { CouponSummary } from '@motomitra/domain/coupons-api';
import { useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { ApiError } from '../../components/http.ts';
import { accountText } from '../../i18n/en/account.ts';
import { useApplyCoupon, useRemoveCoupon } from './api.ts';

/** What the panel says under the code: the outcome of the last apply or remove, ok or not. */
export type CouponMessage = { text: string; ok: boolean } | null;

export function useCouponActions(item: CartItem, onMessage: (message: CouponMessage) => void) {
  const { toast } = useFeedback();
  const [code, setCode] = useState('');
  const applying = useApplyCoupon();
  const removing = useRemoveCoupon();

  const apply = (raw: string) => {
    const couponCode = raw.trim();
    if (!couponCode) return onMessage({ text: accountText('couponNotApplied'), ok: false });
    applying.mutate(
      { couponCode, cartId: item._id },
      {
        onSuccess: () => {
          setCode('');
          onMessage({ text: accountText('couponApplied'), ok: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status < 500) return onMessage({ text: err.message, ok: false });
          onMessage(null);
          toast(accountText('couponServerError'), 'error');
        },
      },
    );
  };

  const remove = () =>
    removing.mutate(item._id, {
      onSuccess: (res) => onMessage({ text: res.message, ok: true }),
      onError: () => toast(accountText('couponServerError'), 'error'),
    });

  const pick = (c: CouponSummary) => {
    if (!c.eligible) return toast(accountText('couponCardNotEligible'), 'error');
    setCode(c.couponCode);
    apply(c.couponCode);
  };

  return { code, setCode, apply, remove, pick, busy: applying.isPending || removing.isPending };
}
