// The catalogue in Marathi and Hindi (decision 0012) over a real, seeded database: the demo seed has every text in both,
// the lists and a service are answered in the request's language with English where a text is empty, operators edit
// the texts (refused where they do not fit the English, changing nothing), and a customer's cart, order and payment
// sheet name the service in their language.
import { type MainProduct, type Product, ProductListSchema } from '@motomitra/domain/catalogue';
import type { ProductTexts } from '@motomitra/domain/catalogue-texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainProducts, orders, products } from '../../db/schema.ts';
import { SEED_MAIN_PRODUCTS, SEED_PRODUCTS } from '../../db/seed/data.ts';
import { fillDemoTranslations } from '../../db/seed/seed.ts';
import { MAIN_PRODUCT_TRANSLATIONS, PRODUCT_TRANSLATIONS } from '../../db/seed/translations.ts';
import {
  addCartItem,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});
afterAll(() => t?.close());

const get = async <T>(url: string, language?: string) => {
  const res = await t.app.inject({ url, headers: language ? { 'accept-language': language } : {} });
  return { status: res.statusCode, body: res.json() as T, vary: String(res.headers.vary ?? '') };
};
const devanagari = /[\u0900-\u097F]/;

describe('the demo seed', () => {
  it('has every service and service line in Marathi and Hindi, point for point, none left in English', () => {
    for (const p of SEED_PRODUCTS) {
      for (const language of ['mr', 'hi'] as const) {
        const texts = PRODUCT_TRANSLATIONS[p.slug]?.[language];
        expect(texts, `${p.slug} ${language}`).toBeDefined();
        const twin = texts as ProductTexts;
        expect(twin.product_name).toMatch(devanagari);
        expect(twin.description.map((d) => d.sub_points.length)).toEqual(p.description.map((d) => d.sub_points.length));
        expect(twin.additional_info).toHaveLength(p.additional_info.length);
        const english = [p.product_name, ...p.description.flatMap((d) => [d.main_point, ...d.sub_points])];
        for (const text of [twin.product_name, ...twin.description.flatMap((d) => [d.main_point, ...d.sub_points])])
          expect(english, `${p.slug} ${language}: ${text}`).not.toContain(text);
      }
    }
    for (const l of SEED_MAIN_PRODUCTS) {
      for (const language of ['mr', 'hi'] as const) {
        const texts = MAIN_PRODUCT_TRANSLATIONS[l.slug]?.[language];
        expect(texts?.description, `${l.slug} ${language}`).toHaveLength(l.description.length);
        expect(texts?.product_name).toMatch(devanagari);
      }
    }
  });
});

describe('a demo catalogue seeded before it had translations', () => {
  it('gets the demo texts where a service has none, and keeps what an operator wrote', async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.database;
      await db.update(products).set({ translations: {} }).where(eq(products.slug, 'car-ac-service'));
      await db.update(mainProducts).set({ translations: {} }).where(eq(mainProducts.slug, 'yearly-bike-plan'));
      const own = { hi: { product_name: 'गैराज का अपना नाम', description: [], additional_info: [] } };
      await db.update(products).set({ translations: own }).where(eq(products.slug, 'car-wash-interior-detailing'));
      expect(await fillDemoTranslations(db)).toBe(2);
      const rows = await db.select().from(products);
      expect(rows.find((r) => r.slug === 'car-ac-service')?.translations).toEqual(
        PRODUCT_TRANSLATIONS['car-ac-service'],
      );
      expect(rows.find((r) => r.slug === 'car-wash-interior-detailing')?.translations).toEqual(own);
      const [line] = await db.select().from(mainProducts).where(eq(mainProducts.slug, 'yearly-bike-plan'));
      expect(line?.translations).toEqual(MAIN_PRODUCT_TRANSLATIONS['yearly-bike-plan']);
      expect(await fillDemoTranslations(db)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('the public catalogue in a language', () => {
  it('answers the lists and a service in the request’s language, the same prices in each', async () => {
    const en = await get<Product[]>('/api/products/allproducts');
    const mr = await get<Product[]>('/api/products/allproducts', 'mr-IN,mr;q=0.9,en;q=0.8');
    const hi = await get<Product[]>('/api/products/allproducts', 'hi');
    expect(mr.vary).toMatch(/Accept-Language/i);
    const general = (list: Product[]) => list.find((p) => p.image.includes('bike-general-service')) as Product;
    const marathi = PRODUCT_TRANSLATIONS['bike-general-service']?.mr as ProductTexts;
    expect(general(en.body).product_name).toBe('Bike General Service');
    expect(general(mr.body).product_name).toBe(marathi.product_name);
    expect(general(mr.body).description[0]?.sub_points).toEqual(marathi.description[0]?.sub_points);
    expect(general(mr.body).additional_info).toEqual(marathi.additional_info);
    expect(general(hi.body).product_name).toBe(PRODUCT_TRANSLATIONS['bike-general-service']?.hi.product_name);
    // Words change; ids, prices and categories do not.
    const numbers = (list: Product[]) =>
      list.map(({ _id, category, price_tag, nagpur, pune }) => ({ _id, category, price_tag, nagpur, pune }));
    expect(numbers(ProductListSchema.parse(mr.body))).toEqual(numbers(en.body));

    const lines = await get<MainProduct[]>('/api/mainproducts/allproducts', 'hi');
    const two = lines.body.find((l) => l.image.includes('two-wheeler')) as MainProduct;
    expect(two.product_name).toBe(MAIN_PRODUCT_TRANSLATIONS['two-wheeler-servicing']?.hi.product_name);
    expect(two.description).toEqual(MAIN_PRODUCT_TRANSLATIONS['two-wheeler-servicing']?.hi.description);

    const one = await get<Product>(`/api/products/${general(en.body)._id}`, 'mr');
    expect(one.body.product_name).toBe(marathi.product_name);
    expect(one.vary).toMatch(/Accept-Language/i);
  });
});

describe('the lists kept for a window (CATALOGUE_CACHE_MS)', () => {
  it('keeps one list per language: a Marathi answer never reaches an English or Hindi request', async () => {
    const cached = await createTestApp({ catalogueCacheMs: 60_000 });
    try {
      const names = async (language: string) => {
        const res = await cached.app.inject({
          url: '/api/products/allproducts',
          headers: { 'accept-language': language },
        });
        return (res.json() as Product[]).map((p) => p.product_name);
      };
      const mr = await names('mr');
      const en = await names('en');
      const hi = await names('hi');
      expect(mr).toContain(PRODUCT_TRANSLATIONS['bike-general-service']?.mr.product_name);
      expect(en).toContain('Bike General Service');
      expect(hi).toContain(PRODUCT_TRANSLATIONS['bike-general-service']?.hi.product_name);
      expect(await names('mr')).toEqual(mr);
      expect(await names('en-GB')).toEqual(en);
    } finally {
      await cached.close();
    }
  });
});

describe('operators editing the texts', () => {
  const list = async () =>
    (await as(t.app, op, { method: 'GET', url: '/api/ops/products' })).json().products as {
      _id: string;
      product_name: string;
      description: { main_point: string; sub_points: string[] }[];
      translations: Record<string, ProductTexts>;
    }[];

  it('saves a language’s texts, and an empty one is shown in English', async () => {
    const oil = (await list()).find((p) => p.product_name === 'Bike Engine Oil Change');
    if (!oil) throw new Error('no oil change');
    const before = oil.translations.mr as ProductTexts;
    const mr = {
      ...before,
      product_name: '',
      description: before.description.map((d, i) => (i === 0 ? { ...d, main_point: 'इंजिन ऑइल पूर्ण बदलले जाते' } : d)),
    };
    const res = await as(t.app, op, {
      method: 'PUT',
      url: `/api/ops/products/${oil._id}/translations`,
      payload: { mr },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().products.find((p: { _id: string }) => p._id === oil._id);
    expect(saved.translations.mr.description[0].main_point).toBe('इंजिन ऑइल पूर्ण बदलले जाते');
    // Hindi was not sent, so it stays as it was.
    expect(saved.translations.hi).toEqual(oil.translations.hi);

    const shown = (await get<Product[]>('/api/products/allproducts', 'mr')).body.find((p) => p._id === oil._id);
    expect(shown?.product_name).toBe('Bike Engine Oil Change');
    expect(shown?.description[0]?.main_point).toBe('इंजिन ऑइल पूर्ण बदलले जाते');
    expect(shown?.description[1]?.main_point).toBe(before.description[1]?.main_point);
  });

  it('refuses texts that do not fit the English service, or none at all, and changes nothing', async () => {
    const general = (await list()).find((p) => p.product_name === 'Bike General Service');
    if (!general) throw new Error('no general service');
    const url = `/api/ops/products/${general._id}/translations`;
    const mr = general.translations.mr as ProductTexts;
    const extraPoint = { ...mr, description: [...mr.description, { main_point: 'जादा मुद्दा', sub_points: [] }] };
    const misfit = await as(t.app, op, {
      method: 'PUT',
      url,
      payload: { mr: extraPoint, hi: general.translations.hi },
    });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().fieldErrors).toHaveProperty(`mr.description.${mr.description.length}.main_point`);
    const tooLong = await as(t.app, op, {
      method: 'PUT',
      url,
      payload: { hi: { ...mr, product_name: 'क'.repeat(121) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toHaveProperty('hi.product_name');
    const empty = await as(t.app, op, { method: 'PUT', url, payload: {} });
    expect(empty.statusCode).toBe(400);
    const after = (await list()).find((p) => p._id === general._id);
    expect(after?.translations).toEqual(general.translations);
  });
});

describe('a customer’s booking in their language', () => {
  let c: Shopper;
  beforeAll(async () => {
    c = await quickCustomer(t);
  });

  it('names the service in the cart, the order and the payment sheet in the page’s language', async () => {
    const vehicle = await saveVehicle(t, c);
    const id = await productId(t, 'bike-premium-service');
    const marathi = PRODUCT_TRANSLATIONS['bike-premium-service']?.mr as ProductTexts;
    const hindi = PRODUCT_TRANSLATIONS['bike-premium-service']?.hi as ProductTexts;
    const item = await addCartItem(t, c, { selectedProductId: id, vehicleId: vehicle._id });
    const me = await as(t.app, c, {
      method: 'GET',
      url: '/api/customer/fetch/single',
      headers: { 'accept-language': 'mr' },
    });
    expect(me.json().customer.mycart[0].product_name).toBe(marathi.product_name);

    const placed = await t.app.inject(placeOrderRequest(c, item._id, validOrderData()));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    // The order keeps the texts it was booked with, in every language; the web shows its page's.
    expect(order.productsBuyed[0].product_name).toBe('Bike Premium Service');
    expect(order.productsBuyed[0].translations.mr.product_name).toBe(marathi.product_name);
    expect(order.productsBuyed[0].translations.hi.description).toEqual(hindi.description);

    await t.database.db
      .update(orders)
      .set({ status: 'inTransitDown', paymentStatus: 'requested' })
      .where(eq(orders.id, order._id));
    const sheet = await as(t.app, c, {
      method: 'GET',
      url: `/api/orders/${order._id}/payment`,
      headers: { 'accept-language': 'hi' },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().lines.service.name).toBe(hindi.product_name);
  });
});
