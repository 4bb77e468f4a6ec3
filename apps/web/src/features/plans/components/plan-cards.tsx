// The yearly plans on sale as cards: each plan's name, whether it is for bikes or cars, its description, what it
// includes in words and what it costs from a year. `buy` gives what a card offers to buy it with (the customer's form,
// or a link to log in). While the plans load, a spinner; if they cannot be read, why, with Try again.
import { formatRupees } from '@motomitra/domain/money';
import type { Plan } from '@motomitra/domain/plans';
import type { ReactNode } from 'react';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { subscriptionText } from '../../../i18n/en/subscription.ts';
import type { ListState } from '../../catalogue/lists.ts';
import { includedWords, lowestPrice } from '../plan-words.ts';

export function PlanCards({ state, buy }: { state: ListState<'plans'>; buy(plan: Plan): ReactNode }) {
  if (state.isPending) return <Spinner />;
  if (!state.data) return <LoadProblem text={subscriptionText('subscription.loadFailed')} onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="empty">{subscriptionText('subscription.none')}</p>;
  return (
    <ul className="plan-offers">
      {state.data.map((plan) => (
        <PlanCard key={plan._id} plan={plan}>
          {buy(plan)}
        </PlanCard>
      ))}
    </ul>
  );
}

function PlanCard({ plan, children }: { plan: Plan; children: ReactNode }) {
  const from = lowestPrice(plan);
  return (
    <li className="plan-offer">
      <h3>{plan.name}</h3>
      <p className="plan-offer__for">{subscriptionText(`subscription.for.${plan.vehicleType}`)}</p>
      {plan.description && <p>{plan.description}</p>}
      <ul className="plan-offer__includes" aria-label={subscriptionText('subscription.includes')}>
        {includedWords(plan).map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
      {from !== null && (
        <p className="plan-offer__price">{subscriptionText('subscription.from', { price: formatRupees(from) })}</p>
      )}
      {children}
    </li>
  );
}
