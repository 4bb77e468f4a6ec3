// The pay address a payment request carries: the order's id and an HMAC of it under the server's secret, so that it
// opens that order's payment link without a login and nobody can make one for another order. It never expires (the
// link it leads to is made again for the amount due each time), and it can do one thing only: lead to the payment.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@motomitra/domain/ids';

const PURPOSE = 'pay:';

function mac(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${orderId}`).digest('base64url');
}

export function payToken(secret: string, orderId: string): string {
  return `${orderId}.${mac(secret, orderId)}`;
}

/** The order a token was signed for, or null for anything else (a changed, made-up or another order's token). */
export function tokenOrder(secret: string, token: string): string | null {
  const [id = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(id)) return null;
  const expected = Buffer.from(mac(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
