// The place picker's state: the text in its field, the result list and its active option, a spot picked on the map
// looked up through /api/places/reverse, and a new value from outside shown in the field.
import type { City } from '@motomitra/domain/constants';
import type { Coordinates, Place } from '@motomitra/domain/places';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { errorText } from '../../components/http.ts';
import { bookingText } from '../../i18n/en/booking.ts';
import { reversePlace } from './api.ts';
import { comboboxKey } from './combobox-keys.ts';
import { usePlaceSearch } from './use-place-search.ts';

/** `id` is the search field's: each option's id starts with it. */
export function usePlacePicker(props: { id: string; city: City; value: Place | null; onChange(place: Place): void }) {
  const { id, city, value, onChange } = props;
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

  const { searching, settled, places, failure } = usePlaceSearch(city, typing ? text : '', open);
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

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const state = { open, listOpen, active: activeIndex, count: places.length, edited: text !== (value?.name ?? '') };
    const action = comboboxKey(e.key, state);
    if (!action) return;
    e.preventDefault();
    if (action.do === 'open') {
      setOpen(true);
      setActive(action.active);
    } else if (action.do === 'move') setActive(action.active);
    else if (action.do === 'choose') {
      const place = places[action.index];
      if (place) choose(place);
    } else if (action.do === 'close') {
      setOpen(false);
      setActive(-1);
    } else if (action.do === 'restore') {
      setText(value?.name ?? '');
      setTyping(false);
    }
  };

  const input = {
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setText(e.target.value);
      setTyping(true);
      setOpen(true);
      setActive(-1);
    },
    onFocus: () => {
      if (typing) setOpen(true);
    },
    onBlur: () => {
      setOpen(false);
      setActive(-1);
    },
    onKeyDown,
  };
  const status = { searching, settled, failure, count: places.length, locating: reverse.isPending };
  return { input, places, listOpen, activeIndex, optionId, choose, pick, pinResets, mapError, status };
}
