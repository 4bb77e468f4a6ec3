// Buying a yearly plan (decision 0023) through the real API against a fake Razorpay that signs webhooks as Razorpay
// does: the purchase answers a payment link for the plan's price for that vehicle and city; the subscription waits
// (`pending`) until the gateway's payment_link.paid activates it, once, for a year; an unpaid one never does; a wrong
// amount or a forged signature changes nothing; a vehicle with a running plan cannot buy another; bad purchases are
// refused with a clear message and make nothing.
import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { MyDataSchema } from '@motomitra/domain/my-data';
import { addMonths } from '@motomitra/domain/reminders';
import { CustomerSubscriptionsResponseSchema, PurchaseResponseSchema } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, plans, subscriptions } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { clearOfMidnight } from '../../testing/clock.ts';
import { as, registerCustomer } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { deliver, startPaymentsApp } from '../../testing/payments.ts';
import { bikePlanOnSale, savedVehicle } from '../../testing/plans.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let planId: string;
/** The app's clock: no IST midnight passes between the day a plan is paid and the day the test expects. */
const clock = clearOfMidnight();
/** Today as the server decides it (app.now()). */
const today = () => istDate(clock());
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp({ clock }));
  planId = (await bikePlanOnSale(t.database.db)).plan._id;
});
afterAll(() => close());

const buy = (who: Shopper, body: Record<string, unknown>, plan = planId) =>
  as(t.app, who, { method: 'POST', url: `/api/plans/${plan}/purchase`, payload: body });
const mine = async (who: Shopper) =>
  CustomerSubscriptionsResponseSchema.parse(
    (await as(t.app, who, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
  ).subscriptions;
/** The gateway link behind the address a purchase answered. */
const linkOf = (url: string) => [...fake.links.values()].find((l) => l.short_url === url);

/** A customer with a 110 cc bike who asked to buy the plan in Nagpur: their link. */
async function bought(city = 'nagpur', cc = 110) {
  const shopper = await quickCustomer(t);
  const vehicle = await savedVehicle(t.database.db, shopper.id, cc);
  const res = await buy(shopper, { vehicleId: vehicle.id, city });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = PurchaseResponseSchema.parse(res.json());
  const link = linkOf(url);
  if (!link) throw new Error('no link at the gateway');
  return { shopper, vehicle, url, link };
}

describe('buying a plan', () => {
  it('asks the gateway for the price of that vehicle and city, and waits for the payment', async () => {
    const { shopper, vehicle, link } = await bought('nagpur', 180);
    expect(link.amount).toBe(119_900);
    expect(link.reference_id).toMatch(/^SUB-\d{4}-\d{6}$/);
    const [sub] = await mine(shopper);
    expect(sub).toMatchObject({
      status: 'pending',
      vehicleId: vehicle.id,
      city: 'nagpur',
      price: 1199,
      name: 'Bike Care Yearly',
      startsOn: null,
      endsOn: null,
      extraWorkPercent: 10,
      freePickupDrop: true,
      breakdownCalls: 1,
    });
    expect(sub?.reference).toBe(link.reference_id);
    expect(sub?.uses).toEqual([expect.objectContaining({ included: 2, used: 0, left: 2 })]);
    // Pune's band 1 price.
    const pune = await bought('pune', 110);
    expect(pune.link.amount).toBe(104_900);
  });

  it('is activated once by the paid webhook, for a year from the day paid, however often it comes', async () => {
    const { shopper, link } = await bought();
    const webhook = fake.pay(link.id, { method: 'upi' });
    const answers = await Promise.all([deliver(t.app, webhook), deliver(t.app, webhook), deliver(t.app, webhook)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['already', 'already', 'paid']);
    const [sub] = await mine(shopper);
    expect(sub).toMatchObject({ status: 'active', startsOn: today(), endsOn: addDays(addMonths(today(), 12), -1) });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.reference, link.reference_id));
    expect(row?.paymentReference).toBe(fake.links.get(link.id)?.payments?.[0]?.payment_id);
  });

  it('never activates an unpaid one, nor one paid a wrong amount or with a forged signature', async () => {
    const unpaid = await bought();
    expect((await mine(unpaid.shopper))[0]?.status).toBe('pending');

    const wrong = await bought();
    expect((await deliver(t.app, fake.pay(wrong.link.id, { amountPaise: 100 }))).json().outcome).toBe('mismatch');
    expect((await mine(wrong.shopper))[0]?.status).toBe('pending');

    const forged = await bought();
    const webhook = fake.pay(forged.link.id);
    const res = await deliver(t.app, {
      ...webhook,
      headers: { ...webhook.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(res.statusCode).toBe(400);
    expect((await mine(forged.shopper))[0]?.status).toBe('pending');
  });

  it('answers the same link when asked again, and refuses a second plan while one runs', async () => {
    const first = await bought();
    const again = await buy(first.shopper, { vehicleId: first.vehicle.id, city: 'nagpur' });
    expect(PurchaseResponseSchema.parse(again.json()).url).toBe(first.url);
    // Another city: the first purchase is dropped with its link, a new one made.
    const pune = await buy(first.shopper, { vehicleId: first.vehicle.id, city: 'pune' });
    const puneLink = linkOf(PurchaseResponseSchema.parse(pune.json()).url);
    const firstRow = await t.database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.gatewayLinkId, first.link.id));
    expect(firstRow[0]?.status).toBe('cancelled');
    await deliver(t.app, fake.pay(puneLink?.id ?? ''));
    const list = await mine(first.shopper);
    expect(list.map((s) => [s.city, s.status])).toEqual([['pune', 'active']]);
    const third = await buy(first.shopper, { vehicleId: first.vehicle.id, city: 'nagpur' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(
      /^This vehicle already has a plan until \d{2}\/\d{2}\/\d{4}\. You can renew it from \d{2}\/\d{2}\/\d{4}\.$/,
    );
  });

  it('renews a plan in its last 30 days, from the day after it ends, once', async () => {
    const first = await bought();
    await deliver(t.app, fake.pay(first.link.id));
    const ddmmyyyy = (d: string) => d.split('-').reverse().join('/');
    const endingIn = (days: number) => {
      const startedOn = addDays(today(), days - 365);
      return t.database.db
        .update(subscriptions)
        .set({ startsOn: startedOn, endsOn: addDays(today(), days), paidAt: istInstant(startedOn, '10:00') })
        .where(eq(subscriptions.vehicleId, first.vehicle.id));
    };
    // Ending in 30 days: today is not yet among its last 30 (tomorrow is the first).
    await endingIn(30);
    const early = await buy(first.shopper, { vehicleId: first.vehicle.id, city: 'nagpur' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `This vehicle already has a plan until ${ddmmyyyy(addDays(today(), 30))}. You can renew it from ${ddmmyyyy(addDays(today(), 1))}.`,
    );
    // Ending in 20 days: inside its last 30.
    await endingIn(20);
    const endsOn = addDays(today(), 20);
    const renew = await buy(first.shopper, { vehicleId: first.vehicle.id, city: 'nagpur' });
    expect(renew.statusCode, renew.body).toBe(200);
    const link = linkOf(PurchaseResponseSchema.parse(renew.json()).url);
    expect((await deliver(t.app, fake.pay(link?.id ?? ''))).json().outcome).toBe('paid');

    const [renewal, running] = await mine(first.shopper);
    const startsOn = addDays(endsOn, 1);
    expect(running).toMatchObject({ status: 'active', endsOn });
    expect(renewal).toMatchObject({ status: 'active', startsOn, endsOn: addDays(addMonths(startsOn, 12), -1) });
    // Its 14 days for a refund run from the day it was paid, not from the day it starts.
    expect(renewal?.refundableUntil).toBe(addDays(today(), 14));
    // Renewed once: a third is refused until the renewal's last day.
    const third = await buy(first.shopper, { vehicleId: first.vehicle.id, city: 'nagpur' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(`This vehicle already has a plan until ${ddmmyyyy(renewal?.endsOn ?? '')}.`);
  });
});

describe('a bad purchase', () => {
  it('is refused with a clear message and makes nothing', async () => {
    const shopper = await quickCustomer(t);
    const bike = await savedVehicle(t.database.db, shopper.id, 350);
    const car = await savedVehicle(t.database.db, shopper.id, 'car');
    const other = await quickCustomer(t);
    const theirs = await savedVehicle(t.database.db, other.id, 110);
    const cases: [Record<string, unknown>, number, RegExp, string?][] = [
      [{ vehicleId: bike.id, city: 'nagpur' }, 400, /not yet sold for this vehicle in Nagpur/],
      [{ vehicleId: car.id, city: 'nagpur' }, 400, /for bikes; choose one of your bikes/],
      [{ vehicleId: theirs.id, city: 'nagpur' }, 404, /This vehicle does not exist/],
      [{ vehicleId: bike.id, city: 'mumbai' }, 400, /Nagpur or Pune/],
      [{ vehicleId: 'nope', city: 'pune' }, 400, /Choose one of your vehicles/],
      [{ vehicleId: bike.id, city: 'pune' }, 404, /not on sale/, '00000000-0000-4000-8000-000000000000'],
    ];
    for (const [body, status, message, plan] of cases) {
      const res = await buy(shopper, body, plan);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await mine(shopper)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/plans/${planId}/purchase`, payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('a withdrawn plan is not sold, and Hindi asks get Hindi answers', async () => {
    const { plan } = await bikePlanOnSale(t.database.db);
    await t.database.db.update(plans).set({ onSale: false }).where(eq(plans.id, plan._id));
    const shopper = await quickCustomer(t);
    const bike = await savedVehicle(t.database.db, shopper.id, 110);
    const res = await as(t.app, shopper, {
      method: 'POST',
      url: `/api/plans/${plan._id}/purchase`,
      payload: { vehicleId: bike.id, city: 'pune' },
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('यह प्लान अभी बिक्री के लिए नहीं है।');
  });
});

describe("the customer's data", () => {
  it('exports their plans, and an erasure keeps them for the accounts without the registration', async () => {
    const person = await registerCustomer(t.app);
    const paidBike = await savedVehicle(t.database.db, person.id, 110);
    const waitingBike = await savedVehicle(t.database.db, person.id, 180);
    const paid = PurchaseResponseSchema.parse(
      (await buy(person as Shopper, { vehicleId: paidBike.id, city: 'nagpur' })).json(),
    );
    await deliver(t.app, fake.pay(linkOf(paid.url)?.id ?? ''));
    const waiting = PurchaseResponseSchema.parse(
      (await buy(person as Shopper, { vehicleId: waitingBike.id, city: 'nagpur' })).json(),
    );
    const exported = MyDataSchema.parse(
      (await as(t.app, person, { method: 'GET', url: '/api/customer/export' })).json(),
    );
    expect(exported.subscriptions.map((s) => [s.registrationNumber, s.status]).sort()).toEqual([
      [paidBike.regNumber, 'active'],
      [waitingBike.regNumber, 'pending'],
    ]);

    const erased = await as(t.app, person, {
      method: 'POST',
      url: '/api/customer/delete',
      payload: { password: person.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, person.id));
    expect(rows.map((r) => [r.registrationNumber, r.status, r.vehicleId, r.pricePaise]).sort()).toEqual([
      ['', 'active', null, 99_900],
      ['', 'cancelled', null, 119_900],
    ]);
    const [openLink] = await t.database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.gatewayLinkId, linkOf(waiting.url)?.id ?? ''));
    expect(openLink?.status).toBe('cancelled');
  });
});
