// The reminders that are due (decision 0014), queued once each whichever API process runs the job: every reminder's
// row and its messages on the customer's channels (messaging/notify.ts: e-mail, WhatsApp) in one transaction; a plan's
// renewal (decision 0023) is claimed by plan-renewals.ts.

import { productNameIn } from '@motomitra/domain/catalogue-texts';
import type { City } from '@motomitra/domain/constants';
import { addDays, type IsoDate, istDate } from '@motomitra/domain/ist';
import { type Language, localizedPath } from '@motomitra/domain/language';
import { type PlanTexts, planTexts } from '@motomitra/domain/plans';
import { bookAgainPath, PUC_EXEMPT_FUELS, REMINDER_LEAD_DAYS, type ReminderKind } from '@motomitra/domain/reminders';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, customerVehicles, products } from '../../db/schema.ts';
import { type Notice, notify } from '../messaging/notify.ts';
import { type ReminderMail, reminderEmail } from '../notifications/reminder-emails.ts';
import { reminderMessage } from '../notifications/reminder-messages.ts';
import { type Claimed, claimPlanRenewals } from './plan-renewals.ts';
import { unsubscribeLink, unsubscribeToken } from './service.ts';

export type ReminderContext = { publicUrl: string; brand: string; secret: string };

/** How many reminders one run queues at most; the rest wait for the next run. */
const BATCH = 200;

/** The reminders about a date kept on the vehicle; a plan's renewal reads its subscription's (plan-renewals.ts). */
type VehicleDateKind = Exclude<ReminderKind, 'planRenewal'>;
const VEHICLE_DATES: Record<VehicleDateKind, string> = {
  service: 'v.service_due_on',
  insurance: 'v.insurance_expires_on',
  puc: 'v.puc_expires_on',
};

/**
 * Queues every reminder that is due today (IST) and not sent yet, each with its messages, in one transaction.
 * A reminder is its row in `reminders`, unique per vehicle, kind and date: when two processes run at once, the
 * second one's insert waits for the first to commit and then skips what it sent, so each message is queued once.
 * Due: the date is between today and its lead days ahead (a date already past is not reminded). Not sent: to an
 * erased account or one with reminders off, nor a service reminder while that vehicle has a booking open, nor a
 * plan's renewal when the vehicle has its next plan already.
 */
export async function queueDueReminders(db: Db, ctx: ReminderContext, now: Date): Promise<number> {
  const today = istDate(now);
  return db.transaction(async (tx) => {
    const dates = await claimVehicleDates(tx, today, now);
    const claimed = [...dates, ...(await claimPlanRenewals(tx, today, now, BATCH - dates.length))];
    if (claimed.length === 0) return 0;
    await tellReminders(tx, ctx, claimed);
    return claimed.length;
  });
}

/** Claims the due reminders of the dates on the vehicles: the next service, the insurance's and the PUC's expiry. */
async function claimVehicleDates(tx: Tx, today: IsoDate, now: Date): Promise<Claimed[]> {
  const kinds = sql.join(
    (Object.keys(VEHICLE_DATES) as VehicleDateKind[]).map(
      (kind) => sql`(${kind}, ${sql.raw(VEHICLE_DATES[kind])}, ${addDays(today, REMINDER_LEAD_DAYS[kind])}::date)`,
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
  return result.rows;
}

/** What the vehicles of claimed reminders are, with their customer and the service to book again. */
async function vehiclesOf(tx: Tx, claimed: Claimed[]) {
  const vehicleIds = [...new Set(claimed.map((c) => c.vehicle_id))];
  const rows = await tx
    .select({
      vehicleId: customerVehicles.id,
      customerId: customers.id,
      name: customers.name,
      email: customers.email,
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
  return new Map(rows.map((r) => [r.vehicleId, r]));
}

type Vehicle = NonNullable<ReturnType<Awaited<ReturnType<typeof vehiclesOf>>['get']>>;

/** What a reminder is about: a service to book again in a city, a plan to renew, or a certificate to renew. */
type About =
  | { kind: 'service'; city: City }
  | { kind: 'planRenewal'; texts: Record<Language, PlanTexts> }
  | { kind: Exclude<ReminderKind, 'service' | 'planRenewal'> };

/** A reminder as the customer reads it in a language: its e-mail and its WhatsApp message. */
function reminderNotice(ctx: ReminderContext, v: Vehicle, dueOn: string, about: About) {
  return (language: Language): Notice => {
    const page = (path: string) => `${ctx.publicUrl}${localizedPath(path, language)}`;
    const common = {
      customerName: v.name,
      language,
      vehicle: v.makeModel,
      reg: v.reg,
      dueOn,
      unsubscribeLink: unsubscribeLink(ctx.publicUrl, unsubscribeToken(ctx.secret, v.customerId), language),
    };
    const mail: ReminderMail =
      about.kind === 'service'
        ? {
            ...common,
            kind: 'service',
            service: {
              name: v.productName ? productNameIn(v.productName, v.productTranslations ?? undefined, language) : null,
              city: about.city,
            },
            link: page(bookAgainPath(v.productPublished ? v.serviceProductId : null, v.vehicleId, about.city)),
          }
        : about.kind === 'planRenewal'
          ? { ...common, kind: 'planRenewal', plan: planTexts(about.texts, language).name, link: page('/Subscription') }
          : { ...common, kind: about.kind, link: page('/myvehicles') };
    return { email: { to: v.email, ...reminderEmail(mail, ctx.brand) }, text: reminderMessage(mail) };
  };
}

/** Tells each claimed reminder on its customer's channels, in their language. */
async function tellReminders(tx: Tx, ctx: ReminderContext, claimed: Claimed[]): Promise<void> {
  const byVehicle = await vehiclesOf(tx, claimed);
  for (const reminder of claimed) {
    const v = byVehicle.get(reminder.vehicle_id);
    if (!v) continue;
    const about = aboutOf(reminder, v);
    if (!about) continue;
    await notify(tx, { customerId: v.customerId, orderId: null }, reminderNotice(ctx, v, reminder.due_on, about));
  }
}

/**
 * What a claimed reminder is about. A service's due date is always written with its city (recordNextService), and a
 * plan's renewal is claimed with its texts; without them there is nothing to say.
 */
function aboutOf(reminder: Claimed, v: Vehicle): About | null {
  const { kind } = reminder;
  if (kind === 'service') return v.serviceCity ? { kind, city: v.serviceCity } : null;
  if (kind === 'planRenewal') return reminder.plan_texts ? { kind, texts: reminder.plan_texts } : null;
  return { kind };
}
