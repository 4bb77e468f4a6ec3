// The settlement's two tables: the day's payments (each opening its order, or naming the yearly plan it paid) and the
// money given back (payments that paid nothing, and yearly plans refunded with a credit note).
import { formatRupees } from '@motomitra/domain/money';
import type { SettlementPayment, SettlementRefund } from '@motomitra/domain/settlement';
import { useId } from 'react';
import { formatDateTime } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { opsText } from '../../../i18n/en/ops.ts';

const orderLink = (orderId: string, oid: string) => (
  <Link to={`/ops/orders/${encodeURIComponent(orderId)}`}>{oid}</Link>
);
/** An order's payment opens its order; a yearly plan's (decision 0023) names the plan by its reference. */
const paidFor = (p: Pick<SettlementPayment, 'orderId' | 'OID'>) =>
  p.orderId !== null ? (
    orderLink(p.orderId, p.OID)
  ) : (
    <>
      {p.OID} <span className="muted">{opsText('ops.settlement.plan')}</span>
    </>
  );
const money = (rupees: number) => formatRupees(rupees, { paise: 'always' });

export function SettlementTable(props: { payments: SettlementPayment[]; caption: string; busy: boolean }) {
  const col = (k: 'order' | 'way' | 'method' | 'amount' | 'reference' | 'time' | 'invoice') =>
    opsText(`ops.settlement.col.${k}`);
  return (
    <table className="cart-table ops-table" aria-busy={props.busy || undefined}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{col('order')}</th>
          <th scope="col">{col('way')}</th>
          <th scope="col">{col('method')}</th>
          <th scope="col">{col('amount')}</th>
          <th scope="col">{col('reference')}</th>
          <th scope="col">{col('time')}</th>
          <th scope="col">{col('invoice')}</th>
        </tr>
      </thead>
      <tbody>
        {props.payments.map((p) => (
          <tr key={p.invoiceNumber}>
            <th scope="row" data-label={col('order')}>
              {paidFor(p)}
            </th>
            <td data-label={col('way')}>{opsText(`ops.settlement.way.${p.way}`)}</td>
            <td data-label={col('method')}>{p.method}</td>
            <td data-label={col('amount')}>{money(p.amount)}</td>
            <td data-label={col('reference')} className="ops-table__wrap">
              {p.reference || '—'}
            </td>
            <td data-label={col('time')}>{formatDateTime(p.at)}</td>
            <td data-label={col('invoice')}>{p.invoiceNumber}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RefundsTable({ refunds }: { refunds: SettlementRefund[] }) {
  const id = useId();
  const col = (k: 'order' | 'method' | 'amount' | 'reference' | 'time' | 'refund' | 'creditNote') =>
    opsText(`ops.settlement.col.${k}`);
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{opsText('ops.settlement.refunds')}</h2>
      <p className="muted">{opsText('ops.settlement.refundsHint')}</p>
      <table className="cart-table ops-table">
        <thead>
          <tr>
            <th scope="col">{col('order')}</th>
            <th scope="col">{col('method')}</th>
            <th scope="col">{col('amount')}</th>
            <th scope="col">{col('reference')}</th>
            <th scope="col">{col('time')}</th>
            <th scope="col">{col('refund')}</th>
            <th scope="col">{col('creditNote')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((r) => (
            <tr key={r.reference || r.orderId || r.OID}>
              <th scope="row" data-label={col('order')}>
                {paidFor(r)}
              </th>
              <td data-label={col('method')}>{r.method}</td>
              <td data-label={col('amount')}>{money(r.amount)}</td>
              <td data-label={col('reference')} className="ops-table__wrap">
                {r.reference}
              </td>
              <td data-label={col('time')}>{formatDateTime(r.at)}</td>
              <td data-label={col('refund')} className="ops-table__wrap">
                {r.refundId
                  ? `${r.refundId} · ${r.refundStatus ?? ''}${r.refundedAt ? ` · ${formatDateTime(r.refundedAt)}` : ''}`
                  : opsText('ops.settlement.refundPending')}
              </td>
              <td data-label={col('creditNote')}>{r.creditNoteNumber ?? opsText('ops.settlement.noCreditNote')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
