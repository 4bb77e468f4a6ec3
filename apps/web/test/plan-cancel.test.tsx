// Cancelling a yearly plan from My plans (decision 0023) in a DOM, against the real API and database (harness.tsx) with
// the built-in test gateway: a plan paid today through the gateway with nothing used says until when it can be
// cancelled for a full refund and offers "Cancel plan"; the confirm dialog says the full refund; "No" changes nothing;
// "Yes" cancels it, the list is read again and shows it Cancelled · refunded. A plan with a breakdown call answered
// offers no cancel. Keyboard only, no axe violation (the dialog open included).

import { paymentLinks, plans, subscriptionCalls, subscriptions } from '@motomitra/api/db/schema';
import { quickCustomer, type Shopper, saveVehicle } from '@motomitra/api/testing/booking';
import { clearOfMidnight } from '@motomitra/api/testing/clock';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { addDays, istDate } from '@motomitra/domain/ist';
import { planEndsOn } from '@motomitra/domain/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/components/format.ts';
import { setSession } from '../src/features/auth/session.ts';
import { MyPlans } from '../src/features/plans/components/my-plans.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
let planId: string;
/** The API's clock: no IST midnight passes between the day a plan is paid and the day the test expects. */
const clock = clearOfMidnight();
const texts = {
  en: { name: 'Bike Care Year', description: '' },
  mr: { name: 'बाइक केअर', description: '' },
  hi: { name: 'बाइक केयर', description: '' },
};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const [plan] = await t.database.db
    .insert(plans)
    .values({ vehicleType: 'Bike', texts, breakdownCalls: 2 })
    .returning();
  if (!plan) throw new Error('no plan written');
  planId = plan.id;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A plan for the customer's bike paid today through the gateway, as its webhook leaves it: the row and its link. */
async function paidToday(c: Shopper) {
  const bike = await saveVehicle(t, c, 'Bike');
  const paidAt = clock();
  const today = istDate(paidAt);
  const reference = `SUB-2026-9${String(++n).padStart(5, '0')}`;
  const paymentId = `pay_webtest${n}${Date.now()}`;
  const [sub] = await t.database.db
    .insert(subscriptions)
    .values({
      reference,
      customerId: c.id,
      planId,
      vehicleId: bike._id,
      registrationNumber: bike.reg_number,
      city: 'nagpur',
      tier: 'band1',
      pricePaise: 249_900,
      sold: { texts, services: [], extraWorkPercent: 0, freePickupDrop: false, breakdownCalls: 2 },
      status: 'active',
      startsOn: today,
      endsOn: planEndsOn(today),
      paidAt,
      paymentReference: paymentId,
    })
    .returning();
  if (!sub) throw new Error('no subscription written');
  await t.database.db.insert(paymentLinks).values({
    subscriptionId: sub.id,
    gatewayLinkId: `plink_webtest${n}${Date.now()}`,
    shortUrl: 'http://localhost/api/test-gateway/x',
    amountPaise: 249_900,
    referenceId: reference,
    status: 'paid',
    gatewayPaymentId: paymentId,
    method: 'upi',
    paidAt,
  });
  return { sub, bike };
}

async function expectAxeClean() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target).join(', ')}`)).toEqual([]);
}

function open(c: Shopper) {
  setSession({ isLoggedIn: true, role: 'customer' });
  const net = connect(t, c.cookie);
  renderAt(
    '/Subscription',
    <main>
      <MyPlans />
    </main>,
  );
  return net;
}

describe('cancelling a plan from My plans', () => {
  it('asks first, saying the full refund, then cancels it and shows it refunded', async () => {
    const c = await quickCustomer(t);
    const { sub, bike } = await paidToday(c);
    const net = open(c);
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Bike Care Year' })).closest(
      'li',
    ) as HTMLElement;
    const until = formatDate(addDays(istDate(clock()), 14));
    expect(
      within(card).getByText(`If nothing in it is used, you can cancel it for a full refund until ${until}.`),
    ).toBeTruthy();
    const button = within(card).getByRole('button', { name: `Cancel plan Bike Care Year for ${bike.reg_number}` });
    await expectAxeClean();

    // By keyboard: to the button, Enter; "No" leaves the plan as it was.
    button.focus();
    await user.keyboard('{Enter}');
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain(
      `Cancel the plan Bike Care Year for ${bike.reg_number}? The full ₹2,499 is refunded`,
    );
    await expectAxeClean();
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(net.sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(card).findByText('Cancelled · refunded')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Cancel plan/ })).toBeNull();
    expect(await screen.findByText(/Your plan is cancelled\. ₹2,499 will be refunded in full/)).toBeTruthy();
    expect(net.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/api/customer/subscriptions/${sub.id}/cancel` }),
    ]);
    const [link] = await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.subscriptionId, sub.id));
    expect(link?.refundId).toMatch(/^rfnd_/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAxeClean();
  });

  it('offers no cancel once a breakdown call was answered under the plan', async () => {
    const c = await quickCustomer(t);
    const { sub } = await paidToday(c);
    await t.database.db.insert(subscriptionCalls).values({ subscriptionId: sub.id, note: 'Chain came off' });
    open(c);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Bike Care Year' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Cancel plan/ })).toBeNull();
    expect(within(card).queryByText(/full refund/)).toBeNull();
  });
});
