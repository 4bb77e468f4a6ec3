// /ops/settlement: one IST day (default today) of payments — online through the gateway, by UTR, card and cash —
// each with its order, amount, reference, time and invoice; the totals per way, which are the day's invoices', less the
// day's credit notes; and the money given back: payments that paid nothing, and yearly plans refunded with a credit note.
import { addDays, isIsoDate, istDate } from '@motomitra/domain/ist';
import { formatRupees } from '@motomitra/domain/money';
import { SETTLEMENT_WAYS, type Settlement } from '@motomitra/domain/settlement';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { Field } from '../../../components/form/field.tsx';
import { formatDate } from '../../../components/format.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { RefundsTable, SettlementTable } from '../components/settlement-tables.tsx';
import { opsSettlementQuery } from '../settlement-api.ts';

export function Component() {
  usePageTitle(opsText('ops.settlement.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = istDate(new Date());
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const { data, isError, isFetching, refetch } = useQuery(opsSettlementQuery(date));
  const go = (next: string) => {
    if (isIsoDate(next)) setParams({ date: next }, { replace: true });
  };
  const shown = data?.date === date ? data : undefined;

  return (
    <section className="ops-admin">
      <h1>{opsText('ops.settlement.title')}</h1>
      <form className="ops-filters" aria-label={opsText('ops.settlement.filters')} onSubmit={(e) => e.preventDefault()}>
        <Field id={`${id}-date`} label={opsText('ops.settlement.date')}>
          {(control) => <input type="date" value={date} onChange={(e) => go(e.target.value)} {...control} />}
        </Field>
        <div className="ops-filters__buttons">
          <button type="button" className="button button--ghost button--small" onClick={() => go(addDays(date, -1))}>
            {opsText('ops.settlement.earlier')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => go(today)}>
            {opsText('ops.settlement.today')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => go(addDays(date, 1))}>
            {opsText('ops.settlement.later')}
          </button>
        </div>
      </form>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!shown && !isError && <Spinner />}
      {shown && <Day settlement={shown} busy={isFetching} />}
    </section>
  );
}

function Day({ settlement, busy }: { settlement: Settlement; busy: boolean }) {
  const day = formatDate(settlement.date);
  const totalsId = useId();
  return (
    <>
      <section className="ops-card" aria-labelledby={totalsId}>
        <h2 id={totalsId}>{opsText('ops.settlement.totals', { date: day })}</h2>
        <Details
          rows={[
            ...SETTLEMENT_WAYS.map(
              (w) =>
                [opsText(`ops.settlement.way.${w}`), formatRupees(settlement.totals[w], { paise: 'always' })] as [
                  string,
                  string,
                ],
            ),
            [opsText('ops.settlement.all'), formatRupees(settlement.totals.all, { paise: 'always' })],
            [opsText('ops.settlement.refunded'), formatRupees(settlement.totals.refunded, { paise: 'always' })],
            [opsText('ops.settlement.net'), formatRupees(settlement.totals.net, { paise: 'always' })],
          ]}
        />
        <p className="muted">{opsText('ops.settlement.totalsHint')}</p>
      </section>
      {settlement.payments.length === 0 ? (
        <p className="empty">{opsText('ops.settlement.none', { date: day })}</p>
      ) : (
        <SettlementTable
          payments={settlement.payments}
          caption={opsText('ops.settlement.caption', { date: day })}
          busy={busy}
        />
      )}
      {settlement.refunds.length > 0 && <RefundsTable refunds={settlement.refunds} />}
    </>
  );
}
