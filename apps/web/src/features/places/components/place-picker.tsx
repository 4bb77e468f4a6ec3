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
import { type Coordinates, normalizePlaceText, PLACE_SEARCH_MAX, type Place } from '@motomitra/domain/places';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { errorText } from '../../../components/http.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { canSearchPlaces, placeSearchQuery, reversePlace } from '../api.ts';
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

const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function PlacePicker({ city, label, value, onChange, error, required, id: givenId }: PlacePickerProps) {
  const autoId = useId();
  const id = givenId ?? `place${autoId.replaceAll(':', '')}`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;

  const [text, setText] = useState(value?.name ?? '');
  /** Whether the field holds what the customer typed (not the chosen place's name): only that is searched. */
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [mapError, setMapError] = useState<string | null>(null);
  const [pinResets, setPinResets] = useState(0);

  // A new value from outside (the map, or the parent) shows its name in the field.
  const [shownId, setShownId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    setText(value?.name ?? '');
    setTyping(false);
    setOpen(false);
    setActive(-1);
  }

  const query = typing ? text : '';
  const debounced = useDebounced(query, DEBOUNCE_MS);
  const searching = open && canSearchPlaces(query);
  const search = useQuery({
    ...placeSearchQuery(city, debounced),
    enabled: open && canSearchPlaces(debounced),
    // While typing on ('bane' → 'baner') the last list stays until the next answer: no flicker. A list for
    // unrelated text or another city never stands in.
    placeholderData: (previous, previousQuery) => {
      const [, , prevCity, prevText] = previousQuery?.queryKey ?? [];
      const now = normalizePlaceText(debounced);
      const related =
        typeof prevText === 'string' && prevText !== '' && (now.startsWith(prevText) || prevText.startsWith(now));
      return prevCity === city && related ? previous : undefined;
    },
  });
  const settled = debounced === query && !search.isPlaceholderData && !search.isFetching;
  const places = searching && canSearchPlaces(debounced) && !search.isError ? (search.data ?? []) : [];
  const listOpen = searching && places.length > 0;
  const activeIndex = listOpen && active < places.length ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const reverse = useMutation({ mutationFn: (point: Coordinates) => reversePlace(city, point) });

  const choose = (place: Place) => {
    setMapError(null);
    setText(place.name);
    setTyping(false);
    setOpen(false);
    setActive(-1);
    onChange(place);
  };

  const pick = (point: Coordinates) => {
    setMapError(null);
    reverse.mutate(point, {
      onSuccess: (r) => choose(r.pin),
      onError: (err) => {
        setMapError(errorText(err, bookingText('places.searchFailed')));
        // The dragged pin goes back to the chosen place.
        setPinResets((n) => n + 1);
      },
    });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const n = places.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : n - 1);
      } else if (n > 0) {
        const down = e.key === 'ArrowDown';
        setActive(activeIndex < 0 ? (down ? 0 : n - 1) : (activeIndex + (down ? 1 : n - 1)) % n);
      }
    } else if (e.key === 'Enter') {
      if (!listOpen) return;
      // While the list is open Enter chooses; it never submits the surrounding form by accident.
      e.preventDefault();
      const place = places[activeIndex];
      if (place) choose(place);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== (value?.name ?? '')) {
        e.preventDefault();
        setText(value?.name ?? '');
        setTyping(false);
      }
    }
  };

  let status: ReactNode = null;
  if (searching) {
    if (search.isError && settled)
      status = <span className="form__error">{errorText(search.error, bookingText('places.searchFailed'))}</span>;
    else if (!settled && places.length === 0) status = bookingText('places.searching');
    else if (settled && places.length === 0) status = bookingText('places.noResults');
    else if (settled)
      status = <span className="visually-hidden">{bookingText.n('places.results', places.length)}</span>;
  } else if (reverse.isPending) {
    status = bookingText('places.locating');
  }

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
                aria-expanded={listOpen}
                aria-controls={listId}
                aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
                aria-describedby={`${control['aria-describedby'] ?? ''} ${statusId}`.trim()}
                aria-invalid={control['aria-invalid']}
                aria-required={required || undefined}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={PLACE_SEARCH_MAX}
                placeholder={bookingText('places.placeholder', { city: cityLabel(city) })}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setTyping(true);
                  setOpen(true);
                  setActive(-1);
                }}
                onFocus={() => {
                  if (typing) setOpen(true);
                }}
                onBlur={() => {
                  setOpen(false);
                  setActive(-1);
                }}
                onKeyDown={onKeyDown}
              />
              <div id={listId} role="listbox" aria-label={label} className="place-picker__list" hidden={!listOpen}>
                {places.map((place, i) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
                  <div
                    key={place.id}
                    id={optionId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === activeIndex}
                    className="place-picker__option"
                    // Keeps the focus in the field, so the click chooses instead of closing the list first.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(place)}
                  >
                    <span className="place-picker__name">{place.name}</span>
                    <span className="place-picker__address">{place.address}</span>
                  </div>
                ))}
              </div>
            </div>
            <p id={statusId} className="place-picker__status" aria-live="polite">
              {status}
            </p>
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
            onPick={pick}
            pinKey={pinResets}
            mapLabel={bookingText('places.mapLabel', { label })}
            pinLabel={bookingText('places.pin', { label })}
          />
        </Suspense>
      </MapBoundary>
      {mapError && (
        <p className="form__error" role="alert">
          {mapError}
        </p>
      )}
    </div>
  );
}

/** Shows `fallback` when the map chunk cannot load (offline) or Leaflet fails; the search above keeps working. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
