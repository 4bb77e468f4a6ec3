// Rules between fields run only on fields that passed their own rules: no rule reads a value that failed (which once
// threw inside addDays and answered 500), none says a second thing about a field that already has its error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { OrderDataSchema } from './booking.ts';
import { VehicleRequestBodySchema } from './enquiries.ts';
import { addDays } from './ist.ts';
import { englishOf } from './keyed-text.ts';
import { MESSAGES } from './messages.ts';
import { CreateCouponBodySchema, EditCouponBodySchema } from './ops-admin.ts';
import { RescheduleBodySchema } from './reschedule.ts';

const valid = {
  servicingDate: '2026-12-01',
  serviceTimeSlot: '04:00 PM - 06:00 PM',
  expectedDeliveryDate: '2026-12-02',
};
const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), englishOf(i.message)]));

describe('a rule between two dates', () => {
  it.each(['', '1', '2026-02-30', '2026-%0011-28', null, 20261128, true, {}])(
    'says only the date’s own error for %j',
    (bad) => {
      expect(errorsOf(RescheduleBodySchema.safeParse({ ...valid, servicingDate: bad }))).toEqual({
        servicingDate: MESSAGES.chooseServicingDate,
      });
      expect(errorsOf(RescheduleBodySchema.safeParse({ ...valid, expectedDeliveryDate: bad }))).toEqual({
        expectedDeliveryDate: MESSAGES.chooseDeliveryDate,
      });
    },
  );

  it('still runs between two good dates, and when another field failed', () => {
    expect(errorsOf(RescheduleBodySchema.safeParse({ ...valid, expectedDeliveryDate: '2026-11-30' }))).toEqual({
      expectedDeliveryDate: MESSAGES.deliveryBeforeServicing,
    });
    expect(
      errorsOf(
        RescheduleBodySchema.safeParse({
          ...valid,
          serviceTimeSlot: 'noon',
          expectedDeliveryDate: addDays(valid.servicingDate, 31),
        }),
      ),
    ).toEqual({ serviceTimeSlot: MESSAGES.chooseSlot, expectedDeliveryDate: MESSAGES.deliveryTooLate });
  });

  it('never throws, whatever each date is', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.jsonValue(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    );
    fc.assert(
      fc.property(anything, anything, (servicingDate, expectedDeliveryDate) => {
        for (const schema of [RescheduleBodySchema, OrderDataSchema] as z.ZodType[]) {
          expect(() => schema.safeParse({ ...valid, servicingDate, expectedDeliveryDate })).not.toThrow();
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the other rules between fields', () => {
  it('compares a coupon’s dates only when both are dates', () => {
    for (const schema of [CreateCouponBodySchema, EditCouponBodySchema] as z.ZodType[]) {
      const coupon = { couponCode: 'DIWALI50', discountType: 'fixed_card_discount', amount: 50 };
      expect(errorsOf(schema.safeParse({ ...coupon, validFrom: 'soon', validTo: '2026-12-01' }))).toEqual({
        validFrom: expect.any(String),
      });
      expect(errorsOf(schema.safeParse({ ...coupon, validFrom: '2026-12-10', validTo: '2026-12-01' }))).toEqual({
        validTo: 'The end date is before the start date.',
      });
    }
  });

  it('says an engine size that failed its own rule once', () => {
    const request = { vehicle_type: 'Bike', make: 'Hero', model: 'Mavrick 440' };
    expect(errorsOf(VehicleRequestBodySchema.safeParse({ ...request, bike_cc: 3.5 }))).toEqual({
      bike_cc: 'Enter the engine size in cc.',
    });
    expect(errorsOf(VehicleRequestBodySchema.safeParse(request))).toEqual({
      bike_cc: 'Enter the engine size in cc (50 to 2,000).',
    });
  });
});
