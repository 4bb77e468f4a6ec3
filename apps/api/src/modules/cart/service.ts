// The cart: a service priced for one of the customer's own vehicles in a city. Amounts are always computed from the
// catalogue at read time; nothing a client sends about price is stored.

import { type Customer, cxid } from '@motomitra/domain/accounts';
import type { CartItem } from '@motomitra/domain/booking';
import { productNameIn } from '@motomitra/domain/catalogue-texts';
import type { City } from '@motomitra/domain/constants';
import { normalizeRegistrationNumber } from '@motomitra/domain/customer-fields';
import type { Language } from '@motomitra/domain/language';
import { textIn } from '@motomitra/domain/messages-in';
import { paiseToRupees } from '@motomitra/domain/money';
import { planTexts } from '@motomitra/domain/plans';
import type { PriceRow } from '@motomitra/domain/pricing';
import { say } from '@motomitra/domain/say';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { cartItems, customerVehicles, products } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { appliedCouponToWire } from '../coupons/service.ts';
import type { Cover } from '../subscriptions/uses.ts';
import { type CartLine, lineProblem, loadLines, priceLine, priceMessage } from './lines.ts';
/** At most this many items, so that a cart stays a cart. */
export const CART_MAX_ITEMS = 20;

/** How many services a customer has in the cart: the header's cart link counts them on every page. */
export async function cartCount(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.customerId, customerId));
  return row?.n ?? 0;
}

/** The customer fields every cart item repeats (spec: customer.mycart). */
export type CartOwner = Pick<Customer, 'CXID' | 'name' | 'email' | 'phone_no'>;

function lineToWire(line: CartLine, owner: CartOwner, language: Language, now: Date, cover?: Cover): CartItem {
  const pricePaise = !lineProblem(line) && line.price.ok ? line.price.pricePaise : null;
  const price = pricePaise === null ? null : paiseToRupees(pricePaise);
  // A yearly plan's use: the booking at ₹0, with no coupon taken (decision 0023).
  const covered = cover && pricePaise !== null;
  return {
    _id: line.id,
    product_name: productNameIn(line.product.productName, line.product.translations, language),
    image: line.product.image,
    category: line.product.category,
    price_tag: price,
    selectedProductId: line.product.id,
    total: covered ? 0 : price,
    // In the customer's language, as the API's messages are (the cart shows it as it comes).
    problem: textIn(lineProblem(line) ?? '', language) || null,
    bike_cc: line.vehicle.bikeCc,
    car_segment: line.vehicle.carType,
    city: line.city,
    make_model: line.vehicle.makeModel,
    vehicle_type: line.vehicle.vehicleType,
    reg_number: line.vehicle.regNumber,
    vehicleId: line.vehicle.id,
    ...(covered ? { coupon: null, couponDropped: null } : appliedCouponToWire(line.applied, pricePaise, now, language)),
    plan: covered ? { name: planTexts(cover.texts, language).name, included: cover.included, left: cover.left } : null,
    CXID: owner.CXID,
    name: owner.name,
    email: owner.email,
    phone_no: owner.phone_no,
  };
}

/** The customer's cart lines, oldest item first, priced from the current catalogue (cartToWire shows them). */
export function loadCart(db: Db, customerId: string): Promise<CartLine[]> {
  return loadLines(db, { customerId });
}

/**
 * Cart lines as customer.mycart, with the owner the caller has read already; services named in the language; a line a
 * yearly plan covers (`covers`, by line id: subscriptions/uses.ts cartCovers) at ₹0 with the plan's uses left.
 */
export function cartToWire(
  lines: CartLine[],
  owner: CartOwner,
  language: Language,
  now: Date,
  covers: Map<string, Cover> = new Map(),
): CartItem[] {
  return lines.map((l) => lineToWire(l, owner, language, now, covers.get(l.id)));
}

export type AddToCartInput = {
  selectedProductId: string;
  city: City;
  vehicleId?: string | undefined;
  reg_number?: string | undefined;
};

/** What adding to the cart reads, in one round trip (see readForAdd). */
type AddFacts = {
  product: Record<string, unknown> | null;
  prices: PriceRowJson[];
  vehicle: Record<string, unknown> | null;
  owner: { number: number; name: string; email: string; phone: string } | null;
  items: number;
  same: string | null;
};
type PriceRowJson = { city: City; tier: PriceRow['tier']; price_paise: number };

/**
 * Everything adding a service needs, as one statement: the service and its prices in the city, the vehicle (by id,
 * or by registration among the customer's own), the customer (the fields a cart item repeats), how many items the
 * cart holds and whether this one is there already. Under load every round trip waits for a pooled connection, and
 * the add used to make eight of them one after another (a median 925 ms where an order took 365 ms).
 */
async function readForAdd(db: Db, customerId: string, input: AddToCartInput, reg: string | null): Promise<AddFacts> {
  const vehicleWhere = input.vehicleId
    ? sql`v.id = ${input.vehicleId}`
    : sql`v.customer_id = ${customerId} and v.reg_number = ${reg}`;
  const [row] = await queryPrepared<AddFacts>(
    db,
    sql`select
      (select to_jsonb(p) from products p where p.id = ${input.selectedProductId}) as product,
      (select coalesce(json_agg(json_build_object('city', pp.city, 'tier', pp.tier, 'price_paise', pp.price_paise)), '[]')
        from product_prices pp where pp.product_id = ${input.selectedProductId} and pp.city = ${input.city}) as prices,
      (select to_jsonb(v) from customer_vehicles v where ${vehicleWhere}) as vehicle,
      (select json_build_object('number', c.number, 'name', c.name, 'email', c.email, 'phone', c.phone)
        from customers c where c.id = ${customerId}) as owner,
      (select count(*)::int from cart_items ci where ci.customer_id = ${customerId}) as items,
      (select ci.id from cart_items ci join customer_vehicles v on v.id = ci.vehicle_id
        where ci.customer_id = ${customerId} and ci.product_id = ${input.selectedProductId} and ci.city = ${input.city}
          and ${vehicleWhere}) as same`,
  );
  if (!row) throw new Error('the cart read returned no row');
  return row;
}

/** Adds a priced service for one of the customer's vehicles; the same product, vehicle and city again is not a duplicate. */
export async function addToCart(
  db: Db,
  customerId: string,
  input: AddToCartInput,
  language: Language,
  now: Date,
): Promise<{ item: CartItem; added: boolean }> {
  const reg = input.reg_number ? normalizeRegistrationNumber(input.reg_number) : null;
  if (!input.vehicleId && !reg) throw badRequest(say('chooseVehicle'), { vehicleId: say('chooseVehicle') });
  const facts = await readForAdd(db, customerId, input, reg);
  const product = facts.product ? rowFromJson(products, facts.product) : null;
  if (!product?.published) throw notFound(say('serviceNotFound'));
  const vehicle = facts.vehicle ? rowFromJson(customerVehicles, facts.vehicle) : null;
  if (!vehicle) throw notFound(say('vehicleNotFound'));
  if (vehicle.customerId !== customerId) throw new HttpError(403, say('vehicleNotYours'));
  if (!facts.owner) throw new HttpError(401, say('pleaseLogIn'));
  const prices = facts.prices.map((p): PriceRow => ({ city: p.city, tier: p.tier, pricePaise: p.price_paise }));
  const price = priceLine(product, vehicle, input.city, prices);
  const problem = priceMessage(price, input.city, vehicle.fuelType);
  if (problem) throw badRequest(problem, { selectedProductId: problem });
  if (facts.items >= CART_MAX_ITEMS && !facts.same) throw new HttpError(409, say('cartFull'));

  // One statement whether the item is new or there already (a concurrent add of the same item included): the no-op
  // update locks and returns the existing row, and xmax = 0 tells a row this statement inserted.
  const [saved] = await queryPrepared<{ id: string; inserted: boolean }>(
    db,
    sql`insert into cart_items (customer_id, product_id, vehicle_id, city)
      values (${customerId}, ${product.id}, ${vehicle.id}, ${input.city})
      on conflict (customer_id, product_id, vehicle_id, city) do update set city = excluded.city
      returning id, (xmax = 0) as inserted`,
  );
  if (!saved) throw new Error('the cart insert returned no row');
  const line: CartLine = {
    id: saved.id,
    customerId,
    city: input.city,
    product,
    vehicle,
    price,
    applied: null,
  };
  const { number, name, email, phone } = facts.owner;
  const owner: CartOwner = { CXID: cxid(number), name, email, phone_no: phone };
  return { item: lineToWire(line, owner, language, now), added: saved.inserted };
}

/** Deletes one of the customer's own cart items: unknown → 404, another customer's → 403. */
export async function deleteCartItem(db: Db, customerId: string, cartId: string): Promise<void> {
  const [owner] = await db.select({ customerId: cartItems.customerId }).from(cartItems).where(eq(cartItems.id, cartId));
  if (!owner) throw notFound(say('cartItemNotFound'));
  if (owner.customerId !== customerId) throw new HttpError(403, say('cartItemNotYours'));
  await db.delete(cartItems).where(and(eq(cartItems.id, cartId), eq(cartItems.customerId, customerId)));
}
