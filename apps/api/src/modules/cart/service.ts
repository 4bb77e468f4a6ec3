// The cart: a service priced for one of the customer's own vehicles in a city. Amounts are always computed from the
// catalogue at read time; nothing a client sends about price is stored.

import { type Customer, cxid, normalizeRegistrationNumber } from '@motomitra/domain/accounts';
import type { CartItem } from '@motomitra/domain/booking';
import { CITY_LABELS, type City } from '@motomitra/domain/constants';
import { fill } from '@motomitra/domain/fill';
import { MESSAGES } from '@motomitra/domain/messages';
import { paiseToRupees } from '@motomitra/domain/money';
import { type PriceResult, type PriceRow, priceFor } from '@motomitra/domain/pricing';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, customers, customerVehicles, productPrices, products } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';

type Q = Db | Tx;
type ProductRow = typeof products.$inferSelect;
type VehicleRow = typeof customerVehicles.$inferSelect;
type LineProduct = Pick<ProductRow, 'id' | 'productName' | 'category' | 'image' | 'description' | 'published'>;
type LineVehicle = Pick<
  VehicleRow,
  'id' | 'vehicleType' | 'makeModel' | 'fuelType' | 'bikeCc' | 'carType' | 'regNumber'
>;

/** A cart item with everything needed to show, price and book it. */
export type CartLine = {
  id: string;
  customerId: string;
  city: City;
  product: LineProduct;
  vehicle: LineVehicle;
  price: PriceResult;
};

/** At most this many items, so that a cart stays a cart. */
export const CART_MAX_ITEMS = 20;

const priceMessage = (price: PriceResult, city: City): string | null => {
  if (price.ok) return null;
  if (price.reason === 'vehicle-not-served') return MESSAGES.priceNotServed;
  if (price.reason === 'vehicle-not-priceable') return MESSAGES.priceNotPriceable;
  return fill(MESSAGES.priceNoPriceInCity, { city: CITY_LABELS[city] });
};

/** Why a line cannot be checked out (service withdrawn, or no price any more), or null. */
export function lineProblem(line: CartLine): string | null {
  if (!line.product.published) return MESSAGES.serviceNotFound;
  return priceMessage(line.price, line.city);
}

function priceLine(product: LineProduct, vehicle: LineVehicle, city: City, prices: PriceRow[]): PriceResult {
  return priceFor(
    { category: product.category, prices },
    {
      vehicle_type: vehicle.vehicleType,
      fuel_type: vehicle.fuelType,
      bike_cc: vehicle.bikeCc,
      car_type: vehicle.carType,
    },
    city,
  );
}

export type LineRow = {
  id: string;
  customer_id: string;
  city: City;
  product_id: string;
  product_name: string;
  category: ProductRow['category'];
  image: string;
  description: ProductRow['description'];
  published: boolean;
  vehicle_id: string;
  vehicle_type: VehicleRow['vehicleType'];
  make_model: string;
  fuel_type: VehicleRow['fuelType'];
  bike_cc: number | null;
  car_type: VehicleRow['carType'];
  reg_number: string;
  tier: PriceRow['tier'] | null;
  price_paise: number | null;
};

/**
 * Cart items (one item, or a customer's cart) with their product, vehicle and the product's prices in the item's
 * city: one row per item and price. Written as SQL: checkout runs it on every order (inside its one read), and the
 * query builder spent about a millisecond of CPU assembling this four-table join each time.
 */
export function lineRowsSql(by: { cartId: string } | { customerId: string }): SQL {
  const where = 'cartId' in by ? sql`ci.id = ${by.cartId}` : sql`ci.customer_id = ${by.customerId}`;
  return sql`
    select ci.id, ci.customer_id, ci.city,
      p.id as product_id, p.product_name, p.category, p.image, p.description, p.published,
      v.id as vehicle_id, v.vehicle_type, v.make_model, v.fuel_type, v.bike_cc, v.car_type, v.reg_number,
      pp.tier, pp.price_paise
    from cart_items ci
    join products p on p.id = ci.product_id
    join customer_vehicles v on v.id = ci.vehicle_id
    left join product_prices pp on pp.product_id = ci.product_id and pp.city = ci.city
    where ${where}
    order by ci.created_at, ci.id`;
}

/** The cart lines in lineRowsSql's rows, priced from the current catalogue. */
export function linesFromRows(rows: LineRow[]): CartLine[] {
  const byItem = new Map<string, { row: LineRow; prices: PriceRow[] }>();
  for (const row of rows) {
    const entry = byItem.get(row.id) ?? { row, prices: [] };
    if (row.tier !== null && row.price_paise !== null) {
      entry.prices.push({ city: row.city, tier: row.tier, pricePaise: row.price_paise });
    }
    byItem.set(row.id, entry);
  }
  return [...byItem.values()].map(({ row: r, prices }) => {
    const product: LineProduct = {
      id: r.product_id,
      productName: r.product_name,
      category: r.category,
      image: r.image,
      description: r.description,
      published: r.published,
    };
    const vehicle: LineVehicle = {
      id: r.vehicle_id,
      vehicleType: r.vehicle_type,
      makeModel: r.make_model,
      fuelType: r.fuel_type,
      bikeCc: r.bike_cc,
      carType: r.car_type,
      regNumber: r.reg_number,
    };
    return {
      id: r.id,
      customerId: r.customer_id,
      city: r.city,
      product,
      vehicle,
      price: priceLine(product, vehicle, r.city, prices),
    };
  });
}

async function loadLines(q: Q, by: { cartId: string } | { customerId: string }): Promise<CartLine[]> {
  const result = (await q.execute(lineRowsSql(by))) as unknown as { rows: LineRow[] };
  return linesFromRows(result.rows);
}

/** The customer's own line among the lines read for one cart id: none → 404, another customer's → 403. */
export function ownLine(lines: CartLine[], customerId: string): CartLine {
  const [line] = lines;
  if (!line) throw notFound(MESSAGES.cartItemNotFound);
  if (line.customerId !== customerId) throw new HttpError(403, MESSAGES.cartItemNotYours);
  return line;
}

/**
 * One of the customer's own cart items, priced now: unknown id → 404, another customer's → 403 (and nothing of it).
 */
export async function findOwnLine(q: Q, customerId: string, cartId: string): Promise<CartLine> {
  return ownLine(await loadLines(q, { cartId }), customerId);
}

/** The price of a line (paise and the tier it was found in), or 400 with the reason it cannot be booked. */
export function linePrice(line: CartLine): Extract<PriceResult, { ok: true }> {
  const problem = lineProblem(line);
  if (problem || !line.price.ok) throw badRequest(problem ?? MESSAGES.serviceNotFound, { cartId: problem ?? '' });
  return line.price;
}

/** The customer fields every cart item repeats (spec: customer.mycart). */
export type CartOwner = Pick<Customer, 'CXID' | 'name' | 'email' | 'phone_no'>;

function lineToWire(line: CartLine, owner: CartOwner): CartItem {
  const price = !lineProblem(line) && line.price.ok ? paiseToRupees(line.price.pricePaise) : null;
  return {
    _id: line.id,
    product_name: line.product.productName,
    image: line.product.image,
    category: line.product.category,
    price_tag: price,
    selectedProductId: line.product.id,
    total: price,
    problem: lineProblem(line),
    bike_cc: line.vehicle.bikeCc,
    car_segment: line.vehicle.carType,
    city: line.city,
    make_model: line.vehicle.makeModel,
    vehicle_type: line.vehicle.vehicleType,
    reg_number: line.vehicle.regNumber,
    vehicleId: line.vehicle.id,
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
  if (!c) throw new HttpError(401, 'Please log in to continue.');
  return { CXID: cxid(c.number), name: c.name, email: c.email, phone_no: c.phone };
}

/** The customer's cart lines, oldest item first, priced from the current catalogue (cartToWire shows them). */
export function loadCart(db: Db, customerId: string): Promise<CartLine[]> {
  return loadLines(db, { customerId });
}

/** Cart lines as customer.mycart, with the owner the caller has read already. */
export function cartToWire(lines: CartLine[], owner: CartOwner): CartItem[] {
  return lines.map((l) => lineToWire(l, owner));
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
): Promise<{ item: CartItem; added: boolean }> {
  const [product] = await db.select().from(products).where(eq(products.id, input.selectedProductId));
  if (!product?.published) throw notFound(MESSAGES.serviceNotFound);
  const vehicle = await ownVehicle(db, customerId, input);
  const prices = await db
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.productId, product.id), eq(productPrices.city, input.city)));
  const price = priceLine(product, vehicle, input.city, prices);
  const problem = priceMessage(price, input.city);
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
  return { item: lineToWire(line, await ownerOf(db, customerId)), added: inserted.length > 0 };
}

/** Deletes one of the customer's own cart items: unknown → 404, another customer's → 403. */
export async function deleteCartItem(db: Db, customerId: string, cartId: string): Promise<void> {
  const [owner] = await db.select({ customerId: cartItems.customerId }).from(cartItems).where(eq(cartItems.id, cartId));
  if (!owner) throw notFound(MESSAGES.cartItemNotFound);
  if (owner.customerId !== customerId) throw new HttpError(403, MESSAGES.cartItemNotYours);
  await db.delete(cartItems).where(and(eq(cartItems.id, cartId), eq(cartItems.customerId, customerId)));
}
