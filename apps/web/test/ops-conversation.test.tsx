// An order's WhatsApp conversation on the garage's order screen, in a DOM against the real API (harness.tsx): the
// thread with who wrote and when and what became of each answer, and the reply box that says, before anything is
// sent, whether the text goes as written (WhatsApp's 24-hour window) or only a template asking the customer to reply.
import { consents, conversationMessages, customers, outbox } from '@motomitra/api/db/schema';
import { registerCustomer } from '@motomitra/api/testing/customers';
import { loginOperator } from '@motomitra/api/testing/operators';
import { insertOrder } from '@motomitra/api/testing/orders';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as OpsOrder } from '../src/features/ops/routes/order.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;
const db = () => t.database.db;

/** A customer's order whose customer wrote `hoursAgo` (never when null), open on the operator's order screen. */
async function openConversation(hoursAgo: number | null, consent = false) {
  const c = await registerCustomer(t.app);
  const [row] = await db().select({ phone: customers.phone }).from(customers).where(eq(customers.id, c.id));
  const phone = row?.phone ?? '';
  const order = await insertOrder(db(), c.id, { status: 'inService' });
  if (consent)
    await db().insert(consents).values({ customerId: c.id, channel: 'whatsapp', granted: true, source: 'account' });
  if (hoursAgo !== null) {
    await db()
      .insert(conversationMessages)
      .values({
        direction: 'in',
        kind: 'text',
        phone,
        customerId: c.id,
        orderId: order.id,
        text: 'Is my bike ready?',
        providerMessageId: `wamid.${order.id}`,
        at: new Date(Date.now() - hoursAgo * HOUR),
      });
  }
  const net = connect(t, operator.cookie);
  renderAt(`/ops/orders/${order.id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
  const region = await screen.findByRole('region', { name: 'Conversation' });
  await waitFor(() => expect(within(region).queryByText('Loading…')).toBeNull());
  return { order, phone, net, region, user: userEvent.setup() };
}

describe('the conversation on the garage’s order screen', () => {
  it('shows the customer’s message, sends a reply inside the window, and shows it waiting to be sent', async () => {
    const { order, net, region, user } = await openConversation(2);
    const thread = await within(region).findByRole('list', { name: 'Messages, oldest first' });
    expect(within(thread).getByText('Is my bike ready?')).toBeTruthy();
    expect(within(thread).getByText('Customer')).toBeTruthy();
    const box = within(region).getByRole('textbox', { name: /Reply on WhatsApp/ });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(region.textContent).toContain('your reply goes to them as you write it');

    await user.click(within(region).getByRole('button', { name: 'Send reply' }));
    expect(await within(region).findByText('Write the reply.')).toBeTruthy();
    expect(net.sent.some((r) => r.method === 'POST' && r.path.endsWith('/conversation'))).toBe(false);

    await user.type(box, 'Ready by 5 pm.');
    await user.click(within(region).getByRole('button', { name: 'Send reply' }));
    expect(await within(region).findByText('Ready by 5 pm.')).toBeTruthy();
    expect(within(region).getByText('Garage Desk (garage)')).toBeTruthy();
    expect(within(region).getByText('Waiting to be sent')).toBeTruthy();
    expect(await screen.findByText('Your reply is queued on WhatsApp.')).toBeTruthy();
    const [queued] = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(queued).toMatchObject({ channel: 'whatsapp', template: null, body: 'Ready by 5 pm.' });
    // The order's timeline lists the message with where it stands.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    await within(timeline).findByText('Message by WhatsApp');
    expect(timeline.textContent).toMatch(/Message by WhatsApp: Reply from the garage — Waiting to be sent/);
  });

  it('says before sending that outside the window only a template asking the customer to reply goes', async () => {
    const { order, region, user } = await openConversation(30, true);
    expect(region.textContent).toContain('has not written in the last 24 hours');
    await user.type(within(region).getByRole('textbox', { name: /Reply on WhatsApp/ }), 'Your bike is ready.');
    await user.click(within(region).getByRole('button', { name: 'Send reply' }));
    expect(await within(region).findByText('Asked to reply (template)')).toBeTruthy();
    const [queued] = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(queued).toMatchObject({ template: 'garage_reply' });
  });

  it('asks to call a customer who never agreed to WhatsApp and has not written', async () => {
    const { region } = await openConversation(null);
    expect(await within(region).findByText(/call them instead/)).toBeTruthy();
    expect(within(region).getByText('No messages yet.')).toBeTruthy();
    expect(within(region).queryByRole('textbox')).toBeNull();
  });
});
