// A yearly plan's renewal reminder (decisions 0014 and 0023): its last day is the subscription's `ends_on`, not a date
// on the vehicle, so it is claimed by a query of its own, in the same transaction and the same way as the vehicles'
// dates (due.ts): one `reminders` row per vehicle and last day, inserted once whichever process gets there first.

import { addDays, type IsoDate } from '@motomitra/domain/ist';
import type { Language } from '@motomitra/domain/language';
import type { PlanTexts } from '@motomitra/domain/plans';
import { REMINDER_LEAD_DAYS, type ReminderKind } from '@motomitra/domain/reminders';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** A reminder this run inserted; a plan's renewal carries the texts its plan was sold with. */
export type Claimed = {
  id: string;
  customer_id: string;
  vehicle_id: string;
  kind: ReminderKind;
  due_on: string;
  plan_texts?: Record<Language, PlanTexts> | null;
};

/**
 * Claims the renewal reminders due today: an active plan whose last day is between today and 15 days ahead, for a
 * vehicle that still exists, of a customer who keeps reminders on, unless the vehicle already has another plan bought
 * (waiting for its payment, or running past this one's last day). Pending and cancelled plans are never reminded.
 */
export async function claimPlanRenewals(tx: Tx, today: IsoDate, now: Date, limit: number): Promise<Claimed[]> {
  if (limit <= 0) return [];
  const lastDay = addDays(today, REMINDER_LEAD_DAYS.planRenewal);
  const result = (await tx.execute(sql`
    with claimed as (
      insert into reminders (customer_id, vehicle_id, kind, due_on, sent_at)
      select s.customer_id, s.vehicle_id, 'planRenewal', s.ends_on, ${now.toISOString()}::timestamptz
      from subscriptions s
      join customer_vehicles v on v.id = s.vehicle_id and v.customer_id = s.customer_id
      join customers c on c.id = s.customer_id and c.deleted_at is null and c.reminders
      where s.status = 'active'
        and s.ends_on between ${today}::date and ${lastDay}::date
        and not exists (
          select 1 from reminders r where r.vehicle_id = s.vehicle_id and r.kind = 'planRenewal' and r.due_on = s.ends_on
        )
        and not exists (
          select 1 from subscriptions later
          where later.vehicle_id = s.vehicle_id and later.id <> s.id
            and (later.status = 'pending' or (later.status = 'active' and later.ends_on > s.ends_on))
        )
      order by s.vehicle_id
      limit ${limit}
      on conflict do nothing
      returning id, customer_id, vehicle_id, kind, due_on
    )
    select claimed.id, claimed.customer_id, claimed.vehicle_id, claimed.kind, claimed.due_on::text as due_on,
      s.sold -> 'texts' as plan_texts
    from claimed
    join subscriptions s on s.vehicle_id = claimed.vehicle_id and s.ends_on = claimed.due_on and s.status = 'active'
  `)) as unknown as { rows: Claimed[] };
  return result.rows;
}
