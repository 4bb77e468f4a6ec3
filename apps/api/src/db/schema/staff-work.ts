// Tables of the staff's work on an order: a technician's labour sessions and the vehicle's two handovers.
import { HANDOVER_METHODS, type HandoverMethod, LEGS, type Leg } from '@motomitra/domain/staff-work';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';

/**
 * A technician's clock on an order, from start to stop; a running one has no stop. At most one runs per technician and
 * order (the partial unique index), so a second start, even from two phones at once, is refused.
 */
export const labourSessions = pgTable(
  'labour_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => customers.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    index('labour_sessions_order').on(t.orderId, t.technicianId),
    index('labour_sessions_technician').on(t.technicianId, t.startedAt),
    uniqueIndex('labour_sessions_one_running').on(t.technicianId, t.orderId).where(sql`${t.stoppedAt} is null`),
    check('labour_sessions_stop_after_start', sql`${t.stoppedAt} is null or ${t.stoppedAt} >= ${t.startedAt}`),
  ],
);

/**
 * The vehicle changing hands at pickup and at drop, once each (unique): with the customer's code, by an advisor's
 * override and its reason, or with none for an order placed before codes.
 */
export const handovers = pgTable(
  'handovers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<Leg>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byId: uuid('by_id').references(() => customers.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    method: text('method').$type<HandoverMethod>().notNull(),
    reason: text('reason'),
  },
  (t) => [
    unique('handovers_once').on(t.orderId, t.stage),
    oneOf('handovers_stage', t.stage, LEGS),
    oneOf('handovers_method', t.method, HANDOVER_METHODS),
    check('handovers_override_reason', sql`(${t.method} = 'override') = (${t.reason} is not null)`),
  ],
);
