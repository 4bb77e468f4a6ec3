// Who has the order, on the desk's order screen (decision 0021): its pickup rider, its technician and its drop rider, each
// chosen from the active staff of that role while that part of the order is still ahead; and each technician's minutes
// on the job, their clock running or not.
import type { OpsOrder } from '@motomitra/domain/ops';
import type { CrewMember } from '@motomitra/domain/staff';
import type { AssignBody, Assignments, Leg, StaffRef } from '@motomitra/domain/staff-work';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { SelectField } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { assignableStaffQuery } from '../staff-work-api.ts';
import type { Run } from './order-run.ts';

type Slot = {
  key: keyof Assignments;
  label: OpsKey;
  role: AssignBody['role'];
  leg?: Leg;
  /** While this part of the order is still ahead: a vehicle picked up keeps its pickup rider. */
  open(o: OpsOrder): boolean;
};

const ENDED: readonly OpsOrder['status'][] = ['delivered', 'cancelled'];
const SLOTS: Slot[] = [
  {
    key: 'pickupRider',
    label: 'ops.assign.pickupRider',
    role: 'rider',
    leg: 'pickup',
    open: (o) => o.status === 'new',
  },
  { key: 'technician', label: 'ops.assign.technician', role: 'technician', open: (o) => !ENDED.includes(o.status) },
  {
    key: 'dropRider',
    label: 'ops.assign.dropRider',
    role: 'rider',
    leg: 'drop',
    open: (o) => !ENDED.includes(o.status),
  },
];

export function AssignmentPanel({ order, run, busy }: { order: OpsOrder; run: Run; busy: boolean }) {
  const staff = useQuery(assignableStaffQuery);
  return (
    <section className="ops-card" aria-labelledby="ops-assign">
      <h2 id="ops-assign">{opsText('ops.assign.title')}</h2>
      <p className="muted">{opsText('ops.assign.intro')}</p>
      {staff.isError && <p role="alert">{opsText('ops.assign.listFailed')}</p>}
      {SLOTS.map((slot) => (
        <AssignForm
          key={slot.key}
          order={order}
          slot={slot}
          now={order.assignments[slot.key]}
          choices={staff.data?.filter((m) => m.role === slot.role)}
          run={run}
          busy={busy}
        />
      ))}
      <Labour order={order} />
    </section>
  );
}

const ChoiceSchema = z.object({ staffId: z.string().min(1, opsText('ops.assign.chooseFirst')) });

function AssignForm(props: {
  order: OpsOrder;
  slot: Slot;
  now: StaffRef | null;
  choices: CrewMember[] | undefined;
  run: Run;
  busy: boolean;
}) {
  const id = useId();
  const { slot, now } = props;
  const what = opsText(slot.label);
  const form = useZodForm(ChoiceSchema, { values: { staffId: now?._id ?? '' } });
  const onSubmit = form.handleSubmit(async ({ staffId }) => {
    const body: AssignBody = slot.leg ? { role: slot.role, staffId, leg: slot.leg } : { role: slot.role, staffId };
    const name = props.choices?.find((m) => m._id === staffId)?.name ?? '';
    await props.run('assign', body, 'POST', opsText('ops.assign.done', { name, what: what.toLowerCase() }));
  });
  const current = now ? opsText('ops.assign.now', { name: now.name }) : opsText('ops.assign.nobody');
  if (!slot.open(props.order) || !props.choices) {
    return (
      <div className="assign">
        <h3 className="assign__what">{what}</h3>
        <p>{current}</p>
      </div>
    );
  }
  const options = props.choices.map((m) => ({ value: m._id, label: m.phone ? `${m.name} (${m.phone})` : m.name }));
  return (
    <form className="form ops-inline-form assign" onSubmit={onSubmit} noValidate>
      <SelectField
        id={`${id}-who`}
        label={what}
        hint={current}
        placeholder={opsText('ops.assign.choose')}
        options={options}
        error={errorOf(form, 'staffId')}
        control={form.register('staffId')}
      />
      <button type="submit" className="button button--ghost" disabled={props.busy}>
        {opsText('ops.assign.submit')}
        <span className="visually-hidden"> {what.toLowerCase()}</span>
      </button>
      {options.length === 0 && <p className="muted">{opsText('ops.assign.noneActive', { role: slot.role })}</p>}
    </form>
  );
}

/** Each technician's minutes on the order, as the reports count them. */
function Labour({ order }: { order: OpsOrder }) {
  return (
    <>
      <h3>{opsText('ops.labour.title')}</h3>
      {order.labour.length === 0 ? (
        <p className="muted">{opsText('ops.labour.none')}</p>
      ) : (
        <LabourTable order={order} />
      )}
    </>
  );
}

function LabourTable({ order }: { order: OpsOrder }) {
  return (
    <table className="details-table">
      <caption className="visually-hidden">{opsText('ops.labour.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{opsText('ops.labour.col.technician')}</th>
          <th scope="col">{opsText('ops.labour.col.minutes')}</th>
        </tr>
      </thead>
      <tbody>
        {order.labour.map((l) => (
          <tr key={l.technicianId}>
            <th scope="row">
              {l.name}
              {l.running && <span className="muted"> ({opsText('ops.labour.running')})</span>}
            </th>
            <td>{l.minutes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
