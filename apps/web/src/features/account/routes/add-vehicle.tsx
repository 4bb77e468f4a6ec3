// /addmyvehiclenew: pick the vehicle from the catalogue (a searchable list, 100 px high), type the
// registration number (upper-cased as typed), see its cc or car type, save. Then back to where the customer came from.
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { canGoBack, useNavigate } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, NetworkError } from '../../../components/http.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { addVehicle, refreshVehicles, vehicleCatalogueQuery } from '../api.ts';
import { vehicleSize } from '../vehicle-text.ts';
import '../../../i18n/en/account.ts';

export function Component() {
  usePageTitle(t('addVehicle.title'));
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useFeedback();
  const { data: catalogue, isError, refetch } = useQuery(vehicleCatalogueQuery);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<VehicleCatalogueEntry | null>(null);
  const [reg, setReg] = useState('');
  const [errors, setErrors] = useState<{ reg_number?: string; make_model?: string }>({});
  const [saving, setSaving] = useState(false);

  const matches = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (catalogue ?? []).filter((v) => {
      const text = `${v.make_model} ${v.variant} ${v.vehicle_type} ${v.fuel_type}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [catalogue, search]);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reg.trim()) {
      setErrors({ reg_number: t('regNumberRequired') });
      toast(t('regNumberRequired'), 'error');
      document.getElementById(`${id}-reg`)?.focus();
      return;
    }
    if (!chosen) {
      setErrors({ make_model: t('selectMakeModel') });
      toast(t('selectMakeModel'), 'error');
      document.getElementById(`${id}-search`)?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await addVehicle({
        catalogue_id: chosen._id,
        vehicle_type: chosen.vehicle_type,
        make_model: chosen.make_model,
        variant: chosen.variant,
        fuel_type: chosen.fuel_type,
        bike_cc: chosen.bike_cc,
        car_type: chosen.car_type,
        vehicle_image: chosen.vehicle_image,
        reg_number: reg.trim(),
      });
      await refreshVehicles(queryClient);
      toast(t('vehicleAdded'), 'success');
      // Back to where the customer came from (the product page, or My Vehicles); a direct visit lands on My Vehicles.
      if (canGoBack()) navigate(-1);
      else navigate('/myvehicles', { replace: true });
    } catch (err) {
      setSaving(false);
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      toast(err instanceof NetworkError ? t('networkError') : t('vehicleAddFailed'), 'error');
    }
  };

  return (
    <section>
      <h1>{t('addVehicle.title')}</h1>
      <form className="form" onSubmit={onSubmit} noValidate>
        <fieldset className="fieldset">
          <legend>
            {t('addVehicle.choose')} <span aria-hidden="true">*</span>
          </legend>
          <div className="form__field">
            <label htmlFor={`${id}-search`}>{t('addVehicle.search')}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder={t('addVehicle.searchPlaceholder')}
              onChange={(e) => setSearch(e.target.value)}
              aria-describedby={`${id}-count`}
            />
            <p id={`${id}-count`} className="muted" aria-live="polite">
              {catalogue ? t('addVehicle.matches', { count: matches.length }) : ''}
            </p>
          </div>
          {isError && <LoadProblem text={t('vehiclesFetchFailed')} onRetry={() => refetch()} />}
          {!catalogue && !isError && <Spinner />}
          {catalogue && (
            <div className="vehicle-pick">
              {matches.map((v) => (
                <label key={v._id} className="vehicle-pick__option">
                  <input
                    type="radio"
                    name="vehicle"
                    value={v._id}
                    checked={chosen?._id === v._id}
                    onChange={() => setChosen(v)}
                  />
                  <span>
                    {v.make_model} {v.variant && <span className="muted">{v.variant}</span>}
                  </span>
                </label>
              ))}
              {matches.length === 0 && <p className="muted">{t('addVehicle.noMatch')}</p>}
            </div>
          )}
          {errors.make_model && <p className="form__error">{errors.make_model}</p>}
        </fieldset>

        {chosen && (
          <dl className="chosen-vehicle" aria-live="polite">
            <div>
              <dt>{t('addVehicle.makeModel')}</dt>
              <dd>
                {chosen.make_model} {chosen.variant}
              </dd>
            </div>
            <div>
              <dt>{t('addVehicle.type')}</dt>
              <dd>{chosen.vehicle_type}</dd>
            </div>
            <div>
              <dt>{chosen.vehicle_type === 'Car' ? t('addVehicle.carType') : t('addVehicle.bikeCc')}</dt>
              <dd>{vehicleSize(chosen)}</dd>
            </div>
          </dl>
        )}

        <div className="form__field">
          <label htmlFor={`${id}-reg`}>
            {t('addVehicle.reg')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-reg`}
            name="reg_number"
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder="MH31AB1234"
            value={reg}
            onChange={(e) => setReg(e.target.value.toUpperCase())}
            aria-invalid={errors.reg_number ? true : undefined}
            aria-describedby={`${id}-reg-hint${errors.reg_number ? ` ${id}-reg-error` : ''}`}
          />
          <p id={`${id}-reg-hint`} className="muted">
            {t('addVehicle.regHint')}
          </p>
          {errors.reg_number && (
            <p id={`${id}-reg-error`} className="form__error">
              {errors.reg_number}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('profile.saving') : t('addVehicle.save')}
        </button>
      </form>
    </section>
  );
}
