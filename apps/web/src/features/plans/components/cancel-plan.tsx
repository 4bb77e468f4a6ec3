// Cancelling one of the customer's yearly plans from My plans (decision 0023): a purchase still waiting for its
// payment, or a paid plan within its 14 days with nothing used (refundableUntil, decided by the API, which checks again
// under the plan's lock). Asked first in the confirm dialog, saying the full refund; the server's answer said in a
// toast, and the plans read again, the cancelled one showing its refund.
import { istDate } from '@motomitra/domain/ist';
import { formatRupees } from '@motomitra/domain/money';
import type { Subscription } from '@motomitra/domain/subscriptions';
import { formatDate } from '../../../components/format.ts';
import { subscriptionText } from '../../../i18n/en/subscription.ts';
import { useCancelPlan } from '../use-cancel-plan.ts';

/** The status a customer reads: a renewal says when it starts, a cancelled paid plan whether its refund was made. */
export function statusWords(s: Subscription): string {
  // A renewal bought before the plan it renews ends: paid, and running from the day after.
  if (s.status === 'active' && s.startsOn !== null && s.startsOn > istDate(new Date())) {
    return subscriptionText('subscription.status.renewal', { date: formatDate(s.startsOn) });
  }
  if (s.status === 'cancelled' && s.refund === 'made') return subscriptionText('subscription.status.cancelledRefunded');
  if (s.status === 'cancelled' && s.refund === 'due') return subscriptionText('subscription.status.cancelledRefundDue');
  return subscriptionText(`subscription.status.${s.status}`);
}

/** Whether the customer may cancel it here: waiting for its payment, or refundable today. */
export const cancellable = (s: Subscription) => s.status === 'pending' || s.refundableUntil !== null;

export function CancelPlan({ subscription: s }: { subscription: Subscription }) {
  const cancel = useCancelPlan();
  if (!cancellable(s)) return null;
  const names = { name: s.name, reg: s.registrationNumber };
  const question =
    s.status === 'pending'
      ? subscriptionText('subscription.confirmCancelPending', names)
      : subscriptionText('subscription.confirmCancelRefund', { ...names, price: formatRupees(s.price) });
  return (
    <div className="my-plan__cancel">
      {s.refundableUntil && (
        <p className="muted">
          {subscriptionText('subscription.cancelRefundHint', { date: formatDate(s.refundableUntil) })}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={subscriptionText('subscription.cancelNamed', names)}
        disabled={cancel.isPending}
        onClick={() => cancel.run(s._id, question)}
      >
        {subscriptionText('subscription.cancel')}
      </button>
    </div>
  );
}
