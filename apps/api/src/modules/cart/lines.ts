// Cart lines: a cart item read with its service, the customer's vehicle and the service's prices in the item's city,
// priced by the domain rule at read time (checkout reads the same lines in its one statement).

import type { City, FuelType } from '@motomitra/domain/constants';
import { PRICE_PROBLEM_TEXTS, type PriceResult, type PriceRow, priceFor } from '@motomitra/domain/pricing';
import { cityWord, fuelWord, say } from '@motomitra/domain/say';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { customerVehicles, products } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { appliedCouponSql, type CouponFound, type CouponFoundJson, couponFoundFromJson } from '../coupons/found.ts';

export type Q = Db | Tx;
type ProductRow = typeof products.$inferSelect;
export type VehicleRow = typeof customerVehicles.$inferSelect;
type LineProduct = Pick<
  ProductRow,
  'id' | 'productName' | 'category' | 'image' | 'description' | 'translations' | 'published' | 'fuels'
>;
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
  /** The coupon applied to the item, read with a customer's cart (checkout reads the coupon it is sent instead). */
  applied: CouponFound | null;
};

/** Why a vehicle has no price for a service in a city, naming the city and the vehicle's fuel; null when it has one. */
export const priceMessage = (price: PriceResult, city: City, fuel: FuelType): string | null =>
  price.ok ? null : say(PRICE_PROBLEM_TEXTS[price.reason], { city: cityWord(city), fuel: fuelWord(fuel) });

/** Why a line cannot be checked out (service withdrawn, or no price any more), or null. */
export function lineProblem(line: CartLine): string | null {
  if (!line.product.published) return say('serviceNotFound');
  return priceMessage(line.price, line.city, line.vehicle.fuelType);
}

export function priceLine(product: LineProduct, vehicle: LineVehicle, city: City, prices: PriceRow[]): PriceResult {
  return priceFor(
    { category: product.category, fuels: product.fuels, prices },
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
  translations: ProductRow['translations'];
  published: boolean;
  fuels: ProductRow['fuels'];
  vehicle_id: string;
  vehicle_type: VehicleRow['vehicleType'];
  make_model: string;
  fuel_type: VehicleRow['fuelType'];
  bike_cc: number | null;
  car_type: VehicleRow['carType'];
  reg_number: string;
  tier: PriceRow['tier'] | null;
  price_paise: number | null;
  applied?: CouponFoundJson | null;
};

/**
 * Cart items (one item, or a customer's cart) with their product, vehicle and the product's prices in the item's
 * city: one row per item and price. Written as SQL: checkout runs it on every order (inside its one read), and the
 * query builder spent about a millisecond of CPU assembling this four-table join each time.
 */
export function lineRowsSql(by: { cartId: string } | { customerId: string }): SQL {
  const cart = 'customerId' in by;
  const where = cart ? sql`ci.customer_id = ${by.customerId}` : sql`ci.id = ${by.cartId}`;
  return sql`
    select ci.id, ci.customer_id, ci.city,
      p.id as product_id, p.product_name, p.category, p.image, p.description, p.translations, p.published, p.fuels,
      v.id as vehicle_id, v.vehicle_type, v.make_model, v.fuel_type, v.bike_cc, v.car_type, v.reg_number,
      pp.tier, pp.price_paise${cart ? sql`, ${appliedCouponSql()} as applied` : sql``}
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
      translations: r.translations,
      published: r.published,
      fuels: r.fuels,
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
      applied: couponFoundFromJson(r.applied ?? null),
    };
  });
}

export async function loadLines(q: Q, by: { cartId: string } | { customerId: string }): Promise<CartLine[]> {
  const result = (await q.execute(lineRowsSql(by))) as unknown as { rows: LineRow[] };
  return linesFromRows(result.rows);
}

/** The customer's own line among the lines read for one cart id: none → 404, another customer's → 403. */
export function ownLine(lines: CartLine[], customerId: string): CartLine {
  const [line] = lines;
  if (!line) throw notFound(say('cartItemNotFound'));
  if (line.customerId !== customerId) throw new HttpError(403, say('cartItemNotYours'));
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
  if (problem || !line.price.ok) throw badRequest(problem ?? say('serviceNotFound'), { cartId: problem ?? '' });
  return line.price;
}
