// The order page's inspections: the pickup and the workshop one, each a link to its screen (where it is started,
// filled in and completed) with how far it is.
import { INSPECTION_KINDS, type Inspection } from '@motomitra/domain/inspections';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { inspectionPath, opsInspectionsQuery } from '../inspections-api.ts';

function stateOf(inspection: Inspection | undefined): string {
  if (!inspection) return opsText('ops.inspection.notStarted');
  if (inspection.completedAt) return opsText('ops.inspection.doneAt', { when: formatDateTime(inspection.completedAt) });
  return opsText('ops.inspection.open');
}

export function OrderInspections({ orderId }: { orderId: string }) {
  const { data, isError } = useQuery(opsInspectionsQuery(orderId));
  return (
    <section className="ops-card" aria-labelledby="ops-inspections">
      <h2 id="ops-inspections">{opsText('ops.inspection.section')}</h2>
      {isError && <p role="alert">{opsText('ops.loadFailed')}</p>}
      <ul className="inspection-links">
        {INSPECTION_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={inspectionPath(orderId, kind)}>{opsText(`ops.inspection.kind.${kind}`)}</Link>
            {data && <span className="muted">: {stateOf(data.find((i) => i.kind === kind))}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
