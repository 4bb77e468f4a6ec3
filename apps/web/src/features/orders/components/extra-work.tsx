// Extra work the garage proposed on the customer's order (decision 0011): each item with its price (less a yearly
// plan's percentage off, said beside it, decision 0023), the photo of what the garage found when it comes from an
// inspection (decision 0021), what the order comes to if approved, and Approve / Decline (each asked once more: a
// decision is final); decided items say how.
import type { Order } from '@motomitra/domain/booking';
import type { JobItem } from '@motomitra/domain/job-card';
import { hasWaitingProposal } from '@motomitra/domain/lifecycle';
import { formatCount, formatRupees } from '@motomitra/domain/money';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { useDecideItem } from '../api.ts';
import '../../../components/booking-parts.css';
import './extra-work.css';

function decidedText(i: JobItem): string {
  const approved = i.decision === 'approved';
  if (i.decidedVia === 'phone')
    return bookingText(approved ? 'extra.byPhone' : 'extra.declinedByPhone', { by: i.decidedBy ?? '' });
  return bookingText(approved ? 'extra.approved' : 'extra.declined');
}

export function ExtraWork({ order }: { order: Order }) {
  const id = useId();
  const { confirm, toast } = useFeedback();
  const decide = useDecideItem(order._id);
  const items = order.items ?? [];
  if (items.length === 0) return null;
  const waiting = hasWaitingProposal(items);

  const answer = async (i: JobItem, approve: boolean) => {
    const total = formatRupees(order.finalTotal + i.amount);
    const asked = approve
      ? bookingText('extra.confirmApprove', { qty: i.quantity, name: i.name, amount: formatRupees(i.amount), total })
      : bookingText('extra.confirmDecline', { qty: i.quantity, name: i.name });
    if (!(await confirm(asked))) return;
    try {
      const res = await decide.mutateAsync({ itemId: i._id, approve });
      toast(res.message, 'success');
    } catch (err) {
      toast(errorText(err, bookingText('extra.failed')), 'error');
    }
  };

  return (
    <section className="extra-work" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{bookingText('extra.title')}</h3>
      {waiting && <p>{bookingText('extra.intro')}</p>}
      <ul className="extra-work__list">
        {items.map((i) => (
          <li key={i._id} className={`extra-work__item extra-work__item--${i.decision}`}>
            <p className="extra-work__line">
              <strong>
                {i.quantity} × {i.name}
              </strong>
              <span className="money">{formatRupees(i.amount)}</span>
            </p>
            {i.discountPercent > 0 && (
              <p className="extra-work__plan">
                {bookingText('extra.planOff', { percent: formatCount(i.discountPercent) })}
              </p>
            )}
            {i.photoUrl && (
              <a className="extra-work__photo" href={i.photoUrl}>
                <img src={i.photoUrl} alt={bookingText('extra.photoAlt', { name: i.name })} />
              </a>
            )}
            {i.decision === 'proposed' ? (
              <>
                <p className="muted">
                  {bookingText('extra.ifApproved', { total: formatRupees(order.finalTotal + i.amount) })}
                </p>
                <div className="extra-work__actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={decide.isPending}
                    aria-label={bookingText('extra.approveNamed', { name: i.name })}
                    onClick={() => answer(i, true)}
                  >
                    {bookingText('extra.approve')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={decide.isPending}
                    aria-label={bookingText('extra.declineNamed', { name: i.name })}
                    onClick={() => answer(i, false)}
                  >
                    {bookingText('extra.decline')}
                  </button>
                </div>
              </>
            ) : (
              <p className="muted">
                {decidedText(i)}
                {i.decidedAt && ` · ${formatDateTime(i.decidedAt)}`}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
