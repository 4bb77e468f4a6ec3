// /ops/enquiries: contact enquiries or Earn-With-Us applications, open or handled, newest first; each row with
// name, e-mail, mobile, address or occupation, when it came, and Mark handled / Reopen.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../app/format.ts';
import { useSearchParams } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import '../messages.ts';
import { type Enquiry, type EnquiryKind, OPS_KEYS, opsEnquiriesQuery, setEnquiryHandled } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';

type Shown = 'open' | 'handled' | 'all';
const HANDLED_PARAM: Record<Shown, 'true' | 'false' | ''> = { open: 'false', handled: 'true', all: '' };

export function Component() {
  usePageTitle(t('ops.enquiries.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const kind: EnquiryKind = params.get('kind') === 'earn' ? 'earn' : 'contact';
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
      <h1>{t('ops.enquiries.title')}</h1>
      <form className="ops-filters" aria-label={t('ops.enquiries.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="form__field">
          <label htmlFor={`${id}-kind`}>{t('ops.enquiries.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => set('kind', e.target.value)}>
            <option value="contact">{t('ops.enquiries.kind.contact')}</option>
            <option value="earn">{t('ops.enquiries.kind.earn')}</option>
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-show`}>{t('ops.enquiries.show')}</label>
          <select id={`${id}-show`} value={shown} onChange={(e) => set('show', e.target.value)}>
            <option value="open">{t('ops.enquiries.show.open')}</option>
            <option value="handled">{t('ops.enquiries.show.handled')}</option>
            <option value="all">{t('ops.enquiries.show.all')}</option>
          </select>
        </div>
      </form>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!enquiries && !isError && <Spinner />}
      {enquiries?.length === 0 && <p className="empty">{t(`ops.enquiries.none.${shown}`)}</p>}
      {enquiries && enquiries.length > 0 && (
        <EnquiryTable kind={kind} enquiries={enquiries} busy={isFetching} caption={captionOf(kind, shown)} />
      )}
    </section>
  );
}

function captionOf(kind: EnquiryKind, shown: Shown): string {
  return t('ops.enquiries.caption', {
    kind: t(kind === 'earn' ? 'ops.enquiries.kind.earn' : 'ops.enquiries.kind.contact'),
    shown: t(`ops.enquiries.show.${shown}`),
  });
}

function EnquiryTable(props: { kind: EnquiryKind; enquiries: Enquiry[]; busy: boolean; caption: string }) {
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const detailCol = t(props.kind === 'earn' ? 'ops.enquiries.col.occupation' : 'ops.enquiries.col.address');

  const mark = async (e: Enquiry) => {
    setBusy(e._id);
    try {
      await setEnquiryHandled(e._id, !e.handled);
      toast(t(e.handled ? 'ops.enquiries.reopened' : 'ops.enquiries.markedHandled', { name: e.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: OPS_KEYS.enquiries });
    } catch (err) {
      toast(errorText(err, 'ops.enquiries.saveFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <table className="cart-table ops-table" aria-busy={props.busy || undefined}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ops.enquiries.col.name')}</th>
          <th scope="col">{t('ops.enquiries.col.email')}</th>
          <th scope="col">{t('ops.enquiries.col.mobile')}</th>
          <th scope="col">{detailCol}</th>
          <th scope="col">{t('ops.enquiries.col.received')}</th>
          <th scope="col">{t('ops.enquiries.col.status')}</th>
          <th scope="col">{t('ops.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.enquiries.map((e) => (
          <tr key={e._id} className={e.handled ? 'ops-table__off' : undefined}>
            <td data-label={t('ops.enquiries.col.name')}>{e.name}</td>
            <td data-label={t('ops.enquiries.col.email')} className="ops-table__wrap">
              <a href={`mailto:${e.email}`}>{e.email}</a>
            </td>
            <td data-label={t('ops.enquiries.col.mobile')}>
              <a href={`tel:${e.mobile}`}>{e.mobile}</a>
            </td>
            <td data-label={detailCol} className="ops-table__wrap">
              {(props.kind === 'earn' ? e.occupation : e.address) ?? '—'}
            </td>
            <td data-label={t('ops.enquiries.col.received')}>{formatDateTime(e.createdAt)}</td>
            <td data-label={t('ops.enquiries.col.status')}>
              <span className={`status${e.handled ? ' status--delivered' : ''}`}>
                {t(e.handled ? 'ops.enquiries.handledState' : 'ops.enquiries.openState')}
              </span>
            </td>
            <td data-label={t('ops.col.actions')}>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy === e._id}
                onClick={() => void mark(e)}
              >
                {t(e.handled ? 'ops.enquiries.reopen' : 'ops.enquiries.markHandled')}
                <span className="visually-hidden"> {t('ops.enquiries.from', { name: e.name })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
