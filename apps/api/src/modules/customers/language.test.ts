// A customer's language (issue 15): the page's when they register, theirs after login, and their e-mails'.
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
        `तुमच्या ऑर्डर ${order.oid} ची स्थिती आता: गाडी घेतली.`,
        'गॅरेजकडून सूचना: Rider Sameer',
        'तुमची ऑर्डर माझे खाते → ऑर्डर येथे पाहता येईल.',
        'MotoMitra निवडल्याबद्दल धन्यवाद.',
        '— टीम MotoMitra',
      ].join('\n\n'),
    );
  });
});
