// A logged-in customer's own yearly plans (decision 0023), above the plans on sale: each with its name, the vehicle's
// registration, the city, where it stands (waiting for payment, active, expired, cancelled), the days it covers and,
// for each service it includes, how many uses are spent and left; an active one its renewal date (the day after its
// last), a paid one its invoice, a refunded one its credit note. Loaded for customers only, with the query client.
import { addDays, istDate } from '@motomitra/domain/ist';
import { formatRupees } from '@motomitra/domain/money';
import { runningPlanOf, type Subscription } from '@motomitra/domain/subscriptions';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../components/format.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { subscriptionText } from '../../../i18n/en/subscription.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { creditNotePdfUrl, invoicePdfUrl } from '../../account/invoices-api.ts';
import { queryClient } from '../../auth/query-client.ts';
import { mySubscriptionsQuery } from '../api.ts';
import { includedWords } from '../plan-words.ts';
import { CancelPlan, statusWords } from './cancel-plan.tsx';

export function MyPlans() {
  return (
    <QueryClientProvider client={queryClient}>
      <Subscriptions />
    </QueryClientProvider>
  );
}

function Subscriptions() {
  const { data, isError, refetch } = useQuery(mySubscriptionsQuery);
  if (isError) return <LoadProblem text={subscriptionText('subscription.mineFailed')} onRetry={() => refetch()} />;
  if (!data) return <Spinner />;
  if (data.length === 0) return <p className="empty">{subscriptionText('subscription.mineNone')}</p>;
  return (
    <ul className="my-plans">
      {data.map((s) => (
        <SubscriptionCard key={s._id} subscription={s} mine={data} />
      ))}
    </ul>
  );
}

/**
 * The days a plan covers, once paid; a plan waiting for its payment covers a year from the day it is confirmed, or, when
 * it renews the vehicle's running plan, from the day after that one ends.
 */
function coverage(s: Subscription, mine: readonly Subscription[]): string | null {
  if (s.startsOn && s.endsOn) {
    return subscriptionText('subscription.coversDays', { from: formatDate(s.startsOn), to: formatDate(s.endsOn) });
  }
  if (s.status !== 'pending') return null;
  const running = s.vehicleId ? runningPlanOf(mine, s.vehicleId, istDate(new Date())) : null;
  return running
    ? subscriptionText('subscription.startsAfterRunning', { date: formatDate(running.startsOn) })
    : subscriptionText('subscription.startsOnPayment');
}

function SubscriptionCard({ subscription: s, mine }: { subscription: Subscription; mine: readonly Subscription[] }) {
  const covers = coverage(s, mine);
  // Its breakdown calls are said with how many are left, beside the uses.
  const extras = includedWords({ ...s, breakdownCalls: 0 });
  return (
    <li className={`my-plan my-plan--${s.status}`}>
      <h3>{s.name}</h3>
      <dl className="my-plan__facts">
        <dt>{subscriptionText('subscription.mine.status')}</dt>
        <dd>
          <span className="my-plan__status">{statusWords(s)}</span>
        </dd>
        <dt>{subscriptionText('subscription.mine.vehicle')}</dt>
        <dd translate="no">{s.registrationNumber}</dd>
        <dt>{subscriptionText('subscription.mine.city')}</dt>
        <dd>{cityLabel(s.city)}</dd>
        {covers && (
          <>
            <dt>{subscriptionText('subscription.mine.covers')}</dt>
            <dd>{covers}</dd>
          </>
        )}
        {s.status === 'active' && s.endsOn && (
          <>
            <dt>{subscriptionText('subscription.mine.renewal')}</dt>
            <dd>{formatDate(addDays(s.endsOn, 1))}</dd>
          </>
        )}
        <dt>{subscriptionText('subscription.mine.price')}</dt>
        <dd>{formatRupees(s.price)}</dd>
        {s.invoice && (
          <>
            <dt>{subscriptionText('subscription.mine.invoice')}</dt>
            <dd>
              <a
                className="button button--ghost button--small"
                href={invoicePdfUrl(s.invoice._id)}
                aria-label={subscriptionText('subscription.invoiceNamed', { number: s.invoice.number })}
              >
                {subscriptionText('subscription.invoice')}
              </a>
            </dd>
          </>
        )}
        {s.creditNote && (
          <>
            <dt>{subscriptionText('subscription.mine.creditNote')}</dt>
            <dd>
              <a
                className="button button--ghost button--small"
                href={creditNotePdfUrl(s.creditNote._id)}
                aria-label={subscriptionText('subscription.creditNoteNamed', { number: s.creditNote.number })}
              >
                {subscriptionText('subscription.creditNote')}
              </a>
            </dd>
          </>
        )}
        {(s.uses.length > 0 || s.breakdownCalls > 0 || extras.length > 0) && (
          <>
            <dt>{subscriptionText('subscription.includes')}</dt>
            <dd>
              <ul>
                {s.uses.map((u) => (
                  <li key={u.productId}>
                    {subscriptionText('subscription.used', {
                      service: u.productName,
                      used: u.used,
                      included: u.included,
                      left: u.left,
                    })}
                  </li>
                ))}
                {s.breakdownCalls > 0 && (
                  <li>
                    {subscriptionText('subscription.callsLeft', {
                      left: s.breakdownCallsLeft,
                      included: s.breakdownCalls,
                    })}
                  </li>
                )}
                {extras.map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <CancelPlan subscription={s} />
    </li>
  );
}
