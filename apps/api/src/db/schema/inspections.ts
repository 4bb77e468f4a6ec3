// Tables of inspections (decision 0021): the checklists admins edit per vehicle type, each order's pickup and workshop
// inspection and their photos, whose bytes are in the photo store (DATA_DIR/photos or S3) under storage_key. A
// workshop inspection's items are inspection-items.ts' (they point to the job card, which points to these photos).

import { VEHICLE_TYPES, type VehicleType } from '@motomitra/domain/constants';
import {
  type ChecklistItem,
  FUEL_LEVELS,
  type FuelLevel,
  INSPECTION_KINDS,
  type InspectionKind,
} from '@motomitra/domain/inspections';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';

/** The checklist of a vehicle type; seeded at start (db/seed/checklists.ts) and never overwritten once there. */
export const checklists = pgTable(
  'checklists',
  {
    vehicleType: text('vehicle_type').$type<VehicleType>().primaryKey(),
    items: jsonb('items').$type<ChecklistItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('checklists_vehicle_type', t.vehicleType, VEHICLE_TYPES)],
);

/** One pickup and one workshop inspection per order at most. */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InspectionKind>().notNull(),
    createdBy: uuid('created_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    odometerKm: integer('odometer_km'),
    fuelLevel: text('fuel_level').$type<FuelLevel>(),
  },
  (t) => [
    unique('inspections_order_kind').on(t.orderId, t.kind),
    oneOf('inspections_kind', t.kind, INSPECTION_KINDS),
    oneOf('inspections_fuel_level', t.fuelLevel, FUEL_LEVELS),
    check('inspections_odometer', sql`${t.odometerKm} between 0 and 9999999`),
  ],
);

/** A photo taken during an inspection: one per slot (a pickup side, the odometer, the fuel gauge, or an item's key). */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    /** photos/<uuid>.jpg in the photo store. */
    storageKey: text('storage_key').notNull().unique(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('inspection_photos_slot').on(t.inspectionId, t.slot)],
);
