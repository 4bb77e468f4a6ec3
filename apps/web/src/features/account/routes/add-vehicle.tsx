// /addmyvehiclenew: pick the vehicle from the catalogue (a searchable list, 100 px high), type the
// registration number (upper-cased as typed), see its cc or car type, save. Then back to where the customer came from.
import { AddVehicleBodySchema } from '@motomitra/domain/accounts';
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { searchVehicles } from '@motomitra/domain/vehicle-search';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, RequiredMark } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, upperCaseAsTyped, useZodForm } from '../../../components/form/use-form.ts';
import { NetworkError } from '../../../components/http.ts';
import { canGoBack, useNavigate } from '../../../components/links.tsx';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { categoryLabel, inLanguage, t } from '../../../i18n/t.ts';
import { useAddVehicle, vehicleCatalogueQuery } from '../api.ts';
import { VehicleRequest } from '../components/vehicle-request.tsx';
import { vehicleSize } from '../vehicle-text.ts';

/** How many matches the 100 px list holds before the customer types more. */
const LIST_LIMIT = 50;

export function Component() {
  usePageTitle(accountText('addVehicle.title'));
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const { data: catalogue, isError, refetch } = useQuery(vehicleCatalogueQuery);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<VehicleCatalogueEntry | null>(null);
  const form = useZodForm(AddVehicleBodySchema, { defaultValues: { make_model: '', reg_number: '' } });
  const add = useAddVehicle();
  const chosenId = form.watch('catalogue_id');

  // However people type it ('RE classic', 'wagonr', 'xuv 700'), best matches first (issue 14).
  const matches = useMemo(() => searchVehicles(search, catalogue ?? []), [catalogue, search]);
  // The list shows the first matches; typing narrows it (the catalogue holds hundreds). The chosen one stays in view.
  const shown = useMemo(() => {
    const first = matches.slice(0, LIST_LIMIT);
    const picked = matches.find((v) => v._id === chosenId);
    return picked && !first.includes(picked) ? [picked, ...first] : first;
  }, [matches, chosenId]);

  /** The catalogue entry chosen: the body carries what it says of the vehicle. */
  const choose = (v: VehicleCatalogueEntry) => {
    setChosen(v);
    const { reg_number } = form.getValues();
    form.reset(
      {
        catalogue_id: v._id,
        vehicle_type: v.vehicle_type,
        make_model: v.make_model,
        variant: v.variant,
        fuel_type: v.fuel_type,
        bike_cc: v.bike_cc,
        car_type: v.car_type,
        vehicle_image: v.vehicle_image,
        reg_number,
      },
      { keepErrors: true, keepIsSubmitted: true },
    );
    form.clearErrors('make_model');
  };

  const onSubmit = form.handleSubmit(
    async (vehicle) => {
      try {
        await add.mutateAsync(vehicle);
        toast(accountText('vehicleAdded'), 'success');
        // Back to where the customer came from (the product page, or My Vehicles); a direct visit lands on My Vehicles.
        if (canGoBack()) navigate(-1);
        else navigate('/myvehicles', { replace: true });
      } catch (err) {
        showServerErrors(form.setError, err, ['reg_number', 'make_model']);
        toast(err instanceof NetworkError ? t('networkError') : accountText('vehicleAddFailed'), 'error');
      }
    },
    // The spec's order: the registration number first, then the make and model.
    (errors) => {
      const first = errors.reg_number ? 'reg' : errors.make_model ? 'search' : null;
      const message = (errors.reg_number ?? errors.make_model)?.message;
      if (message) toast(message, 'error');
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  );
  const makeModelError = errorOf(form, 'make_model');
  const saving = form.formState.isSubmitting;

  return (
    <section>
      <h1>{accountText('addVehicle.title')}</h1>
      <form className="form" onSubmit={onSubmit} noValidate>
        <fieldset className="fieldset">
          <legend>
            {accountText('addVehicle.choose')}
            <RequiredMark required />
          </legend>
          <Field
            id={`${id}-search`}
            label={accountText('addVehicle.search')}
            hint={
              <span aria-live="polite">
                {!catalogue
                  ? ''
                  : matches.length > LIST_LIMIT
                    ? accountText('addVehicle.matchesMore', { count: matches.length, shown: LIST_LIMIT })
                    : accountText.n('addVehicle.matches', matches.length)}
              </span>
            }
          >
            {(control) => (
              <input
                type="search"
                value={search}
                placeholder={accountText('addVehicle.searchPlaceholder')}
                onChange={(e) => setSearch(e.target.value)}
                // On a phone the keyboard takes the lower half: the search goes to the top, its matches under it.
                onFocus={(e) => {
                  if (window.matchMedia('(max-width: 799px)').matches) {
                    e.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' });
                  }
                }}
                {...control}
              />
            )}
          </Field>
          {isError && <LoadProblem text={accountText('vehiclesFetchFailed')} onRetry={() => refetch()} />}
          {!catalogue && !isError && <Spinner />}
          {catalogue && (
            <div className="vehicle-pick">
              {shown.map((v) => (
                <label key={v._id} className="vehicle-pick__option">
                  <input
                    type="radio"
                    name="vehicle"
                    value={v._id}
                    checked={chosenId === v._id}
                    onChange={() => choose(v)}
                  />
                  {/* Makes, models and variants as the makers write them, in every language (not for a translator). */}
                  <span translate="no">
                    {v.make_model} {v.variant && <span className="muted">{v.variant}</span>}
                  </span>
                </label>
              ))}
              {matches.length === 0 && <p className="muted">{accountText('addVehicle.noMatch')}</p>}
            </div>
          )}
          {makeModelError && <p className="form__error">{inLanguage(makeModelError)}</p>}
        </fieldset>

        {chosen && (
          <dl className="chosen-vehicle" aria-live="polite">
            <div>
              <dt>{accountText('addVehicle.makeModel')}</dt>
              <dd translate="no">
                {chosen.make_model} {chosen.variant}
              </dd>
            </div>
            <div>
              <dt>{accountText('addVehicle.type')}</dt>
              <dd>{categoryLabel(chosen.vehicle_type)}</dd>
            </div>
            <div>
              <dt>
                {chosen.vehicle_type === 'Car' ? accountText('addVehicle.carType') : accountText('addVehicle.bikeCc')}
              </dt>
              <dd>{vehicleSize(chosen)}</dd>
            </div>
          </dl>
        )}

        <Field
          id={`${id}-reg`}
          label={accountText('addVehicle.reg')}
          required
          hint={accountText('addVehicle.regHint')}
          error={errorOf(form, 'reg_number')}
        >
          {(control) => (
            <input
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={AddVehicleBodySchema.shape.reg_number.maxLength ?? undefined}
              placeholder="MH31AB1234"
              {...control}
              // Upper-cased as typed (spec).
              {...form.register('reg_number', upperCaseAsTyped(form, 'reg_number'))}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={saving}>
          {saving ? accountText('profile.saving') : accountText('addVehicle.save')}
        </button>
      </form>
      <VehicleRequest />
    </section>
  );
}
