// The inspection screens of the console in a DOM, against the real API and database (harness.tsx): the rider's
// pickup (six photos taken with the camera input and uploaded as a browser sends a form, the reading and the fuel,
// Complete refused naming what is missing, then accepted) and the technician's workshop checklist (an item marked
// Now, photographed, proposed to the customer in one tap with its price and shown as proposed).

import { inspectionItems, inspectionPhotos, inspections, jobItems, orders } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { loginOperator, loginStaff } from '@motomitra/api/testing/operators';
import { phonePhoto } from '@motomitra/api/testing/photos';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { PICKUP_PHOTO_SLOTS } from '@motomitra/domain/inspections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Checklists } from '../src/features/ops/routes/checklists.tsx';
import { Component as Inspection } from '../src/features/ops/routes/inspection.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await phonePhoto(400, 300);
});
afterAll(async () => {
  await t?.close();
});

/**
 * The page's calls as a browser sends them from the shop's own page: with its Origin and Sec-Fetch-Site, and the
 * Host they name, so that the API's cross-site checks see an upload as they would from a phone.
 */
function sameOrigin(cookie: string) {
  const net = connect(t, cookie);
  const inner = globalThis.fetch;
  globalThis.fetch = (input, init = {}) =>
    inner(input, {
      ...init,
      headers: {
        ...Object.fromEntries(new Headers(init.headers).entries()),
        host: window.location.host,
        origin: window.location.origin,
        'sec-fetch-site': 'same-origin',
      },
    });
  return net;
}

const photo = (name = 'IMG_0001.jpg') => new File([new Uint8Array(jpeg)], name, { type: 'image/jpeg' });

/** A booking of a new customer's bike, with `assigned` on its row (the rider or technician it is given to). */
async function bookedOrder(assigned: Partial<typeof orders.$inferInsert> = {}) {
  const c = await quickCustomer(t);
  const order = await placeTestOrder(t, c);
  if (Object.keys(assigned).length > 0)
    await t.database.db.update(orders).set(assigned).where(eq(orders.id, order._id));
  return order;
}

const open = (orderId: string, kind: string) =>
  renderAt(
    `/ops/orders/${orderId}/inspection/${kind}`,
    <Route path="/ops/orders/:id/inspection/:kind" element={<Inspection />} />,
  );

const inspectionOf = async (orderId: string) =>
  (await t.database.db.select().from(inspections).where(eq(inspections.orderId, orderId)))[0];

describe('the pickup inspection on the rider’s phone', () => {
  it('uploads each photo as multipart, says what a refused file is, and completes only once whole', async () => {
    const rider = await loginStaff(t, 'rider', { name: 'Ravi Rider', phone: '9876500011' });
    const order = await bookedOrder({ pickupRiderId: rider.id });
    const net = sameOrigin(rider.cookie);
    const user = userEvent.setup();
    open(order._id, 'pickup');
    await screen.findByRole('heading', { level: 1, name: 'Pickup inspection' });
    await user.click(await screen.findByRole('button', { name: 'Start the pickup inspection' }));
    // Start is gone once started: the focus goes on to the first section.
    const photos = await screen.findByRole('heading', { level: 2, name: 'Photos' });
    await waitFor(() => expect(document.activeElement).toBe(photos));

    // Six camera inputs, each under its own label.
    const front = await screen.findByLabelText('Front photo');
    expect(front.getAttribute('type')).toBe('file');
    expect(front.getAttribute('accept')).toBe('image/*');
    expect(front.getAttribute('capture')).toBe('environment');
    for (const name of ['Back', 'Left side', 'Right side', 'Odometer', 'Fuel gauge']) {
      expect(screen.getByLabelText(`${name} photo`).getAttribute('capture')).toBe('environment');
    }

    await user.upload(front, photo());
    await screen.findByRole('img', { name: 'Front photo as saved' });
    await screen.findByText('Front photo saved.');
    const upload = net.sent.find((r) => r.path.endsWith('/photos'));
    // The browser's multipart form with its boundary, never the JSON type the other calls carry.
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toMatchObject({ slot: 'front', photo: { name: 'IMG_0001.jpg', type: 'image/jpeg' } });
    const inspection = await inspectionOf(order._id);
    const kept = await t.database.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.inspectionId, inspection?.id ?? ''));
    expect(kept.map((p) => p.slot)).toEqual(['front']);

    // A file that is not a photo (whatever the camera input's accept said): the server's words, beside the slot.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(
      screen.getByLabelText('Back photo'),
      new File(['odometer 12345 km'], 'note.jpg', { type: 'image/jpeg' }),
    );
    const refused = await screen.findByText('This file is not a photo.');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('img', { name: 'Back photo as saved' })).toBeNull();

    // Complete, with five photos, the reading and the fuel missing: refused, naming them.
    await user.click(screen.getByRole('button', { name: 'Complete the inspection' }));
    await screen.findByText(
      'Before completing the pickup inspection, add the back photo, the left side photo, the right side photo, the odometer photo, the fuel gauge photo, the odometer reading, the fuel level.',
    );
    expect((await inspectionOf(order._id))?.completedAt).toBeNull();

    for (const slot of ['Back', 'Left side', 'Right side', 'Odometer', 'Fuel gauge']) {
      await user.upload(screen.getByLabelText(`${slot} photo`), photo(`${slot}.jpg`));
      await screen.findByRole('img', { name: `${slot} photo as saved` });
    }
    await user.type(screen.getByLabelText('Odometer reading (km)'), '12345');
    const fuel = screen.getByRole('group', { name: 'Fuel level' });
    await user.click(within(fuel).getByRole('radio', { name: 'Half' }));
    // The reading typed and not saved yet is saved first, then the inspection is completed.
    await user.click(screen.getByRole('button', { name: 'Complete the inspection' }));
    const completed = await screen.findByText(/^Completed \d{2}\/\d{2}\/\d{4}/);
    // The button is gone: the focus is on what took its place.
    expect(document.activeElement).toBe(completed);
    const done = await inspectionOf(order._id);
    expect(done).toMatchObject({ odometerKm: 12345, fuelLevel: 'half' });
    expect(done?.completedAt).not.toBeNull();
    const all = await t.database.db
      .select({ slot: inspectionPhotos.slot })
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.inspectionId, done?.id ?? ''));
    expect(all.map((p) => p.slot).sort()).toEqual([...PICKUP_PHOTO_SLOTS].sort());
    // Completed, it can no longer change: the camera inputs are off.
    expect((screen.getByLabelText('Front photo') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the workshop inspection on the technician’s phone', () => {
  it('marks an item Now, photographs it and proposes it to the customer with its price in one tap', async () => {
    const technician = await loginStaff(t, 'technician', { name: 'Tara Tech' });
    const order = await bookedOrder({ technicianId: technician.id, status: 'inService' });
    sameOrigin(technician.cookie);
    const user = userEvent.setup();
    open(order._id, 'workshop');
    await user.click(await screen.findByRole('button', { name: 'Start the workshop inspection' }));

    const brakes = await screen.findByRole('group', { name: 'Brakes' });
    expect(
      within(brakes)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['ok', 'soon', 'now']);
    // No proposal before the item is marked Now.
    expect(screen.queryByRole('button', { name: 'Propose to customer: Brakes' })).toBeNull();
    await user.click(within(brakes).getByRole('radio', { name: 'Now' }));
    await waitFor(() =>
      expect((within(brakes).getByRole('radio', { name: 'Now' }) as HTMLInputElement).checked).toBe(true),
    );
    await user.upload(screen.getByLabelText('Brakes photo'), photo('pads.jpg'));
    await screen.findByRole('img', { name: 'Brakes photo as saved' });
    await user.type(screen.getByLabelText('Note on Brakes (optional)'), 'Front pads worn to 1 mm');
    await user.click(screen.getByRole('button', { name: 'Save note on Brakes' }));
    await screen.findByText('Note on Brakes saved.');

    const propose = await screen.findByRole('button', { name: 'Propose to customer: Brakes' });
    // Without a price, the shared rule refuses it beside the field and nothing is sent.
    await user.click(propose);
    await screen.findByText('Enter a price.');
    expect(await t.database.db.select().from(jobItems).where(eq(jobItems.orderId, order._id))).toEqual([]);

    await user.type(screen.getByLabelText(/^Price \(₹\)/), '850');
    await user.type(screen.getByLabelText('Description (optional)'), 'Front brake pads');
    await user.click(propose);
    await screen.findByText('Proposed to the customer on the job card.');
    expect(screen.queryByRole('button', { name: 'Propose to customer: Brakes' })).toBeNull();
    const [item] = await t.database.db.select().from(jobItems).where(eq(jobItems.orderId, order._id));
    expect(item).toMatchObject({ name: 'Front brake pads', decision: 'proposed', unitPricePaise: 85_000 });
    expect(item?.photoId).not.toBeNull();
    // What the customer is asked to approve stays "now": the other marks are off.
    expect((within(brakes).getByRole('radio', { name: 'OK' }) as HTMLInputElement).disabled).toBe(true);

    // By keyboard: the arrows move the mark, each one sent, and the focus stays on the radio it reached.
    const tyres = screen.getByRole('group', { name: 'Tyres' });
    await user.click(within(tyres).getByRole('radio', { name: 'OK' }));
    await user.keyboard('{ArrowRight}');
    const soon = within(tyres).getByRole('radio', { name: 'Soon' });
    expect(document.activeElement).toBe(soon);
    await waitFor(async () => {
      const [row] = await t.database.db
        .select({ state: inspectionItems.state })
        .from(inspectionItems)
        .where(eq(inspectionItems.key, 'tyres'));
      expect(row?.state).toBe('soon');
    });
    expect((soon as HTMLInputElement).checked).toBe(true);

    // A note saved sends no mark: one changed meanwhile (here on another phone) stays as it is.
    await t.database.db.update(inspectionItems).set({ state: 'ok' }).where(eq(inspectionItems.key, 'tyres'));
    await user.type(screen.getByLabelText('Note on Tyres (optional)'), 'Rear tyre at 2 mm');
    await user.click(screen.getByRole('button', { name: 'Save note on Tyres' }));
    await screen.findByText('Note on Tyres saved.');
    const [tyresRow] = await t.database.db
      .select({ state: inspectionItems.state, note: inspectionItems.note })
      .from(inspectionItems)
      .where(eq(inspectionItems.key, 'tyres'));
    expect(tyresRow).toEqual({ state: 'ok', note: 'Rear tyre at 2 mm' });

    // Completing waits for every item to be marked, and says which are not.
    await user.click(screen.getByRole('button', { name: 'Complete the inspection' }));
    await screen.findByText(/^Mark every item before completing: Chain and sprockets \/ belt, /);
  });
});

describe('the checklist editor', () => {
  it('adds, moves and saves an item with its three labels, the rules’ refusals beside the fields', async () => {
    const admin = await loginOperator(t);
    sameOrigin(admin.cookie);
    const user = userEvent.setup();
    renderAt('/ops/checklists', <Route path="/ops/checklists" element={<Checklists />} />);
    const bike = await screen.findByRole('region', { name: 'Bike checklist' });
    const count = within(bike).getAllByRole('listitem').length;
    expect(within(bike).getByRole('textbox', { name: 'English label (item 1)' })).toHaveProperty('value', 'Brakes');

    await user.click(within(bike).getByRole('button', { name: 'Add an item' }));
    const n = count + 1;
    const english = within(bike).getByRole('textbox', { name: `English label (item ${n})` });
    expect(document.activeElement).toBe(english);
    await user.type(english, 'Side stand');
    // The key is written from the English label until the admin writes one.
    expect(within(bike).getByRole('textbox', { name: `Key (item ${n})` })).toHaveProperty('value', 'sideStand');
    await user.click(within(bike).getByRole('button', { name: 'Save the bike checklist' }));
    await within(bike).findByText('Give the Marathi label.');
    expect(document.activeElement).toBe(within(bike).getByRole('textbox', { name: `Marathi label (item ${n})` }));

    await user.type(within(bike).getByRole('textbox', { name: `Marathi label (item ${n})` }), 'साइड स्टँड');
    await user.type(within(bike).getByRole('textbox', { name: `Hindi label (item ${n})` }), 'साइड स्टैंड');
    await user.click(within(bike).getByRole('button', { name: `Move item ${n} up` }));
    expect(document.activeElement).toBe(within(bike).getByRole('button', { name: `Move item ${n - 1} up` }));
    await user.click(within(bike).getByRole('button', { name: 'Save the bike checklist' }));
    await screen.findByText('Bike checklist saved.');

    const saved = await t.app.inject({ method: 'GET', url: '/api/ops/checklists', headers: { cookie: admin.cookie } });
    const items = saved.json().checklists.find((c: { vehicleType: string }) => c.vehicleType === 'Bike').items;
    expect(items).toHaveLength(n);
    expect(items[n - 2]).toEqual({ key: 'sideStand', label: { en: 'Side stand', mr: 'साइड स्टँड', hi: 'साइड स्टैंड' } });
  });
});
