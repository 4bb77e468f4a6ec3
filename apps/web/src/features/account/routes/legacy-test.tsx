// /Test: the legacy add-vehicle screen, kept working through the legacy calls
// (GET /api/vehicles/allvehicles, PUT /api/customer/addvehicle/{customerId} with {vehicleType, make, model, cc_type, reg_number}).
import { LegacyAddVehicleBodySchema } from '@motomitra/domain/accounts';
import { VEHICLE_TYPES } from '@motomitra/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { ApiError, NetworkError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { categoryLabel, t } from '../../../i18n/t.ts';
import { customerQuery, useAddVehicleLegacy, vehicleCatalogueQuery } from '../api.ts';
import { vehicleSize } from '../vehicle-text.ts';

export function Component() {
  usePageTitle(accountText('legacy.title'));
  const id = useId();
  const { toast } = useFeedback();
  const { data: customer } = useQuery(customerQuery);
  const { data: catalogue, isError } = useQuery(vehicleCatalogueQuery);
  const [vehicleType, setVehicleType] = useState<string>('Bike');
  const [make, setMake] = useState('');
  const [entryId, setEntryId] = useState('');
  const [reg, setReg] = useState('');
  const [error, setError] = useState('');
  const add = useAddVehicleLegacy();

  const ofType = (catalogue ?? []).filter((v) => v.vehicle_type === vehicleType);
  const makes = [...new Set(ofType.map((v) => v.make))].sort();
  const models = ofType.filter((v) => v.make === make);
  const entry = models.find((v) => v._id === entryId);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reg.trim()) return setError(accountText('regNumberRequired'));
    if (!entry || !customer) return setError(accountText('selectMakeModel'));
    setError('');
    const body = {
      vehicleType,
      make: entry.make,
      model: entry.model,
      variant: entry.variant,
      cc_type: entry.bike_cc ?? entry.car_type,
      reg_number: reg.trim(),
    };
    add.mutate(
      { customerId: customer._id, body },
      {
        onSuccess: () => {
          toast(accountText('vehicleAdded'), 'success');
          setReg('');
        },
        onError: (err) => {
          if (err instanceof ApiError) setError(Object.values(err.fieldErrors)[0] ?? err.message);
          toast(err instanceof NetworkError ? t('networkError') : accountText('vehicleAddFailed'), 'error');
        },
      },
    );
  };

  return (
    <div className="page page--narrow">
      <h1>{accountText('legacy.title')}</h1>
      {isError && <p role="alert">{accountText('vehiclesFetchFailed')}</p>}
      {!catalogue && !isError && <Spinner />}
      {catalogue && (
        <form className="form" onSubmit={onSubmit} noValidate>
          <SelectField
            id={`${id}-type`}
            label={accountText('addVehicle.type')}
            options={VEHICLE_TYPES.map((value) => ({ value, label: categoryLabel(value) }))}
            control={{
              value: vehicleType,
              onChange: (e) => {
                setVehicleType(e.target.value);
                setMake('');
                setEntryId('');
              },
            }}
          />
          <SelectField
            id={`${id}-make`}
            label={accountText('legacy.make')}
            placeholder={accountText('legacy.chooseMake')}
            options={makes}
            control={{
              value: make,
              onChange: (e) => {
                setMake(e.target.value);
                setEntryId('');
              },
            }}
          />
          <SelectField
            id={`${id}-model`}
            label={accountText('legacy.model')}
            placeholder={accountText('legacy.chooseModel')}
            options={models.map((m) => ({ value: m._id, label: `${m.model} ${m.variant}` }))}
            control={{ value: entryId, onChange: (e) => setEntryId(e.target.value), disabled: !make }}
          />
          {entry && <p>{vehicleSize(entry)}</p>}
          <Field id={`${id}-reg`} label={accountText('addVehicle.reg')}>
            {(control) => (
              <input
                {...control}
                value={reg}
                maxLength={LegacyAddVehicleBodySchema.shape.reg_number.maxLength ?? undefined}
                autoComplete="off"
                onChange={(e) => setReg(e.target.value.toUpperCase())}
              />
            )}
          </Field>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={add.isPending}>
            {accountText('addVehicle.save')}
          </button>
        </form>
      )}
    </div>
  );
}
