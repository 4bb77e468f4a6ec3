// /ops/enquiries: contact enquiries or Earn-With-Us applications, open or handled, newest first; each row with
// name, e-mail, mobile, address or occupation, when it came, and Mark handled / Reopen.

import { ENQUIRY_KINDS, ENQUIRY_TOPIC_LABELS } from '@motomitra/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../../components/feedback.tsx';
import { SelectField } from '../../../components/form/field.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { type Enquiry, type EnquiryKind, opsEnquiriesQuery, useSetEnquiryHandled } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';

type Shown = 'open' | 'handled' | 'all';
const HANDLED_PARAM: Record<Shown, 'true' | 'false' | ''> = { open: 'false', handled: 'true', all: '' };

export function Component() {
  usePageTitle(opsText('ops.enquiries.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: EnquiryKind = ENQUIRY_KINDS.find((k) => k === asked) ?? 'contact';
  const shownParam = params.get('show');
  const shown: Shown = shownParam === 'handled' || shownParam === 'all' ? shownParam : 'open';
  const { data: enquiries, isError, isFetching, refetch } = useQuery(opsEnquiriesQuery(kind, HANDLED_PARAM[shown]));

  const set = (name: 'kind' | 'show', value: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set(name, value);
        return out;
      },
      { replace: true },
    );

  return (
    <section className="ops-admin">
      <h1>{opsText('ops.enquiries.title')}</h1>
      <form className="ops-filters" aria-label={opsText('ops.enquiries.filters')} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          id={`${id}-kind`}
          label={opsText('ops.enquiries.kind')}
          options={ENQUIRY_KINDS.map((value) => ({ value, label: opsText(`ops.enquiries.kind.${value}`) }))}
          control={{ value: kind, onChange: (e) => set('kind', e.target.value) }}
        />
        <SelectField
          id={`${id}-show`}
          label={opsText('ops.enquiries.show')}
          options={[
            { value: 'open', label: opsText('ops.enquiries.show.open') },
            { value: 'handled', label: opsText('ops.enquiries.show.handled') },
            { value: 'all', label: opsText('ops.enquiries.show.all') },
          ]}
          control={{ value: shown, onChange: (e) => set('show', e.target.value) }}
        />
      </form>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!enquiries && !isError && <Spinner />}
      {enquiries?.length === 0 && <p className="empty">{opsText(`ops.enquiries.none.${shown}`)}</p>}
      {enquiries && enquiries.length > 0 && (
        <EnquiryTable kind={kind} enquiries={enquiries} busy={isFetching} caption={captionOf(kind, shown)} />
      )}
    </section>
  );
}

function captionOf(kind: EnquiryKind, shown: Shown): string {
  return opsText('ops.enquiries.caption', {
    kind: opsText(`ops.enquiries.kind.${kind}`),
    shown: opsText(`ops.enquiries.show.${shown}`),
  });
}

function EnquiryTable(props: { kind: EnquiryKind; enquiries: Enquiry[]; busy: boolean; caption: string }) {
  const { toast } = useFeedback();
  const handled = useSetEnquiryHandled();
  const detailCol = opsText(
    props.kind === 'earn'
      ? 'ops.enquiries.col.occupation'
      : props.kind === 'vehicle'
        ? 'ops.enquiries.col.vehicle'
        : 'ops.enquiries.col.address',
  );
  const detailOf = (e: Enquiry) =>
    (props.kind === 'earn' ? e.occupation : props.kind === 'vehicle' ? e.message : e.address) || '—';

  const mark = (e: Enquiry) =>
    handled.mutate(
      { id: e._id, handled: !e.handled },
      {
        onSuccess: () =>
          toast(
            opsText(e.handled ? 'ops.enquiries.reopened' : 'ops.enquiries.markedHandled', { name: e.name }),
            'success',
          ),
        onError: (err) => toast(errorText(err, opsText('ops.enquiries.saveFailed')), 'error'),
      },
    );

  return (
    <table className="cart-table ops-table" aria-busy={props.busy || undefined}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{opsText('ops.enquiries.col.name')}</th>
          <th scope="col">{opsText('ops.enquiries.col.email')}</th>
          <th scope="col">{opsText('ops.enquiries.col.mobile')}</th>
          {props.kind === 'contact' && <th scope="col">{opsText('ops.enquiries.col.about')}</th>}
          <th scope="col">{detailCol}</th>
          <th scope="col">{opsText('ops.enquiries.col.received')}</th>
          <th scope="col">{opsText('ops.enquiries.col.status')}</th>
          <th scope="col">{opsText('ops.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.enquiries.map((e) => (
          <tr key={e._id} className={e.handled ? 'ops-table__off' : undefined}>
            <td data-label={opsText('ops.enquiries.col.name')}>{e.name}</td>
            <td data-label={opsText('ops.enquiries.col.email')} className="ops-table__wrap">
              <a href={`mailto:${e.email}`}>{e.email}</a>
            </td>
            <td data-label={opsText('ops.enquiries.col.mobile')}>
              <a href={`tel:${e.mobile}`}>{e.mobile}</a>
            </td>
            {props.kind === 'contact' && (
              <td data-label={opsText('ops.enquiries.col.about')} className="ops-table__wrap">
                <strong>{e.topic ? ENQUIRY_TOPIC_LABELS[e.topic] : '—'}</strong>
                {e.message && <span className="enquiry__message">{e.message}</span>}
              </td>
            )}
            <td data-label={detailCol} className="ops-table__wrap">
              {detailOf(e)}
            </td>
            <td data-label={opsText('ops.enquiries.col.received')}>{formatDateTime(e.createdAt)}</td>
            <td data-label={opsText('ops.enquiries.col.status')}>
              <span className={`status${e.handled ? ' status--delivered' : ''}`}>
                {opsText(e.handled ? 'ops.enquiries.handledState' : 'ops.enquiries.openState')}
              </span>
            </td>
            <td data-label={opsText('ops.col.actions')}>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={handled.isPending && handled.variables.id === e._id}
                onClick={() => void mark(e)}
              >
                {opsText(e.handled ? 'ops.enquiries.reopen' : 'ops.enquiries.markHandled')}
                <span className="visually-hidden"> {opsText('ops.enquiries.from', { name: e.name })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
