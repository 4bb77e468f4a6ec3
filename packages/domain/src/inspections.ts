// Inspections with photos (decision 0021): the checklists per vehicle type (admins edit them), a pickup inspection (the
// four sides, odometer and fuel gauge photographed, the reading and the fuel level) and a workshop one (the checklist,
// each item OK / soon / now with a note and a photo), and an item found "now" proposed on the job card with its photo.
// The console reads English labels; the customer reads them in their language. Photos travel as /api/photos/{id}.
import { z } from 'zod';
import { VEHICLE_TYPES } from './constants.ts';
import { IdSchema } from './ids.ts';
import { JOB_CARD_LINE_MAX_RUPEES } from './lifecycle.ts';

export const INSPECTION_KINDS = ['pickup', 'workshop'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const FUEL_LEVELS = ['empty', 'quarter', 'half', 'threeQuarters', 'full'] as const;
export type FuelLevel = (typeof FUEL_LEVELS)[number];
export const ITEM_STATES = ['ok', 'soon', 'now'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
/** The photos a pickup inspection must have before it is complete. */
export const PICKUP_PHOTO_SLOTS = ['front', 'back', 'left', 'right', 'odometer', 'fuel'] as const;
export type PickupPhotoSlot = (typeof PICKUP_PHOTO_SLOTS)[number];

export const CHECKLIST_MAX_ITEMS = 40;
/** The largest photo the API takes, as sent (before it is resized). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A kept photo's longest side, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
export const ODOMETER_MAX_KM = 9_999_999;

/** An item's key: stable once made (inspections keep it), camelCase, such as brakes or engineOil. */
export const CHECKLIST_KEY = /^[a-z][a-zA-Z0-9]{1,39}$/;
const KEY_PROBLEM = 'An item key is 2 to 40 letters or digits starting with a small letter, such as engineOil.';
export const ChecklistKeySchema = z.string('Give the item key.').regex(CHECKLIST_KEY, KEY_PROBLEM);

const label = (language: string) =>
  z
    .string(`Give the ${language} label.`)
    .trim()
    .min(1, `Give the ${language} label.`)
    .max(80, `Keep the ${language} label under 80 characters.`);
export const ChecklistLabelSchema = z.object({ en: label('English'), mr: label('Marathi'), hi: label('Hindi') });
export type ChecklistLabel = z.infer<typeof ChecklistLabelSchema>;
export const ChecklistItemSchema = z.object({ key: ChecklistKeySchema, label: ChecklistLabelSchema });
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const VehicleTypeSchema = z.enum(VEHICLE_TYPES, 'Choose Bike or Car.');
export const ChecklistSchema = z.object({
  vehicleType: VehicleTypeSchema,
  items: z.array(ChecklistItemSchema),
  /** Null for the built-in checklist no admin has saved yet. */
  updatedAt: z.string().nullable(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;
export const ChecklistsResponseSchema = z.object({ success: z.literal(true), checklists: z.array(ChecklistSchema) });
export const ChecklistResponseSchema = z.object({ success: z.literal(true), checklist: ChecklistSchema });
export const ChecklistParamsSchema = z.object({ vehicleType: VehicleTypeSchema });
/** An admin's checklist: 1 to 40 items, each key once. */
export const ChecklistBodySchema = z
  .object({
    items: z
      .array(ChecklistItemSchema, 'Give the checklist items.')
      .min(1, 'A checklist has at least one item.')
      .max(CHECKLIST_MAX_ITEMS, `A checklist has at most ${CHECKLIST_MAX_ITEMS} items.`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (seen.has(item.key))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: `The key ${item.key} is used twice.` });
      seen.add(item.key);
    });
  });
export type ChecklistBody = z.infer<typeof ChecklistBodySchema>;

// ---- Inspections ----

export const StartInspectionBodySchema = z.object({
  kind: z.enum(INSPECTION_KINDS, 'Choose the inspection: pickup or workshop.'),
});

export const InspectionItemChangeSchema = z.object({
  key: ChecklistKeySchema,
  /** Null takes the mark off again; left out, the mark stays (a note saved alone never undoes a mark just tapped). */
  state: z.enum(ITEM_STATES, 'Mark the item ok, soon or now.').nullable().optional(),
  note: z.string('Write the note as text.').trim().max(500, 'Keep a note under 500 characters.').optional(),
});
export const InspectionPatchBodySchema = z
  .object({
    odometerKm: z
      .number('Enter the odometer reading in km.')
      .int('The odometer reading is whole km.')
      .min(0, 'The odometer reading cannot be negative.')
      .max(ODOMETER_MAX_KM, 'Check the odometer reading.')
      .optional(),
    fuelLevel: z.enum(FUEL_LEVELS, 'Choose the fuel level: empty, quarter, half, threeQuarters or full.').optional(),
    items: z.array(InspectionItemChangeSchema).max(CHECKLIST_MAX_ITEMS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.odometerKm === undefined && body.fuelLevel === undefined && !body.items?.length)
      ctx.addIssue({ code: 'custom', path: [], message: 'Nothing to change.' });
    const keys = (body.items ?? []).map((i) => i.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i)
        ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: `The item ${key} is given twice.` });
    });
  });
export type InspectionPatchBody = z.infer<typeof InspectionPatchBodySchema>;

/** An inspection item in the path: /api/ops/inspections/{id}/items/{key}/propose. */
export const InspectionItemParamsSchema = z.object({ id: IdSchema, key: ChecklistKeySchema });

/** An item marked "now" proposed on the job card: its price in whole rupees, its name the item's unless given. */
export const ProposeItemBodySchema = z.object({
  description: z
    .string('Describe the work as text.')
    .trim()
    .min(2, 'Describe the work (at least 2 characters).')
    .max(120, 'Keep the description under 120 characters.')
    .optional(),
  price: z
    .number('Enter a price.')
    .int('Whole rupees only.')
    .min(0, 'A price cannot be negative.')
    .max(JOB_CARD_LINE_MAX_RUPEES, 'A price above ₹10,00,000 is not plausible.'),
});
export type ProposeItemBody = z.infer<typeof ProposeItemBodySchema>;

/** Where a photo of an order is read: only its customer and the staff who may touch the order get it. */
export const photoUrl = (id: string) => `/api/photos/${id}`;

export const PhotoRefSchema = z.object({ _id: z.string(), url: z.string() });
export const InspectionPhotoSchema = PhotoRefSchema.extend({
  /** A pickup photo's place (front, back, left, right, odometer, fuel), or the key of the item it shows. */
  slot: z.string(),
});
export type InspectionPhoto = z.infer<typeof InspectionPhotoSchema>;

export const InspectionItemSchema = z.object({
  key: z.string(),
  /** In the customer's language for the customer; English in the console. */
  label: z.string(),
  state: z.enum(ITEM_STATES).nullable(),
  note: z.string(),
  photo: PhotoRefSchema.nullable(),
  /** The job-card item it was proposed as; null until proposed. */
  jobItemId: z.string().nullable(),
});
export type InspectionItem = z.infer<typeof InspectionItemSchema>;

export const InspectionSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  odometerKm: z.number().int().nullable(),
  fuelLevel: z.enum(FUEL_LEVELS).nullable(),
  photos: z.array(InspectionPhotoSchema),
  items: z.array(InspectionItemSchema),
  /**
   * What completing it still needs: a pickup's photo slots without a photo, `odometerKm`, `fuelLevel`; a workshop
   * inspection's unmarked item keys. Empty once it may be completed.
   */
  missing: z.array(z.string()),
});
export type Inspection = z.infer<typeof InspectionSchema>;

export const InspectionResponseSchema = z.object({ success: z.literal(true), inspection: InspectionSchema });
export const InspectionsResponseSchema = z.object({
  success: z.literal(true),
  inspections: z.array(InspectionSchema),
});
export const PhotoUploadResponseSchema = z.object({ success: z.literal(true), photo: InspectionPhotoSchema });

/** What completing an inspection still needs (the wire's `missing`), from what it holds. */
export function missingForCompletion(
  kind: InspectionKind,
  has: {
    photoSlots: readonly string[];
    odometerKm: number | null;
    fuelLevel: FuelLevel | null;
    items: readonly { key: string; state: ItemState | null }[];
  },
): string[] {
  if (kind === 'workshop') return has.items.filter((i) => i.state === null).map((i) => i.key);
  return [
    ...PICKUP_PHOTO_SLOTS.filter((slot) => !has.photoSlots.includes(slot)),
    ...(has.odometerKm === null ? ['odometerKm'] : []),
    ...(has.fuelLevel === null ? ['fuelLevel'] : []),
  ];
}
