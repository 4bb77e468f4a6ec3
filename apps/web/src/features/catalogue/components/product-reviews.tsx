// What customers say about a service: its average and count, and its published reviews, newest first, a
// page at a time; each with a first name and a city only. Not in features/shop/components: that group is a chunk
// the public shop pages load, and this (with its query client and schema) is for the product page only.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../components/format.ts';
import { RatingLine, Stars } from '../../../components/rating.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { shopText } from '../../../i18n/en/shop.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { productReviewsQuery } from '../api.ts';
import '../../../components/booking-parts.css';
import './product-reviews.css';

export function ProductReviews({ productId }: { productId: string }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery(productReviewsQuery(productId, page));
  return (
    <section className="section reviews" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{shopText('reviews.title')}</h2>
      {!data && !isError && <Spinner />}
      {isError && <p className="muted">{shopText('reviews.loadFailed')}</p>}
      {data && data.count === 0 && <p className="muted">{shopText('reviews.none')}</p>}
      {data && data.count > 0 && (
        <>
          <RatingLine rating={data} />
          <ul className="reviews__list">
            {data.reviews.map((r) => (
              <li key={r._id} className="reviews__item">
                <p>
                  <Stars value={r.rating} />{' '}
                  <span className="visually-hidden">{shopText('reviews.stars', { rating: r.rating })}</span>
                </p>
                {r.comment && <p>{r.comment}</p>}
                <p className="muted">
                  {shopText('reviews.by', {
                    name: r.name ?? shopText('reviews.formerCustomer'),
                    city: cityLabel(r.city),
                    date: formatDate(r.createdAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
          {data.pages > 1 && (
            <div className="orders-table__actions">
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {shopText('reviews.newer')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={page >= data.pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {shopText('reviews.older')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
