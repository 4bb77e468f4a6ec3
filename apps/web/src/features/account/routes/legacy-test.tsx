// /Test: the legacy add-vehicle screen, kept working through the legacy calls
// (GET /api/vehicles/allvehicles, PUT /api/customer/addvehicle/{customerId} with {vehicleType, make, model, cc_type, reg_number}).
import { VEHICLE_TYPES } from '@motomitra/domain/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, NetworkError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { addVehicleLegacy, customerQuery, refreshVehicles, vehicleCatalogueQuery } from '../api.ts';
import { vehicleSize } from '../vehicle-text.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('legacy.title'));
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const { data: customer } = useQuery(customerQuery);
  const { data: catalogue, isError } = useQuery(vehicleCatalogueQuery);
  const [vehicleType, setVehicleType] = useState<string>('Bike');
  const [make, setMake] = useState('');
  const [entryId, setEntryId] = useState('');
  const [reg, setReg] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const ofType = (catalogue ?? []).filter((v) => v.vehicle_type === vehicleType);
  const makes = [...new Set(ofType.map((v) => v.make))].sort();
  const models = ofType.filter((v) => v.make === make);
  const entry = models.find((v) => v._id === entryId);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reg.trim()) return setError(t('regNumberRequired'));
    if (!entry || !customer) return setError(t('selectMakeModel'));
    setError('');
    setSaving(true);
    try {
      await addVehicleLegacy(customer._id, {
        vehicleType,
        make: entry.make,
        model: entry.model,
        variant: entry.variant,
        cc_type: entry.bike_cc ?? entry.car_type,
        reg_number: reg.trim(),
      });
      await refreshVehicles(queryClient);
      toast(t('vehicleAdded'), 'success');
      setReg('');
    } catch (err) {
      if (err instanceof ApiError) setError(Object.values(err.fieldErrors)[0] ?? err.message);
      toast(err instanceof NetworkError ? t('networkError') : t('vehicleAddFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page page--narrow">
      <h1>{t('legacy.title')}</h1>
      {isError && <p role="alert">{t('vehiclesFetchFailed')}</p>}
      {!catalogue && !isError && <Spinner />}
      {catalogue && (
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="form__field">
            <label htmlFor={`${id}-type`}>{t('addVehicle.type')}</label>
            <select
              id={`${id}-type`}
              value={vehicleType}
              onChange={(e) => {
                setVehicleType(e.target.value);
                setMake('');
                setEntryId('');
              }}
            >
              {VEHICLE_TYPES.map((v) => (
                <option key={v}>{v}</option>
              ))}
            </select>
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-make`}>{t('legacy.make')}</label>
            <select
              id={`${id}-make`}
              value={make}
              onChange={(e) => {
                setMake(e.target.value);
                setEntryId('');
              }}
            >
              <option value="">{t('legacy.chooseMake')}</option>
              {makes.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-model`}>{t('legacy.model')}</label>
            <select id={`${id}-model`} value={entryId} onChange={(e) => setEntryId(e.target.value)} disabled={!make}>
              <option value="">{t('legacy.chooseModel')}</option>
              {models.map((m) => (
                <option key={m._id} value={m._id}>
                  {m.model} {m.variant}
                </option>
              ))}
            </select>
          </div>
          {entry && <p>{vehicleSize(entry)}</p>}
          <div className="form__field">
            <label htmlFor={`${id}-reg`}>{t('addVehicle.reg')}</label>
            <input
              id={`${id}-reg`}
              value={reg}
              maxLength={20}
              autoComplete="off"
              onChange={(e) => setReg(e.target.value.toUpperCase())}
            />
          </div>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={saving}>
            {t('addVehicle.save')}
          </button>
        </form>
      )}
    </div>
  );
}
