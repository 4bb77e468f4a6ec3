// One trip of a rider's day: when, which leg, where (address, flat, landmark), whose vehicle, a tap to navigate and a
// tap to call; then what the leg asks of the rider now: the handover with the customer's code, the pickup's
// inspection, or riding off with the serviced vehicle (On the Way Back).
import { canMove, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { telHref } from '@motomitra/domain/site';
import type { Run as RunWire } from '@motomitra/domain/staff-work';
import { useId, useState } from 'react';
import { Details } from '../../../components/details.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { useOnTheWayBack } from '../staff-work-api.ts';
import { HandoverCodeForm } from './handover-code-form.tsx';

export function RunCard({ run }: { run: RunWire }) {
  const id = useId();
  const [doneText, setDoneText] = useState<string | null>(null);
  const leg = opsText(run.leg === 'pickup' ? 'ops.runs.pickup' : 'ops.runs.drop');
  // The handover the leg waits for: picking the vehicle up (a new booking), delivering it (on the way back).
  const handing = !run.done && canMove(run.status, run.leg === 'pickup' ? 'pickedUp' : 'delivered');
  const rows: [string, string][] = [
    ...(run.flat ? [[opsText('ops.runs.flat'), run.flat] as [string, string]] : []),
    ...(run.landmark ? [[opsText('ops.runs.landmark'), run.landmark] as [string, string]] : []),
    [opsText('ops.runs.vehicle'), `${run.vehicle.makeModel} · ${run.vehicle.registrationNumber}`],
    [opsText('ops.runs.status'), STATUS_LABELS[run.status]],
  ];
  return (
    <article className={`ops-card run-card${run.done ? ' run-card--done' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {opsText('ops.runs.heading', { slot: run.slot, leg, oid: run.oid })}
        {run.done && <span className="status status--delivered run-card__done">{opsText('ops.runs.done')}</span>}
      </h3>
      <p className="run-card__who">{run.customerName}</p>
      <p className="run-card__address">{run.address}</p>
      <Details rows={rows} />
      <div className="run-card__actions">
        {/* Google Maps' directions: a phone opens them in its maps app, away from this page. */}
        <a className="button" href={run.navigationUrl} target="_blank" rel="noopener noreferrer">
          {opsText('ops.runs.navigate')}
          <span className="visually-hidden">
            {' '}
            {opsText('ops.runs.navigateTo', { name: run.customerName, leg: leg.toLowerCase() })}
          </span>
        </a>
        <a className="button button--ghost" href={telHref(run.customerPhone)}>
          {opsText('ops.runs.callName', { name: run.customerName })}
        </a>
        {run.alternateNumber && (
          <a className="button button--ghost" href={telHref(run.alternateNumber)}>
            {opsText('ops.runs.callAlternate')}
          </a>
        )}
      </div>
      {run.leg === 'pickup' && (run.status === 'new' || run.status === 'pickedUp') && (
        <p>
          <Link to={`/ops/orders/${run.orderId}/inspection/pickup`}>{opsText('ops.runs.inspection')}</Link>
        </p>
      )}
      {handing && (
        <HandoverCodeForm orderId={run.orderId} leg={run.leg} codeRequired={run.codeRequired} onDone={setDoneText} />
      )}
      {run.leg === 'drop' && run.status === 'inService' && <OnTheWayBack run={run} />}
      {run.leg === 'drop' && (run.status === 'new' || run.status === 'pickedUp') && (
        <p className="muted">{opsText('ops.runs.notYet')}</p>
      )}
      <p role="status" className="run-card__said">
        {doneText}
      </p>
    </article>
  );
}

/** The drop's rider rides off with the serviced vehicle: asked first, as every move of an order is. */
function OnTheWayBack({ run }: { run: RunWire }) {
  const { confirm, toast } = useFeedback();
  const move = useOnTheWayBack();
  const onClick = async () => {
    const to = STATUS_LABELS.inTransitDown;
    if (!(await confirm(opsText('ops.order.confirmMove', { oid: run.oid, to })))) return;
    try {
      await move.mutateAsync(run.orderId);
      toast(opsText('ops.runs.onTheWay'), 'success');
    } catch (err) {
      toast(errorText(err, opsText('ops.failed')), 'error');
    }
  };
  return (
    <button type="button" className="button" disabled={move.isPending} onClick={() => void onClick()}>
      {opsText('ops.runs.onTheWayBack')}
    </button>
  );
}
