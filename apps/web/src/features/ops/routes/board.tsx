// /ops: the bookings board. Today's and upcoming orders by date and slot, filtered by city and status, searched by
// OID, phone or registration number, paginated; slot fill against capacity for the dates shown.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { t } from '../../../i18n/t.ts';
import { boardQuery } from '../api.ts';
import { type BoardFilter, boardFiltersOf, withBoardFilter } from '../board-filters.ts';
import { BoardFilterForm } from '../components/board-filter-form.tsx';
import { BoardOrders } from '../components/board-orders.tsx';
import { Pager } from '../components/pager.tsx';
import { SlotFillTable } from '../components/slot-fill-table.tsx';

export function Component() {
  usePageTitle(opsText('ops.board.title'));
  // Filters live in the URL, so a board view can be bookmarked and survives a reload.
  const [params, setParams] = useSearchParams();
  const filters = boardFiltersOf(params);
  const { data, isError, isFetching } = useQuery(boardQuery(filters));
  const set = (key: BoardFilter, value: string) => setParams(withBoardFilter(params, key, value), { replace: true });
  const page = Number(filters.page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section>
      <h1>{opsText('ops.board.title')}</h1>
      <BoardFilterForm filters={filters} onFilter={set} />

      {isError && <p role="alert">{opsText('ops.loadFailed')}</p>}
      {!data && !isError && <Spinner />}
      {data && (
        <>
          <h2>
            {opsText('ops.board.orders', { count: data.total })}{' '}
            {isFetching && <span className="muted">{t('common.loading')}</span>}
          </h2>
          {data.orders.length === 0 ? (
            <p className="empty">{opsText('ops.board.none')}</p>
          ) : (
            <BoardOrders orders={data.orders} />
          )}
          <Pager label={opsText('ops.board.pages')} page={page} pages={pages} onPage={(p) => set('page', String(p))} />

          {/* After the orders, which come first on a laptop's screen: the slots' fill, compact. */}
          <SlotFillTable slots={data.slots} />
        </>
      )}
    </section>
  );
}
