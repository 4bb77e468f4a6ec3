// /ops/outbox: the messages to customers queued, sent or given up on each channel (e-mail, WhatsApp, SMS: to, subject,
// status, what the provider said of its delivery, attempts, last error, created and sent times, the body on demand),
// filtered by status and paged; says so when SMTP is not set and no e-mail is sent.
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@motomitra/domain/outbox';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/field.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { opsOutboxQuery } from '../admin-api.ts';
import { DeliveryBadge } from '../components/delivery-badge.tsx';
import { LoadProblem } from '../components/load-problem.tsx';
import { Pager } from '../components/pager.tsx';

export function Component() {
  usePageTitle(opsText('ops.outbox.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status = (OUTBOX_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as OutboxStatus) : '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, isError, isFetching, refetch } = useQuery(opsOutboxQuery(status, page));

  const go = (next: { status?: string; page?: number }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.status !== undefined) {
          if (next.status) out.set('status', next.status);
          else out.delete('status');
          out.delete('page');
        }
        if (next.page !== undefined) out.set('page', String(next.page));
        return out;
      },
      { replace: next.page === undefined },
    );

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="ops-admin">
      <h1>{opsText('ops.outbox.title')}</h1>
      {data && !data.delivering && <p className="notice-box">{opsText('ops.outbox.notDelivering')}</p>}
      <form className="ops-filters" aria-label={opsText('ops.outbox.filters')} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          id={`${id}-status`}
          label={opsText('ops.outbox.status')}
          placeholder={opsText('ops.outbox.status.all')}
          options={OUTBOX_STATUSES.map((s) => ({ value: s, label: opsText(`ops.outbox.status.${s}` as OpsKey) }))}
          control={{ value: status, onChange: (e) => go({ status: e.target.value }) }}
        />
      </form>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!data && !isError && <Spinner />}
      {data && data.messages.length === 0 && (
        <p className="empty">
          {status
            ? opsText('ops.outbox.noneWithStatus', { status: opsText(`ops.outbox.status.${status}` as OpsKey) })
            : opsText('ops.outbox.none')}
        </p>
      )}
      {data && data.messages.length > 0 && (
        <>
          <p className="muted" aria-live="polite">
            {opsText('ops.outbox.count', { total: data.total })}
          </p>
          <OutboxTable messages={data.messages} delivering={data.delivering} busy={isFetching} />
          {pages > 1 && (
            <Pager label={opsText('ops.outbox.pages')} page={page} pages={pages} onPage={(p) => go({ page: p })} />
          )}
        </>
      )}
    </section>
  );
}

const STATUS_CLASS: Record<OutboxStatus, string> = {
  pending: 'status',
  sent: 'status status--delivered',
  failed: 'status status--cancelled',
  // Never sent on purpose (an expired reset link): the reason is in the last-error column.
  withdrawn: 'status status--cancelled',
};

function OutboxTable(props: { messages: OutboxMessage[]; delivering: boolean; busy: boolean }) {
  return (
    <table className="cart-table ops-table" aria-busy={props.busy || undefined}>
      <caption className="visually-hidden">{opsText('ops.outbox.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{opsText('ops.outbox.col.channel')}</th>
          <th scope="col">{opsText('ops.outbox.col.to')}</th>
          <th scope="col">{opsText('ops.outbox.col.subject')}</th>
          <th scope="col">{opsText('ops.outbox.col.status')}</th>
          <th scope="col">{opsText('ops.outbox.col.delivery')}</th>
          <th scope="col">{opsText('ops.outbox.col.attempts')}</th>
          <th scope="col">{opsText('ops.outbox.col.lastError')}</th>
          <th scope="col">{opsText('ops.outbox.col.created')}</th>
          <th scope="col">{opsText('ops.outbox.col.sent')}</th>
        </tr>
      </thead>
      <tbody>
        {props.messages.map((m) => (
          <tr key={m._id}>
            <td data-label={opsText('ops.outbox.col.channel')}>
              {opsText(`ops.outbox.channel.${m.channel}` as OpsKey)}
            </td>
            <td data-label={opsText('ops.outbox.col.to')} className="ops-table__wrap">
              {m.to}
            </td>
            <td data-label={opsText('ops.outbox.col.subject')} className="ops-table__wrap">
              <div>
                <p className="ops-outbox__subject">{m.subject}</p>
                <details className="ops-outbox__body">
                  <summary>
                    {opsText('ops.outbox.showBody')}
                    <span className="visually-hidden">
                      {' '}
                      {opsText('ops.outbox.bodyOf', { subject: m.subject, to: m.to })}
                    </span>
                  </summary>
                  <pre>{m.body}</pre>
                </details>
                {m.orderId && (
                  <Link to={`/ops/orders/${encodeURIComponent(m.orderId)}`}>
                    {opsText('ops.outbox.openOrder')}
                    <span className="visually-hidden">
                      {' '}
                      {opsText('ops.outbox.bodyOf', { subject: m.subject, to: m.to })}
                    </span>
                  </Link>
                )}
              </div>
            </td>
            <td data-label={opsText('ops.outbox.col.status')}>
              <span className={STATUS_CLASS[m.status]}>{opsText(`ops.outbox.status.${m.status}` as OpsKey)}</span>
            </td>
            <td data-label={opsText('ops.outbox.col.delivery')} className="ops-table__wrap">
              <Delivery message={m} />
            </td>
            <td data-label={opsText('ops.outbox.col.attempts')}>{m.attempts}</td>
            <td data-label={opsText('ops.outbox.col.lastError')} className="ops-table__wrap">
              {m.lastError ?? '—'}
            </td>
            <td data-label={opsText('ops.outbox.col.created')}>{formatDateTime(m.createdAt)}</td>
            <td data-label={opsText('ops.outbox.col.sent')}>
              {m.sentAt
                ? formatDateTime(m.sentAt)
                : m.status === 'pending' && props.delivering
                  ? opsText('ops.outbox.nextAttempt', { at: formatDateTime(m.nextAttemptAt) })
                  : opsText('ops.outbox.notSent')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the provider last said became of a message (WhatsApp's sent, delivered, read, failed), when, and why it failed. */
function Delivery({ message: m }: { message: OutboxMessage }) {
  if (!m.deliveryStatus) return <span className="muted">{opsText('ops.outbox.delivery.none')}</span>;
  return (
    <>
      {/* The queue's own status has its column: the badge says only what the provider reported. */}
      <DeliveryBadge delivery={m.deliveryStatus} queue={null} />
      {m.deliveryAt && <> {formatDateTime(m.deliveryAt)}</>}
      {m.deliveryError && <p className="ops-card__note">{m.deliveryError}</p>}
    </>
  );
}
