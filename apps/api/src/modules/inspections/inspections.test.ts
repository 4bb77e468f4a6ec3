// Inspections with photos, through the API as the garage's staff and the customer use it: the pickup rider's
// inspection (six photos, reading and fuel level, or it does not complete), a photo stored without its EXIF and GPS
// and served only to the order's customer and its staff, uploads that are no photo or too big refused with a clear
// message, the technician's checklist with an item found "now" proposed on the job card with its photo (the
// customer is asked as for any proposal and sees the photo), the customer's report in Marathi, and the admins'
// checklists.
import fs from 'node:fs';
import { CATALOGUES } from '@motomitra/domain/messages-in';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobItems, orders, outbox } from '../../db/schema.ts';
import { DEFAULT_CHECKLISTS } from '../../db/seed/checklists.ts';
import { json, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.ts';
import { hold, releaseHolds, untilBlockedBy } from '../../testing/held-locks.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { insertOrder, type OrderRow } from '../../testing/orders.ts';
import { GPS_TAG, multipartForm, phonePhoto, photoForm } from '../../testing/photos.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = { cookie: string };
let t: TestApp;
let desk: Who;
let advisor: Who;
let rider: Who & { id: string };
let otherRider: Who & { id: string };
let technician: Who & { id: string };
let asha: TestCustomer;
let ravi: TestCustomer;
let order: OrderRow;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  desk = await loginOperator(t);
  advisor = await loginStaff(t, 'advisor');
  rider = await loginStaff(t, 'rider', { name: 'Raju Rider' });
  otherRider = await loginStaff(t, 'rider', { name: 'Other Rider' });
  technician = await loginStaff(t, 'technician', { name: 'Tara Technician' });
  asha = await registerCustomer(t.app);
  ravi = await registerCustomer(t.app);
  order = await insertOrder(t.database.db, asha.id, { pickupRiderId: rider.id, technicianId: technician.id });
  photo = await phonePhoto();
});
afterAll(() => t?.close());

const send = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(payload !== undefined ? json : {}), ...(who ? { cookie: who.cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const upload = (who: Who | null, inspectionId: string, form: ReturnType<typeof multipartForm>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/inspections/${inspectionId}/photos`,
    headers: { ...form.headers, ...(who ? { cookie: who.cookie } : {}) },
    payload: form.payload,
  });
const start = (who: Who, orderId: string, kind: 'pickup' | 'workshop') =>
  send(who, 'POST', `/api/ops/orders/${orderId}/inspections`, { kind });
const storedFiles = () => (fs.existsSync(diskDir()) ? fs.readdirSync(diskDir()) : []);
const diskDir = () => (t.config.photos.kind === 'disk' ? t.config.photos.dir : '');

describe('the pickup inspection', () => {
  let id: string;

  it('is started by the order’s pickup rider, once, and by no other rider or the technician', async () => {
    const res = await start(rider, order.id, 'pickup');
    expect(res.statusCode, res.body).toBe(200);
    const inspection = res.json().inspection;
    expect(inspection).toMatchObject({
      orderId: order.id,
      kind: 'pickup',
      completedAt: null,
      odometerKm: null,
      fuelLevel: null,
      photos: [],
      items: [],
      missing: ['front', 'back', 'left', 'right', 'odometer', 'fuel', 'odometerKm', 'fuelLevel'],
    });
    id = inspection._id;
    // A second tap answers the same inspection; the desk reaches it too.
    expect((await start(rider, order.id, 'pickup')).json().inspection._id).toBe(id);
    expect((await start(desk, order.id, 'pickup')).json().inspection._id).toBe(id);
    for (const who of [otherRider, technician]) {
      const refused = await start(who, order.id, 'pickup');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: 'This order is not assigned to you.' });
    }
    expect((await send(otherRider, 'GET', `/api/ops/orders/${order.id}/inspections`)).statusCode).toBe(403);
    expect((await send(asha, 'POST', `/api/ops/orders/${order.id}/inspections`, { kind: 'pickup' })).statusCode).toBe(
      403,
    );
  });

  it('does not complete without its six photos, the odometer reading and the fuel level, and says what is missing', async () => {
    const res = await send(rider, 'POST', `/api/ops/inspections/${id}/complete`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Before completing the pickup inspection, add the front photo, the back photo, the left side photo, the right ' +
        'side photo, the odometer photo, the fuel gauge photo, the odometer reading, the fuel level.',
    );
  });

  it('keeps a photo without its EXIF and GPS, and a new photo of a side replaces the old one', async () => {
    const first = await upload(rider, id, photoForm('front', photo));
    expect(first.statusCode, first.body).toBe(200);
    const sent = first.json().photo;
    expect(sent).toEqual({ _id: expect.any(String), slot: 'front', url: `/api/photos/${sent._id}` });
    expect(storedFiles()).toHaveLength(1);
    const stored = fs.readFileSync(`${diskDir()}/${storedFiles()[0]}`);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(GPS_TAG) && stored.includes(Buffer.from('Exif'))).toBe(false);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 400]);

    // The same side again: one front photo, the first one's bytes gone.
    const again = await upload(rider, id, photoForm('front', photo));
    expect(again.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(1);
    const list = (await send(rider, 'GET', `/api/ops/orders/${order.id}/inspections`)).json().inspections;
    expect(list[0].photos).toEqual([again.json().photo]);
    expect((await send(desk, 'GET', sent.url)).statusCode).toBe(404);
  });

  it('refuses a file that is not a photo, one too big, and a request that is no photo form, with a clear message', async () => {
    const text = await upload(rider, id, photoForm('back', Buffer.from('not a photo at all'), { filename: 'a.jpg' }));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ success: false, message: 'This file is not a photo.' });
    const big = await upload(rider, id, photoForm('back', Buffer.alloc(15 * 1024 * 1024 + 1, 0xff)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, message: 'The photo is too large (at most 15 MB).' });
    const slot = await upload(rider, id, photoForm('roof', photo));
    expect(slot.json().message).toBe('Say which photo this is: front, back, left, right, odometer or fuel.');
    const noPhoto = await upload(rider, id, multipartForm({ slot: 'back' }));
    expect(noPhoto.json().message).toBe('Send the photo in the field photo, as a form upload (multipart/form-data).');
    const noSlot = await upload(rider, id, multipartForm({}, [{ bytes: photo }]));
    expect(noSlot.json().message).toBe('Say which photo this is (the field slot).');
    const broken = await upload(rider, id, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.from('--x\r\nthis is not a part\r\n'),
    });
    expect(broken.statusCode).toBe(400);
    const asJson = await send(rider, 'POST', `/api/ops/inspections/${id}/photos`, { slot: 'back', photo: 'AAAA' });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().message).toBe('Send the photo as a form upload (multipart/form-data).');
    // Nothing of these was kept.
    expect(storedFiles()).toHaveLength(1);
  });

  it('completes with its photos, reading and fuel level, and then changes no more', async () => {
    for (const slot of ['back', 'left', 'right', 'odometer', 'fuel'])
      expect((await upload(rider, id, photoForm(slot, photo))).statusCode).toBe(200);
    const patched = await send(rider, 'PATCH', `/api/ops/inspections/${id}`, { odometerKm: 12_345, fuelLevel: 'half' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().inspection).toMatchObject({ odometerKm: 12_345, fuelLevel: 'half', missing: [] });
    const done = await send(rider, 'POST', `/api/ops/inspections/${id}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().inspection.completedAt).toEqual(expect.any(String));
    expect(done.json().inspection.photos).toHaveLength(6);

    const later = await send(rider, 'PATCH', `/api/ops/inspections/${id}`, { fuelLevel: 'full' });
    expect(later.statusCode).toBe(409);
    expect((await upload(rider, id, photoForm('front', photo))).statusCode).toBe(409);
    expect((await send(rider, 'POST', `/api/ops/inspections/${id}/complete`, {})).statusCode).toBe(409);
  });
});

describe('a photo of an order', () => {
  let url: string;
  beforeAll(async () => {
    const list = (await send(desk, 'GET', `/api/ops/orders/${order.id}/inspections`)).json().inspections;
    url = list[0].photos[0].url;
  });

  it('is served to the order’s customer and its staff as a private JPEG no cache keeps', async () => {
    for (const who of [asha, desk, rider, technician]) {
      const res = await send(who, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    }
  });

  it('is refused to another customer (403), another rider (403) and a visitor (401)', async () => {
    const other = await send(ravi, 'GET', url);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: 'This photo is not yours to see.' });
    expect(other.headers['content-type']).toContain('application/json');
    const marathi = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: ravi.cookie, 'accept-language': 'mr' },
    });
    expect(marathi.json().message).toBe(CATALOGUES.mr.photoNotYours);
    expect((await send(otherRider, 'GET', url)).statusCode).toBe(403);
    expect((await send(null, 'GET', url)).statusCode).toBe(401);
    expect((await send(asha, 'GET', '/api/photos/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the workshop inspection', () => {
  let id: string;

  it('is the technician’s, with the checklist of the vehicle, and completes only with every item marked', async () => {
    expect((await start(rider, order.id, 'workshop')).statusCode).toBe(403);
    const res = await start(technician, order.id, 'workshop');
    expect(res.statusCode, res.body).toBe(200);
    const inspection = res.json().inspection;
    id = inspection._id;
    expect(inspection.items.map((i: { key: string }) => i.key)).toEqual(DEFAULT_CHECKLISTS.Bike.map((i) => i.key));
    expect(inspection.items[0]).toEqual({
      key: 'brakes',
      label: 'Brakes',
      state: null,
      note: '',
      photo: null,
      jobItemId: null,
    });
    const early = await send(technician, 'POST', `/api/ops/inspections/${id}/complete`, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Mark every item before completing: Brakes, Tyres, /);
    const unknown = await send(technician, 'PATCH', `/api/ops/inspections/${id}`, {
      items: [{ key: 'wings', state: 'ok' }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a slot that is no item key, or a form text with a control character, with a clear 400, storing nothing', async () => {
    const before = storedFiles().length;
    // A NUL reached PostgreSQL before (the input guard reads JSON only): a 500.
    const nul = await upload(technician, id, photoForm('brakes\u0000', photo));
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().message).toBe(CATALOGUES.en.badText);
    const other = await upload(technician, id, multipartForm({ slot: 'brakes', note: 'a\u0007b' }, [{ bytes: photo }]));
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().message).toBe(CATALOGUES.en.badText);
    const shape = await upload(technician, id, photoForm('brakes pads', photo));
    expect(shape.statusCode, shape.body).toBe(400);
    expect(shape.json().message).toBe('Say which checklist item this photo shows (its key).');
    expect(storedFiles()).toHaveLength(before);
    const list = (await send(technician, 'GET', `/api/ops/orders/${order.id}/inspections`)).json().inspections;
    expect(list[1].photos).toEqual([]);
  });

  it('proposes an item found "now" on the job card with its photo, once, and the customer is asked', async () => {
    const marked = await send(technician, 'PATCH', `/api/ops/inspections/${id}`, {
      items: [
        { key: 'brakes', state: 'now', note: 'Front pads worn to 1 mm' },
        { key: 'tyres', state: 'soon' },
      ],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const shot = await upload(technician, id, photoForm('brakes', photo));
    expect(shot.statusCode, shot.body).toBe(200);
    const brakesPhoto = shot.json().photo;
    const asked = (await t.database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).length;

    const tyres = await send(technician, 'POST', `/api/ops/inspections/${id}/items/tyres/propose`, { price: 1800 });
    expect(tyres.statusCode).toBe(409);
    const res = await send(technician, 'POST', `/api/ops/inspections/${id}/items/brakes/propose`, { price: 450 });
    expect(res.statusCode, res.body).toBe(200);
    const brakes = res.json().inspection.items.find((i: { key: string }) => i.key === 'brakes');
    expect(brakes).toMatchObject({ state: 'now', note: 'Front pads worn to 1 mm', photo: { _id: brakesPhoto._id } });
    const [jobItem] = await t.database.db.select().from(jobItems).where(eq(jobItems.orderId, order.id));
    expect(brakes.jobItemId).toBe(jobItem?.id);
    expect(jobItem).toMatchObject({ name: 'Brakes', quantity: 1, unitPricePaise: 45_000, decision: 'proposed' });
    expect(jobItem?.photoId).toBe(brakesPhoto._id);
    // Asked as every proposal asks: a message on the customer's channel, the proposal on the timeline.
    expect((await t.database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).length).toBeGreaterThan(
      asked,
    );
    const view = (await send(desk, 'GET', `/api/ops/orders/${order.id}`)).json().order;
    expect(view.items[0]).toMatchObject({ name: 'Brakes', decision: 'proposed', photoUrl: brakesPhoto.url });

    const twice = await send(technician, 'POST', `/api/ops/inspections/${id}/items/brakes/propose`, { price: 450 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This item is already on the job card.');
    // What the customer is shown stays what was found.
    expect((await upload(technician, id, photoForm('brakes', photo))).statusCode).toBe(409);
    const unmark = await send(technician, 'PATCH', `/api/ops/inspections/${id}`, {
      items: [{ key: 'brakes', state: 'ok' }],
    });
    expect(unmark.statusCode).toBe(409);
    // A note alone leaves the mark as it is (the console sends no mark with it).
    const noted = await send(technician, 'PATCH', `/api/ops/inspections/${id}`, {
      items: [{ key: 'brakes', note: 'Front pads worn to 1 mm, disc fine' }, { key: 'tyres' }],
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const items = noted.json().inspection.items;
    expect(items[0]).toMatchObject({ key: 'brakes', state: 'now', note: 'Front pads worn to 1 mm, disc fine' });
    expect(items[1]).toMatchObject({ key: 'tyres', state: 'soon' });
  });

  it('is read by the customer in their language, with the proposed item’s photo in their approval', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/inspections`,
      headers: { cookie: asha.cookie, 'accept-language': 'mr-IN,mr;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pickup, workshop] = res.json().inspections;
    expect(pickup.kind).toBe('pickup');
    expect(pickup.photos).toHaveLength(6);
    expect(workshop.items[0]).toMatchObject({ key: 'brakes', label: 'ब्रेक', state: 'now' });
    expect(workshop.items.map((i: { label: string }) => i.label)).toEqual(
      DEFAULT_CHECKLISTS.Bike.map((i) => i.label.mr),
    );
    const own = await send(asha, 'GET', `/api/v1/order/fetch/order/${order.id}`);
    const item = own.json().orderData.items[0];
    expect(item).toMatchObject({ name: 'Brakes', decision: 'proposed', photoUrl: workshop.items[0].photo.url });
    const image = await send(asha, 'GET', item.photoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const other = await send(ravi, 'GET', `/api/orders/${order.id}/inspections`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This order is not yours.');
    expect((await send(null, 'GET', `/api/orders/${order.id}/inspections`)).statusCode).toBe(401);
  });
});

describe('an item’s photo replaced while it is proposed', () => {
  afterEach(releaseHolds);

  it('keeps the job card’s photo: the proposal waits for the upload holding the item, and proposes its photo', async () => {
    const mine = await insertOrder(t.database.db, asha.id, { technicianId: technician.id });
    const id = (await start(technician, mine.id, 'workshop')).json().inspection._id;
    await send(technician, 'PATCH', `/api/ops/inspections/${id}`, { items: [{ key: 'brakes', state: 'now' }] });
    const first = (await upload(technician, id, photoForm('brakes', photo))).json().photo;
    // Another session keeps the photo's row from being deleted (but not from being referenced): the new photo's upload
    // stops there, past its check of the item; unlocked, the item was then proposed with the photo the upload deleted.
    if (t.config.database.kind !== 'postgres') throw new Error('the test app runs on PostgreSQL');
    const held = await hold(t.config.database.url, 'select 1 from inspection_photos where id = $1 for no key update', [
      first._id,
    ]);
    const replacing = upload(technician, id, photoForm('brakes', photo));
    await untilBlockedBy(t.database.db, held, 1, 'uploads');
    const proposing = send(technician, 'POST', `/api/ops/inspections/${id}/items/brakes/propose`, { price: 450 });
    // It waits for the item the upload holds (unlocked, it went through: the race is then decided below).
    await Promise.race([proposing, untilBlockedBy(t.database.db, held, 2, 'proposals waiting').catch(() => {})]);
    await held.release();
    const [replaced, proposed] = await Promise.all([replacing, proposing]);
    expect([replaced.statusCode, proposed.statusCode], replaced.body + proposed.body).toEqual([200, 200]);
    const [jobItem] = await t.database.db.select().from(jobItems).where(eq(jobItems.orderId, mine.id));
    expect(jobItem?.photoId).toBe(replaced.json().photo._id);
  });

  it('answers no 5xx and leaves the job item its photo when the two are sent at once, again and again', async () => {
    for (let round = 0; round < 10; round++) {
      const mine = await insertOrder(t.database.db, asha.id, { technicianId: technician.id });
      const id = (await start(technician, mine.id, 'workshop')).json().inspection._id;
      await send(technician, 'PATCH', `/api/ops/inspections/${id}`, { items: [{ key: 'brakes', state: 'now' }] });
      expect((await upload(technician, id, photoForm('brakes', photo))).statusCode).toBe(200);
      const [replaced, proposed] = await Promise.all([
        upload(technician, id, photoForm('brakes', photo)),
        send(technician, 'POST', `/api/ops/inspections/${id}/items/brakes/propose`, { price: 450 }),
      ]);
      // A proposal first: the upload finds the item on the job card (409).
      expect([replaced.statusCode, proposed.statusCode], replaced.body + proposed.body).toEqual([
        expect.toBeOneOf([200, 409]),
        200,
      ]);
      const [jobItem] = await t.database.db.select().from(jobItems).where(eq(jobItems.orderId, mine.id));
      expect(jobItem?.photoId, `round ${round}`).toEqual(expect.any(String));
    }
  });
});

describe('an item’s mark changed while it is proposed', () => {
  afterEach(releaseHolds);

  it('never leaves a proposed item marked other than "now"', async () => {
    const mine = await insertOrder(t.database.db, asha.id, { technicianId: technician.id });
    const id = (await start(technician, mine.id, 'workshop')).json().inspection._id;
    await send(technician, 'PATCH', `/api/ops/inspections/${id}`, { items: [{ key: 'brakes', state: 'now' }] });
    if (t.config.database.kind !== 'postgres') throw new Error('the test app runs on PostgreSQL');
    // Another session holds the tyres' row: the change (tyres, then brakes) stops there; unlocked, it had read the
    // brakes not yet proposed, and marked them "ok" once they were.
    const held = await hold(
      t.config.database.url,
      "select 1 from inspection_items where inspection_id = $1 and key = 'tyres' for no key update",
      [id],
    );
    const changing = send(technician, 'PATCH', `/api/ops/inspections/${id}`, {
      items: [
        { key: 'tyres', state: 'ok' },
        { key: 'brakes', state: 'ok' },
      ],
    });
    await untilBlockedBy(t.database.db, held, 1, 'changes');
    const proposing = send(technician, 'POST', `/api/ops/inspections/${id}/items/brakes/propose`, { price: 450 });
    await Promise.race([proposing, untilBlockedBy(t.database.db, held, 2, 'proposals waiting').catch(() => {})]);
    await held.release();
    const [changed, proposed] = await Promise.all([changing, proposing]);
    expect(
      [changed.statusCode, proposed.statusCode].every((s) => s < 500),
      changed.body + proposed.body,
    ).toBe(true);
    const brakes = (await send(technician, 'GET', `/api/ops/orders/${mine.id}/inspections`))
      .json()
      .inspections[0].items.find((i: { key: string }) => i.key === 'brakes');
    if (brakes.jobItemId) expect(brakes.state).toBe('now');
    else expect(proposed.statusCode).toBe(409);
  });
});

describe('an inspection of a delivered or cancelled order', () => {
  it('takes no photo and no change: its customer may have been erased', async () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      const mine = await insertOrder(t.database.db, asha.id, { pickupRiderId: rider.id, technicianId: technician.id });
      const pickup = (await start(rider, mine.id, 'pickup')).json().inspection._id;
      const workshop = (await start(technician, mine.id, 'workshop')).json().inspection._id;
      await t.database.db.update(orders).set({ status }).where(eq(orders.id, mine.id));
      const files = storedFiles().length;
      const message = `An order that is ${status} takes no more inspection changes.`;
      for (const refused of [
        await upload(rider, pickup, photoForm('front', photo)),
        await upload(technician, workshop, photoForm('brakes', photo)),
        await send(rider, 'PATCH', `/api/ops/inspections/${pickup}`, { odometerKm: 100 }),
        await send(technician, 'PATCH', `/api/ops/inspections/${workshop}`, {
          items: [{ key: 'brakes', state: 'ok' }],
        }),
      ]) {
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json().message).toBe(message);
      }
      expect(storedFiles()).toHaveLength(files);
      const list = (await send(desk, 'GET', `/api/ops/orders/${mine.id}/inspections`)).json().inspections;
      expect(list.map((i: { photos: unknown[] }) => i.photos)).toEqual([[], []]);
      expect(list[0].odometerKm).toBeNull();
    }
  });
});

describe('the checklists', () => {
  const carItems = [
    { key: 'brakes', label: { en: 'Brakes', mr: 'ब्रेक', hi: 'ब्रेक' } },
    { key: 'wipers', label: { en: 'Wipers', mr: 'वायपर', hi: 'वाइपर' } },
  ];

  it('are read and changed by admins only, checked whole', async () => {
    const list = await send(desk, 'GET', '/api/ops/checklists');
    expect(list.statusCode).toBe(200);
    expect(list.json().checklists.map((c: { vehicleType: string }) => c.vehicleType)).toEqual(['Bike', 'Car']);
    expect(list.json().checklists[1].items).toEqual(DEFAULT_CHECKLISTS.Car);
    expect((await send(advisor, 'PUT', '/api/ops/checklists/Car', { items: carItems })).statusCode).toBe(403);

    const twice = await send(desk, 'PUT', '/api/ops/checklists/Car', { items: [carItems[0], carItems[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The key brakes is used twice.');
    expect((await send(desk, 'PUT', '/api/ops/checklists/Car', { items: [] })).statusCode).toBe(400);
    const noHindi = [{ key: 'brakes', label: { en: 'Brakes', mr: 'ब्रेक', hi: ' ' } }];
    expect((await send(desk, 'PUT', '/api/ops/checklists/Car', { items: noHindi })).json().message).toBe(
      'Give the Hindi label.',
    );
    expect((await send(desk, 'PUT', '/api/ops/checklists/Truck', { items: carItems })).statusCode).toBe(400);

    const saved = await send(desk, 'PUT', '/api/ops/checklists/Car', { items: carItems });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().checklist).toMatchObject({ vehicleType: 'Car', items: carItems });
  });

  it('give a workshop inspection started after an edit the edited items', async () => {
    const car = await insertOrder(t.database.db, asha.id, { vehicleType: 'Car', technicianId: technician.id });
    const res = await start(technician, car.id, 'workshop');
    expect(res.json().inspection.items.map((i: { label: string }) => i.label)).toEqual(['Brakes', 'Wipers']);
  });
});

describe('with the photos in an S3-compatible bucket', () => {
  const s3Options = {
    bucket: 'garage-photos',
    region: 'ap-south-1',
    accessKeyId: 'AKIAGARAGETEST',
    secretAccessKey: 'garage-secret-access-key-12345',
  };
  let s3: FakeS3;
  let shop: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3(s3Options);
    shop = await createTestApp({
      photos: { kind: 's3', endpoint: s3.url, forcePathStyle: true, ...s3Options },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await s3?.close();
  });

  it('stores, serves and replaces them there, signed', async () => {
    const admin = await loginOperator(shop);
    const owner = await registerCustomer(shop.app);
    const booked = await insertOrder(shop.database.db, owner.id);
    const post = (who: Who, url: string, form: ReturnType<typeof multipartForm>) =>
      shop.app.inject({ method: 'POST', url, headers: { ...form.headers, cookie: who.cookie }, payload: form.payload });
    const started = await shop.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${booked.id}/inspections`,
      headers: { ...json, cookie: admin.cookie },
      payload: { kind: 'pickup' },
    });
    const id = started.json().inspection._id;
    const first = await post(admin, `/api/ops/inspections/${id}/photos`, photoForm('odometer', photo));
    expect(first.statusCode, first.body).toBe(200);
    expect([...s3.objects.keys()]).toEqual([expect.stringMatching(/^photos\/[0-9a-f-]{36}\.jpg$/)]);
    const [key] = [...s3.objects.keys()];
    expect((await sharp(s3.objects.get(key as string)?.body).metadata()).exif).toBeUndefined();

    const served = await shop.app.inject({
      method: 'GET',
      url: first.json().photo.url,
      headers: { cookie: owner.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(s3.objects.get(key as string)?.body as Buffer)).toBe(true);

    const second = await post(admin, `/api/ops/inspections/${id}/photos`, photoForm('odometer', photo));
    expect(second.statusCode).toBe(200);
    expect(s3.objects.size).toBe(1);
    expect(s3.objects.has(key as string)).toBe(false);
    expect(s3.requests.filter((r) => r.status === 403)).toEqual([]);
  });
});
