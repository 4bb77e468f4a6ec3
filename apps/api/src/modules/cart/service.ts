// The cart: a service priced for one of the customer's own vehicles in a city. Amounts are always computed from the
// catalogue at read time; nothing a client sends about price is stored.

import { type Customer, cxid, normalizeRegistrationNumber } from '@motomitra/domain/accounts';
import type { CartItem } from '@motomitra/domain/booking';
import { productNameIn } from '@motomitra/domain/catalogue-texts';
import type { City } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import { MESSAGES } from '@motomitra/domain/messages';
import { translateMessage } from '@motomitra/domain/messages-in';
import { paiseToRupees } from '@motomitra/domain/money';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, customers, customerVehicles, productPrices, products } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { appliedCouponToWire } from '../coupons/service.ts';
import { type CartLine, lineProblem, loadLines, priceLine, priceMessage, type Q, type VehicleRow } from './lines.ts';
/** At most this many items, so that a cart stays a cart. */
export const CART_MAX_ITEMS = 20;

/** How many services a customer has in the cart: the header's cart link counts them on every page. */
export async function cartCount(db: Db, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.customerId, customerId));
  return row?.n ?? 0;
}

/** The customer fields every cart item repeats (spec: customer.mycart). */
export type CartOwner = Pick<Customer, 'CXID' | 'name' | 'email' | 'phone_no'>;

function lineToWire(line: CartLine, owner: CartOwner, language: Language, now: Date): CartItem {
  const pricePaise = !lineProblem(line) && line.price.ok ? line.price.pricePaise : null;
  const price = pricePaise === null ? null : paiseToRupees(pricePaise);
  return {
    _id: line.id,
    product_name: productNameIn(line.product.productName, line.product.translations, language),
    image: line.product.image,
    category: line.product.category,
    price_tag: price,
    selectedProductId: line.product.id,
    total: price,
    // In the customer's language, as the API's messages are (the cart shows it as it comes).
    problem: translateMessage(lineProblem(line) ?? '', language) || null,
    bike_cc: line.vehicle.bikeCc,
    car_segment: line.vehicle.carType,
    city: line.city,
    make_model: line.vehicle.makeModel,
    vehicle_type: line.vehicle.vehicleType,
    reg_number: line.vehicle.regNumber,
    vehicleId: line.vehicle.id,
    ...appliedCouponToWire(line.applied, pricePaise, now, language),
    CXID: owner.CXID,
    name: owner.name,
    email: owner.email,
    phone_no: owner.phone_no,
  };
}

async function ownerOf(q: Q, customerId: string): Promise<CartOwner> {
  const [c] = await q
    .select({ number: customers.number, name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!c) throw new HttpError(401, MESSAGES.pleaseLogIn);
  return { CXID: cxid(c.number), name: c.name, email: c.email, phone_no: c.phone };
}

/** The customer's cart lines, oldest item first, priced from the current catalogue (cartToWire shows them). */
export function loadCart(db: Db, customerId: string): Promise<CartLine[]> {
  return loadLines(db, { customerId });
}

/** Cart lines as customer.mycart, with the owner the caller has read already; services named in the language. */
export function cartToWire(lines: CartLine[], owner: CartOwner, language: Language, now: Date): CartItem[] {
  return lines.map((l) => lineToWire(l, owner, language, now));
}

export type AddToCartInput = {
  selectedProductId: string;
  city: City;
  vehicleId?: string | undefined;
  reg_number?: string | undefined;
};

async function ownVehicle(db: Db, customerId: string, input: AddToCartInput): Promise<VehicleRow> {
  if (input.vehicleId) {
    const [v] = await db.select().from(customerVehicles).where(eq(customerVehicles.id, input.vehicleId));
    if (!v) throw notFound(MESSAGES.vehicleNotFound);
    if (v.customerId !== customerId) throw new HttpError(403, MESSAGES.vehicleNotYours);
    return v;
  }
  const reg = input.reg_number ? normalizeRegistrationNumber(input.reg_number) : null;
  if (!reg) throw badRequest(MESSAGES.chooseVehicle, { vehicleId: MESSAGES.chooseVehicle });
  const [v] = await db
    .select()
    .from(customerVehicles)
    .where(and(eq(customerVehicles.customerId, customerId), eq(customerVehicles.regNumber, reg)));
  if (!v) throw notFound(MESSAGES.vehicleNotFound);
  return v;
}

/** Adds a priced service for one of the customer's vehicles; the same product, vehicle and city again is not a duplicate. */
export async function addToCart(
  db: Db,
  customerId: string,
  input: AddToCartInput,
  language: Language,
  now: Date,
): Promise<{ item: CartItem; added: boolean }> {
  const [product] = await db.select().from(products).where(eq(products.id, input.selectedProductId));
  if (!product?.published) throw notFound(MESSAGES.serviceNotFound);
  const vehicle = await ownVehicle(db, customerId, input);
  const prices = await db
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.productId, product.id), eq(productPrices.city, input.city)));
  const price = priceLine(product, vehicle, input.city, prices);
  const problem = priceMessage(price, input.city, vehicle.fuelType);
  if (problem) throw badRequest(problem, { selectedProductId: problem });

  // The cart's keys only (no join, no pricing): enough to apply the limit and find an item already there.
  const existing = await db
    .select({ id: cartItems.id, productId: cartItems.productId, vehicleId: cartItems.vehicleId, city: cartItems.city })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  const same = existing.find((l) => l.productId === product.id && l.vehicleId === vehicle.id && l.city === input.city);
  if (existing.length >= CART_MAX_ITEMS && !same) throw new HttpError(409, MESSAGES.cartFull);
  const inserted = await db
    .insert(cartItems)
    .values({ customerId, productId: product.id, vehicleId: vehicle.id, city: input.city })
    .onConflictDoNothing({ target: [cartItems.customerId, cartItems.productId, cartItems.vehicleId, cartItems.city] })
    .returning({ id: cartItems.id });
  // Nothing inserted: the item was there already, or a concurrent add of the same item has just made it.
  const id =
    inserted[0]?.id ??
    same?.id ??
    (
      await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.customerId, customerId),
            eq(cartItems.productId, product.id),
            eq(cartItems.vehicleId, vehicle.id),
            eq(cartItems.city, input.city),
          ),
        )
    )[0]?.id;
  const [line] = id ? await loadLines(db, { cartId: id }) : [];
  if (!line) throw new Error('cart item vanished after insert');
  return { item: lineToWire(line, await ownerOf(db, customerId), language, now), added: inserted.length > 0 };
}

/** Deletes one of the customer's own cart items: unknown → 404, another customer's → 403. */
export async function deleteCartItem(db: Db, customerId: string, cartId: string): Promise<void> {
  const [owner] = await db.select({ customerId: cartItems.customerId }).from(cartItems).where(eq(cartItems.id, cartId));
  if (!owner) throw notFound(MESSAGES.cartItemNotFound);
  if (owner.customerId !== customerId) throw new HttpError(403, MESSAGES.cartItemNotYours);
  await db.delete(cartItems).where(and(eq(cartItems.id, cartId), eq(cartItems.customerId, customerId)));
}
