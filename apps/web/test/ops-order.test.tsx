// The garage's order screen in a DOM, against the real API and database (harness.tsx): each action asks or checks
// first, sends one command, and shows the order as the server answered it; an order changed meanwhile is read again.

import { customers, orders } from '@motomitra/api/db/schema';
import {
  addCartItem,
  placeOrderRequest,
  productId,
  quickCustomer,
  saveVehicle,
  validOrderData,
} from '@motomitra/api/testing/booking';
import { json } from '@motomitra/api/testing/customers';
import { loginOperator } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as OpsOrder } from '../src/features/ops/routes/order.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
let service: string;
let booked = 0;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
  service = await productId(t, 'bike-general-service');
});
afterAll(async () => {
  await t?.close();
});

/**
 * A customer's booking, placed through the API (each in a slot of its own), open on the operator's order screen;
 * `later` is where the garage has taken it since (written to its row before the screen opens).
 */
async function openOrder(later: Partial<typeof orders.$inferInsert> = {}) {
  const c = await quickCustomer(t);
  const bike = await saveVehicle(t, c, 'Bike');
  const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
  const slot = TIME_SLOTS[booked++ % TIME_SLOTS.length];
  const placed = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ serviceTimeSlot: slot })));
  expect(placed.statusCode, placed.body).toBe(201);
  const id: string = placed.json().order._id;
  // Without its handover code, as an order placed before codes: the status buttons are what these tests are about,
  // and an order with a code is picked up and delivered by the handover instead.
  await t.database.db
    .update(orders)
    .set({ handoverCode: null, ...later })
    .where(eq(orders.id, id));
  const net = connect(t, operator.cookie);
  renderAt(`/ops/orders/${id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
  await screen.findByRole('heading', { level: 1, name: /MM-\d{4}-\d{6}/ });
  return { id, net, user: userEvent.setup() };
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const nextStep = () => screen.getByRole('region', { name: 'Next step' });
/** The value beside `label` in a list of details (a <dl>), or null when no such label is shown. */
const detail = (region: HTMLElement, label: string) =>
  within(region).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;

describe("the garage's order screen", () => {
  it('moves an order only once the operator says yes, then offers the next moves the server allows', async () => {
    // Booked before handover codes: its pickup is a plain move, as every move was.
    const { id, user } = await openOrder({ handoverCode: null });
    await user.click(within(nextStep()).getByRole('button', { name: 'Mark Vehicle Picked Up' }));
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toMatch(
      /Mark order MM-\d{4}-\d{6} as Vehicle Picked Up\? The customer is told on WhatsApp, by SMS or by e-mail, as they chose\./,
    );
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(await statusOf(id)).toBe('new');

    await user.click(within(nextStep()).getByRole('button', { name: 'Mark Vehicle Picked Up' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await within(nextStep()).findByRole('button', { name: 'Mark In Service' });
    expect(within(nextStep()).queryByRole('button', { name: 'Mark Vehicle Picked Up' })).toBeNull();
    await screen.findByText('Marked Vehicle Picked Up.');
    expect(await statusOf(id)).toBe('pickedUp');
  });

  it('refuses a reason the API schema would refuse, beside the field and sending nothing, then cancels', async () => {
    const { id, net, user } = await openOrder();
    const cancel = within(nextStep()).getByRole('button', { name: 'Cancel order' });
    const reason = within(nextStep()).getByLabelText('Reason for cancelling');
    await user.type(reason, 'no');
    await user.click(cancel);
    await within(nextStep()).findByText('Give a reason for cancelling (at least 3 characters).');
    expect(net.sent.some((r) => r.path.endsWith('/cancel'))).toBe(false);
    expect(await statusOf(id)).toBe('new');
    await user.type(reason, ' longer needed');
    await user.click(cancel);
    await within(nextStep()).findByText('Cancelled: no longer needed');
    expect((reason as HTMLInputElement).value).toBe('');
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('delivers before payment only as "Delivered, payment pending", with a reason, asked once more', async () => {
    const { id, user } = await openOrder({ handoverCode: null });
    await t.database.db.update(orders).set({ status: 'inTransitDown' }).where(eq(orders.id, id));
    cleanup();
    renderAt(`/ops/orders/${id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
    const step = await screen.findByRole('region', { name: 'Next step' });
    const deliver = await within(step).findByRole('button', { name: 'Delivered, payment pending' });
    expect(within(nextStep()).queryByRole('button', { name: 'Mark Delivered' })).toBeNull();
    await user.click(deliver);
    await within(nextStep()).findByText('Say why the vehicle is delivered before payment (at least 3 characters).');
    await user.type(within(nextStep()).getByLabelText('Why it goes back before payment'), 'Pays cash tomorrow');
    await user.click(deliver);
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain('before its payment is confirmed');
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Marked Delivered, payment pending.');
    expect(await statusOf(id)).toBe('delivered');
  });

  it('on the way back offers the payment request first, "Delivered, payment pending" after it', async () => {
    const { id, user } = await openOrder({ status: 'inTransitDown' });
    const request = within(nextStep()).getByRole('button', { name: /^Request payment of ₹[\d,]+$/ });
    const unpaid = within(nextStep()).getByRole('button', { name: 'Delivered, payment pending' });
    // First in the page's order, so first by keyboard too.
    expect(request.compareDocumentPosition(unpaid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const buttons = within(nextStep()).getAllByRole('button');
    expect(buttons.indexOf(request)).toBe(0);
    await user.click(request);
    await screen.findByText('Payment requested; the customer can now Pay Now.');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.paymentStatus).toBe('requested');
    // Then the next step is the payment's confirmation, still before delivering unpaid.
    await within(nextStep()).findByText(/confirm it under Payment/);
    expect(within(nextStep()).queryByRole('button', { name: /^Request payment/ })).toBeNull();
  });

  it('flags, as the operator types, a reference that is not the customer’s UTR and an amount short of the order', async () => {
    const { id, net, user } = await openOrder({
      status: 'inTransitDown',
      paymentStatus: 'submitted',
      paymentReference: '412356789012',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const due = (row?.finalTotalPaise ?? row?.totalPaise ?? 0) / 100;
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    const payment = screen.getByRole('region', { name: 'Payment' });
    const amount = within(payment).getByLabelText('Amount received (₹)');
    const reference = within(payment).getByLabelText('Reference (UTR, card slip)');
    /** The texts the control's aria-describedby names, as a screen reader reads them after its label. */
    const described = (control: HTMLElement) =>
      (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((ref) => document.getElementById(ref)?.textContent ?? '')
        .join(' ');
    const live = () =>
      within(payment)
        .getAllByRole('status')
        .map((r) => r.textContent ?? '');

    const short = `${rupees(100)} short of the amount due (${rupees(due)}).`;
    await user.type(amount, String(due - 100));
    await waitFor(() => expect(live()).toContain(short));
    expect(described(amount)).toContain(short);

    const differs = 'Not the UTR the customer sent (412356789012): check it before confirming.';
    expect(live()).not.toContain(differs);
    await user.clear(reference);
    await user.type(reference, '4123 5678 9012');
    // The same UTR, written with spaces: nothing to warn of.
    expect(live()).not.toContain(differs);
    await user.clear(reference);
    await user.type(reference, '412356789013');
    await waitFor(() => expect(live()).toContain(differs));
    expect(described(reference)).toContain(differs);

    // The API would refuse the short amount: the form refuses it too, beside the field, and sends nothing.
    await user.selectOptions(within(payment).getByLabelText('Paid by'), 'UPI');
    await user.click(within(payment).getByRole('button', { name: 'Confirm paid' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(described(amount)).toContain(short);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The right amount: the question before "Yes" repeats the reference's warning.
    await user.clear(amount);
    await user.type(amount, String(due));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBeNull());
    expect(live().join('')).not.toContain('short of');
    await user.click(within(payment).getByRole('button', { name: 'Confirm paid' }));
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain(differs);
    expect(ask.textContent).toContain(`Confirm ${rupees(due)} received by UPI (412356789013)`);
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(net.sent.some((r) => r.path.endsWith('/confirm-payment'))).toBe(false);

    await user.click(within(payment).getByRole('button', { name: 'Confirm paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await within(screen.getByRole('region', { name: 'Payment' })).findByRole('link', { name: /^Invoice MM\// });
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(paid).toMatchObject({ paymentStatus: 'paid', paymentConfirmation: '412356789013' });
  });

  it('says "Not charged" for a cancelled order, as the customer reads it', async () => {
    const { user } = await openOrder();
    await user.type(within(nextStep()).getByLabelText('Reason for cancelling'), 'Customer sold the bike');
    await user.click(within(nextStep()).getByRole('button', { name: 'Cancel order' }));
    await within(nextStep()).findByText('Cancelled: Customer sold the bike');
    const heading = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(heading?.textContent).toContain('Not charged');
    expect(heading?.textContent).not.toContain('Pending');
    expect(detail(screen.getByRole('region', { name: 'Payment' }), 'Payment status')).toBe('Not charged');
  });

  it('labels the order’s address "Pickup place" when the customer saved no home address', async () => {
    const { id } = await openOrder();
    const card = () => screen.getByRole('region', { name: 'Customer' });
    // The fixture's customer has a saved home address, which checkout recorded.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('no order');
    expect(detail(card(), 'Home address')).toBe(row.address);
    // A customer who saved none: checkout recorded the pickup place as the order's address.
    await t.database.db.update(customers).set({ address: '' }).where(eq(customers.id, row.customerId));
    await t.database.db.update(orders).set({ address: row.pickupLocation.address }).where(eq(orders.id, id));
    cleanup();
    renderAt(`/ops/orders/${id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
    await screen.findByRole('heading', { level: 1, name: /MM-\d{4}-\d{6}/ });
    expect(detail(card(), 'Pickup place')).toBe(row.pickupLocation.address);
    expect(detail(card(), 'Home address')).toBeNull();
  });

  it('reads the order again when another operator changed it meanwhile (409)', async () => {
    const { id, net, user } = await openOrder({ handoverCode: null });
    // Someone at the other desk marks the pickup first.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${id}/status`,
      headers: { ...json, cookie: operator.cookie },
      payload: { to: 'pickedUp' },
    });
    expect(other.statusCode, other.body).toBe(200);
    await user.click(within(nextStep()).getByRole('button', { name: 'Mark Vehicle Picked Up' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    await within(nextStep()).findByRole('button', { name: 'Mark In Service' });
    const calls = net.sent.map((r) => `${r.method} ${r.path}`);
    const refused = calls.indexOf(`POST /api/ops/orders/${id}/status`);
    expect(refused).toBeGreaterThan(-1);
    expect(calls.slice(refused + 1)).toContain(`GET /api/ops/orders/${id}`);
    expect(await statusOf(id)).toBe('pickedUp');
  });

  it('proposes a job card line (checked by the API schema), records a phone approval, and removes it, the final amount following', async () => {
    const { user } = await openOrder();
    const card = screen.getByRole('region', { name: 'Job card' });
    const final = () => within(card).getByRole('row', { name: /Final amount/ }).textContent ?? '';
    const before = final();
    const add = within(card).getByRole('button', { name: 'Add item' }) as HTMLButtonElement;
    await user.type(within(card).getByLabelText('Extra item'), 'B');
    await user.type(within(card).getByLabelText('Price each (₹)'), '450');
    await user.click(add);
    await within(card).findByText('Name the item (at least 2 characters).');
    await user.clear(within(card).getByLabelText('Price each (₹)'));
    await user.type(within(card).getByLabelText('Extra item'), 'rake pads');
    await user.clear(within(card).getByLabelText('Quantity'));
    await user.type(within(card).getByLabelText('Quantity'), '2');
    await user.type(within(card).getByLabelText('Price each (₹)'), '450');
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.click(add);

    await within(card).findByRole('row', { name: /Brake pads × 2/ });
    // A proposal: not billed until the customer says yes.
    expect(final()).toBe(before);
    expect(within(card).getByText('Waiting for the customer')).toBeTruthy();
    expect((within(card).getByLabelText('Extra item') as HTMLInputElement).value).toBe('');

    // The customer said yes on the phone: who answered is required, then the amount follows.
    await user.click(within(card).getByRole('button', { name: 'Approved by phone' }));
    await within(card).findByText('Write who gave the answer on the phone (at least 2 characters).');
    await user.type(within(card).getByLabelText('Who answered on the phone (Brake pads)'), 'Asha, the owner');
    await user.click(within(card).getByRole('button', { name: 'Approved by phone' }));
    await within(card).findByText(/Approved by phone: Asha, the owner/);
    expect(final()).not.toBe(before);
    await user.click(within(card).getByRole('button', { name: 'Remove Brake pads' }));
    await waitFor(() => expect(within(card).queryByRole('row', { name: /Brake pads/ })).toBeNull());
    expect(final()).toBe(before);
  });
});
