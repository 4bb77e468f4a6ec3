// The cart: items are added from the product page and read with the customer (GET /customer/fetch/single → mycart);
// coupons are listed and applied against the item chosen for checkout.
import { type AddToCartBody, AddToCartResponseSchema } from '@motomitra/domain/booking';
import { ApplyCouponResponseSchema, CouponListResponseSchema } from '@motomitra/domain/coupons-api';
import { SuccessSchema } from '@motomitra/domain/responses';
import { queryOptions } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { ME } from '../auth/api.ts';
import { COUPONS_KEY } from '../orders/api.ts';

/**
 * PUT /customer/cart with the spec's cart item fields. The server identifies the product, the vehicle and the
 * city and prices the item itself: price_tag and total are sent because the old client sent them, and are ignored.
 */
export function addToCart(item: AddToCartBody) {
  return api('/customer/cart', AddToCartResponseSchema, { method: 'PUT', body: item });
}

export function removeFromCart(id: string) {
  return api(`/customer/cart/${encodeURIComponent(id)}`, SuccessSchema, { method: 'DELETE' });
}

/** Active coupons, each marked eligible or not for a cart of `amount` rupees. */
export const couponsQuery = (amount: number) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, amount],
    queryFn: async () => (await api(`/coupons/allget?amount=${amount}`, CouponListResponseSchema)).coupons,
  });

/** Applies a coupon to a cart item: the server prices it, and keeps it applied to the item (read with the cart). */
export function applyCoupon(couponCode: string, cartId: string) {
  return api('/coupons/apply/coupon', ApplyCouponResponseSchema, { method: 'POST', body: { couponCode, cartId } });
}

export function removeCoupon(cartId: string) {
  return api(`/customer/cart/${encodeURIComponent(cartId)}/coupon`, SuccessSchema, { method: 'DELETE' });
}

/** The cart comes with the customer (GET /customer/fetch/single): adding or removing an item reads them again. */
const CART_QUERIES = [[ME, 'customer']];

export const useAddToCart = () => useApiMutation(addToCart, CART_QUERIES);

export const useRemoveFromCart = () => useApiMutation(removeFromCart, CART_QUERIES);

/** Applying or removing a coupon changes the cart item's coupon, read with the customer. */
export const useApplyCoupon = () =>
  useApiMutation((v: { couponCode: string; cartId: string }) => applyCoupon(v.couponCode, v.cartId), CART_QUERIES);

export const useRemoveCoupon = () => useApiMutation(removeCoupon, CART_QUERIES);
