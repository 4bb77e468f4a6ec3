// A customer's language (decision 0012): the page's when they register, theirs after login, and their e-mails'.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox } from '../../db/schema.ts';
import { as, json, newCustomerData, registerCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const languageOf = async (email: string) =>
  (await db().select({ language: customers.language }).from(customers).where(eq(customers.email, email)))[0]?.language;

/** Registers as the web does on a Marathi page (it asks the API in the page's language). */
async function registerOnMarathiPage() {
  const data = newCustomerData();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    headers: { ...json, 'accept-language': 'mr' },
    payload: { customerData: data },
  });
  expect(res.statusCode).toBe(201);
  return data;
}

describe("a customer's language", () => {
  it('is the language of the page they registered on, and wins after login, kept in the language cookie', async () => {
    const data = await registerOnMarathiPage();
    expect(await languageOf(data.email)).toBe('mr');
    // Logging in from an English page on another device: the answer names Marathi and sets the cookie.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: { ...json, 'accept-language': 'en' },
      payload: { email: data.email, password: data.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().language).toBe('mr');
    expect(String(login.headers['set-cookie'])).toMatch(/lang=mr; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('is English for one who registered in English', async () => {
    const asha = await registerCustomer(t.app);
    expect(await languageOf(asha.email)).toBe('en');
  });

  it("is the language of their e-mails: a Marathi customer's status e-mail is in Marathi", async () => {
    const data = await registerOnMarathiPage();
    const [me] = await db().select().from(customers).where(eq(customers.email, data.email));
    const order = await insertOrder(db(), me?.id as string);
    const res = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${order.id}/status`,
      payload: { to: 'pickedUp', note: 'Rider Sameer' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mail?.subject).toBe(`ऑर्डर ${order.oid}: गाडी घेतली`);
    expect(mail?.body).toBe(
      [
        `नमस्कार ${data.name},`,
        `तुमच्या ऑर्डर ${order.oid} ची सध्याची स्थिती: गाडी घेतली.`,
        'गॅरेजकडून टीप: Rider Sameer',
        // The order's page, under /mr.
        `तुमची ऑर्डर येथे पाहा:\n${t.config.publicUrl}/mr/my-account/orders?order=${order.id}`,
        'MotoMitra निवडल्याबद्दल धन्यवाद.',
        '— टीम MotoMitra',
      ].join('\n\n'),
    );
  });
});

describe('saving a customer’s language (only a POST changes the profile)', () => {
  const save = (headers: Record<string, string>, language: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/language',
      headers: { ...json, ...headers },
      payload: { language },
    });

  it('saves it to the profile and the cookie, and their e-mails follow', async () => {
    const asha = await registerCustomer(t.app);
    const res = await save({ cookie: asha.cookie, 'sec-fetch-site': 'same-origin' }, 'hi');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, language: 'hi' });
    expect(String(res.headers['set-cookie'])).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await languageOf(asha.email)).toBe('hi');
    const order = await insertOrder(db(), asha.id);
    const moved = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${order.id}/status`,
      payload: { to: 'pickedUp', note: '' },
    });
    expect(moved.statusCode).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses another site’s request (403), a visitor (401) and a language we do not speak (400), changing nothing', async () => {
    const asha = await registerCustomer(t.app);
    const crossSite = await save({ cookie: asha.cookie, origin: 'https://elsewhere.example' }, 'mr');
    expect(crossSite.statusCode).toBe(403);
    const marked = await save({ cookie: asha.cookie, 'sec-fetch-site': 'cross-site' }, 'mr');
    expect(marked.statusCode).toBe(403);
    const visitor = await save({}, 'mr');
    expect(visitor.statusCode).toBe(401);
    const unknown = await save({ cookie: asha.cookie }, 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ language: 'Choose English, Marathi or Hindi.' });
    for (const res of [crossSite, marked, visitor, unknown]) expect(res.headers['set-cookie']).toBeUndefined();
    expect(await languageOf(asha.email)).toBe('en');
  });
});
