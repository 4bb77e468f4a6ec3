// The order page's yearly plan box (decision 0023): when a plan covers the order's vehicle in its city today, whoever
// handles the booking (desk, rider, technician) sees its name, reference and last day, and what it gives: free pickup
// and drop, the breakdown calls and service uses left, the percentage off extra work. Nothing when no plan covers it.
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../components/format.ts';
import { soldPlansText } from '../../../i18n/en/sold-plans.ts';
import { orderPlanQuery } from '../sold-plans-api.ts';
import { planLines } from './sold-plan-lines.ts';
import './sold-plans.css';

export function OrderPlan({ orderId }: { orderId: string }) {
  const { data: plan, isError } = useQuery(orderPlanQuery(orderId));
  if (isError) {
    return (
      <section className="ops-card" aria-labelledby="ops-order-plan">
        <h2 id="ops-order-plan">{soldPlansText('ops.sold.plan')}</h2>
        <p role="alert">{soldPlansText('ops.sold.planFailed')}</p>
      </section>
    );
  }
  if (!plan) return null;
  return (
    <section className="ops-card order-plan" aria-labelledby="ops-order-plan">
      <h2 id="ops-order-plan">{soldPlansText('ops.sold.planOf', { name: plan.name })}</h2>
      <p className="muted">
        {soldPlansText('ops.sold.planEnds', { reference: plan.reference, date: formatDate(plan.endsOn) })}
      </p>
      <ul>
        {planLines(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
