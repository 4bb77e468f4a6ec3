// The one-click link of the reminder e-mails (decision 0014): turns the reminders of the customer the token was signed for
// off, or back on, without logging in. Loaded by /reminders/unsubscribe on first use, so that the page comes without
// the schemas (and zod); public pages have no query client, and nothing a query shows changes here.
import { RemindersResponseSchema } from '@motomitra/domain/reminders';
import { api } from '../../components/http.ts';

export function setRemindersByLink(enabled: boolean, token: string) {
  return api(`/reminders/${enabled ? 'subscribe' : 'unsubscribe'}`, RemindersResponseSchema, {
    method: 'POST',
    body: { token },
  });
}
