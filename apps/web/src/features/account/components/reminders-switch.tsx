// The reminder e-mails switch on /my-account/edit-account (decision 0014): saved as soon as it is changed, on its own (it
// is no part of the profile form and its Save Changes), with the server's message as a toast.
import { REMINDER_LEAD_DAYS } from '@motomitra/domain/reminders';
import { useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { useSetReminders } from '../reminders-api.ts';

export function RemindersSwitch({ enabled }: { enabled: boolean }) {
  const id = useId();
  const { toast } = useFeedback();
  const change = useSetReminders();
  // What the switch shows from the change until the customer's record has the server's answer. It is set in the
  // change's own event (as the catalogue's Published switch does): until then React would put the box back as it was.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && enabled === asked) setAsked(null);
  const shown = asked ?? enabled;

  // One change at a time, known from the change's own event on. The box is not disabled meanwhile, so that it keeps
  // the keyboard's focus.
  const sending = useRef(false);
  const onChange = (next: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setAsked(next);
    change.mutate(next, {
      onSuccess: (res) => {
        if (res.reminders !== next) setAsked(null);
        toast(res.message, 'success');
      },
      onError: (err) => {
        setAsked(null);
        toast(errorText(err, accountText('reminders.switchFailed')), 'error');
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <section className="reminders-switch" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{accountText('reminders.title')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={shown}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{accountText('reminders.switch')}</span>
      </label>
      <p id={`${id}-hint`} className="muted">
        {accountText('reminders.switchHint', {
          days: REMINDER_LEAD_DAYS.insurance,
          serviceDays: REMINDER_LEAD_DAYS.service,
          planDays: REMINDER_LEAD_DAYS.planRenewal,
        })}
      </p>
    </section>
  );
}
