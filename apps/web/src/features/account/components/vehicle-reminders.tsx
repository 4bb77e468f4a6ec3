// A saved vehicle's reminders on /myvehicles (decision 0014): when its next service is due, with a link that books it for
// this vehicle in the city it was done in, and the insurance and PUC expiry dates the customer keeps (both optional;
// no PUC for an electric vehicle), checked by the API's own schema before sending; the server's refusals
// beside their fields. A saved date that has passed is kept (a lapsed policy is a fact) and said so beside it.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import { istDate } from '@motomitra/domain/ist';
import {
  bookAgainPath,
  hasExpired,
  needsPuc,
  REMINDER_LEAD_DAYS,
  type VehicleDatesBody,
  VehicleDatesBodySchema,
} from '@motomitra/domain/reminders';
import { say } from '@motomitra/domain/say';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors } from '../../../components/form/use-form.ts';
import { formatLongDate } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { useSaveVehicleDates } from '../reminders-api.ts';

/** The date inputs' values: yyyy-mm-dd, or '' for none. */
type Draft = { insurance_expires_on: string; puc_expires_on: string };
const FIELDS = ['insurance_expires_on', 'puc_expires_on'] as const;
const LABELS: Record<(typeof FIELDS)[number], AccountKey> = {
  insurance_expires_on: 'reminders.insurance',
  puc_expires_on: 'reminders.puc',
};
/** What a saved date that has passed says beside its field. */
const EXPIRED: Record<(typeof FIELDS)[number], AccountKey> = {
  insurance_expires_on: 'reminders.insuranceExpired',
  puc_expires_on: 'reminders.pucExpired',
};

/** The dates a vehicle keeps: no PUC date for an electric one. */
const fieldsOf = (v: CustomerVehicle) => FIELDS.filter((f) => f !== 'puc_expires_on' || needsPuc(v.fuel_type));

const draftOf = (v: CustomerVehicle): Draft => ({
  insurance_expires_on: v.insurance_expires_on ?? '',
  puc_expires_on: needsPuc(v.fuel_type) ? (v.puc_expires_on ?? '') : '',
});

/** An empty date removes it. */
const bodyOf = (d: Draft): VehicleDatesBody => ({
  insurance_expires_on: d.insurance_expires_on.trim() || null,
  puc_expires_on: d.puc_expires_on.trim() || null,
});

/**
 * The API's schema on the body the form would send. A date typed in part reads as '' from its input, which would
 * remove the saved date: the input's own badInput tells it apart from an emptied field.
 */
const resolver: Resolver<Draft> = (values, _context, options) => {
  const errors: FieldErrors<Draft> = {};
  for (const name of FIELDS) {
    const ref = options.fields[name]?.ref as HTMLInputElement | undefined;
    if (ref?.validity?.badInput) errors[name] = { type: 'validate', message: say('reminderDateInvalid') };
  }
  const checked = VehicleDatesBodySchema.safeParse(bodyOf(values));
  for (const issue of checked.success ? [] : checked.error.issues) {
    const name = FIELDS.find((f) => f === issue.path[0]);
    if (name && !errors[name]) errors[name] = { type: 'validate', message: issue.message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

export function VehicleReminders({ vehicle }: { vehicle: CustomerVehicle }) {
  const id = useId();
  const { toast } = useFeedback();
  const save = useSaveVehicleDates();
  const form = useForm<Draft>({ defaultValues: draftOf(vehicle), resolver });
  const named = <span className="visually-hidden"> {`${vehicle.make_model} ${vehicle.reg_number}`}</span>;
  const next = vehicle.next_service;
  const fields = fieldsOf(vehicle);
  const today = istDate(new Date());

  const onSubmit = form.handleSubmit(
    async (draft) => {
      const dates = bodyOf(draft);
      const saved = bodyOf(draftOf(vehicle));
      if (dates.insurance_expires_on === saved.insurance_expires_on && dates.puc_expires_on === saved.puc_expires_on) {
        toast(accountText('noChangesDetected'), 'info');
        return;
      }
      try {
        const res = await save.mutateAsync({ vehicleId: vehicle._id, dates });
        // What the server stored becomes the form's starting point (the form stays, and the focus on Save with it).
        const stored = res.customerVehicles.find((v) => v._id === vehicle._id);
        form.reset(stored ? draftOf(stored) : draft);
        toast(res.message, 'success');
      } catch (err) {
        showServerErrors(form.setError, err, FIELDS);
        toast(errorText(err, accountText('reminders.saveFailed')), 'error');
      }
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  );

  return (
    <section className="vehicle-reminders" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {accountText('reminders.title')}
        {named}
      </h3>
      {next && (
        <p className="vehicle-reminders__next">
          <span>{accountText('reminders.nextService', { date: formatLongDate(next.due_on) })}</span>
          <Link className="button button--small" to={bookAgainPath(next.product_id, vehicle._id, next.city)}>
            {accountText('reminders.bookNow')}
            {named}
          </Link>
        </p>
      )}
      <form className="vehicle-reminders__form" onSubmit={onSubmit} noValidate>
        <p className="muted">{accountText('reminders.help', { days: REMINDER_LEAD_DAYS.insurance })}</p>
        {!needsPuc(vehicle.fuel_type) && <p className="muted">{accountText('reminders.noPuc')}</p>}
        <div className="vehicle-reminders__dates">
          {fields.map((name) => (
            <Field
              key={name}
              id={`${id}-${name}`}
              label={accountText(LABELS[name])}
              error={errorOf(form, name)}
              // Always there, so that a warning appearing after a save is read out.
              hint={
                <span role="status" className="form__warning">
                  {hasExpired(vehicle[name], today) ? accountText(EXPIRED[name]) : ''}
                </span>
              }
            >
              {(control) => (
                <input type="date" min="2000-01-01" max="2099-12-31" {...control} {...form.register(name)} />
              )}
            </Field>
          ))}
        </div>
        <button type="submit" className="button button--small" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? accountText('profile.saving') : accountText('reminders.save')}
          {named}
        </button>
      </form>
    </section>
  );
}
