// PlacePicker: a place search (ARIA combobox) over /api/places/search plus a map where a tap or a dragged pin picks
// the exact spot through /api/places/reverse. Used for the checkout's pickup and drop locations.
//
// Usage:
//   const [pickup, setPickup] = useState<Place | null>(null);
//   <PlacePicker city="nagpur" label="Pickup location" value={pickup} onChange={setPickup}
//     error={fieldErrors.pickupLocation} required />
//   …then send toPlaceLocation(pickup) (from @motomitra/domain/places) as orderData.pickupLocation.
//
// - `city` limits search and the map to that city's service area; a spot outside it shows the server's message
//   ('We do not serve this location yet. Please choose a place in Nagpur.') and keeps the previous choice.
// - The map (Leaflet) loads lazily in its own chunk; without it, or without tiles (offline), search still works.
// - Keys: ↓/↑ move through the results, Enter chooses, Escape closes the list (a second Escape restores the text).
import type { City } from '@motomitra/domain/constants';
import { PLACE_SEARCH_MAX, type Place } from '@motomitra/domain/places';
import { lazy, Suspense, useId } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { usePlacePicker } from '../use-place-picker.ts';
import { MapBoundary } from './map-boundary.tsx';
import { PlaceOptions } from './place-options.tsx';
import { PlaceStatus } from './place-status.tsx';
import './place-picker.css';

const PlaceMap = lazy(() => import('./place-map.tsx'));

export type PlacePickerProps = {
  city: City;
  /** The visible label of the search field, e.g. 'Pickup location'. */
  label: string;
  value: Place | null;
  onChange(place: Place): void;
  /** A field error to show (from the server or the form). */
  error?: string;
  required?: boolean;
  /** The search input's id (to focus it on an error); generated when absent. */
  id?: string;
};

export function PlacePicker({ city, label, value, onChange, error, required, id: givenId }: PlacePickerProps) {
  const autoId = useId();
  const id = givenId ?? `place${autoId.replaceAll(':', '')}`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const picker = usePlacePicker({ id, city, value, onChange });
  const { activeIndex } = picker;

  return (
    <div className="place-picker">
      <Field
        id={id}
        className="place-picker__field"
        label={label}
        required={required}
        hint={bookingText('places.hint')}
        error={error}
      >
        {(control) => (
          <>
            <div className="place-picker__combo">
              <input
                id={id}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={picker.listOpen}
                aria-controls={listId}
                aria-activedescendant={activeIndex >= 0 ? picker.optionId(activeIndex) : undefined}
                aria-describedby={`${control['aria-describedby'] ?? ''} ${statusId}`.trim()}
                aria-invalid={control['aria-invalid']}
                aria-required={required || undefined}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={PLACE_SEARCH_MAX}
                placeholder={bookingText('places.placeholder', { city: cityLabel(city) })}
                {...picker.input}
              />
              <PlaceOptions
                id={listId}
                label={label}
                places={picker.places}
                open={picker.listOpen}
                activeIndex={activeIndex}
                optionId={picker.optionId}
                onChoose={picker.choose}
              />
            </div>
            <PlaceStatus id={statusId} {...picker.status} />
          </>
        )}
      </Field>
      {value && (
        <p className="place-picker__chosen" aria-live="polite">
          {bookingText('places.chosen', { address: value.address })}
        </p>
      )}
      <MapBoundary fallback={<p className="muted">{bookingText('places.mapFailed')}</p>}>
        <Suspense fallback={<div className="place-map__placeholder">{bookingText('places.mapLoading')}</div>}>
          <PlaceMap
            city={city}
            value={value}
            onPick={picker.pick}
            pinKey={picker.pinResets}
            mapLabel={bookingText('places.mapLabel', { label })}
            pinLabel={bookingText('places.pin', { label })}
          />
        </Suspense>
      </MapBoundary>
      {picker.mapError && (
        <p className="form__error" role="alert">
          {picker.mapError}
        </p>
      )}
    </div>
  );
}
