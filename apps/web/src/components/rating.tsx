// A service's rating as a card or a page shows it: five stars filled to the average, the average and the count
//; nothing while it has no rating. The stars are a picture of the numbers beside them, hidden from screen
// readers, which read the sentence.
import type { Rating } from '@motomitra/domain/reviews';
import { tn } from '../i18n/t.ts';

export function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(full)}
      <span className="stars__empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

export function RatingLine({ rating }: { rating: Rating | undefined }) {
  if (!rating?.count || rating.average === null) return null;
  return (
    <p className="rating">
      <Stars value={rating.average} />{' '}
      <span>{tn('rating.summary', rating.count, { average: rating.average.toFixed(1) })}</span>
    </p>
  );
}
