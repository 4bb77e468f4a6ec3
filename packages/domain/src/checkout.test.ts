// Checkout rules: IST dates around midnight, slots that have started, pincodes per city, every field's message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookableDates,
  pincodeIn,
  pincodeProblem,
  SLOT_START_TIMES,
  slotAvailability,
  slotHasStarted,
  slotStart,
  withoutPincodes,
} from './checkout.ts';
import { type CheckoutContext, validateCheckout } from './checkout-rules.ts';
import { TIME_SLOTS } from './constants.ts';
import { phoneMessage } from './customer-fields.ts';
import { addDays, istDate, istInstant, istYear } from './ist.ts';
import { englishOf } from './keyed-text.ts';
import { MESSAGES } from './messages.ts';

const IST_MS = 330 * 60_000;

describe('IST dates', () => {
  it('switches the calendar date at midnight IST (18:30 UTC), not at midnight UTC', () => {
    expect(istDate(new Date('2026-03-10T18:29:59.999Z'))).toBe('2026-03-10');
    expect(istDate(new Date('2026-03-10T18:30:00.000Z'))).toBe('2026-03-11');
    expect(istYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('agrees with Intl’s Asia/Kolkata calendar at any instant', () => {
    const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        expect(istDate(new Date(t))).toBe(fmt.format(new Date(t)));
      }),
    );
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns an IST wall-clock time into the right instant', () => {
    expect(istInstant('2026-03-11', '10:00').toISOString()).toBe('2026-03-11T04:30:00.000Z');
    expect(istInstant('2026-03-11', '00:00').toISOString()).toBe('2026-03-10T18:30:00.000Z');
  });
});

describe('bookable dates', () => {
  it('runs from today to 30 days ahead in IST, also in the first minutes after midnight IST', () => {
    // 00:05 IST on 11 March is still 10 March in UTC.
    const justAfterMidnight = new Date('2026-03-10T18:35:00Z');
    expect(bookableDates(justAfterMidnight)).toEqual({ first: '2026-03-11', last: '2026-04-10' });
    // 23:55 IST on 10 March.
    const justBefore = new Date('2026-03-10T18:25:00Z');
    expect(bookableDates(justBefore)).toEqual({ first: '2026-03-10', last: '2026-04-09' });
  });

  it('always contains today (IST) and exactly 31 dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (t) => {
        const now = new Date(t);
        const { first, last } = bookableDates(now);
        expect(first).toBe(istDate(now));
        expect(addDays(first, 30)).toBe(last);
      }),
    );
  });
});

describe('slots', () => {
  it('has the spec’s five slots with their IST start times', () => {
    expect(Object.keys(SLOT_START_TIMES)).toEqual([...TIME_SLOTS]);
    expect(slotStart('2026-03-11', '06:00 PM - 08:30 PM').toISOString()).toBe('2026-03-11T12:30:00.000Z');
  });

  it('a slot has started exactly from its IST start time on', () => {
    const start = new Date('2026-03-11T08:30:00Z'); // 14:00 IST
    expect(slotHasStarted('2026-03-11', '02:00 PM - 04:00 PM', new Date(start.getTime() - 1))).toBe(false);
    expect(slotHasStarted('2026-03-11', '02:00 PM - 04:00 PM', start)).toBe(true);
  });

  it('slot-started property: started ⇔ now ≥ the slot’s IST start; future dates never started, past dates always', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...TIME_SLOTS),
        fc.integer({ min: -3, max: 3 }),
        (t, slot, dayOffset) => {
          const now = new Date(t);
          const date = addDays(istDate(now), dayOffset);
          const started = slotHasStarted(date, slot, now);
          if (dayOffset > 0) expect(started).toBe(false);
          if (dayOffset < 0) expect(started).toBe(true);
          const [h, m] = SLOT_START_TIMES[slot].split(':').map(Number);
          const istMinutes = Math.floor(((t + IST_MS) % 86_400_000) / 60_000);
          if (dayOffset === 0) expect(started).toBe(istMinutes >= (h ?? 0) * 60 + (m ?? 0));
        },
      ),
    );
  });

  it('reports remaining places and why a slot is unavailable', () => {
    const morning = new Date('2026-03-11T03:00:00Z'); // 08:30 IST
    const s = '10:00 AM - 12:00 PM' as const;
    expect(slotAvailability({ capacity: 4, booked: 1, closed: false }, '2026-03-11', s, morning)).toEqual({
      remaining: 3,
      available: true,
      reason: null,
    });
    expect(slotAvailability({ capacity: 4, booked: 4, closed: false }, '2026-03-11', s, morning).reason).toBe('full');
    expect(slotAvailability({ capacity: 4, booked: 0, closed: true }, '2026-03-11', s, morning).reason).toBe('closed');
    const late = new Date('2026-03-11T05:00:00Z'); // 10:30 IST
    expect(slotAvailability({ capacity: 4, booked: 0, closed: false }, '2026-03-11', s, late)).toEqual({
      remaining: 4,
      available: false,
      reason: 'started',
    });
  });
});

describe('pincodes', () => {
  it.each([
    ['440010', 'nagpur', null],
    ['441001', 'nagpur', null],
    ['441999', 'nagpur', null],
    ['442001', 'nagpur', 'Enter a pincode in Nagpur (440xxx–441xxx).'],
    ['411001', 'nagpur', 'Enter a pincode in Nagpur (440xxx–441xxx).'],
    ['411038', 'pune', null],
    ['412105', 'pune', null],
    ['413001', 'pune', 'Enter a pincode in Pune (411xxx–412xxx).'],
    ['44001', 'nagpur', MESSAGES.pincodeFormat],
    ['4400101', 'nagpur', MESSAGES.pincodeFormat],
    ['44O010', 'nagpur', MESSAGES.pincodeFormat],
  ] as const)('%s in %s → %s', (pin, city, message) => {
    expect(englishOf(pincodeProblem(pin, city) ?? '') || null).toBe(message);
  });
});

// 09:00 IST on 11 March 2026.
const now = new Date('2026-03-11T03:30:00Z');
const place = { address: 'Dharampeth, Nagpur, Maharashtra 440010', coordinates: { lat: 21.1397, lng: 79.0631 } };
const valid = {
  verifyMakeModel: true,
  verifyRegistrationNumber: true,
  verifyBreakdown: false,
  verifyVehicleInsurance: false,
  pickupLocation: place,
  servicingDate: '2026-03-11',
  serviceTimeSlot: '10:00 AM - 12:00 PM',
  expectedDeliveryDate: '2026-03-12',
  state: 'Maharashtra',
  pincode: '440010',
  alternateNumber: '9822012345',
  note: 'Ring the bell twice.',
  termsAccepted: true,
};
const bike: CheckoutContext = { now, city: 'nagpur', vehicleType: 'Bike' };
const car: CheckoutContext = { ...bike, vehicleType: 'Car' };
const errorsOf = (data: Record<string, unknown>, ctx = bike) => {
  const r = validateCheckout(data, ctx);
  return r.ok ? {} : Object.fromEntries(Object.entries(r.fieldErrors).map(([field, text]) => [field, englishOf(text)]));
};

describe('validateCheckout', () => {
  it('accepts a complete bike checkout, defaults drop to pickup and normalizes the mobile', () => {
    const r = validateCheckout(valid, bike);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.dropLocation).toEqual(place);
    expect(r.data.alternateNumber).toBe('+919822012345');
    expect(r.data.transmissionType).toBeNull();
    expect(r.data.state).toBe('Maharashtra');
    expect(r.data.couponCode).toBeNull();
  });

  it('defaults the state to Maharashtra and accepts it in any case', () => {
    const { state: _s, ...noState } = valid;
    const r = validateCheckout(noState, bike);
    expect(r.ok && r.data.state).toBe('Maharashtra');
    const lower = validateCheckout({ ...valid, state: 'maharashtra' }, bike);
    expect(lower.ok && lower.data.state).toBe('Maharashtra');
  });

  it('reports every problem at once, keyed by orderData field names', () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      pickupLocation: MESSAGES.choosePickup,
      servicingDate: MESSAGES.chooseServicingDate,
      serviceTimeSlot: MESSAGES.chooseSlot,
      expectedDeliveryDate: MESSAGES.chooseDeliveryDate,
      pincode: MESSAGES.pincodeFormat,
      alternateNumber: englishOf(phoneMessage),
      termsAccepted: MESSAGES.acceptTerms,
    });
  });

  it.each([
    ['a servicing date yesterday', { servicingDate: '2026-03-10' }, 'servicingDate', MESSAGES.servicingDateRange],
    [
      'a servicing date 31 days ahead',
      { servicingDate: '2026-04-11', expectedDeliveryDate: '2026-04-11' },
      'servicingDate',
      MESSAGES.servicingDateRange,
    ],
    ['an impossible date', { servicingDate: '2026-02-30' }, 'servicingDate', MESSAGES.chooseServicingDate],
    ['an unknown slot', { serviceTimeSlot: '08:00 AM - 10:00 AM' }, 'serviceTimeSlot', MESSAGES.chooseSlot],
    [
      'delivery before servicing',
      { expectedDeliveryDate: '2026-03-10' },
      'expectedDeliveryDate',
      MESSAGES.deliveryBeforeServicing,
    ],
    [
      'delivery 31 days after servicing',
      { expectedDeliveryDate: '2026-04-11' },
      'expectedDeliveryDate',
      MESSAGES.deliveryTooLate,
    ],
    ['another state', { state: 'Goa' }, 'state', MESSAGES.stateMaharashtra],
    ['a Pune pincode in Nagpur', { pincode: '411001' }, 'pincode', 'Enter a pincode in Nagpur (440xxx–441xxx).'],
    ['a 9-digit mobile', { alternateNumber: '982201234' }, 'alternateNumber', englishOf(phoneMessage)],
    ['a mobile starting with 5', { alternateNumber: '5822012345' }, 'alternateNumber', englishOf(phoneMessage)],
    [
      'no pickup address',
      { pickupLocation: { address: '', coordinates: place.coordinates } },
      'pickupLocation',
      MESSAGES.choosePickup,
    ],
    [
      'pickup without coordinates',
      { pickupLocation: { address: 'Dharampeth' } },
      'pickupLocation',
      MESSAGES.choosePickup,
    ],
    ['a broken drop', { dropLocation: { address: 'Sitabuldi' } }, 'dropLocation', MESSAGES.chooseDrop],
    ['terms not ticked', { termsAccepted: false }, 'termsAccepted', MESSAGES.acceptTerms],
    ['transmission for a bike', { transmissionType: 'Manual' }, 'transmissionType', MESSAGES.transmissionCarsOnly],
    [
      'an insurance status without the insurance box',
      { vehicleInsuranceStatus: 'valid' },
      'vehicleInsuranceStatus',
      MESSAGES.insuranceStatusOnlyWhenInsured,
    ],
    [
      'an insurance status before confirming the vehicle',
      { verifyMakeModel: false, verifyVehicleInsurance: true, vehicleInsuranceStatus: 'valid' },
      'vehicleInsuranceStatus',
      MESSAGES.confirmVehicleFirst,
    ],
    [
      'a made-up insurance status',
      { verifyVehicleInsurance: true, vehicleInsuranceStatus: 'maybe' },
      'vehicleInsuranceStatus',
      MESSAGES.chooseInsuranceStatus,
    ],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note', MESSAGES.noteTooLong],
    ['a flag that is not a boolean', { verifyBreakdown: 'yes' }, 'verifyBreakdown', MESSAGES.mustBeTrueOrFalse],
  ])('refuses %s', (_label, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('refuses a pickup or drop outside the booked city’s service area', () => {
    const pune = { address: 'Shivajinagar, Pune', coordinates: { lat: 18.5308, lng: 73.8475 } };
    expect(errorsOf({ ...valid, pickupLocation: pune })).toEqual({
      pickupLocation: 'We do not serve this location yet. Please choose a place in Nagpur.',
    });
    expect(errorsOf({ ...valid, dropLocation: pune })).toEqual({
      dropLocation: 'We do not serve this location yet. Please choose a place in Nagpur.',
    });
  });

  it('refuses today’s slots that have started, by IST clock time', () => {
    const at1030 = { ...bike, now: new Date('2026-03-11T05:00:00Z') };
    expect(errorsOf(valid, at1030)).toEqual({ serviceTimeSlot: MESSAGES.slotStarted });
    expect(errorsOf({ ...valid, serviceTimeSlot: '12:00 PM - 02:00 PM' }, at1030)).toEqual({});
    // The same slot tomorrow is fine.
    expect(errorsOf({ ...valid, servicingDate: '2026-03-12', expectedDeliveryDate: '2026-03-12' }, at1030)).toEqual({});
  });

  it('around midnight IST, "today" is the IST date', () => {
    // 00:10 IST on 12 March = 18:40 UTC on 11 March: the 11th is yesterday, the 12th is today.
    const afterMidnight = { ...bike, now: new Date('2026-03-11T18:40:00Z') };
    const on11 = { ...valid, serviceTimeSlot: '06:00 PM - 08:30 PM' };
    expect(errorsOf(on11, afterMidnight)).toEqual({ servicingDate: MESSAGES.servicingDateRange });
    expect(
      errorsOf({ ...on11, servicingDate: '2026-03-12', expectedDeliveryDate: '2026-03-12' }, afterMidnight),
    ).toEqual({});
    // 23:50 IST on 11 March: the 11th is still today, but its last slot has started.
    const beforeMidnight = { ...bike, now: new Date('2026-03-11T18:20:00Z') };
    expect(errorsOf(on11, beforeMidnight)).toEqual({ serviceTimeSlot: MESSAGES.slotStarted });
  });

  it('requires a transmission for cars', () => {
    expect(errorsOf(valid, car)).toEqual({ transmissionType: MESSAGES.chooseTransmission });
    expect(errorsOf({ ...valid, transmissionType: 'Automatic' }, car)).toEqual({});
    expect(errorsOf({ ...valid, transmissionType: 'CVT' }, car)).toEqual({
      transmissionType: MESSAGES.chooseTransmission,
    });
  });

  it('keeps an insurance status only with the insurance box and both confirmations', () => {
    const r = validateCheckout({ ...valid, verifyVehicleInsurance: true, vehicleInsuranceStatus: 'invalid' }, bike);
    expect(r.ok && r.data.vehicleInsuranceStatus).toBe('invalid');
  });

  it('accepts a different drop, a pincode sent as a number, and upper-cases a coupon code', () => {
    const drop = { address: 'Sitabuldi, Nagpur', coordinates: { lat: 21.1466, lng: 79.0849 } };
    const r = validateCheckout({ ...valid, dropLocation: drop, pincode: 440010, couponCode: ' welcome100 ' }, bike);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.dropLocation).toEqual(drop);
    expect(r.data.pincode).toBe('440010');
    expect(r.data.couponCode).toBe('WELCOME100');
  });

  it('is total: any input gives either data or field errors, never a throw', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid), 'x'), fc.anything()), (junk) => {
        const r = validateCheckout({ ...valid, ...junk }, bike);
        // A refusal always says what is wrong: the API answers its first field error as the message.
        if (!r.ok)
          expect(Object.values(r.fieldErrors).every((m) => m.length > 0) && Object.keys(r.fieldErrors).length > 0).toBe(
            true,
          );
        else expect(r.data.termsAccepted).toBe(true);
      }),
    );
    expect(validateCheckout(null, bike).ok).toBe(false);
    expect(validateCheckout('text', bike).ok).toBe(false);
  });
});

describe('a pincode written in an address', () => {
  it('is found as six digits, with or without the space, and can be taken out', () => {
    expect(pincodeIn('Flat 3, IT Park, Parsodi, Nagpur 440022')).toBe('440022');
    expect(pincodeIn('Kothrud, Pune 411 038')).toBe('411038');
    expect(pincodeIn('Plot 12, Shankar Nagar')).toBeNull();
    expect(pincodeIn('Phone 98220 12345')).toBeNull();
    expect(withoutPincodes('Nagpur 440022, Maharashtra')).toBe('Nagpur , Maharashtra');
  });
});
