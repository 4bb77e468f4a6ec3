// /ops/reviews: customers' reviews, newest first; hide one with a reason (its customer sees it), or show
// it again.
import type { OpsReviewSchema } from '@motomitra/domain/reviews';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { opsReviewsQuery, useHideReview } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';

type Review = z.infer<typeof OpsReviewSchema>;

export function Component() {
  usePageTitle(opsText('ops.reviews.title'));
  const { data: reviews, isError, refetch } = useQuery(opsReviewsQuery);
  return (
    <section className="ops-admin">
      <h1>{opsText('ops.reviews.title')}</h1>
      <p className="muted">{opsText('ops.reviews.intro')}</p>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!reviews && !isError && <Spinner />}
      {reviews?.length === 0 && <p className="empty">{opsText('ops.reviews.none')}</p>}
      {reviews && reviews.length > 0 && (
        <table className="cart-table">
          <caption className="visually-hidden">{opsText('ops.reviews.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{opsText('ops.reviews.col.order')}</th>
              <th scope="col">{opsText('ops.reviews.col.rating')}</th>
              <th scope="col">{opsText('ops.reviews.col.review')}</th>
              <th scope="col">{opsText('ops.reviews.col.by')}</th>
              <th scope="col">{opsText('ops.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((r) => (
              <ReviewRow key={r._id} review={r} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ReviewRow({ review: r }: { review: Review }) {
  const id = useId();
  const { toast } = useFeedback();
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const run = async (body: { hidden: true; reason: string } | { hidden: false }) => {
    try {
      await hide.mutateAsync({ id: r._id, body });
      toast(opsText(body.hidden ? 'ops.reviews.hidden' : 'ops.reviews.shown'), 'success');
    } catch (err) {
      toast(errorText(err, opsText('ops.failed')), 'error');
    }
  };
  return (
    <tr>
      <td data-label={opsText('ops.reviews.col.order')}>
        <strong>{r.OID}</strong>
        <span className="muted cart-table__vehicle">{r.productName}</span>
      </td>
      <td data-label={opsText('ops.reviews.col.rating')}>{r.rating} / 5</td>
      <td data-label={opsText('ops.reviews.col.review')}>
        {r.comment || '—'}
        {r.hidden && (
          <span className="muted cart-table__vehicle">
            {opsText('ops.reviews.hiddenBecause', { reason: r.hiddenReason ?? '' })}
          </span>
        )}
      </td>
      <td data-label={opsText('ops.reviews.col.by')}>
        {r.name}, {cityLabel(r.city)}
        <span className="muted cart-table__vehicle">{formatDateTime(r.createdAt)}</span>
      </td>
      <td data-label={opsText('ops.col.actions')}>
        {r.hidden ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={opsText('ops.reviews.showNamed', { oid: r.OID })}
            disabled={hide.isPending}
            onClick={() => run({ hidden: false })}
          >
            {opsText('ops.reviews.show')}
          </button>
        ) : (
          <form
            className="ops-inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void run({ hidden: true, reason });
            }}
          >
            <label className="visually-hidden" htmlFor={`${id}-reason`}>
              {opsText('ops.reviews.reasonNamed', { oid: r.OID })}
            </label>
            <input
              id={`${id}-reason`}
              value={reason}
              placeholder={opsText('ops.reviews.reason')}
              onChange={(e) => setReason(e.target.value)}
            />
            <button
              type="submit"
              className="button button--ghost button--small"
              aria-label={opsText('ops.reviews.hideNamed', { oid: r.OID })}
              disabled={hide.isPending}
            >
              {opsText('ops.reviews.hide')}
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}
