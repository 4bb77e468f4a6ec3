// The place search's results: a listbox under the field, its active option named by the field's
// aria-activedescendant, since the keys stay on the field.
import type { Place } from '@motomitra/domain/places';
import './place-picker.css';

export function PlaceOptions(props: {
  id: string;
  label: string;
  places: Place[];
  open: boolean;
  activeIndex: number;
  optionId(i: number): string;
  onChoose(place: Place): void;
}) {
  return (
    <div id={props.id} role="listbox" aria-label={props.label} className="place-picker__list" hidden={!props.open}>
      {props.places.map((place, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
        <div
          key={place.id}
          id={props.optionId(i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === props.activeIndex}
          className="place-picker__option"
          // Keeps the focus in the field, so the click chooses instead of closing the list first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => props.onChoose(place)}
        >
          <span className="place-picker__name">{place.name}</span>
          <span className="place-picker__address">{place.address}</span>
        </div>
      ))}
    </div>
  );
}
