// The customer's View Details with the garage's inspections (decision 0021), in a DOM against the real API and
// database: the report (date, odometer, fuel, the photos opening whole and named by what they show, each item's state
// in words and its note), and the extra work found at the workshop with its photo beside Approve, in English and in
// Marathi.

import { orders } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { json } from '@motomitra/api/testing/customers';
import { loginOperator } from '@motomitra/api/testing/operators';
import { phonePhoto, photoForm } from '@motomitra/api/testing/photos';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { orderPagePath } from '@motomitra/domain/order-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as Orders } from '../src/features/account/routes/orders.tsx';
import { PACK_MR } from '../src/i18n/mr/pack.ts';
import { addPack, setLanguage } from '../src/i18n/t.ts';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let admin: { cookie: string };
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginOperator(t);
  jpeg = await phonePhoto(400, 300);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => setLanguage('en'));

/** A call of the console, as the admin; fails the test unless it succeeds. */
async function asAdmin(method: 'POST' | 'PATCH', url: string, payload: unknown = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...json, cookie: admin.cookie },
    payload: payload as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function addPhoto(inspectionId: string, slot: string) {
  const form = photoForm(slot, jpeg);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/inspections/${inspectionId}/photos`,
    headers: { ...form.headers, cookie: admin.cookie },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A customer's order whose bike the garage inspected: at pickup (six photos, 12,345 km, half a tank), and at the
 * workshop, where the brakes need work now (a note and a photo; proposed at ₹850) and the tyres soon.
 */
async function inspectedOrder() {
  const c = await quickCustomer(t);
  const order = await placeTestOrder(t, c);
  await t.database.db.update(orders).set({ status: 'inService' }).where(eq(orders.id, order._id));
  const base = `/api/ops/orders/${order._id}/inspections`;
  const pickup = (await asAdmin('POST', base, { kind: 'pickup' })).inspection;
  for (const slot of ['front', 'back', 'left', 'right', 'odometer', 'fuel']) await addPhoto(pickup._id, slot);
  await asAdmin('PATCH', `/api/ops/inspections/${pickup._id}`, { odometerKm: 12345, fuelLevel: 'half' });
  await asAdmin('POST', `/api/ops/inspections/${pickup._id}/complete`);
  const workshop = (await asAdmin('POST', base, { kind: 'workshop' })).inspection;
  await asAdmin('PATCH', `/api/ops/inspections/${workshop._id}`, {
    items: [
      { key: 'brakes', state: 'now', note: 'Front pads worn to 1 mm' },
      { key: 'tyres', state: 'soon' },
    ],
  });
  await addPhoto(workshop._id, 'brakes');
  await asAdmin('POST', `/api/ops/inspections/${workshop._id}/items/brakes/propose`, { price: 850 });
  return { c, order };
}

async function openDetails(order: { _id: string; OID: string }, cookie: string) {
  connect(t, cookie);
  renderAt(orderPagePath(order._id), <Route path="/my-account/orders" element={<Orders />} />);
  return screen.findByRole('dialog', { name: new RegExp(order.OID) });
}

const srcOf = (img: HTMLElement) => img.getAttribute('src') ?? '';

describe('the inspection report in View Details', () => {
  it('shows each inspection with its photos, reading, fuel and each item’s state in words', async () => {
    const { c, order } = await inspectedOrder();
    const details = await openDetails(order, c.cookie);
    const report = await within(details).findByRole('region', { name: 'Inspection' });

    const pickup = within(report).getByRole('region', { name: 'At pickup' });
    expect(within(pickup).getByText('Odometer', { selector: 'dt' }).nextElementSibling?.textContent).toBe('12,345 km');
    expect(within(pickup).getByText('Fuel', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Half');
    const photos = within(pickup).getAllByRole('img');
    expect(photos.map((p) => p.getAttribute('alt'))).toEqual([
      'Photo of your vehicle: Front',
      'Photo of your vehicle: Back',
      'Photo of your vehicle: Left side',
      'Photo of your vehicle: Right side',
      'Photo of your vehicle: Odometer',
      'Photo of your vehicle: Fuel gauge',
    ]);
    // Each thumbnail opens the photo whole, from the API, which gives it to this customer only.
    const front = within(pickup).getByRole('link', { name: 'Photo of your vehicle: Front' });
    expect(front.getAttribute('href')).toBe(srcOf(photos[0] as HTMLElement));
    const served = await t.app.inject({
      method: 'GET',
      url: front.getAttribute('href') ?? '',
      headers: { cookie: c.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stranger = await quickCustomer(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: front.getAttribute('href') ?? '',
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(403);

    const workshop = within(report).getByRole('region', { name: 'At the garage' });
    const brakes = within(workshop).getByText('Brakes').closest('li') as HTMLElement;
    // The state is said in words, not by the colour alone.
    expect(within(brakes).getByText('Needs work now')).toBeTruthy();
    expect(within(brakes).getByText('Front pads worn to 1 mm')).toBeTruthy();
    within(brakes).getByRole('img', { name: 'Photo of Brakes' });
    const tyres = within(workshop).getByText('Tyres').closest('li') as HTMLElement;
    expect(within(tyres).getByText('Needs attention soon')).toBeTruthy();
    // Items not marked (none here but these two) are left out.
    expect(within(workshop).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the worn part’s photo beside Approve, and approves it, in Marathi', async () => {
    const { c, order } = await inspectedOrder();
    addPack('mr', PACK_MR);
    setLanguage('mr');
    const user = userEvent.setup();
    const details = await openDetails(order, c.cookie);
    const extra = await within(details).findByRole('region', { name: PACK_MR['extra.title'] });
    const photo = within(extra).getByRole('img', { name: 'गॅरेजने काढलेला Brakes चा फोटो' });
    const approve = within(extra).getByRole('button', { name: 'Brakes मंजूर करा' });
    // In view before the answer: the photo comes before Approve in the item.
    expect(photo.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const report = await within(details).findByRole('region', { name: 'तपासणी' });
    within(report).getByRole('img', { name: 'तुमच्या गाडीचा फोटो: पुढची बाजू' });
    // The item names come from the API in Marathi; their states and the fuel are this screen's Marathi.
    const brakes = within(report).getByText('ब्रेक').closest('li') as HTMLElement;
    expect(within(brakes).getByText('आत्ताच काम करावे लागेल')).toBeTruthy();
    within(brakes).getByRole('img', { name: 'ब्रेक चा फोटो' });
    expect(within(report).getByText('इंधन', { selector: 'dt' }).nextElementSibling?.textContent).toBe('अर्धी टाकी');

    await user.click(approve);
    const ask = await screen.findByRole('dialog', { name: /^1 × Brakes, .* मंजूर करायचे/ });
    await user.click(within(ask).getByRole('button', { name: PACK_MR['dialog.yes'] }));
    await within(extra).findByText(new RegExp(`^${PACK_MR['extra.approved']}`));
  });
});
