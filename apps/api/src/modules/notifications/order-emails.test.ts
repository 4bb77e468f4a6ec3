// The customer's order e-mails: each links to the order's page in the customer's language; the landmark is
// never given a second "near"; the Marathi and Hindi texts keep one sentence ending and one spelling of e-mail; the
// garage's proposals of one round make one e-mail that lists them.
import { LANGUAGES, type Language } from '@motomitra/domain/language';
import { orderPagePath } from '@motomitra/domain/order-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, outbox } from '../../db/schema.ts';
import { placeTestOrder, quickCustomer } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { passwordResetEmail } from './account-emails.ts';
import { EMAIL_TEXTS } from './email-texts.ts';
import {
  extraWorkProposedEmail,
  movedEmail,
  orderPlacedEmail,
  PROPOSAL_ROUND_MS,
  paymentConfirmedEmail,
  paymentRequestedEmail,
  statusChangeEmail,
} from './emails.ts';
import type { NotifyOrder } from './letters.ts';
import { deliverDue, type MailTransport, type OutgoingMail } from './outbox.ts';
import { reminderEmail } from './reminder-emails.ts';

const PUBLIC_URL = 'https://motomitra.in';
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);
const order = (language: Language): NotifyOrder => ({
  id: '6f1c3a52-0c1e-4a4e-9d53-2b1f7c9e0a11',
  oid: 'MM-2026-000123',
  customerEmail: 'asha@example.in',
  customerName: 'Asha Patil',
  language,
  publicUrl: PUBLIC_URL,
});
const placed = (language: Language, landmark = 'गांधी चौकाजवळ') => ({
  ...order(language),
  productName: 'General Service',
  makeModel: 'Honda Activa 6G',
  registrationNumber: 'MH31AB1234',
  servicingDate: '2026-11-26',
  serviceTimeSlot: '10:00 AM - 12:00 PM',
  pickupAddress: 'Dharampeth, Nagpur',
  flat: 'B-402',
  landmark,
  totalPaise: 224_900,
});

/** The signed pay address a payment request carries (its token is made by the caller). */
const payAt = (language: Language) => `${PUBLIC_URL}/api/pay/6f1c3a52-0c1e-4a4e-9d53-2b1f7c9e0a11.sig?lang=${language}`;

/** Every e-mail about an order, in a language. */
const orderEmails = (language: Language) => ({
  placed: orderPlacedEmail(placed(language)),
  status: statusChangeEmail(order(language), 'pickedUp', 'Washed'),
  cancelled: statusChangeEmail(order(language), 'cancelled', 'Asked by phone'),
  moved: movedEmail({ ...order(language), servicingDate: '2026-11-27', serviceTimeSlot: '02:00 PM - 04:00 PM' }),
  extra: extraWorkProposedEmail(
    order(language),
    [
      { name: 'Brake pads', quantity: 1, unitPricePaise: 85_000 },
      { name: 'Chain set', quantity: 2, unitPricePaise: 60_000, discountPercent: 10 },
    ],
    { nowPaise: 224_900, ifApprovedPaise: 429_900 },
  ),
  requested: paymentRequestedEmail(order(language), 224_900, payAt(language)),
  paid: paymentConfirmedEmail(order(language), 'MM/26-27/000007'),
});

/** Every e-mail the shop writes, in a language. */
const allEmails = (language: Language) => ({
  ...orderEmails(language),
  reset: passwordResetEmail('Asha Patil', `${PUBLIC_URL}/reset-password#token=abc`, 'MotoMitra', language),
  reminder: reminderEmail({
    kind: 'insurance',
    customerName: 'Asha Patil',
    language,
    vehicle: 'Honda Activa 6G',
    reg: 'MH31AB1234',
    dueOn: '2026-12-01',
    link: `${PUBLIC_URL}/myvehicles`,
    unsubscribeLink: `${PUBLIC_URL}/reminders/unsubscribe#token=x`,
  }),
});

describe.each(LANGUAGES)('the e-mails in %s', (language) => {
  it('link every order e-mail to the order’s page (My Orders, its View Details) in the customer’s language', () => {
    const link = `${PUBLIC_URL}${prefix(language)}${orderPagePath(order(language).id)}`;
    expect(link).toMatch(/\/my-account\/orders\?order=6f1c3a52-/);
    for (const [name, mail] of Object.entries(orderEmails(language))) {
      expect(mail.body.split('\n'), name).toContain(link);
    }
  });

  it('give the payment request the pay address on a line of its own, before the other ways to pay', () => {
    const lines = paymentRequestedEmail(order(language), 224_900, payAt(language)).body.split('\n');
    const at = lines.indexOf(payAt(language));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe(EMAIL_TEXTS[language].requestedOnline);
    expect(lines.indexOf(EMAIL_TEXTS[language].requestedHow)).toBeGreaterThan(at);
  });

  it('give the landmark a line of its own, as typed: a landmark ending in “near” gets no second one', () => {
    const body = orderPlacedEmail(placed(language)).body;
    expect(body).toContain('गांधी चौकाजवळ');
    expect(body).not.toMatch(/जवळ\s+जवळ/);
    expect(orderPlacedEmail(placed(language, 'Near Futala Lake')).body).not.toMatch(/near\s+near/i);
    expect(orderPlacedEmail(placed(language, '  ')).body).not.toMatch(/Landmark|लँडमार्क|लैंडमार्क/);
  });

  it('say a yearly plan’s percentage off beside the discounted amount of the item it takes it off', () => {
    const planOff = EMAIL_TEXTS[language].extraPlanOff.replace('{percent}', '10');
    const lines = orderEmails(language).extra.body.split('\n');
    expect(lines).toContain(`2 × Chain set, ₹1,080 (${planOff})`);
    expect(lines).toContain('1 × Brake pads, ₹850');
  });

  it('never say a word twice in a row', () => {
    for (const [name, mail] of Object.entries(allEmails(language))) {
      for (const text of [mail.subject, mail.body]) {
        expect(text, name).not.toMatch(/(?<![\p{L}\p{M}\p{N}])([\p{L}\p{M}]+)\s+\1(?![\p{L}\p{M}\p{N}])/u);
      }
    }
  });
});

describe('times of day (docs/glossary.md)', () => {
  it('name the slot as each language writes it: the part of the day before the time in Marathi and Hindi', () => {
    expect(orderPlacedEmail(placed('en')).body).toContain('10:00 AM - 12:00 PM');
    expect(orderPlacedEmail(placed('mr')).body).toContain('सकाळी 10:00 – दुपारी 12:00');
    expect(orderPlacedEmail(placed('hi')).body).toContain('सुबह 10:00 – दोपहर 12:00');
    const moved = (language: Language) =>
      movedEmail({ ...order(language), servicingDate: '2026-11-27', serviceTimeSlot: '02:00 PM - 04:00 PM' }).body;
    expect(moved('mr')).toContain('दुपारी 2:00 – संध्याकाळी 4:00 या वेळेत');
    expect(moved('hi')).not.toMatch(/AM|PM/);
  });
});

describe('one way of writing per language (docs/glossary.md)', () => {
  const texts = (language: Language) => Object.entries(EMAIL_TEXTS[language]);

  it('Hindi ends its sentences in “।”, never in a full stop; Marathi in a full stop, never in “।”', () => {
    for (const [key, text] of texts('hi')) expect(text, key).not.toMatch(/[^\d\s]\.(\s|$)/u);
    for (const [key, text] of texts('mr')) expect(text, key).not.toContain('।');
    // Each has sentences to end: the rule is not met by saying nothing.
    expect(texts('hi').filter(([, text]) => text.includes('।')).length).toBeGreaterThan(20);
  });

  it('writes e-mail “ईमेल” in Marathi and Hindi, as the shop’s pages do', () => {
    for (const language of ['mr', 'hi'] as const) {
      for (const [key, text] of texts(language)) expect(text, key).not.toContain('ई-मेल');
    }
    expect(EMAIL_TEXTS.mr.resetIgnore).toContain('ईमेल');
    expect(EMAIL_TEXTS.hi.resetIgnore).toContain('ईमेल');
  });

  it('ends no text that is a whole message with a colon, unless a link follows it on the next line', () => {
    const introducesLink = new Set([
      'orderLink',
      'resetAsked',
      'reminderServiceBook',
      'reminderUpdateDates',
      'reminderPlanRenew',
      'reminderUnsubscribe',
      'extraProposed',
      'requestedOnline',
    ]);
    for (const language of LANGUAGES) {
      for (const [key, text] of texts(language)) {
        if (!introducesLink.has(key)) expect(text.trimEnd(), `${language} ${key}`).not.toMatch(/:$/);
      }
    }
  });
});

describe('extra work proposed in one round, through the API', () => {
  let t: TestApp;
  let op: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await loginOperator(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(outbox);
  });

  const propose = async (orderId: string, name: string, unitPrice: number) => {
    const res = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${orderId}/items`,
      payload: { name, quantity: 1, unitPrice },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const recording = () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      async send(mail) {
        sent.push(mail);
      },
    };
    return { sent, transport };
  };

  it('makes one e-mail listing every item, sent once the round is over; a later proposal starts a new one', async () => {
    const c = await quickCustomer(t, 'Asha Patil');
    const o = await insertOrder(t.database.db, c.id, { status: 'inService', totalPaise: 224_900 });
    await propose(o.id, 'Brake pads', 850);
    await propose(o.id, 'Chain set', 1200);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.orderId, o.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('1 × Brake pads, ₹850\n1 × Chain set, ₹1,200');
    expect(mails[0]?.body).toContain('comes to ₹2,249 now, and to ₹4,299 if you approve this work');
    expect(mails[0]?.body).toContain(`${t.config.publicUrl}${orderPagePath(o.id)}`);

    const { sent, transport } = recording();
    // Not while the garage may still be adding items.
    expect(await deliverDue(t.database.db, transport, new Date())).toMatchObject({ sent: 0 });
    const after = new Date(Date.now() + PROPOSAL_ROUND_MS + 1000);
    expect(await deliverDue(t.database.db, transport, after)).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);

    // Once sent, the next proposal is a new round: its e-mail lists what still waits for an answer.
    await propose(o.id, 'Air filter', 300);
    const second = (await t.database.db.select().from(outbox).where(eq(outbox.orderId, o.id))).filter(
      (m) => m.status === 'pending',
    );
    expect(second).toHaveLength(1);
    expect(second[0]?.body).toContain('1 × Air filter, ₹300');
    expect(second[0]?.body).toContain('1 × Brake pads, ₹850');
  });

  it('links the booking e-mail of a Marathi customer to the order’s page under /mr', async () => {
    const c = await quickCustomer(t, 'Sunita Wagh');
    await t.database.db.update(customers).set({ language: 'mr' }).where(eq(customers.id, c.id));
    const placedOrder = await placeTestOrder(t, c);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.orderId, placedOrder._id));
    expect(mail?.body).toContain(`${t.config.publicUrl}/mr${orderPagePath(placedOrder._id)}`);
  });
});
