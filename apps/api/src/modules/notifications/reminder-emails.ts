// Reminders (decision 0014): a service due again, an insurance or PUC certificate about to expire, a yearly plan about
// to end (decision 0023); each with the link that turns reminders off without logging in.
import { CITY_LABELS_IN, type City } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import type { ReminderKind } from '@motomitra/domain/reminders';
import { DEFAULT_BRAND, letter, longDate, wording } from './letters.ts';

export type ReminderMail = {
  customerName: string;
  language?: Language;
  /** Make and model, as saved. */
  vehicle: string;
  reg: string;
  dueOn: string;
  /** Where the reminder leads: the service for this vehicle and city, the plans to renew one, or My Vehicles. */
  link: string;
  unsubscribeLink: string;
} & (
  | {
      kind: Extract<ReminderKind, 'service'>;
      /** The service to book again (null: no longer in the catalogue) and where. */
      service: { name: string | null; city: City };
    }
  | {
      kind: Extract<ReminderKind, 'planRenewal'>;
      /** The yearly plan's name in the customer's language (decision 0023); `dueOn` is its last day. */
      plan: string;
    }
  | { kind: Exclude<ReminderKind, 'service' | 'planRenewal'> }
);

export function reminderEmail(mail: ReminderMail, brand = DEFAULT_BRAND) {
  const say = wording(mail.language);
  const date = longDate(mail.dueOn, mail.language);
  const about = { vehicle: mail.vehicle, reg: mail.reg, date };
  const unsubscribe = [say('reminderUnsubscribe'), mail.unsubscribeLink].join('\n');
  if (mail.kind === 'service') {
    const city = CITY_LABELS_IN[mail.language ?? 'en'][mail.service.city];
    return {
      subject: say('reminderServiceSubject', about),
      body: letter(
        mail.customerName,
        [
          say('reminderService', { ...about, service: mail.service.name ?? say('reminderServiceGeneric') }),
          [say('reminderServiceBook', { city }), mail.link].join('\n'),
          unsubscribe,
        ],
        brand,
        mail.language,
      ),
    };
  }
  if (mail.kind === 'planRenewal') {
    const plan = { ...about, plan: mail.plan };
    return {
      subject: say('reminderPlanSubject', plan),
      body: letter(
        mail.customerName,
        [say('reminderPlan', plan), [say('reminderPlanRenew'), mail.link].join('\n'), unsubscribe],
        brand,
        mail.language,
      ),
    };
  }
  const expiring = mail.kind === 'insurance' ? 'reminderInsurance' : 'reminderPuc';
  return {
    subject: say(mail.kind === 'insurance' ? 'reminderInsuranceSubject' : 'reminderPucSubject', about),
    body: letter(
      mail.customerName,
      [say(expiring, about), [say('reminderUpdateDates'), mail.link].join('\n'), unsubscribe],
      brand,
      mail.language,
    ),
  };
}
