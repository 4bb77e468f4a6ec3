// /ops/orders/{id}/inspection/{kind}: an order's pickup inspection (photos, reading, fuel) or workshop inspection
// (the checklist), started here with one tap when there is none yet. Built for the phone of the rider or technician.
import { INSPECTION_KINDS, type Inspection, type InspectionKind } from '@motomitra/domain/inspections';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { opsOrderQuery } from '../api.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { PickupInspection } from '../components/pickup-inspection.tsx';
import { WorkshopInspection } from '../components/workshop-inspection.tsx';
import { opsInspectionsQuery, useStartInspection } from '../inspections-api.ts';

const isKind = (kind: string | undefined): kind is InspectionKind =>
  (INSPECTION_KINDS as readonly string[]).includes(kind ?? '');

export function Component() {
  const { id = '', kind } = useParams();
  const known = isKind(kind) ? kind : null;
  const title = known ? opsText(`ops.inspection.kind.${known}`) : opsText('ops.inspection.section');
  usePageTitle(title);
  const inspections = useQuery({ ...opsInspectionsQuery(id), enabled: known !== null });
  // The order's number and vehicle, for the heading: a member of staff the order's page refuses goes without them.
  const order = useQuery({ ...opsOrderQuery(id), retry: false });
  const inspection = inspections.data?.find((i) => i.kind === known);
  const [started, setStarted] = useState(false);

  return (
    <article className="ops-order inspection">
      <p>
        <Link to={`/ops/orders/${encodeURIComponent(id)}`}>{opsText('ops.inspection.backToOrder')}</Link>
      </p>
      <header>
        <h1>{title}</h1>
        {order.data && (
          <p>
            {opsText('ops.inspection.forOrder', { oid: order.data.OID })} · {order.data.makeModel}{' '}
            {order.data.registrationNumber}
          </p>
        )}
      </header>
      {!known ? (
        <p role="alert">{opsText('ops.loadFailed')}</p>
      ) : inspections.isError ? (
        <LoadProblem onRetry={() => inspections.refetch()} />
      ) : !inspections.data ? (
        <Spinner />
      ) : inspection ? (
        <InspectionForm inspection={inspection} started={started} />
      ) : (
        <Start orderId={id} kind={known} onStarted={() => setStarted(true)} />
      )}
    </article>
  );
}

/** `started`: just started here, so the Start button the focus was on is gone: the first section's title takes it. */
function InspectionForm({ inspection, started }: { inspection: Inspection; started: boolean }) {
  return inspection.kind === 'pickup' ? (
    <PickupInspection inspection={inspection} focusTitle={started} />
  ) : (
    <WorkshopInspection inspection={inspection} focusTitle={started} />
  );
}

function Start({ orderId, kind, onStarted }: { orderId: string; kind: InspectionKind; onStarted(): void }) {
  const { toast } = useFeedback();
  const start = useStartInspection(orderId);
  const name = opsText(`ops.inspection.kind.${kind}`).toLowerCase();
  const onStart = () =>
    start.mutate(kind, {
      onSuccess: onStarted,
      onError: (err) => toast(errorText(err, opsText('ops.inspection.saveFailed')), 'error'),
    });
  return (
    <section className="ops-card">
      <p>{opsText('ops.inspection.startHint')}</p>
      <button type="button" className="button" disabled={start.isPending} onClick={onStart}>
        {opsText('ops.inspection.start', { kind: name })}
      </button>
    </section>
  );
}
