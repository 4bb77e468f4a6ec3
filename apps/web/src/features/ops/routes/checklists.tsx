// /ops/checklists (admins): what a technician checks at the workshop, one checklist per vehicle type, each item's
// label in the customer's three languages. A workshop inspection copies the checklist when it starts.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { ChecklistForm } from '../components/checklist-form.tsx';
import { LoadProblem } from '../components/load-problem.tsx';
import { checklistsQuery } from '../inspections-api.ts';

export function Component() {
  usePageTitle(opsText('ops.checklists.title'));
  const { data: checklists, isError, error, refetch } = useQuery(checklistsQuery);
  // Another role is told so (admins only), rather than offered a retry that cannot help.
  const refused = error instanceof ApiError && error.status === 403;
  return (
    <section className="ops-admin">
      <h1>{opsText('ops.checklists.title')}</h1>
      <p>{opsText('ops.checklists.intro')}</p>
      {refused && <p role="alert">{error.message}</p>}
      {isError && !refused && <LoadProblem onRetry={() => refetch()} />}
      {!checklists && !isError && <Spinner />}
      {checklists?.map((checklist) => (
        <ChecklistForm key={checklist.vehicleType} checklist={checklist} />
      ))}
    </section>
  );
}
