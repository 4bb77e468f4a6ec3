// Checkout's one read (decision 0006): the order a customer's Idempotency-Key already placed, a fresh order number,
// the customer with the channels they hear from the garage on, the cart item with its service, prices and vehicle, and
// the coupon sent, in one statement.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { orders } from '../../db/schema.ts';
import { type CartLine, type LineRow, lineRowsSql, linesFromRows } from '../cart/lines.ts';
import { type CouponFound, couponFoundFromJson, couponFoundSql } from '../coupons/found.ts';
import { type ChannelFacts, channelsFrom, latestConsentSql } from '../customers/channels.ts';
import type { Channels } from '../messaging/notify.ts';
import type { OrderRow } from './wire.ts';

type Json = Record<string, unknown>;

/** The customer as checkout reads them (the order keeps a copy; the confirmation is in their language). */
export type Orderer = ChannelFacts & { name: string; address: string };

/**
 * Where the confirmation goes, by channelsOf's rule (customers/channels.ts) on what checkout read. `whatsappOptIn`,
 * when the checkout's box was sent, is their answer as of this order.
 */
export function ordererChannels(me: Orderer, whatsappOptIn?: boolean): Channels {
  const channels = channelsFrom(me);
  return { ...channels, whatsapp: whatsappOptIn ?? channels.whatsapp };
}

/** Everything checkout needs to decide, read in one statement (one snapshot, no locks). */
export type CheckoutFacts = {
  /** The order this customer's Idempotency-Key already placed. */
  placed: OrderRow | null;
  /** A fresh order number (the OID carries it), drawn only when no order was placed yet; a refusal leaves a gap. */
  number: number | null;
  me: Orderer | null;
  lines: CartLine[];
  coupon: CouponFound | null;
};

export async function readCheckout(
  db: Db,
  input: { customerId: string; idempotencyKey: string; cartId: string },
  couponCode: string | null,
): Promise<CheckoutFacts> {
  const { customerId, idempotencyKey: key, cartId } = input;
  const [row] = await queryPrepared<{
    placed: Json | null;
    number: number | null;
    me: CheckoutFacts['me'];
    lines: LineRow[];
    coupon: Parameters<typeof couponFoundFromJson>[0];
  }>(
    db,
    sql`select k.placed,
      case when k.placed is null then nextval(pg_get_serial_sequence('orders', 'number'))::int end as number,
      (select json_build_object('name', c.name, 'email', c.email, 'phone', c.phone, 'address', c.address,
          'language', c.language, 'whatsappConsent', ${latestConsentSql(sql`c.id`, 'whatsapp')},
          'emailConsent', ${latestConsentSql(sql`c.id`, 'email')})
        from customers c where c.id = ${customerId}) as me,
      (select coalesce(json_agg(l), '[]') from (${lineRowsSql({ cartId })}) l) as lines,
      ${couponCode ? couponFoundSql(customerId, couponCode) : sql`null`} as coupon
    from (select (select to_jsonb(o) from orders o
      where o.customer_id = ${customerId} and o.idempotency_key = ${key}) as placed) k`,
  );
  if (!row) throw new Error('checkout read returned no row');
  return {
    placed: row.placed ? rowFromJson(orders, row.placed) : null,
    number: row.number,
    me: row.me,
    lines: linesFromRows(row.lines),
    coupon: couponFoundFromJson(row.coupon),
  };
}
