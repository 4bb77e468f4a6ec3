// Add vehicle's catalogue pick: a search (however people type it: 'RE classic', 'wagonr', 'xuv 700'; best matches
// first) over a short list of radio buttons, how many it found, and the field's error.
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { searchVehicles } from '@motomitra/domain/vehicle-search';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Field, RequiredMark } from '../../../components/form/field.tsx';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { inLanguage } from '../../../i18n/t.ts';
import { vehicleCatalogueQuery } from '../api.ts';
import { LIST_LIMIT, shownMatches } from '../vehicle-matches.ts';

/** `id` is the form's: the search field is `${id}-search`, which the form focuses on an error. */
export function VehiclePick(props: {
  id: string;
  chosenId: string | undefined;
  onChoose(vehicle: VehicleCatalogueEntry): void;
  error: string | undefined;
}) {
  const { id, chosenId } = props;
  const { data: catalogue, isError, refetch } = useQuery(vehicleCatalogueQuery);
  const [search, setSearch] = useState('');
  // However people type it ('RE classic', 'wagonr', 'xuv 700'), best matches first.
  const matches = useMemo(() => searchVehicles(search, catalogue ?? []), [catalogue, search]);
  // The list shows the first matches; typing narrows it (the catalogue holds hundreds). The chosen one stays in view.
  const shown = useMemo(() => shownMatches(matches, chosenId), [matches, chosenId]);

  return (
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
                onChange={() => props.onChoose(v)}
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
      {props.error && <p className="form__error">{inLanguage(props.error)}</p>}
    </fieldset>
  );
}
