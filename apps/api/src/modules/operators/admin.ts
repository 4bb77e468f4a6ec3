// /api/ops: what operators manage besides orders: product prices and visibility, coupons, slot capacity and
// holidays, enquiries and Earn-With-Us applications.

import { type City, DEFAULT_SLOT_CAPACITY, TIME_SLOTS } from '@motomitra/domain/constants';
import { couponAmountOnWire } from '@motomitra/domain/coupons';
import { isUuid } from '@motomitra/domain/ids';
import { addDays } from '@motomitra/domain/ist';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import {
  CreateCouponBodySchema,
  EditCouponBodySchema,
  EnquiriesQuerySchema,
  EnquiriesResponseSchema,
  HandledBodySchema,
  type OpsCoupon,
  OpsCouponsResponseSchema,
  OpsProductsResponseSchema,
  PublishBodySchema,
  SetPricesBodySchema,
  SetSlotsBodySchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from '@motomitra/domain/ops';
import { isBikeBand, tiersFor } from '@motomitra/domain/pricing';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { coupons, enquiries, productPrices, products, slotCapacity } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { slotStates } from '../slots/service.ts';

const IdParams = z.object({ id: z.string().max(100) });
const Ok = z.object({ success: z.literal(true), message: z.string() });

function couponToWire(c: typeof coupons.$inferSelect): OpsCoupon {
  return {
    _id: c.id,
    couponCode: c.code,
    description: c.description,
    discountType: c.discountType,
    amount: couponAmountOnWire(c),
    minCartAmount: paiseToRupees(c.minCartPaise),
    validFrom: c.validFrom,
    validTo: c.validTo,
    totalLimit: c.totalLimit,
    perCustomerLimit: c.perCustomerLimit,
    uses: c.uses,
    active: c.active,
  };
}

function couponColumns(b: Partial<z.output<typeof CreateCouponBodySchema>>, type: string | undefined) {
  return {
    ...(b.couponCode !== undefined && { code: b.couponCode }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.discountType !== undefined && { discountType: b.discountType }),
    ...(b.amount !== undefined && { amount: type === 'fixed_card_discount' ? rupeesToPaise(b.amount) : b.amount }),
    ...(b.minCartAmount !== undefined && { minCartPaise: rupeesToPaise(b.minCartAmount) }),
    ...(b.validFrom !== undefined && { validFrom: b.validFrom }),
    ...(b.validTo !== undefined && { validTo: b.validTo }),
    ...(b.totalLimit !== undefined && { totalLimit: b.totalLimit }),
    ...(b.perCustomerLimit !== undefined && { perCustomerLimit: b.perCustomerLimit }),
    ...(b.active !== undefined && { active: b.active }),
  };
}

export const opsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // Products: prices per city and tier, and whether customers see them.
  const listProducts = async () => {
    const [rows, prices] = await Promise.all([
      db.select().from(products).orderBy(asc(products.sort), asc(products.productName)),
      db.select().from(productPrices),
    ]);
    return rows.map((p) => ({
      _id: p.id,
      product_name: p.productName,
      category: p.category,
      published: p.published,
      prices: prices
        .filter((r) => r.productId === p.id)
        .map((r) => ({ city: r.city, tier: r.tier, price: paiseToRupees(r.pricePaise) })),
    }));
  };
  app.get('/ops/products', { schema: { response: { 200: OpsProductsResponseSchema } } }, async () => ({
    success: true as const,
    products: await listProducts(),
  }));

  app.put(
    '/ops/products/:id/prices',
    { schema: { params: IdParams, body: SetPricesBodySchema, response: { 200: OpsProductsResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const [product] = isUuid(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
      if (!product) throw notFound('No such product.');
      const tiers = tiersFor(product.category);
      const seen = new Set<string>();
      for (const [i, p] of request.body.prices.entries()) {
        if (!tiers.includes(p.tier)) {
          throw badRequest(`A ${product.category} service has no ${isBikeBand(p.tier) ? 'bike' : 'car'} prices.`, {
            [`prices.${i}.tier`]: 'Not a tier of this service.',
          });
        }
        const key = `${p.city}/${p.tier}`;
        if (seen.has(key)) throw badRequest(`Two prices for ${key}.`, { [`prices.${i}.tier`]: 'Given twice.' });
        seen.add(key);
      }
      await db.transaction(async (tx) => {
        await tx.delete(productPrices).where(eq(productPrices.productId, id));
        if (request.body.prices.length > 0) {
          await tx.insert(productPrices).values(
            request.body.prices.map((p) => ({
              productId: id,
              city: p.city as City,
              tier: p.tier,
              pricePaise: rupeesToPaise(p.price),
            })),
          );
        }
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
      });
      return { success: true as const, products: await listProducts() };
    },
  );

  app.patch(
    '/ops/products/:id',
    { schema: { params: IdParams, body: PublishBodySchema, response: { 200: OpsProductsResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const [row] = isUuid(id)
        ? await db
            .update(products)
            .set({ published: request.body.published, updatedAt: new Date() })
            .where(eq(products.id, id))
            .returning({ id: products.id })
        : [];
      if (!row) throw notFound('No such product.');
      return { success: true as const, products: await listProducts() };
    },
  );

  // Coupons.
  const listCoupons = async () => ({
    success: true as const,
    coupons: (await db.select().from(coupons).orderBy(desc(coupons.createdAt))).map(couponToWire),
  });
  app.get('/ops/coupons', { schema: { response: { 200: OpsCouponsResponseSchema } } }, listCoupons);

  app.post(
    '/ops/coupons',
    { schema: { body: CreateCouponBodySchema, response: { 201: OpsCouponsResponseSchema } } },
    async (request, reply) => {
      try {
        await db
          .insert(coupons)
          .values(couponColumns(request.body, request.body.discountType) as typeof coupons.$inferInsert);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('A coupon with this code exists.');
        throw err;
      }
      return reply.status(201).send(await listCoupons());
    },
  );

  app.patch(
    '/ops/coupons/:id',
    { schema: { params: IdParams, body: EditCouponBodySchema, response: { 200: OpsCouponsResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const [current] = isUuid(id) ? await db.select().from(coupons).where(eq(coupons.id, id)) : [];
      if (!current) throw notFound('No such coupon.');
      const type = request.body.discountType ?? current.discountType;
      if (type === 'percentage_discount' && request.body.amount === undefined && current.discountType !== type) {
        throw badRequest('Give the percentage when changing the kind of discount.', { amount: 'Required.' });
      }
      // The rules that tie fields together (a percentage up to 100, an end after the start) hold for the coupon
      // as it will be, not only for the fields this edit sends.
      const after = CreateCouponBodySchema.safeParse({ ...couponToWire(current), ...request.body });
      if (!after.success) {
        const issue = after.error.issues[0];
        const message = issue?.message ?? 'The coupon is not valid.';
        throw badRequest(message, { [issue?.path.join('.') || '_']: message });
      }
      if (request.body.totalLimit != null && request.body.totalLimit < current.uses) {
        throw conflict(`This coupon was already used ${current.uses} times; the limit cannot be lower.`);
      }
      try {
        await db.update(coupons).set(couponColumns(request.body, type)).where(eq(coupons.id, id));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('A coupon with this code exists.');
        throw err;
      }
      return listCoupons();
    },
  );

  // Slots: capacity per city, date and slot; closing a day.
  app.get(
    '/ops/slots',
    { schema: { querystring: SlotsQuerySchema, response: { 200: SlotsResponseSchema } } },
    async (request) => {
      const { city, from, days } = request.query;
      return { success: true as const, slots: await slotStates(db, city, from, addDays(from, days - 1)) };
    },
  );

  app.put(
    '/ops/slots',
    { schema: { body: SetSlotsBodySchema, response: { 200: SlotsResponseSchema } } },
    async (request) => {
      const { city, date, slot, capacity, closed } = request.body;
      if (capacity === undefined && closed === undefined)
        throw badRequest('Give a capacity, or open or close the day.');
      const slots = slot ? [slot] : [...TIME_SLOTS];
      const ofTheDay = and(eq(slotCapacity.city, city), eq(slotCapacity.date, date), inArray(slotCapacity.slot, slots));
      await db.transaction(async (tx) => {
        // Rows for slots nobody booked yet, then every row of the change locked at once.
        await tx
          .insert(slotCapacity)
          .values(slots.map((s) => ({ city, date, slot: s, capacity: DEFAULT_SLOT_CAPACITY })))
          .onConflictDoNothing();
        const rows = await tx.select().from(slotCapacity).where(ofTheDay).for('update');
        const over = capacity === undefined ? undefined : rows.find((r) => capacity < r.booked);
        if (over) throw conflict(`${over.slot} already has ${over.booked} bookings; the capacity cannot be lower.`);
        await tx
          .update(slotCapacity)
          .set({ ...(capacity !== undefined && { capacity }), ...(closed !== undefined && { closed }) })
          .where(ofTheDay);
      });
      return { success: true as const, slots: await slotStates(db, city, date, date) };
    },
  );

  // Enquiries and Earn-With-Us applications.
  app.get(
    '/ops/enquiries',
    { schema: { querystring: EnquiriesQuerySchema, response: { 200: EnquiriesResponseSchema } } },
    async (request) => {
      const where = [sql`true`];
      if (request.query.kind) where.push(eq(enquiries.kind, request.query.kind));
      if (request.query.handled) where.push(eq(enquiries.handled, request.query.handled === 'true'));
      const rows = await db
        .select()
        .from(enquiries)
        .where(and(...where))
        .orderBy(desc(enquiries.createdAt))
        .limit(200);
      return {
        success: true as const,
        enquiries: rows.map((e) => ({
          _id: e.id,
          kind: e.kind,
          name: e.name,
          email: e.email,
          mobile: e.mobile,
          address: e.address,
          occupation: e.occupation,
          handled: e.handled,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  );

  app.patch(
    '/ops/enquiries/:id',
    { schema: { params: IdParams, body: HandledBodySchema, response: { 200: Ok } } },
    async (request) => {
      const { id } = request.params;
      const [row] = isUuid(id)
        ? await db
            .update(enquiries)
            .set({ handled: request.body.handled })
            .where(eq(enquiries.id, id))
            .returning({ id: enquiries.id })
        : [];
      if (!row) throw notFound('No such enquiry.');
      return { success: true as const, message: request.body.handled ? 'Marked handled.' : 'Marked open.' };
    },
  );
};
