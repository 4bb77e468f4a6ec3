// A reminder on WhatsApp (messaging/templates.ts): the same news as its e-mail (reminder-emails.ts) with the link to
// act on. Reminders are turned off in My Profile or with the e-mail's one-click link, which stops them on every channel.
import { CITY_LABELS_IN } from '@motomitra/domain/constants';
import type { TextMessage } from '../messaging/notify.ts';
import { longDate, wording } from './letters.ts';
import type { ReminderMail } from './reminder-emails.ts';
import { oneLine } from './text-values.ts';

export function reminderMessage(mail: ReminderMail): TextMessage {
  const language = mail.language ?? 'en';
  const date = longDate(mail.dueOn, language);
  const about = [oneLine(mail.customerName), oneLine(mail.vehicle), oneLine(mail.reg)];
  if (mail.kind === 'service') {
    const service = mail.service.name ?? wording(language)('reminderServiceGeneric');
    const city = CITY_LABELS_IN[language][mail.service.city];
    return { template: 'reminder_service', values: [...about, oneLine(service), date, city, mail.link] };
  }
  if (mail.kind === 'planRenewal') {
    return {
      template: 'reminder_plan_renewal',
      values: [about[0], oneLine(mail.plan), about[1], about[2], date, mail.link] as string[],
    };
  }
  return {
    template: mail.kind === 'insurance' ? 'reminder_insurance' : 'reminder_puc',
    values: [...about, date, mail.link],
  };
}
