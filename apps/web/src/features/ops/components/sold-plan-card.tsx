// One plan the garage sold, on /ops/subscriptions (decision 0023): whose it is (first name, phone to call), the
// vehicle and city, where it stands, the days it covers and its price, what was used (each service's uses, the
// breakdown calls, with the notes of those answered), and the form to record a call while one is left.
import { istDate } from '@motomitra/domain/ist';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsSubscription } from '@motomitra/domain/sold-plans';
import { formatDate, formatDateTime } from '../../../components/format.ts';
import { type SoldPlansKey, soldPlansText } from '../../../i18n/en/sold-plans.ts';
import { cityLabel } from '../../../i18n/t.ts';
import { RecordCallForm } from './record-call-form.tsx';
import { planLines } from './sold-plan-lines.ts';
import './sold-plans.css';

/** Where the plan stands; a renewal bought before the plan it renews ends says from when it runs. */
function statusText(plan: OpsSubscription): string {
  if (plan.status === 'active' && plan.startsOn !== null && plan.startsOn > istDate(new Date())) {
    return soldPlansText('ops.sold.status.renewal', { date: formatDate(plan.startsOn) });
  }
  return soldPlansText(`ops.sold.status.${plan.status}` as SoldPlansKey);
}

export function SoldPlanCard({ plan }: { plan: OpsSubscription }) {
  const headingId = `sold-${plan._id}`;
  return (
    <li className="sold-plan" aria-labelledby={headingId}>
      <h2 id={headingId} className="sold-plan__name">
        {plan.name}{' '}
        <span className="muted" translate="no">
          {plan.reference}
        </span>
      </h2>
      <dl className="sold-plan__facts">
        <dt>{soldPlansText('ops.sold.status')}</dt>
        <dd>
          <span className={`status status--plan-${plan.status}`}>{statusText(plan)}</span>
        </dd>
        <dt>{soldPlansText('ops.sold.customer')}</dt>
        <dd>
          {plan.customerName || soldPlansText('ops.sold.erased')}{' '}
          {plan.customerPhone && <a href={`tel:${plan.customerPhone}`}>{plan.customerPhone}</a>}
        </dd>
        <dt>{soldPlansText('ops.sold.vehicle')}</dt>
        <dd translate="no">{plan.registrationNumber || soldPlansText('ops.sold.erased')}</dd>
        <dt>{soldPlansText('ops.sold.cityOf')}</dt>
        <dd>{cityLabel(plan.city)}</dd>
        <dt>{soldPlansText('ops.sold.covers')}</dt>
        <dd>
          {plan.startsOn && plan.endsOn
            ? soldPlansText('ops.sold.coversDays', { from: formatDate(plan.startsOn), to: formatDate(plan.endsOn) })
            : soldPlansText('ops.sold.notStarted')}
        </dd>
        <dt>{soldPlansText('ops.sold.price')}</dt>
        <dd>{formatRupees(plan.price)}</dd>
        <dt>{soldPlansText('ops.sold.used')}</dt>
        <dd>
          <ul>
            {planLines(plan).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </dl>
      {plan.calls.length > 0 && (
        <>
          <h3>{soldPlansText('ops.sold.callsAnswered')}</h3>
          <ul className="sold-plan__calls">
            {plan.calls.map((c) => (
              <li key={c._id}>
                <p>{c.note}</p>
                <p className="muted">
                  {c.recordedBy
                    ? soldPlansText('ops.sold.callBy', { when: formatDateTime(c.at), name: c.recordedBy })
                    : soldPlansText('ops.sold.callAt', { when: formatDateTime(c.at) })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.canRecordCall && <RecordCallForm plan={plan} />}
    </li>
  );
}
