// The pay address a payment request carries: the order's id signed for paying (signed-id.ts), so that it opens that
// order's payment link without a login and nobody can make one for another order. It never expires (the link it leads
// to is made again for the amount due each time), and it can do one thing only: lead to the payment.
import { signedId, signId } from '../../signed-id.ts';

export const payToken = (secret: string, orderId: string) => signId(secret, 'pay', orderId);

/** The order a token was signed for, or null for anything else (a changed, made-up or another order's token). */
export const tokenOrder = (secret: string, token: string) => signedId(secret, 'pay', token);
