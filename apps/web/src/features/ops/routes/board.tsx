// /ops: the bookings board. Today's and upcoming orders by date and slot, filtered by city and status, searched by
// OID, phone or registration number, paginated; slot fill against capacity for the dates shown.
import { CITIES, CITY_LABELS, ORDER_STATUSES, TIME_SLOTS } from '@motomitra/domain/constants';
import { isUnpaidDelivery, PAYMENT_SHOWN_LABELS, paymentShown, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import { telHref } from '@motomitra/domain/site';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { formatDate } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { t } from '../../../i18n/t.ts';
import { boardQuery } from '../api.ts';
import { Pager } from '../components/pager.tsx';

export function Component() {
  usePageTitle(opsText('ops.board.title'));
  const id = useId();
  // Filters live in the URL, so a board view can be bookmarked and survives a reload.
  const [params, setParams] = useSearchParams();
  // Without dates the server shows today and later plus earlier orders still open; a search looks at all dates.
  const filters = {
    city: params.get('city') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    status: params.get('status') ?? '',
    q: params.get('q') ?? '',
    page: params.get('page') ?? '1',
  };
  const [search, setSearch] = useState(filters.q);
  const { data, isError, isFetching } = useQuery(boardQuery(filters));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const page = Number(filters.page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const dates = [...new Set(data?.slots.map((s) => `${s.city}|${s.date}`) ?? [])];

  return (
    <section>
      <h1>{opsText('ops.board.title')}</h1>
      <form
        className="ops-filters"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', search.trim());
        }}
      >
        <SelectField
          id={`${id}-city`}
          label={opsText('ops.board.city')}
          placeholder={opsText('ops.board.allCities')}
          options={CITIES.map((c) => ({ value: c, label: CITY_LABELS[c] }))}
          control={{ value: filters.city, onChange: (e) => set('city', e.target.value) }}
        />
        <Field id={`${id}-from`} label={opsText('ops.board.from')}>
          {(control) => (
            <input
              type="date"
              value={filters.from}
              onChange={(e) => set('from', e.target.value)}
              {...control}
              aria-describedby={`${id}-dates`}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label={opsText('ops.board.to')}>
          {(control) => (
            <input
              type="date"
              min={filters.from || undefined}
              value={filters.to}
              onChange={(e) => set('to', e.target.value)}
              {...control}
              aria-describedby={`${id}-dates`}
            />
          )}
        </Field>
        <SelectField
          id={`${id}-status`}
          label={opsText('ops.board.status')}
          placeholder={opsText('ops.board.allStatuses')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          control={{ value: filters.status, onChange: (e) => set('status', e.target.value) }}
        />
        <Field id={`${id}-q`} className="ops-filters__search" label={opsText('ops.board.search')}>
          {(control) => (
            <div className="coupon-form__row">
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} {...control} />
              <button type="submit" className="button">
                {opsText('ops.board.find')}
              </button>
            </div>
          )}
        </Field>
        <p id={`${id}-dates`} className="muted ops-filters__hint">
          {opsText('ops.board.datesHint')}
        </p>
      </form>

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
            <table className="cart-table">
              <caption className="visually-hidden">{opsText('ops.board.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{opsText('ops.board.col.order')}</th>
                  <th scope="col">{opsText('ops.board.col.when')}</th>
                  <th scope="col">{opsText('ops.board.col.customer')}</th>
                  <th scope="col">{opsText('ops.board.col.vehicle')}</th>
                  <th scope="col">{opsText('ops.board.col.service')}</th>
                  <th scope="col">{opsText('ops.board.col.status')}</th>
                  <th scope="col">{opsText('ops.board.col.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((o) => (
                  <tr key={o._id}>
                    <td data-label={opsText('ops.board.col.order')}>
                      <Link to={`/ops/orders/${o._id}`}>{o.OID}</Link>
                    </td>
                    <td data-label={opsText('ops.board.col.when')}>
                      {formatDate(o.servicingDate)}
                      <span className="muted cart-table__vehicle">
                        {o.serviceTimeSlot} · {CITY_LABELS[o.city]}
                      </span>
                    </td>
                    <td data-label={opsText('ops.board.col.customer')}>
                      {o.customerName}
                      <a className="cart-table__vehicle" href={telHref(o.customerPhone)}>
                        {o.customerPhone}
                      </a>
                    </td>
                    <td data-label={opsText('ops.board.col.vehicle')}>
                      {o.makeModel}
                      <span className="vehicle-card__reg cart-table__vehicle">{o.registrationNumber}</span>
                    </td>
                    <td data-label={opsText('ops.board.col.service')}>{o.productName}</td>
                    <td data-label={opsText('ops.board.col.status')}>
                      <span className={`status status--${o.status}`}>{STATUS_LABELS[o.status]}</span>
                      {isUnpaidDelivery(o.status, o.paymentStatus) ? (
                        <span className="cart-table__vehicle board__unpaid">{opsText('ops.board.unpaid')}</span>
                      ) : (
                        <span className="muted cart-table__vehicle">
                          {PAYMENT_SHOWN_LABELS[paymentShown(o.status, o.paymentStatus)]}
                        </span>
                      )}
                    </td>
                    <td data-label={opsText('ops.board.col.total')}>{formatRupees(o.finalTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager label={opsText('ops.board.pages')} page={page} pages={pages} onPage={(p) => set('page', String(p))} />

          {/* After the orders, which come first on a laptop's screen (issue 14): the slots' fill, compact. */}
          <h2>{opsText('ops.board.slotFill')}</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <section className="table-scroll" aria-label={opsText('ops.board.slotFill')} tabIndex={0}>
            <table className="slot-fill">
              <caption className="visually-hidden">{opsText('ops.board.slotFill')}</caption>
              <thead>
                <tr>
                  <th scope="col">{opsText('ops.board.date')}</th>
                  {TIME_SLOTS.map((s) => (
                    <th key={s} scope="col">
                      {s}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dates.map((key) => {
                  const [city, date] = key.split('|') as [keyof typeof CITY_LABELS, string];
                  return (
                    <tr key={key}>
                      <th scope="row">
                        {formatDate(date)} · {CITY_LABELS[city]}
                      </th>
                      {TIME_SLOTS.map((slot) => {
                        const s = data.slots.find((x) => x.city === city && x.date === date && x.slot === slot);
                        if (!s) return <td key={slot} />;
                        const full = s.booked >= s.capacity;
                        return (
                          <td key={slot} className={s.closed ? 'is-closed' : full ? 'is-full' : undefined}>
                            {s.closed ? opsText('ops.board.closed') : `${s.booked}/${s.capacity}`}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
