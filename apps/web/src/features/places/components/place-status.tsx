// The place search's status line, read out as it changes: searching, no results, how many, a failed search, or a
// spot on the map being looked up.
import type { ReactNode } from 'react';
import { errorText } from '../../../components/http.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import './place-picker.css';

export function PlaceStatus(props: {
  id: string;
  searching: boolean;
  /** Whether the answer is for the text the field holds now. */
  settled: boolean;
  failure: Error | null;
  count: number;
  locating: boolean;
}) {
  const { searching, settled, failure, count } = props;
  let status: ReactNode = null;
  if (searching) {
    if (failure && settled)
      status = <span className="form__error">{errorText(failure, bookingText('places.searchFailed'))}</span>;
    else if (!settled && count === 0) status = bookingText('places.searching');
    else if (settled && count === 0) status = bookingText('places.noResults');
    else if (settled) status = <span className="visually-hidden">{bookingText.n('places.results', count)}</span>;
  } else if (props.locating) {
    status = bookingText('places.locating');
  }
  return (
    <p id={props.id} className="place-picker__status" aria-live="polite">
      {status}
    </p>
  );
}
