// /ops/subscriptions (the desk's, decision 0023): the yearly plans the garage sold, the latest first, filtered by
// status and city, searched by reference or registration, paged; each with what its customer used, and a form to
// record a breakdown assistance call while the plan runs and has one left. Filters live in the URL.

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { soldPlansText } from '../../../i18n/en/sold-plans.ts';
import { t } from '../../../i18n/t.ts';
import { withBoardFilter } from '../board-filters.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { Pager } from '../components/pager.tsx';
import { SoldPlanCard } from '../components/sold-plan-card.tsx';
import { type SoldPlanFilter, SoldPlanFilterForm } from '../components/sold-plan-filters.tsx';
import { soldPlansQuery } from '../sold-plans-api.ts';

const FILTERS: SoldPlanFilter[] = ['status', 'city', 'q', 'page'];

export function Component() {
  usePageTitle(soldPlansText('ops.sold.title'));
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<
    SoldPlanFilter,
    string
  >;
  const { data, isError, isFetching, refetch } = useQuery(soldPlansQuery(filters));
  // As on the board: another filter starts again from the first page.
  const set = (key: SoldPlanFilter, value: string) => setParams(withBoardFilter(params, key, value), { replace: true });
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="ops-admin">
      <h1>{soldPlansText('ops.sold.title')}</h1>
      <p className="muted">{soldPlansText('ops.sold.intro')}</p>
      <SoldPlanFilterForm filters={filters} onFilter={set} />
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!data && !isError && <Spinner />}
      {data && (
        <>
          <h2 className="sold-plans__count">
            {soldPlansText('ops.sold.count', { count: data.total })}{' '}
            {isFetching && <span className="muted">{t('common.loading')}</span>}
          </h2>
          {data.subscriptions.length === 0 ? (
            <p className="empty">{soldPlansText('ops.sold.none')}</p>
          ) : (
            <ul className="sold-plans">
              {data.subscriptions.map((plan) => (
                <SoldPlanCard key={plan._id} plan={plan} />
              ))}
            </ul>
          )}
          <Pager
            label={soldPlansText('ops.sold.pages')}
            page={page}
            pages={pages}
            onPage={(p) => set('page', String(p))}
          />
        </>
      )}
    </section>
  );
}
