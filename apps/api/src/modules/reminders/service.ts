// Service reminders (decision 0014): the date a delivered service is due again, recorded on the vehicle;
// the job that queues each due reminder's e-mail exactly once, whichever API process runs it; and the signed
// one-click link that turns reminders off without logging in.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { productNameIn } from '@motomitra/domain/catalogue-texts';
import type { City } from '@motomitra/domain/constants';
import { isUuid } from '@motomitra/domain/ids';
import { addDays, istDate } from '@motomitra/domain/ist';
import { type Language, localizedPath } from '@motomitra/domain/language';
import {
  bookAgainPath,
  nextServiceDue,
  PUC_EXEMPT_FUELS,
  REMINDER_LEAD_DAYS,
  type ReminderKind,
} from '@motomitra/domain/reminders';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, customerVehicles, products, reminders } from '../../db/schema.ts';
import { type EmailMessage, enqueueEmails } from '../notifications/outbox-queue.ts';
import { reminderEmail } from '../notifications/reminder-emails.ts';
import type { OrderRow } from '../orders/wire.ts';

// ---------------------------------------------------------------------------------------------------------------
// The one-click link: the customer's id and an HMAC of it under the server's secret. It never expires (an old
// e-mail's link must still work), and it can do one thing only: turn that customer's reminders off or on.

const PURPOSE = 'reminders:';

function mac(secret: string, customerId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${customerId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, customerId: string): string {
  return `${customerId}.${mac(secret, customerId)}`;
}

/** The customer a token was signed for, or null for anything else (a changed or made-up token). */
export function tokenCustomer(secret: string, token: string): string | null {
  const [id = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(id)) return null;
  const expected = Buffer.from(mac(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

/** Where the link leads: a page of the web app that sends the token on (in the fragment, so no log line holds it). */
export function unsubscribeLink(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizedPath('/reminders/unsubscribe', language)}#token=${token}`;
}

/** Reminder e-mails on or off; false for an erased account (it never gets them again). */
export async function setReminders(db: Db, customerId: string, enabled: boolean): Promise<boolean> {
  const [row] = await db
    .update(customers)
    .set({ reminders: enabled, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .returning({ reminders: customers.reminders });
  return row?.reminders ?? false;
}

// ---------------------------------------------------------------------------------------------------------------
// When a service is due again.

/**
 * On delivery, inside the status change's transaction: the vehicle is next due for this service its interval after
 * today, in the order's city. A service without an interval (a breakdown call, a wash) leaves the date as it was.
 */
export async function recordNextService(tx: Tx, order: OrderRow, now: Date): Promise<string | null> {
  if (!order.productId) return null;
  const [product] = await tx
    .select({ interval: products.serviceIntervalMonths })
    .from(products)
    .where(eq(products.id, order.productId));
  const due = nextServiceDue(istDate(now), product?.interval ?? null);
  if (!due) return null;
  await tx
    .update(customerVehicles)
    .set({ serviceDueOn: due, serviceProductId: order.productId, serviceCity: order.city })
    .where(
      and(eq(customerVehicles.customerId, order.customerId), eq(customerVehicles.regNumber, order.registrationNumber)),
    );
  return due;
}

// ---------------------------------------------------------------------------------------------------------------
// The job.

export type ReminderContext = { publicUrl: string; brand: string; secret: string };

/** How many reminders one run queues at most; the rest wait for the next run. */
const BATCH = 200;

type Claimed = { id: string; customer_id: string; vehicle_id: string; kind: ReminderKind; due_on: string };

/**
 * Queues every reminder that is due today (IST) and not sent yet, each with its e-mail, in one transaction.
 * A reminder is its row in `reminders`, unique per vehicle, kind and date: when two processes run at once, the
 * second one's insert waits for the first to commit and then skips what it sent, so each e-mail is queued once.
 * Due: the date is between today and its lead days ahead (a date already past is not reminded). Not sent: to an
 * erased account or one with reminders off, nor a service reminder while that vehicle has a booking open.
 */
export async function queueDueReminders(db: Db, ctx: ReminderContext, now: Date): Promise<number> {
  const today = istDate(now);
  return db.transaction(async (tx) => {
    const kinds = sql.join(
      (Object.keys(REMINDER_LEAD_DAYS) as ReminderKind[]).map(
        (kind) => sql`(${kind}, ${sql.raw(dateColumn[kind])}, ${addDays(today, REMINDER_LEAD_DAYS[kind])}::date)`,
      ),
      sql`, `,
    );
    const result = (await tx.execute(sql`
      insert into reminders (customer_id, vehicle_id, kind, due_on, sent_at)
      select v.customer_id, v.id, d.kind, d.due_on, ${now.toISOString()}::timestamptz
      from customer_vehicles v
      join customers c on c.id = v.customer_id and c.deleted_at is null and c.reminders
      cross join lateral (values ${kinds}) as d(kind, due_on, last_day)
      where d.due_on is not null
        and d.due_on between ${today}::date and d.last_day
        and not exists (
          select 1 from reminders r where r.vehicle_id = v.id and r.kind = d.kind and r.due_on = d.due_on
        )
        and not (d.kind = 'puc' and v.fuel_type in (${sql.join(
          PUC_EXEMPT_FUELS.map((f) => sql`${f}`),
          sql`, `,
        )}))
        and not (
          d.kind = 'service' and exists (
            select 1 from orders o
            where o.customer_id = v.customer_id and o.registration_number = v.reg_number
              and o.status not in ('delivered', 'cancelled')
          )
        )
      order by v.id, d.kind
      limit ${BATCH}
      on conflict do nothing
      returning id, customer_id, vehicle_id, kind, due_on::text as due_on
    `)) as unknown as { rows: Claimed[] };
    const claimed = result.rows;
    if (claimed.length === 0) return 0;
    await mailReminders(tx, ctx, claimed);
    return claimed.length;
  });
}

const dateColumn: Record<ReminderKind, string> = {
  service: 'v.service_due_on',
  insurance: 'v.insurance_expires_on',
  puc: 'v.puc_expires_on',
};

/** Writes each claimed reminder's e-mail into the outbox, in the customer's language. */
async function mailReminders(tx: Tx, ctx: ReminderContext, claimed: Claimed[]): Promise<void> {
  const vehicleIds = [...new Set(claimed.map((c) => c.vehicle_id))];
  const rows = await tx
    .select({
      vehicleId: customerVehicles.id,
      customerId: customers.id,
      name: customers.name,
      email: customers.email,
      language: customers.language,
      makeModel: customerVehicles.makeModel,
      reg: customerVehicles.regNumber,
      serviceProductId: customerVehicles.serviceProductId,
      serviceCity: customerVehicles.serviceCity,
      productName: products.productName,
      productTranslations: products.translations,
      productPublished: products.published,
    })
    .from(customerVehicles)
    .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
    .leftJoin(products, eq(products.id, customerVehicles.serviceProductId))
    .where(inArray(customerVehicles.id, vehicleIds));
  const byVehicle = new Map(rows.map((r) => [r.vehicleId, r]));
  const mails: EmailMessage[] = [];
  for (const reminder of claimed) {
    const v = byVehicle.get(reminder.vehicle_id);
    if (!v) continue;
    const language = v.language ?? 'en';
    const page = (path: string) => `${ctx.publicUrl}${localizedPath(path, language)}`;
    const common = {
      customerName: v.name,
      language,
      vehicle: v.makeModel,
      reg: v.reg,
      dueOn: reminder.due_on,
      unsubscribeLink: unsubscribeLink(ctx.publicUrl, unsubscribeToken(ctx.secret, v.customerId), language),
    };
    // A service's due date is always written with its city (recordNextService); without one there is nothing to book.
    const serviceMail = (city: City | null) =>
      city
        ? reminderEmail(
            {
              ...common,
              kind: 'service',
              service: {
                name: v.productName ? productNameIn(v.productName, v.productTranslations ?? undefined, language) : null,
                city,
              },
              link: page(bookAgainPath(v.productPublished ? v.serviceProductId : null, v.vehicleId, city)),
            },
            ctx.brand,
          )
        : null;
    const mail =
      reminder.kind !== 'service'
        ? reminderEmail({ ...common, kind: reminder.kind, link: page('/myvehicles') }, ctx.brand)
        : serviceMail(v.serviceCity);
    if (mail) mails.push({ orderId: null, to: v.email, ...mail });
  }
  await enqueueEmails(tx, mails);
}

/** The reminders sent to a customer, for their data export. */
export async function remindersSent(db: Db, customerId: string) {
  return db
    .select({
      kind: reminders.kind,
      dueOn: reminders.dueOn,
      registrationNumber: customerVehicles.regNumber,
      sentAt: reminders.sentAt,
    })
    .from(reminders)
    .innerJoin(customerVehicles, eq(customerVehicles.id, reminders.vehicleId))
    .where(eq(reminders.customerId, customerId))
    .orderBy(reminders.sentAt);
}
