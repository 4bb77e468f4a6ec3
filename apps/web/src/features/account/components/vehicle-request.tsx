// "My vehicle isn't listed" on /addmyvehiclenew: the customer gives the make, model and engine cc (a bike)
// or body type (a car); operators see it with the enquiries and add the vehicle to the catalogue.
import { CAR_SEGMENTS, VEHICLE_TYPES } from '@motomitra/domain/constants';
import { SuccessSchema } from '@motomitra/domain/responses';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, api, errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { categoryLabel, segmentLabel } from '../../../i18n/t.ts';

const schema = () => import('@motomitra/domain/enquiries').then((m) => m.VehicleRequestBodySchema);
const FIELDS = ['vehicle_type', 'make', 'model', 'bike_cc', 'car_type'] as const;

export function VehicleRequest() {
  const id = useId();
  const { toast } = useFeedback();
  const [sent, setSent] = useState(false);
  const form = useZodForm(schema, { defaultValues: { vehicle_type: 'Bike', make: '', model: '' } });
  const bike = form.watch('vehicle_type') === 'Bike';

  const onSubmit = form.handleSubmit(async (body) => {
    const request = bike ? { ...body, car_type: undefined } : { ...body, bike_cc: undefined };
    try {
      const res = await api('/customer/vehicle-request', SuccessSchema, { method: 'POST', body: request });
      toast(res.message, 'success');
      setSent(true);
      form.reset();
    } catch (err) {
      if (err instanceof ApiError) showServerErrors(form.setError, err, FIELDS);
      toast(errorText(err, accountText('vehicleRequest.failed')), 'error');
    }
  });

  return (
    <details className="vehicle-request">
      <summary>{accountText('vehicleRequest.title')}</summary>
      <p className="muted">{accountText('vehicleRequest.intro')}</p>
      {sent && <p role="status">{accountText('vehicleRequest.sent')}</p>}
      <form className="form" onSubmit={onSubmit} noValidate>
        <SelectField
          id={`${id}-type`}
          label={accountText('vehicleRequest.type')}
          options={VEHICLE_TYPES.map((value) => ({ value, label: categoryLabel(value) }))}
          error={errorOf(form, 'vehicle_type')}
          control={form.register('vehicle_type')}
        />
        <Field id={`${id}-make`} label={accountText('vehicleRequest.make')} error={errorOf(form, 'make')}>
          {(control) => <input autoComplete="off" maxLength={40} {...control} {...form.register('make')} />}
        </Field>
        <Field id={`${id}-model`} label={accountText('vehicleRequest.model')} error={errorOf(form, 'model')}>
          {(control) => <input autoComplete="off" maxLength={60} {...control} {...form.register('model')} />}
        </Field>
        {bike ? (
          <Field id={`${id}-cc`} label={accountText('vehicleRequest.cc')} error={errorOf(form, 'bike_cc')}>
            {(control) => <input type="number" inputMode="numeric" {...control} {...form.register('bike_cc')} />}
          </Field>
        ) : (
          <SelectField
            id={`${id}-segment`}
            label={accountText('vehicleRequest.segment')}
            placeholder={accountText('vehicleRequest.choose')}
            options={CAR_SEGMENTS.map((value) => ({ value, label: segmentLabel(value) }))}
            error={errorOf(form, 'car_type')}
            control={form.register('car_type')}
          />
        )}
        <button type="submit" className="button button--ghost" disabled={form.formState.isSubmitting}>
          {accountText('vehicleRequest.send')}
        </button>
      </form>
    </details>
  );
}
