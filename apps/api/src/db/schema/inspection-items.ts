// A workshop inspection's items, copied from the checklist when it starts, each with its mark, note and photo, and
// the job-card item it was proposed as. Apart from inspections.ts: the job card (operations.ts) points to the photos
// there, and these items point to the job card.
import { type ChecklistLabel, ITEM_STATES, type ItemState } from '@motomitra/domain/inspections';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { inspectionPhotos, inspections } from './inspections.ts';
import { oneOf } from './one-of.ts';
import { jobItems } from './operations.ts';

/** A checklist item of a workshop inspection, its label copied at the start (a later checklist edit leaves it be). */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Its place in the checklist. */
    position: integer('position').notNull(),
    label: jsonb('label').$type<ChecklistLabel>().notNull(),
    state: text('state').$type<ItemState>(),
    note: text('note').notNull().default(''),
    photoId: uuid('photo_id').references(() => inspectionPhotos.id, { onDelete: 'set null' }),
    /** The job-card item it was proposed as (once). */
    jobItemId: uuid('job_item_id').references(() => jobItems.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.inspectionId, t.key] }),
    oneOf('inspection_items_state', t.state, ITEM_STATES),
    index('inspection_items_job_item').on(t.jobItemId).where(sql`${t.jobItemId} is not null`),
  ],
);
