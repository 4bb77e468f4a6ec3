// /ops/staff (admins only, decision 0021): every member of the garage's staff (name, email, mobile, role, active),
// each with Change (name, mobile, role, in a modal) and Switch off (after a confirmation: it logs them out at once) or
// Switch on; and the form that adds a member. What the server refuses is shown in its words.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { StaffChangeForm } from '../components/staff-change-form.tsx';
import { roleText, StaffNewForm } from '../components/staff-new-form.tsx';
import { opsStaffQuery, type StaffMember, useChangeStaff } from '../staff-api.ts';

export function Component() {
  usePageTitle(opsText('ops.staff.title'));
  const { data: staff, isError, refetch } = useQuery(opsStaffQuery);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  return (
    <section className="ops-admin">
      <div className="ops-admin__head">
        <h1>{opsText('ops.staff.title')}</h1>
      </div>
      <p className="muted">{opsText('ops.staff.intro')}</p>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!staff && !isError && <Spinner />}
      {staff?.length === 0 && <p className="empty">{opsText('ops.staff.none')}</p>}
      {staff && staff.length > 0 && <StaffTable staff={staff} onChange={setChanging} />}
      <StaffNewForm />
      {changing && (
        <Modal title={opsText('ops.staff.changeTitle', { name: changing.name })} onClose={() => setChanging(null)}>
          <StaffChangeForm member={changing} onDone={() => setChanging(null)} />
        </Modal>
      )}
    </section>
  );
}

function StaffTable(props: { staff: StaffMember[]; onChange(member: StaffMember): void }) {
  const { toast, confirm } = useFeedback();
  const save = useChangeStaff();

  const switchTo = async (m: StaffMember, active: boolean) => {
    if (!active && !(await confirm(opsText('ops.staff.confirmOff', { name: m.name })))) return;
    save.mutate(
      { id: m._id, body: { active } },
      {
        onSuccess: () =>
          toast(opsText(active ? 'ops.staff.switchedOn' : 'ops.staff.switchedOff', { name: m.name }), 'success'),
        onError: (err) => toast(errorText(err, opsText('ops.staff.saveFailed')), 'error'),
      },
    );
  };

  const col = (key: OpsKey) => opsText(key);
  return (
    <table className="cart-table ops-table">
      <caption className="visually-hidden">{opsText('ops.staff.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('ops.staff.col.name')}</th>
          <th scope="col">{col('ops.staff.col.email')}</th>
          <th scope="col">{col('ops.staff.col.phone')}</th>
          <th scope="col">{col('ops.staff.col.role')}</th>
          <th scope="col">{col('ops.staff.col.active')}</th>
          <th scope="col">{col('ops.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.staff.map((m) => (
          <tr key={m._id} className={m.active ? undefined : 'ops-table__off'}>
            <th scope="row" data-label={col('ops.staff.col.name')}>
              {m.name}
            </th>
            <td data-label={col('ops.staff.col.email')}>{m.email}</td>
            <td data-label={col('ops.staff.col.phone')}>{m.phone || opsText('ops.staff.noPhone')}</td>
            <td data-label={col('ops.staff.col.role')}>{roleText(m.role)}</td>
            <td data-label={col('ops.staff.col.active')}>
              <span className={`status${m.active ? ' status--delivered' : ''}`}>
                {opsText(m.active ? 'ops.staff.active' : 'ops.staff.inactive')}
              </span>
            </td>
            <td data-label={col('ops.col.actions')}>
              <span className="orders-table__actions">
                <button type="button" className="button button--ghost button--small" onClick={() => props.onChange(m)}>
                  {opsText('ops.staff.change')}
                  <span className="visually-hidden"> {m.name}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={save.isPending && save.variables.id === m._id}
                  onClick={() => switchTo(m, !m.active)}
                >
                  {opsText(m.active ? 'ops.staff.switchOff' : 'ops.staff.switchOn')}
                  <span className="visually-hidden"> {m.name}</span>
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
