// What the public forms send (spec section 7): a message to the garage, "My vehicle isn't listed", and an application to
// earn with us. The garage reads them in its console (ops-admin.ts: enquiries).
import { z } from 'zod';
import { withRulesBetweenFields } from './between-fields.ts';
import { CAR_SEGMENTS, ENQUIRY_TOPICS, VEHICLE_TYPES } from './constants.ts';
import { EmailSchema, MobileSchema, NameSchema, trimmedText } from './customer-fields.ts';
import { say } from './say.ts';

export const ContactBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobile_no: z.union([z.string(), z.number()]).transform(String).pipe(MobileSchema),
  address: trimmedText(5, 300, 'fieldAddress'),
  /** What it is about (where the form was opened); a message when left out, as the spec's form sends it. */
  topic: z.enum(ENQUIRY_TOPICS, say('chooseEnquiryTopic')).optional().default('message'),
  /** What the person wants, in their words. */
  message: z.string().trim().max(1000, say('enquiryTooLong')).optional().default(''),
});
export type ContactBody = z.output<typeof ContactBodySchema>;

/**
 * "My vehicle isn't listed": what an operator needs to add it to the catalogue: a bike's make, model and
 * engine cc, or a car's make, model and segment.
 */
export const VehicleRequestBodySchema = withRulesBetweenFields(
  z.object({
    vehicle_type: z.enum(VEHICLE_TYPES, say('chooseBikeOrCar')),
    make: trimmedText(2, 40, 'fieldMake'),
    model: trimmedText(1, 60, 'fieldModel'),
    bike_cc: z.coerce
      .number(say('engineSizeRequired'))
      .int(say('engineSizeRequired'))
      .min(50, say('engineSizeRange'))
      .max(2000, say('engineSizeRange'))
      .optional(),
    car_type: z.enum(CAR_SEGMENTS, say('chooseBodyType')).optional(),
  }),
  (v) => ({
    ...(v.vehicle_type === 'Bike' && v.bike_cc === undefined ? { bike_cc: say('engineSizeRange') } : {}),
    ...(v.vehicle_type === 'Car' && v.car_type === undefined ? { car_type: say('chooseBodyType') } : {}),
  }),
);
export type VehicleRequestBody = z.output<typeof VehicleRequestBodySchema>;
export const EarnBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema,
  occupation: trimmedText(2, 80, 'fieldOccupation'),
});
export type EarnBody = z.output<typeof EarnBodySchema>;
