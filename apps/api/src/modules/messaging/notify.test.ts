// Every message the shop sends goes on the customer's channels (decision 0019), event by event through the API: on
// WhatsApp in their language when they consented, by SMS for the essential ones when they did not, by e-mail while they
// have an address and keep it on. One order's whole life is walked for each kind of customer.
import { LANGUAGES } from '@motomitra/domain/language';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox } from '../../db/schema.ts';
import { placeTestOrder, quickCustomer, type Shopper, tomorrow } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { handOverWithCode } from '../../testing/handover.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordConsent } from '../customers/channels.ts';
import { PROPOSAL_ROUND_MS } from '../notifications/emails.ts';
import { renderTemplate, TEMPLATES, type TemplateName } from './templates.ts';

let t: TestApp;
let op: { cookie: string };
let rider: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  rider = await loginStaff(t, 'rider', { name: 'Sameer Kale', phone: '9822012345' });
});
afterAll(() => t?.close());

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
const ops = async (orderId: string, path: string, payload: object) =>
  ok(await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${orderId}/${path}`, payload }));

/** Walks one order through every event that tells the customer something; answers the order's id. */
async function lifeOfAnOrder(c: Shopper): Promise<string> {
  const order = await placeTestOrder(t, c, { date: tomorrow() });
  await ops(order._id, 'assign', { role: 'rider', staffId: rider.id });
  const later = { servicingDate: tomorrow(), serviceTimeSlot: '04:00 PM - 06:00 PM', expectedDeliveryDate: tomorrow() };
  ok(await as(t.app, c, { method: 'POST', url: `/api/orders/${order._id}/reschedule`, payload: later }));
  ok(await handOverWithCode(t, op, order._id, 'pickup'));
  await ops(order._id, 'status', { to: 'inService' });
  await ops(order._id, 'items', { name: 'Brake pads', quantity: 1, unitPrice: 850 });
  const proposed = await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${order._id}` });
  const itemId = proposed.json().order.items[0]._id;
  const decision = { method: 'POST' as const, url: `/api/orders/${order._id}/items/${itemId}/decision` };
  ok(await as(t.app, c, { ...decision, payload: { approve: true } }));
  await ops(order._id, 'status', { to: 'inTransitDown' });
  await ops(order._id, 'request-payment', {});
  const due = await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${order._id}` });
  const { total, items } = due.json().order as { total: number; items: { amount: number; decision: string }[] };
  const approved = items.filter((i) => i.decision === 'approved').reduce((sum, i) => sum + i.amount, 0);
  await ops(order._id, 'confirm-payment', { method: 'cash', amount: total + approved });
  ok(await handOverWithCode(t, op, order._id, 'drop'));
  return order._id;
}

const EVENTS: TemplateName[] = [
  'booking_confirmed',
  'rider_assigned',
  'booking_rescheduled',
  'order_picked_up',
  'order_in_service',
  'extra_work_approval',
  'order_on_the_way_back',
  'payment_request',
  'payment_receipt',
  'order_delivered',
];

const messagesOf = (orderId: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.orderId, orderId)).orderBy(asc(outbox.seq));

describe('an order’s messages', () => {
  it('reach a Marathi customer on WhatsApp, in Marathi, for every event, and by e-mail only while it is on', async () => {
    const c = await quickCustomer(t, 'सचिन पाटील');
    await t.database.db.update(customers).set({ language: 'mr' }).where(eq(customers.id, c.id));
    await recordConsent(t.database.db, c.id, 'whatsapp', true, 'account');
    await recordConsent(t.database.db, c.id, 'email', false, 'account');
    const orderId = await lifeOfAnOrder(c);
    const rows = await messagesOf(orderId);
    expect(rows.filter((m) => m.channel === 'email')).toEqual([]);
    expect(rows.filter((m) => m.channel === 'sms')).toEqual([]);
    const whatsapp = rows.filter((m) => m.channel === 'whatsapp');
    expect(whatsapp.map((m) => m.template)).toEqual(EVENTS);
    for (const m of whatsapp) {
      expect(m, m.template ?? '').toMatchObject({ language: 'mr', customerId: c.id, status: 'pending' });
      // The body kept is the template's Marathi text with its values: what the console and the stand-in show.
      expect(m.body).toBe(renderTemplate(m.template as TemplateName, 'mr', m.variables as string[]));
      expect(m.variables, m.template ?? '').toHaveLength(TEMPLATES[m.template as TemplateName].variables.length);
    }
    // The extra work's reply buttons name the item they decide.
    const proposal = whatsapp.find((m) => m.template === 'extra_work_approval');
    expect(proposal?.buttonPayloads).toEqual([
      expect.stringMatching(/^extra-work:approve:[0-9a-f-]{36}$/),
      expect.stringMatching(/^extra-work:decline:[0-9a-f-]{36}$/),
    ]);
    expect(proposal?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + PROPOSAL_ROUND_MS - 60_000);
  });

  it('reach a customer not on WhatsApp by e-mail for every event and by SMS for the essential ones only', async () => {
    const c = await quickCustomer(t, 'Asha Patil');
    const orderId = await lifeOfAnOrder(c);
    const rows = await messagesOf(orderId);
    expect(rows.filter((m) => m.channel === 'whatsapp')).toEqual([]);
    expect(rows.filter((m) => m.channel === 'sms').map((m) => m.template)).toEqual([
      'booking_confirmed',
      'rider_assigned',
      'payment_request',
    ]);
    expect(rows.filter((m) => m.channel === 'email')).toHaveLength(EVENTS.length);
    expect(rows.every((m) => m.language === null || m.language === 'en')).toBe(true);
  });

  it('follow the latest consent: WhatsApp taken back means SMS for what must arrive', async () => {
    const c = await quickCustomer(t, 'Ravi Kale');
    await recordConsent(t.database.db, c.id, 'whatsapp', true, 'signup');
    await recordConsent(t.database.db, c.id, 'whatsapp', false, 'whatsapp_stop');
    const order = await placeTestOrder(t, c, { date: tomorrow() });
    const rows = await messagesOf(order._id);
    expect(rows.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });
});

describe('the templates', () => {
  it('have a text in every language with exactly their variables, and button labels in every language', () => {
    for (const [name, template] of Object.entries(TEMPLATES)) {
      for (const language of LANGUAGES) {
        const text = template.texts[language];
        const used = [...new Set([...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
        expect(used, `${name} ${language}`).toEqual(template.variables.map((_, i) => i + 1));
        // Meta refuses a template body over 1,024 characters, and a utility one that starts or ends with a variable
        // (an authentication template's text is Meta's own, the code first).
        expect(text.length, `${name} ${language}`).toBeLessThanOrEqual(1024);
        if (template.category === 'utility') expect(text, `${name} ${language}`).not.toMatch(/^\{\{|\}\}$/);
        if (language !== 'en') expect(text, `${name} ${language}`).toMatch(/[\u0900-\u097F]/);
      }
      for (const button of 'buttons' in template ? template.buttons : []) {
        for (const language of LANGUAGES) expect(button.labels[language].length).toBeGreaterThan(0);
      }
    }
  });

  it('keep the values a customer typed as typed, and leave a missing one visible', () => {
    expect(renderTemplate('login_code', 'hi', ['482913'])).toContain('482913');
    expect(renderTemplate('order_picked_up', 'en', ['Asha'])).toContain('{{2}}');
  });
});

describe('a message queued', () => {
  it('names its customer, so that their export and erasure find it', async () => {
    const c = await quickCustomer(t, 'Meera Joshi');
    const order = await placeTestOrder(t, c, { date: tomorrow() });
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order._id), isNotNull(outbox.customerId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((m) => m.customerId === c.id)).toBe(true);
  });
});
